import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RECOMMENDATION_MAX_EDITS, RECOMMENDATION_MESSAGES, type RecommendationStatus } from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import { storedImage } from "#src/modules/creatives/image-codec";
import { VideoResultsRepository } from "#src/modules/simulations/video-results.repository";
import { SimulatorSource, WorkerStopping } from "#src/modules/simulations/worker/simulation-runner";
import type { SimulationVideo } from "#src/simulation/types";
import { type KeptRecommendation, RecommendationsRepository } from "../recommendations.repository";
import { RunOutcomeService } from "../run-outcome.service";
import { ModelInputs, type VideoInput } from "./model-inputs";

// Idempotent: a run that has ended is left as it is, and only the call that ends it stores its recommendations, so a
// run taken over after a worker died is never stored or charged twice (charging happens only at the start).
@Injectable()
export class RecommendationRunner {
  private readonly logger = new Logger(RecommendationRunner.name);
  private readonly stopping = new AbortController();

  constructor(
    private readonly runs: RecommendationsRepository,
    private readonly outcome: RunOutcomeService,
    private readonly inputs: ModelInputs,
    private readonly simulators: SimulatorSource,
    private readonly videos: VideoResultsRepository,
  ) {}

  stop(): void {
    this.stopping.abort();
  }

  async run(runId: string): Promise<RecommendationStatus | null> {
    if (!(await this.runs.markRunning(runId))) return (await this.runs.findRun(runId))?.status ?? null;
    const run = await this.runs.findRun(runId);
    const input = run && (await this.inputs.of(run.jobId, run.inputImageIdx));
    if (!run || !input) {
      this.logger.log(`Recommendations ${runId}: the run or its image is gone; stopped`);
      return null;
    }
    try {
      const simulator = await this.simulators.get();
      const options = { goal: run.goal, viewers: run.viewers, maxEdits: RECOMMENDATION_MAX_EDITS, signal: this.stopping.signal };
      const kept: KeptRecommendation[] = [];
      if (input.kind === "image") {
        const target = run.target && "box" in run.target ? run.target : null;
        const outcome = await simulator.recommend(input.image, input.setup, { ...options, target });
        // One at a time: each is a full-size decode and encode.
        for (const each of outcome.kept) kept.push({ ...each, image: await storedImage(each.image.bytes) });
        await this.outcome.finish(run.id, outcome.tried, kept);
      } else {
        const outcome = await this.onVideo(input, (video) =>
          simulator.recommendVideo(video, input.frames, input.setup, { ...options, target: run.target?.name ?? null }),
        );
        for (const { key_frame: shot, before, ...each } of outcome.kept)
          kept.push({ ...each, image: await storedImage(each.image.bytes), keyFrame: { shot, before: await storedImage(before.bytes) } });
        await this.outcome.finish(run.id, outcome.tried, kept);
      }
      return "finished";
    } catch (error) {
      if (this.stopping.signal.aborted) {
        this.logger.log(`Recommendations ${runId}: the worker is stopping; the run goes back to the queue`);
        throw new WorkerStopping();
      }
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Recommendations ${runId} failed: ${message}`);
      await this.outcome.fail(run.id, `${RECOMMENDATION_MESSAGES.failed}: ${message}`);
      return "failed";
    }
  }

  // ffmpeg reads the clip from a file, copied out of its large object for the run.
  private async onVideo<T>(input: VideoInput, work: (video: SimulationVideo) => Promise<T>): Promise<T> {
    const folder = await mkdtemp(join(tmpdir(), "adsight-recommendations-"));
    try {
      const file = join(folder, "clip");
      await this.videos.copyInputVideo(input.clipOid, file);
      return await work({ index: input.index, file });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
