import { BullModule } from "@nestjs/bull";
import { Module } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { simulationQueueOptions } from "#src/modules/jobs/simulation-queue";
import { SecretBox } from "./secret-box";
import { WebhookEventsService } from "./webhook-events.service";
import { WEBHOOK_QUEUE } from "./webhook-queue";
import { WebhookQueueClient } from "./webhook-queue.client";
import { WebhookSender } from "./webhook-sender";
import { WebhookUrlPolicy } from "./webhook-url.policy";
import { WebhooksController } from "./webhooks.controller";
import { WebhooksRepository } from "./webhooks.repository";
import { WebhooksService } from "./webhooks.service";

/** Endpoints, events and their queue: what the API and the job outcome (which records events) use. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: WEBHOOK_QUEUE,
      inject: [AppConfig],
      // The same Redis, prefix and lock settings as the simulation queue: a dead worker's delivery is picked up alike.
      useFactory: (config: AppConfig) => simulationQueueOptions(config.values.queue, config.values.redis.url),
    }),
  ],
  controllers: [WebhooksController],
  providers: [
    WebhooksRepository,
    WebhooksService,
    WebhookEventsService,
    WebhookQueueClient,
    WebhookUrlPolicy,
    WebhookSender,
    { provide: SecretBox, inject: [AppConfig], useFactory: (config: AppConfig) => new SecretBox(config.values.auth.secretKey) },
  ],
  exports: [WebhookEventsService, WebhooksRepository, WebhookSender, SecretBox],
})
export class WebhooksModule {}
