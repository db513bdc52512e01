import { BullModule } from "@nestjs/bull";
import { Module } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { SIMULATION_QUEUE, simulationQueueOptions } from "./simulation-queue";
import { SimulationQueueClient } from "./simulation-queue.client";

/** The simulation queue, registered once: the API enqueues on it and the worker role consumes it. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: SIMULATION_QUEUE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => simulationQueueOptions(config.values.queue, config.values.redis.url),
    }),
  ],
  providers: [SimulationQueueClient],
  exports: [BullModule, SimulationQueueClient],
})
export class SimulationQueueModule {}
