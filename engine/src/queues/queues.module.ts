import { BullModule } from "@nestjs/bull";
import { Module } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { queueOptions, RECOMMENDATION_QUEUE, SIMULATION_QUEUE, WEBHOOK_QUEUE, WHAT_IF_QUEUE } from "./queues";
import { RecommendationQueueClient } from "./recommendation-queue.client";
import { SimulationQueueClient } from "./simulation-queue.client";
import { WebhookQueueClient } from "./webhook-queue.client";
import { WhatIfQueueClient } from "./what-if-queue.client";

@Module({
  imports: [SIMULATION_QUEUE, WEBHOOK_QUEUE, RECOMMENDATION_QUEUE, WHAT_IF_QUEUE].map((name) =>
    BullModule.registerQueueAsync({
      name,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => queueOptions(config.values.queue, config.values.redis.url),
    }),
  ),
  providers: [SimulationQueueClient, WebhookQueueClient, RecommendationQueueClient, WhatIfQueueClient],
  exports: [BullModule, SimulationQueueClient, WebhookQueueClient, RecommendationQueueClient, WhatIfQueueClient],
})
export class QueuesModule {}
