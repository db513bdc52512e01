import { Injectable } from "@nestjs/common";
import { SecretBox } from "./secret-box";
import { WebhookSender } from "./webhook-sender";
import { WebhooksRepository } from "./webhooks.repository";

// Makes the queue try again later, with backoff.
export class DeliveryFailed extends Error {}

// Safe to repeat: an ended delivery is skipped and only the first 2xx marks the event delivered.
@Injectable()
export class WebhookDeliveryService {
  constructor(
    private readonly webhooks: WebhooksRepository,
    private readonly sender: WebhookSender,
    private readonly secrets: SecretBox,
  ) {}

  async attempt(deliveryId: string, attempt: number, lastAttempt: boolean): Promise<"delivered" | "skipped" | "failed"> {
    const delivery = await this.webhooks.deliveryToSend(deliveryId);
    if (!delivery || delivery.status !== "pending") return "skipped";
    if (!delivery.enabled) {
      await this.webhooks.end(deliveryId, "cancelled");
      return "skipped";
    }
    const outcome = await this.sender.send(
      delivery.url,
      this.secrets.open(delivery.secret_cipher),
      delivery.event_id,
      JSON.stringify(delivery.payload),
    );
    await this.webhooks.recordAttempt(deliveryId, attempt, outcome);
    if (outcome.error === null) {
      await this.webhooks.end(deliveryId, "delivered");
      return "delivered";
    }
    if (lastAttempt) {
      await this.webhooks.end(deliveryId, "failed");
      return "failed";
    }
    throw new DeliveryFailed(outcome.error);
  }
}
