// A payload carries ids only: images, setups and deliveries are read from PostgreSQL.
import type { ImageEdit, RecommendationGoal, TargetCandidate } from "@adsight/shared";
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

// jobId = the job's id, so enqueueing twice adds it once. Retries only cover a worker that stops or loses its database
// (model failures are final, handled by the runner); a retry skips the images already finished.
export function runSimulationOptions(simulationJobId: string): JobOptions {
  return { jobId: simulationJobId, attempts: 3, backoff: { type: "fixed", delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 1_000 };
}

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

export function jobEventsChannel(queue: Config["queue"], simulationJobId: string): string {
  return `${queue.prefix}:simulation-events:${simulationJobId}`;
}

export const WEBHOOK_QUEUE = "webhooks";

export const WebhookJobName = { Deliver: "deliver" } as const;

export interface DeliverWebhookPayload {
  deliveryId: string;
}

// jobId = the delivery's id, so the sweep after a crash adds it once. Defaults (10 s, 13 tries): the last try ≈ 23 h after the first.
export function deliverWebhookOptions(deliveryId: string, webhooks: Config["webhooks"]): JobOptions {
  return {
    jobId: deliveryId,
    attempts: webhooks.attempts,
    backoff: { type: "exponential", delay: webhooks.backoffMs },
    removeOnComplete: 1_000,
    removeOnFail: 1_000,
  };
}

export const RECOMMENDATION_QUEUE = "recommendations";

export const RecommendationJobName = { Run: "run", Variant: "variant" } as const;

export interface RunRecommendationsPayload {
  runId: string;
}

export interface VideoVariantPayload {
  recommendationId: string;
}

// As a simulation's: jobId = the run's id, retries only for a worker that stops (the model's failures are final).
export function runRecommendationsOptions(runId: string): JobOptions {
  return runSimulationOptions(runId);
}

// The edited video of a recommendation asked as a variant: one job per request (the row's state lets one in), retried
// on another worker when one stops mid-encode.
export function videoVariantOptions(): JobOptions {
  return { attempts: 3, backoff: { type: "fixed", delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 1_000 };
}

export const WHAT_IF_QUEUE = "what-if";

export const WhatIfJobName = { Preview: "preview", PreviewUpload: "preview-upload" } as const;

// The edits and the checked target are small JSON; the image is read from PostgreSQL.
export interface WhatIfPayload {
  simulationJobId: string;
  inputImageIdx: number;
  goal: RecommendationGoal;
  target: TargetCandidate | null;
  edits: ImageEdit[];
}

// A marketer's own version: its bytes wait in a large object the API removes once the answer is in.
export interface WhatIfUploadPayload extends Omit<WhatIfPayload, "edits"> {
  uploadOid: string;
}

// One try: the API waits for the answer, and a preview nobody waits for any more is worth nothing.
export function whatIfOptions(waitMs: number): JobOptions {
  return { attempts: 1, timeout: waitMs, removeOnComplete: 100, removeOnFail: 100 };
}
