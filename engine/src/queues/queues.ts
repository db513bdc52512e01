/**
 * The one place that names the simulation queue, its jobs, their payloads and options.
 * A payload carries ids only: images and setups are read from PostgreSQL by the worker.
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

export function simulationQueueOptions(queue: Config["queue"], redisUrl: string): BullRootModuleOptions {
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
