import { Module } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { SecretBox } from "./secret-box";
import { WebhookEventsService } from "./webhook-events.service";
import { WebhookSender } from "./webhook-sender";
import { WebhookUrlPolicy } from "./webhook-url.policy";
import { WebhooksController } from "./webhooks.controller";
import { WebhooksRepository } from "./webhooks.repository";
import { WebhooksService } from "./webhooks.service";
import { QueuesModule } from "#src/queues/queues.module";

@Module({
  imports: [QueuesModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhookEventsService,
    WebhookUrlPolicy,
    WebhookSender,
    { provide: SecretBox, inject: [AppConfig], useFactory: (config: AppConfig) => new SecretBox(config.values.auth.secretKey) },
  ],
  exports: [WebhookEventsService, WebhooksRepository, WebhookSender, SecretBox],
})
export class WebhooksModule {}
