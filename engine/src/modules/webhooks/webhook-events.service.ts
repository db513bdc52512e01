import { randomUUID } from "node:crypto";
import { API_PATH, type WebhookEvent, type WebhookEventType } from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import type { EntityManager } from "typeorm";
import { WebhookQueueClient } from "#src/queues/webhook-queue.client";
import { WebhooksRepository } from "./webhooks.repository";

export interface EndedRun {
  id: string;
  jobId: string;
  itemId: string;
  inputImageIdx: number;
  ownerId: string;
  creditsCharged: number;
}

export interface EndedJob {
  id: string;
  itemId: string;
  ownerId: string;
  creditsCharged: number;
  webhooks: boolean;
}

// An outbox: deliveries are written in the transaction of their cause and queued after it commits; one whose
// queueing is lost (the process died in between) is queued again by the delivery worker's sweep.
@Injectable()
export class WebhookEventsService {
  private readonly logger = new Logger(WebhookEventsService.name);

  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly queue: WebhookQueueClient,
  ) {}

  jobEnded(manager: EntityManager, job: EndedJob, status: "Ready" | "Error", error: string | null): Promise<string[]> {
    if (!job.webhooks) return Promise.resolve([]);
    const type = status === "Ready" ? "simulation.ready" : "simulation.error";
    const event = eventOf(type, { job, status, error });
    return this.webhooks.recordEvent(manager, job.ownerId, type, event.id, event);
  }

  // Every run fires its event: recommendations are started by their own request, never as part of another.
  runEnded(manager: EntityManager, run: EndedRun, status: "finished" | "failed", error: string | null): Promise<string[]> {
    const type = status === "finished" ? "recommendations.ready" : "recommendations.error";
    const job = { id: run.jobId, itemId: run.itemId, ownerId: run.ownerId, creditsCharged: run.creditsCharged, webhooks: true };
    const event = eventOf(type, { job, status, error }, run);
    return this.webhooks.recordEvent(manager, run.ownerId, type, event.id, event);
  }

  async test(endpointId: string): Promise<string> {
    const event = eventOf("webhook.test", null);
    const deliveryId = await this.webhooks.insertDelivery(endpointId, event.type, event.id, event);
    await this.dispatch([deliveryId]);
    return event.id;
  }

  // A failure is logged, not thrown: the event stands and the sweep queues it later.
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

function eventOf(
  type: WebhookEventType,
  ended: { job: EndedJob; status: string; error: string | null } | null,
  run?: EndedRun,
): WebhookEvent {
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
      run_id: run?.id ?? null,
      run_url: run ? `${job}/results/${run.inputImageIdx}/recommendations/${run.id}` : null,
    },
  };
}
