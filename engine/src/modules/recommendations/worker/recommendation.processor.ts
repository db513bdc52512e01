import { OnQueueFailed, Process, Processor } from "@nestjs/bull";
import { type BeforeApplicationShutdown, Logger } from "@nestjs/common";
import { RECOMMENDATION_MESSAGES, type RecommendationStatus, type VideoVariantStatus } from "@adsight/shared";
import type { Job } from "bull";
import { RECOMMENDATION_QUEUE, RecommendationJobName, type RunRecommendationsPayload, type VideoVariantPayload } from "#src/queues/queues";
import { RunOutcomeService } from "../run-outcome.service";
import { VideoVariantsService } from "../video-variants.service";
import { RecommendationRunner } from "./recommendation-runner";

@Processor(RECOMMENDATION_QUEUE)
export class RecommendationProcessor implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RecommendationProcessor.name);
  private readonly stopping = new AbortController();

  constructor(
    private readonly runner: RecommendationRunner,
    private readonly outcome: RunOutcomeService,
    private readonly variants: VideoVariantsService,
  ) {}

  @Process(RecommendationJobName.Run)
  run(job: Job<RunRecommendationsPayload>): Promise<RecommendationStatus | null> {
    return this.runner.run(job.data.runId);
  }

  @Process(RecommendationJobName.Variant)
  variant(job: Job<VideoVariantPayload>): Promise<VideoVariantStatus | null> {
    return this.variants.make(job.data.recommendationId, this.stopping.signal);
  }

  // The last attempt of a run that kept killing or stopping its workers: it ends failed, refunded.
  @OnQueueFailed()
  async failed(job: Job<RunRecommendationsPayload | VideoVariantPayload>, error: Error): Promise<void> {
    if (job.attemptsMade < (job.opts.attempts ?? 1) && !error.message.includes("stalled")) return;
    try {
      if ("runId" in job.data) await this.outcome.fail(job.data.runId, `${RECOMMENDATION_MESSAGES.failed}: ${error.message}`);
      else await this.variants.fail(job.data.recommendationId, `${RECOMMENDATION_MESSAGES.encodingFailed}: ${error.message}`);
    } catch (failure) {
      this.logger.error(`Could not record the failure of recommendations job ${job.id}: ${String(failure)}`);
    }
  }

  beforeApplicationShutdown(): void {
    this.stopping.abort();
    this.runner.stop();
  }
}
