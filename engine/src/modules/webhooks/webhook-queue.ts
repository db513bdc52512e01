/** The one place that names the webhook queue, its job, payload and options. A payload carries the delivery's id only. */
import type { JobOptions } from "bull";
import type { Config } from "#src/config/config";

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
