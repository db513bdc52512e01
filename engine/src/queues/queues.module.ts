import { BullModule } from "@nestjs/bull";
import { Module } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { queueOptions, SIMULATION_QUEUE, WEBHOOK_QUEUE } from "./queues";
import { SimulationQueueClient } from "./simulation-queue.client";
import { WebhookQueueClient } from "./webhook-queue.client";

@Module({
  imports: [SIMULATION_QUEUE, WEBHOOK_QUEUE].map((name) =>
    BullModule.registerQueueAsync({
      name,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => queueOptions(config.values.queue, config.values.redis.url),
    }),
  ),
  providers: [SimulationQueueClient, WebhookQueueClient],
  exports: [BullModule, SimulationQueueClient, WebhookQueueClient],
})
export class QueuesModule {}
