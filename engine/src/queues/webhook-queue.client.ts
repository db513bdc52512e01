import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import { AppConfig } from "#src/config/config";
import { type DeliverWebhookPayload, deliverWebhookOptions, WEBHOOK_QUEUE, WebhookJobName } from "./queues";

@Injectable()
export class WebhookQueueClient {
  constructor(
    @InjectQueue(WEBHOOK_QUEUE) private readonly queue: Queue<DeliverWebhookPayload>,
    private readonly config: AppConfig,
  ) {}

  async enqueue(deliveryId: string): Promise<void> {
    await this.queue.add(WebhookJobName.Deliver, { deliveryId }, deliverWebhookOptions(deliveryId, this.config.values.webhooks));
  }
}
