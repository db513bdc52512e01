import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import {
  RECOMMENDATION_QUEUE,
  RecommendationJobName,
  type RunRecommendationsPayload,
  runRecommendationsOptions,
  type VideoVariantPayload,
  videoVariantOptions,
} from "./queues";

@Injectable()
export class RecommendationQueueClient {
  constructor(@InjectQueue(RECOMMENDATION_QUEUE) private readonly queue: Queue<RunRecommendationsPayload | VideoVariantPayload>) {}

  async enqueueRun(runId: string): Promise<void> {
    await this.queue.add(RecommendationJobName.Run, { runId }, runRecommendationsOptions(runId));
  }

  async enqueueVariant(recommendationId: string): Promise<void> {
    await this.queue.add(RecommendationJobName.Variant, { recommendationId }, videoVariantOptions());
  }
}
