import { Process, Processor } from "@nestjs/bull";
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from "@nestjs/common";
import type { Job } from "bull";
import { WebhookDeliveryService } from "./webhook-delivery.service";
import { WebhookEventsService } from "./webhook-events.service";
import { type DeliverWebhookPayload, WEBHOOK_QUEUE, WebhookJobName } from "#src/queues/queues";
import { WebhooksRepository } from "./webhooks.repository";

// Deliveries wait on slow receivers (up to the timeout each).
const CONCURRENCY = 16;
// How often, and after how long, pending deliveries are queued again in case their queueing was lost.
const SWEEP_MS = 60_000;

@Processor(WEBHOOK_QUEUE)
@Injectable()
export class WebhookDeliveryProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly deliveries: WebhookDeliveryService,
    private readonly events: WebhookEventsService,
    private readonly webhooks: WebhooksRepository,
  ) {}

  @Process({ name: WebhookJobName.Deliver, concurrency: CONCURRENCY })
  async deliver(job: Job<DeliverWebhookPayload>): Promise<string> {
    const attempt = job.attemptsMade + 1;
    return this.deliveries.attempt(job.data.deliveryId, attempt, attempt >= (job.opts.attempts ?? 1));
  }

  onApplicationBootstrap(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  // A delivery queued already is not added twice: its job id is its own id.
  private async sweep(): Promise<void> {
    await this.events.dispatch(await this.webhooks.stalePending(SWEEP_MS, 500)).catch(() => undefined);
  }
}
