import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CreativeKind, creditUnits, imageScoresOf, type StoredVideoResult } from "@adsight/shared";
import { Injectable, Logger } from "@nestjs/common";
import type { AudienceSetup, OutcomeWith, Simulator, VideoOutcome } from "#src/simulation/types";
import { VideoFileError } from "#src/media/videos";
import { JobEventsService } from "../job-events.service";
import { JobOutcomeService } from "../job-outcome.service";
import type { NewResultImage } from "#src/modules/creatives/result-images.repository";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { JobsRepository } from "../jobs.repository";
import { ResultsRepository } from "../results.repository";
import type { JobStatus, SimulationJob } from "../simulation-job.entity";
import type { StoredResult } from "../simulation-result.entity";
import { VideoResultsRepository } from "../video-results.repository";
import { encodeViewers } from "./viewers-codec";

type JobCreative = Awaited<ReturnType<CampaignImagesRepository["jobCreatives"]>>[number];

interface RunContext {
  simulator: Simulator;
  setup: AudienceSetup;
  onProgress: (fraction: number) => void;
  started: number;
}

export class WorkerStopping extends Error {
  constructor() {
    super("The worker is stopping; the job goes back to the queue");
  }
}

class JobCancelled extends Error {}

// Created once per worker process: loading the model is the slow part.
export abstract class SimulatorSource {
  abstract get(): Promise<Simulator>;
}

// Idempotent: done creatives are skipped and each image's seed comes from the job's seed and its index, so a job taken
// over after a worker died ends with the same results and is never charged again (charging happens only at start).
@Injectable()
export class SimulationRunner {
  private readonly logger = new Logger(SimulationRunner.name);
  private readonly stopping = new AbortController();

  constructor(
    private readonly jobs: JobsRepository,
    private readonly results: ResultsRepository,
    private readonly videoResults: VideoResultsRepository,
    private readonly images: CampaignImagesRepository,
    private readonly outcome: JobOutcomeService,
    private readonly events: JobEventsService,
    private readonly simulators: SimulatorSource,
  ) {}

  private readonly runners: Record<CreativeKind, (jobId: string, creative: JobCreative, context: RunContext) => Promise<void>> = {
    image: (jobId, creative, context) => this.runImage(jobId, creative, context),
    video: (jobId, creative, context) => this.runVideo(jobId, creative, context),
  };

  stop(): void {
    this.stopping.abort();
  }

  async run(jobId: string): Promise<JobStatus | null> {
    const job = await this.jobs.findJob(jobId);
    if (!job) return null;
    if (job.status !== "Processing") return job.status;
    const attempt = await this.jobs.markTaken(jobId);
    this.logger.log(`Simulation ${jobId}: attempt ${attempt}, ${job.imageCount} image(s) at scale ${job.scale}`);
    const progress = new ProgressReporter(job, this.jobs, this.events, this.logger);
    try {
      await this.runImages(job, progress);
      await progress.flush();
      await this.outcome.complete(jobId);
      return "Ready";
    } catch (error) {
      await progress.flush();
      // Cancelled (its user was deleted) or gone with its campaign: nothing to record.
      if (error instanceof JobCancelled || !(await this.jobs.isRunning(jobId))) {
        this.logger.log(`Simulation ${jobId}: cancelled or deleted while running; stopped`);
        return (await this.jobs.findJob(jobId))?.status ?? null;
      }
      if (this.stopping.signal.aborted) {
        this.logger.log(`Simulation ${jobId}: the worker is stopping; the job goes back to the queue`);
        throw new WorkerStopping();
      }
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Simulation ${jobId} failed: ${message}`);
      await this.outcome.fail(jobId, message);
      return "Error";
    }
  }

  private async runImages(job: SimulationJob, progress: ProgressReporter): Promise<void> {
    const images = await this.images.jobCreatives(job.id);
    if (images.length !== job.imageCount) throw new Error("The campaign's input images are missing");
    const finished = await this.results.finishedImageIndexes(job.id);
    // Weighted as priced: a video's seconds take about as long as as many images.
    const units = images.map((image) => creditUnits([image]));
    const total = creditUnits(images) || 1;
    let done = images.reduce((sum, image, i) => sum + (finished.has(image.idx) ? units[i] : 0), 0);
    progress.report(done / total);
    const simulator = await this.simulators.get();
    const setup = { categories: job.setup.categories, scale: job.scale, context: job.setup.context, seed: job.seed };
    for (const [i, image] of images.entries()) {
      if (finished.has(image.idx)) continue;
      this.stopping.signal.throwIfAborted();
      if (!(await this.jobs.isRunning(job.id))) throw new JobCancelled();
      const started = performance.now();
      const onProgress = (fraction: number) => progress.report((done + fraction * units[i]) / total);
      await this.runners[image.kind](job.id, image, { simulator, setup, onProgress, started });
      finished.add(image.idx);
      done += units[i];
      progress.report(done / total);
      await this.events.announce(job.id);
    }
  }

  private async runImage(jobId: string, image: JobCreative, { simulator, setup, onProgress, started }: RunContext): Promise<void> {
    const bytes = await this.images.imageBytes(image.id);
    if (!bytes) throw new Error("The campaign's input images are missing");
    const outcome = await simulator.runImage({ index: image.idx, bytes, customAreas: image.areas }, setup, {
      include: { viewers: true },
      onProgress,
      signal: this.stopping.signal,
    });
    await this.store(jobId, outcome, Math.round(performance.now() - started));
  }

  private async runVideo(jobId: string, video: JobCreative, { simulator, setup, onProgress, started }: RunContext): Promise<void> {
    if (!video.clipOid) throw new Error("The campaign's input videos are missing");
    const folder = await mkdtemp(join(tmpdir(), "adsight-video-job-"));
    try {
      const clip = join(folder, "clip");
      const heatmapVideo = join(folder, "heatmap.mp4");
      await this.videoResults.copyInputVideo(video.clipOid, clip);
      const outcome = await simulator
        .runVideo({ index: video.idx, file: clip }, setup, { heatmapVideo, onProgress, signal: this.stopping.signal })
        .catch((error: unknown) => {
          throw error instanceof VideoFileError ? new Error(`Creative ${video.idx + 1} ${error.message}`) : error;
        });
      await this.storeVideo(jobId, outcome, heatmapVideo, Math.round(performance.now() - started));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private async storeVideo(jobId: string, outcome: VideoOutcome, heatmapVideo: string, durationMs: number): Promise<void> {
    const keyFrames = outcome.key_frames.map(({ heatmap }) => ({ kind: "video_key_frame", ...heatmap }));
    const stored = await this.videoResults.storeVideoResult(
      jobId,
      outcome.input_image_idx,
      durationMs,
      keyFrames,
      heatmapVideo,
      (ids): StoredVideoResult => ({
        width: outcome.width,
        height: outcome.height,
        duration_ms: outcome.duration_ms,
        num_viewers: outcome.num_viewers,
        frames_analysed: outcome.frames_analysed,
        scene_cuts_ms: outcome.scene_cuts_ms,
        timeline: outcome.timeline,
        eye_catchers: outcome.eye_catchers,
        clarity_score: outcome.clarity_score,
        clarity_score_interval: outcome.clarity_score_interval,
        clarity_drivers: outcome.clarity_drivers,
        clarity_by_second: outcome.clarity_by_second,
        key_frames: outcome.key_frames.map(({ t_ms, reason }, i) => ({ t_ms, reason, heatmap: ids[i] })),
      }),
    );
    if (!stored) this.logger.warn(`Simulation ${jobId}: video ${outcome.input_image_idx} already had a result; kept that one`);
  }

  private async store(jobId: string, outcome: OutcomeWith<{ viewers: true }>, durationMs: number): Promise<void> {
    const overlays: NewResultImage[] = [];
    const add = (kind: string, image: { contentType: string; bytes: Buffer }) => overlays.push({ kind, ...image }) - 1;
    const saliency = add("saliency_map_jet", outcome.saliency_map_jet);
    const first1s = add("saliency_map_jet_first_1s", outcome.saliency_map_jet_first_1s);
    const first3s = add("saliency_map_jet_first_3s", outcome.saliency_map_jet_first_3s);
    const objects = Object.entries(outcome.unique_objects).map(([name, image]) => [name, add("unique_object", image)] as const);
    const global = outcome.consensus_global_overlay ? add("consensus_global_overlay", outcome.consensus_global_overlay) : null;
    const clusters = outcome.consensus_clusters.map((cluster) => ({ cluster, overlay: add("consensus_cluster", cluster.overlay) }));
    const viewers = {
      width: outcome.width,
      height: outcome.height,
      viewerCount: outcome.viewers.length,
      data: await encodeViewers(outcome.viewers),
    };
    const stored = await this.results.storeResult(jobId, outcome.input_image_idx, durationMs, overlays, viewers, (ids): StoredResult => ({
      ...imageScoresOf(outcome),
      saliency_map_jet: ids[saliency],
      saliency_map_jet_first_1s: ids[first1s],
      saliency_map_jet_first_3s: ids[first3s],
      eye_catchers: outcome.eye_catchers,
      emotions: outcome.emotions,
      emotions_intervals: outcome.emotions_intervals,
      emotion_segments: outcome.emotion_segments,
      unique_objects: Object.fromEntries(objects.map(([name, index]) => [name, ids[index]])),
      consensus_global_overlay: global === null ? null : ids[global],
      consensus_clusters: clusters.map(({ cluster, overlay }) => ({
        cluster_id: cluster.cluster_id,
        cluster_overlay: ids[overlay],
        cluster_members_desc: cluster.cluster_members_desc,
      })),
    }));
    if (!stored) this.logger.warn(`Simulation ${jobId}: image ${outcome.input_image_idx} already had a result; kept that one`);
  }
}

// Written only when the whole percent changes, one write at a time; 100 is left for the moment the job is Ready.
class ProgressReporter {
  private written: number;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly job: SimulationJob,
    private readonly jobs: JobsRepository,
    private readonly events: JobEventsService,
    private readonly logger: Logger,
  ) {
    this.written = job.progress;
  }

  report(fraction: number): void {
    const percent = Math.min(99, Math.round(100 * fraction));
    // Monotonic, also when a worker takes over a job whose current image the previous one had half done.
    if (percent <= this.written) return;
    this.written = percent;
    this.chain = this.chain
      .then(async () => {
        await this.jobs.setProgress(this.job.id, percent);
        await this.events.announce(this.job.id);
      })
      .catch((error: unknown) => this.logger.warn(`Progress of ${this.job.id} not saved: ${String(error)}`));
  }

  flush(): Promise<void> {
    return this.chain;
  }
}
