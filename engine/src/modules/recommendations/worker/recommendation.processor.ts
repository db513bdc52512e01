import { OnQueueFailed, Process, Processor } from "@nestjs/bull";
import { type BeforeApplicationShutdown, Logger } from "@nestjs/common";
import { RECOMMENDATION_MESSAGES, type RecommendationStatus } from "@adsight/shared";
import type { Job } from "bull";
import { RECOMMENDATION_QUEUE, RecommendationJobName, type RunRecommendationsPayload } from "#src/queues/queues";
import { RunOutcomeService } from "../run-outcome.service";
import { RecommendationRunner } from "./recommendation-runner";

@Processor(RECOMMENDATION_QUEUE)
export class RecommendationProcessor implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RecommendationProcessor.name);

  constructor(
    private readonly runner: RecommendationRunner,
    private readonly outcome: RunOutcomeService,
  ) {}

  @Process(RecommendationJobName.Run)
  run(job: Job<RunRecommendationsPayload>): Promise<RecommendationStatus | null> {
    return this.runner.run(job.data.runId);
  }

  // The last attempt of a run that kept killing or stopping its workers: it ends failed, refunded.
  @OnQueueFailed()
  async failed(job: Job<RunRecommendationsPayload>, error: Error): Promise<void> {
    if (job.attemptsMade < (job.opts.attempts ?? 1) && !error.message.includes("stalled")) return;
    try {
      await this.outcome.fail(job.data.runId, `${RECOMMENDATION_MESSAGES.failed}: ${error.message}`);
    } catch (failure) {
      this.logger.error(`Could not record the failure of recommendations ${job.data.runId}: ${String(failure)}`);
    }
  }

  beforeApplicationShutdown(): void {
    this.runner.stop();
  }
}
