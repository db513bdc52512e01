import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import { RECOMMENDATION_QUEUE, RecommendationJobName, type RunRecommendationsPayload, runRecommendationsOptions } from "./queues";

@Injectable()
export class RecommendationQueueClient {
  constructor(@InjectQueue(RECOMMENDATION_QUEUE) private readonly queue: Queue<RunRecommendationsPayload>) {}

  async enqueueRun(runId: string): Promise<void> {
    await this.queue.add(RecommendationJobName.Run, { runId }, runRecommendationsOptions(runId));
  }
}
