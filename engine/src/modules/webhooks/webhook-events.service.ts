import { randomUUID } from "node:crypto";
import { API_PATH, type WebhookEvent, type WebhookEventType } from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { WebhookQueueClient } from "#src/queues/webhook-queue.client";
import { WebhooksRepository } from "./webhooks.repository";

/** What a webhook says about a job that ended. */
export interface EndedJob {
  id: string;
  itemId: string;
  ownerId: string;
  creditsCharged: number;
  webhooks: boolean;
}

/**
 * Turns events into deliveries: written in the transaction of their cause (the outbox), queued after it commits.
 * A delivery whose queueing is lost (the process died in between) is queued again by the delivery worker's sweep.
 */
@Injectable()
export class WebhookEventsService {
  private readonly logger = new Logger(WebhookEventsService.name);

  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly queue: WebhookQueueClient,
  ) {}

  /** In the transaction that ends the job: one delivery per endpoint of the owner that wants this event. */
  jobEnded(manager: EntityManager, job: EndedJob, status: "Ready" | "Error", error: string | null): Promise<string[]> {
    if (!job.webhooks) return Promise.resolve([]);
    const type = status === "Ready" ? "simulation.ready" : "simulation.error";
    const event = eventOf(type, { job, status, error });
    return this.webhooks.recordEvent(manager, job.ownerId, type, event.id, event);
  }

  /** A test event to one endpoint, whatever events it wants. */
  async test(endpointId: string): Promise<string> {
    const event = eventOf("webhook.test", null);
    const deliveryId = await this.webhooks.insertDelivery(endpointId, event.type, event.id, event);
    await this.dispatch([deliveryId]);
    return event.id;
  }

  /** Queues committed deliveries; a failure is logged, not thrown: the event stands and the sweep queues it later. */
  async dispatch(deliveryIds: string[]): Promise<void> {
    for (const id of deliveryIds) {
      try {
        await this.queue.enqueue(id);
      } catch (error) {
        this.logger.warn(
          `Queueing webhook delivery ${id} failed, the sweep will retry: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }
}

function eventOf(type: WebhookEventType, ended: { job: EndedJob; status: string; error: string | null } | null): WebhookEvent {
  const job = ended ? `${API_PATH}/simulations/${ended.job.id}` : null;
  return {
    id: randomUUID(),
    type,
    created: new Date().toISOString(),
    data: {
      job_id: ended?.job.id ?? null,
      item_id: ended?.job.itemId ?? null,
      status: ended?.status ?? null,
      credits_charged: ended?.job.creditsCharged ?? null,
      error: ended?.error ?? null,
      job_url: job,
      report_url: job && ended?.status === "Ready" ? `${job}/report.pdf` : null,
      results_csv_url: job && `${job}/results.csv`,
    },
  };
}
