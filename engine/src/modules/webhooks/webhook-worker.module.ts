import { Module } from "@nestjs/common";
import { WebhookDeliveryProcessor } from "./webhook-delivery.processor";
import { WebhookDeliveryService } from "./webhook-delivery.service";
import { WebhooksModule } from "./webhooks.module";

/** The delivery role (WEBHOOK_WORKER, on by default in every ENGINE_MODE): consumes the webhook queue. */
@Module({
  imports: [WebhooksModule],
  providers: [WebhookDeliveryService, WebhookDeliveryProcessor],
})
export class WebhookWorkerModule {}
