/**
 * The one place that names the queues (simulation runs, webhook deliveries), their jobs, payloads and options.
 * A payload carries ids only: images, setups and deliveries are read from PostgreSQL.
 */
import type { BullRootModuleOptions } from "@nestjs/bull";
import type { JobOptions } from "bull";
import type { Config } from "#src/config/config";

export const SIMULATION_QUEUE = "simulation";

export const SimulationJobName = {
  Run: "run",
} as const;

export interface RunSimulationPayload {
  simulationJobId: string;
}

/**
 * The Bull job id is the simulation job's id, so enqueueing the same job twice adds it once.
 * Model failures are final and handled by the runner; Bull's retries only cover a worker that stops
 * (SIGTERM) or loses its database mid-job, and a retry skips the images already finished.
 */
export function runSimulationOptions(simulationJobId: string): JobOptions {
  return { jobId: simulationJobId, attempts: 3, backoff: { type: "fixed", delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 1_000 };
}

/** Both queues share Redis, prefix and lock settings: a dead worker's job or delivery is picked up alike. */
export function queueOptions(queue: Config["queue"], redisUrl: string): BullRootModuleOptions {
  return {
    url: redisUrl,
    prefix: queue.prefix,
    settings: {
      lockDuration: queue.lockMs,
      lockRenewTime: Math.floor(queue.lockMs / 2),
      stalledInterval: queue.stalledIntervalMs,
      // A worker killed mid-job stalls it once; a job that kills every worker it lands on fails after the third.
      maxStalledCount: 3,
    },
  };
}

/** Redis pub/sub channel on which a job's changes are announced. */
export function jobEventsChannel(queue: Config["queue"], simulationJobId: string): string {
  return `${queue.prefix}:simulation-events:${simulationJobId}`;
}

export const WEBHOOK_QUEUE = "webhooks";

export const WebhookJobName = { Deliver: "deliver" } as const;

export interface DeliverWebhookPayload {
  deliveryId: string;
}

/**
 * The Bull job id is the delivery's id, so queueing a delivery again (the sweep after a crash) adds it once. Retries
 * back off exponentially from `backoffMs`: with the defaults (10 s, 13 tries) the last comes about 23 hours after the first.
 */
export function deliverWebhookOptions(deliveryId: string, webhooks: Config["webhooks"]): JobOptions {
  return {
    jobId: deliveryId,
    attempts: webhooks.attempts,
    backoff: { type: "exponential", delay: webhooks.backoffMs },
    removeOnComplete: 1_000,
    removeOnFail: 1_000,
  };
}
