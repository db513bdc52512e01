import { Module } from "@nestjs/common";
import { WebhookDeliveryProcessor } from "./webhook-delivery.processor";
import { WebhookDeliveryService } from "./webhook-delivery.service";
import { WebhooksModule } from "./webhooks.module";

// WEBHOOK_WORKER: on by default in every ENGINE_MODE.
@Module({
  imports: [WebhooksModule],
  providers: [WebhookDeliveryService, WebhookDeliveryProcessor],
})
export class WebhookWorkerModule {}
