import { DEFAULT_VIEWERS_AT_FULL_SCALE, viewersAtScale } from "@adsight/shared";
import { initBackend } from "./backend";
import { analyseImage, FITTED_READOUT, startAnalysis } from "./features/analysis";
import type { DeepReadout } from "./features/deep-features";
import { Detectors } from "./features/detectors";
import type { LineReader } from "./features/text-reading";
import { decodeRgb, fittedWithin, type RgbImage } from "./image";
import { DEFAULT_PARAMETERS, type ModelParameters } from "./parameters";
import { timeSlicedDensities } from "./results/density";
import { round1 } from "./results/image-scores";
import { densityGreyPng, densityPng, OverlayDrawing, OVERLAY_LONG_SIDE, startHeatmaps } from "./results/overlays";
import { drawAudience, imageSeed, scoreRun } from "./results/score-run";
import { FIRST_SECOND_MS, FIRST_THREE_SECONDS_MS } from "./results/time-figures";
import { AnalysisCache, keepAnalysis } from "./recommend/analysis-cache";
import { recommendKeyFrames } from "./recommend/key-frames";
import { recommendEdits } from "./recommend/recommend";
import { previewEdits, previewVariant, type WhatIfModel } from "./recommend/what-if";
import type { ImageEdit, KeyFrameShot } from "@adsight/shared";
import type {
  AudienceSetup,
  ImageOutcome,
  OptionalOutputs,
  OutcomeWith,
  PreviewOptions,
  PreviewOutcome,
  VariantPreviewOutcome,
  RecommendOptions,
  RecommendOutcome,
  RunImageOptions,
  RunVideoOptions,
  SimulationImage,
  SimulationVideo,
  Simulator,
  SimulatorOptions,
  SyntheticViewer,
  VideoOutcome,
  VideoRecommendOptions,
  VideoRecommendOutcome,
} from "./types";
import { heatmapStills, writeHeatmapVideo } from "./video/heatmap-video";
import { simulateVideo } from "./video/simulate-video";
import { gazeDensity } from "./video/video-results";
import { warmUp } from "./warm-up";
import type { Fixation } from "./viewers/scanpaths";
import type { Viewer } from "./viewers/viewers";

export const DEFAULT_N_MAX = DEFAULT_VIEWERS_AT_FULL_SCALE;
export const viewerCount = viewersAtScale;

// The audience stage reports within its span.
export const PROGRESS = { features: 0.25, audience: 0.75, scores: 0.8, done: 1 } as const;
// A video's simulation, then its heatmap video.
const VIDEO_PROGRESS = { simulation: 0.85 } as const;

function viewerRecords(viewers: Viewer[], paths: Fixation[][]): SyntheticViewer[] {
  return viewers.map((viewer, v) => ({
    labels: viewer.labels,
    fixations: paths[v].map((f) => ({ x: round1(f.x), y: round1(f.y), t: f.t, dur: f.dur })),
  }));
}

export class ModelSimulator implements Simulator {
  // What-if previews start from a creative's analysis, kept per process (see recommend/what-if.ts).
  private readonly analyses = new AnalysisCache((bytes) => keepAnalysis(bytes, this.analyse, this.detectors.reader));
  private readonly analyse = (image: RgbImage, reader: LineReader) => analyseImage(image, this.detectors, this.readout, reader);

  constructor(
    readonly backend: string,
    private readonly detectors: Detectors,
    private readonly nMax: number,
    private readonly parameters: ModelParameters,
    private readonly readout: DeepReadout = FITTED_READOUT,
  ) {}

  async runImage<I extends OptionalOutputs = Record<never, never>>(
    image: SimulationImage,
    setup: AudienceSetup,
    options: RunImageOptions<I> = {},
  ): Promise<OutcomeWith<I>> {
    const progress = (fraction: number) => options.onProgress?.(Math.min(1, Math.max(0, fraction)));
    progress(0);
    // Decoded once, whole: every stage's smaller copy is resized from these pixels.
    const decoded = await decodeRgb(image.bytes);
    const started = await startAnalysis(decoded, this.detectors, this.readout);
    const { width, height } = started.analysis;
    progress(PROGRESS.features);

    const drawn = await drawAudience(started.analysis, setup, image.index, viewerCount(setup.scale, this.nMax), this.parameters, {
      readingDirectionBias: options.readingDirectionBias ?? true,
      onProgress: (f) => progress(PROGRESS.features + (PROGRESS.audience - PROGRESS.features) * f),
      signal: options.signal,
    });
    const analysis = await started.withText;
    const { viewers, paths } = drawn.audience;
    const [density, ...slices] = timeSlicedDensities(paths, width, height, this.parameters.density, [
      FIRST_SECOND_MS,
      FIRST_THREE_SECONDS_MS,
    ]);
    const picture = await fittedWithin(decoded, OVERLAY_LONG_SIDE);
    const heatmaps = await startHeatmaps(picture, analysis, density, slices);
    const drawing = new OverlayDrawing(picture, heatmaps, paths);
    const scoring = await scoreRun(this.parameters, { decoded, analysis }, drawn, image.customAreas, drawing);
    progress(PROGRESS.scores);
    const overlays = await drawing.drawn();
    const outcome: ImageOutcome = {
      input_image_idx: image.index,
      width,
      height,
      ...scoring.scores,
      emotions: scoring.emotions,
      emotions_intervals: scoring.emotionsIntervals,
      emotion_segments: scoring.emotionSegments,
      saliency_map_jet: overlays.heatmap,
      saliency_map_jet_first_1s: overlays.slices[0],
      saliency_map_jet_first_3s: overlays.slices[1],
      eye_catchers: scoring.eyeCatchers,
      unique_objects: overlays.objects,
      consensus_global_overlay: overlays.consensus,
      consensus_clusters: overlays.clusters.map((overlay, i) => ({
        cluster_id: i,
        overlay,
        cluster_members_desc: scoring.clusterMembers[i],
      })),
    };
    if (options.include?.density) outcome.density = await densityPng(density, width, height);
    if (options.include?.viewers) outcome.viewers = viewerRecords(viewers, paths);
    progress(PROGRESS.done);
    return outcome as OutcomeWith<I>;
  }

  async runVideo(video: SimulationVideo, setup: AudienceSetup, options: RunVideoOptions): Promise<VideoOutcome> {
    const { detectors, parameters, readout } = this;
    const viewers = viewerCount(setup.scale, this.nMax);
    const run = await simulateVideo(
      video.file,
      { categories: setup.categories, viewers, seed: imageSeed(setup.seed, video.index) },
      { detectors, parameters, readout },
      (f) => options.onProgress?.(VIDEO_PROGRESS.simulation * f),
      options.signal,
    );
    options.signal?.throwIfAborted();
    const { width, height } = run;
    const [, stills, frames] = await Promise.all([
      writeHeatmapVideo(video.file, options.heatmapVideo, run, parameters.density),
      heatmapStills(
        video.file,
        run,
        parameters.density,
        run.keyFrames.map((k) => k.t_ms),
      ),
      options.includeFrames
        ? Promise.all(
            run.frameTimes.map(async (tMs) => ({
              t_ms: Math.round(tMs),
              density: await densityGreyPng(gazeDensity(run.paths, tMs, width, height, parameters.density), width, height),
            })),
          )
        : undefined,
    ]);
    options.onProgress?.(1);
    return {
      input_image_idx: video.index,
      width,
      height,
      duration_ms: Math.round(run.durationMs),
      num_viewers: viewers,
      scene_cuts_ms: run.cuts.map(Math.round),
      frames_analysed: run.analyses,
      frames,
      timeline: run.timeline,
      eye_catchers: run.eyeCatchers,
      key_frames: run.keyFrames.map((k, i) => ({ ...k, heatmap: stills[i] })),
      clarity_score: run.clarity_score,
      clarity_score_interval: run.clarity_score_interval,
      clarity_drivers: run.clarity_drivers,
      clarity_by_second: run.clarity_by_second,
    };
  }

  recommend(image: SimulationImage, setup: AudienceSetup, options: RecommendOptions): Promise<RecommendOutcome> {
    return recommendEdits(this, this.nMax, image, setup, options);
  }

  recommendVideo(
    video: SimulationVideo,
    frames: readonly KeyFrameShot[],
    setup: AudienceSetup,
    options: VideoRecommendOptions,
  ): Promise<VideoRecommendOutcome> {
    return recommendKeyFrames(this, this.nMax, video, frames, setup, options);
  }

  preview(image: SimulationImage, setup: AudienceSetup, edits: ImageEdit[], options: PreviewOptions): Promise<PreviewOutcome> {
    return previewEdits(this.whatIfModel(), image, setup, edits, options);
  }

  previewVariant(image: SimulationImage, setup: AudienceSetup, variant: Buffer, options: PreviewOptions): Promise<VariantPreviewOutcome> {
    return previewVariant(this.whatIfModel(), image, setup, variant, options);
  }

  private whatIfModel(): WhatIfModel {
    return {
      kept: (bytes: Buffer) => this.analyses.get(bytes),
      analyse: this.analyse,
      reader: this.detectors.reader,
      parameters: this.parameters,
    };
  }

  // Detector models are shared per process (see Detectors.load).
  dispose(): Promise<void> {
    return Promise.resolve();
  }
}

export async function createSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const backend = await initBackend(options.backend);
  const detectors = await Detectors.load();
  const simulator = new ModelSimulator(backend, detectors, options.nMax ?? DEFAULT_N_MAX, DEFAULT_PARAMETERS);
  await warmUp(simulator);
  return simulator;
}
