import { Module } from "@nestjs/common";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { WorkerModule } from "#src/modules/simulations/worker/worker.module";
import { QueuesModule } from "#src/queues/queues.module";
import { RecommendationsModule } from "../recommendations.module";
import { ModelInputs } from "./model-inputs";
import { RecommendationProcessor } from "./recommendation.processor";
import { RecommendationRunner } from "./recommendation-runner";
import { WhatIfProcessor } from "./what-if.processor";

// With the simulation worker (ENGINE_MODE worker or all): the same process, the same loaded model.
@Module({
  imports: [RecommendationsModule, SimulationsModule, WorkerModule, QueuesModule],
  providers: [ModelInputs, RecommendationRunner, RecommendationProcessor, WhatIfProcessor],
})
export class RecommendationsWorkerModule {}
