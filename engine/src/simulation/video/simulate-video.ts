import type { Categories } from "@adsight/shared";
import { analyseImage } from "../features/analysis";
import type { DeepReadout } from "../features/deep-features";
import type { Detectors } from "../features/detectors";
import { samplingGrid } from "../features/feature-maps";
import { gridSize } from "../image";
import { designedShare, type ModelParameters } from "../parameters";
import { creativeFeatures, type CreativeFeatures } from "../results/creative-scores";
import { fixationDensity, type DensityMap } from "../results/density";
import { classIsSure, displayLabel, readsClearly } from "../results/area-names";
import { areaDetections } from "../results/eye-catchers";
import { Rng } from "../rng";
import { simulateAudience, STREAMS } from "../viewers/audience";
import type { Fixation } from "../viewers/scanpaths";
import { drawViewers, type Viewer } from "../viewers/viewers";
import { clipChanges, motionAt, type ClipChanges } from "./clip-changes";
import { decodeFrames, probeVideo, VideoFileError, type VideoProbe } from "#src/media/videos";
import {
  centreFeature,
  frameFeatures,
  firstLooks,
  frameVisits,
  gridPriority,
  imageFeature,
  logMap,
  mixWeights,
  type FrameFeatures,
} from "./frame-maps";
import { videoClarity, type VideoClarity } from "./video-clarity";
import { videoFigures, type FrameFindings, type VideoFigures } from "./video-results";
import { videoScanpaths, type TimedMap } from "./video-scanpaths";

/** A frame's image-model map: the density of this many baseline viewers looking at the frame alone for the budget. */
export const FRAME_VIEWERS = 1000;

/** A frame within this mean grey-level change of the last analysed one (on a 64-wide copy) is the same picture. */
const SAME_PICTURE_LEVELS = 1;
const THUMBNAIL_LONG_SIDE = 64;

function thumbnail(data: Uint8Array, width: number, height: number): Float32Array {
  const { w, h } = gridSize(width, height, THUMBNAIL_LONG_SIDE);
  const sums = new Float32Array(w * h);
  const counts = new Float32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / height)) * w;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.min(w - 1, Math.floor((x * w) / width));
      const i = (y * width + x) * 3;
      sums[cell] += 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
      counts[cell]++;
    }
  }
  return sums.map((s, c) => s / counts[c]);
}

function meanChange(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

export interface SampledFrames {
  findings: FrameFindings[];
  densities: DensityMap[];
  /** The same viewers' time per sampling-grid cell, unblurred (`frameVisits`): what the video's viewers draw from. */
  visits: DensityMap[];
  firstLooks: Float32Array[];
  creative: CreativeFeatures[];
  /** How many frames went through the image stages: the others repeat the picture before them. */
  analyses: number;
}

export async function sampleFrames(
  file: string,
  probe: VideoProbe,
  detectors: Detectors,
  parameters: ModelParameters,
  readout: DeepReadout,
  seed: number,
  onFrame?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<SampledFrames> {
  const { width, height, durationMs } = probe;
  const { fps } = parameters.video;
  const total = Math.max(1, Math.ceil((durationMs * fps) / 1000));
  const findings: FrameFindings[] = [];
  const densities: DensityMap[] = [];
  const visits: DensityMap[] = [];
  const looks: Float32Array[] = [];
  const creative: CreativeFeatures[] = [];
  const grid = samplingGrid(width, height);
  let analysed: { thumbnail: Float32Array; k: number } | undefined;
  let analyses = 0;
  for await (const data of decodeFrames(file, { fps, width, height, format: "rgb24" })) {
    signal?.throwIfAborted();
    const k = findings.length;
    const small = thumbnail(data, width, height);
    if (analysed && meanChange(small, analysed.thumbnail) < SAME_PICTURE_LEVELS) {
      densities.push(densities[analysed.k]);
      visits.push(visits[analysed.k]);
      looks.push(looks[analysed.k]);
      creative.push(creative[analysed.k]);
      findings.push({ ...findings[analysed.k], tMs: (k * 1000) / fps });
      onFrame?.(findings.length, total);
      continue;
    }
    analysed = { thumbnail: small, k };
    analyses++;
    const analysis = await analyseImage({ width, height, data }, detectors, readout);
    const audience = await simulateAudience(analysis, {}, FRAME_VIEWERS, new Rng(seed, k).next() * 2 ** 32, parameters);
    const density = fixationDensity(audience.paths, width, height, parameters.density);
    densities.push(density);
    visits.push(frameVisits(audience.paths, grid));
    looks.push(firstLooks(audience.paths, grid, parameters.video.firstFixationsAfterCut));
    const { detections, appearance, affect, deepMean } = analysis;
    creative.push(await creativeFeatures({ image: { width, height, data }, detections, appearance, affect, expected: density, deepMean }));
    const designed = designedShare(parameters, analysis.features.content);
    findings.push({
      tMs: (k * 1000) / fps,
      areas: areaDetections({ ...analysis, designed }, density).map((d) => ({
        label: displayLabel(d),
        kind: d.kind,
        text: readsClearly(d) ? (d.text ?? null) : null,
        box: d.box,
        sure: classIsSure(d),
      })),
      analysis: { affect: analysis.affect, detections: analysis.detections },
    });
    onFrame?.(findings.length, total);
  }
  // ffmpeg decodes what there is of a file cut off midway, and says so only in its log.
  if (findings.length < total - 1)
    throw new VideoFileError(
      `is cut off: it ends after ${(findings.length / fps).toFixed(1)} s of its ${(durationMs / 1000).toFixed(1)} s`,
    );
  return { findings, densities, visits, firstLooks: looks, creative, analyses };
}

/** Each frame's features on the maps' own cells: the density raster's (the fit's) or the sampling grid's (the viewers'). */
export function videoFeatures(
  probe: { width: number; height: number },
  times: readonly number[],
  maps: readonly DensityMap[],
  changes: ClipChanges,
  parameters: ModelParameters,
): FrameFeatures[] {
  const size = { w: maps[0].w, h: maps[0].h };
  const centre = centreFeature(size.w, size.h);
  const images = maps.map(imageFeature);
  const { motionWindowMs } = parameters.video;
  return times.map((tMs, k) => {
    const lastCut = changes.cuts.filter((c) => c <= tMs).pop();
    const before = lastCut === undefined ? -1 : times.filter((t) => t < lastCut).length - 1;
    const place = { sinceCutMs: tMs - (lastCut ?? 0), previous: before >= 0 ? images[before] : undefined };
    return frameFeatures(
      images[k],
      motionAt(changes, tMs, motionWindowMs, probe.width, probe.height, size),
      centre,
      place,
      parameters.video,
    );
  });
}

/** Each frame's map on the viewers' grid from features on `raster` (the grid itself, or the density raster). */
export function frameMaps(
  size: { width: number; height: number },
  raster: { w: number; h: number },
  times: readonly number[],
  features: readonly Partial<Record<string, Float32Array>>[],
  weights: Record<string, number>,
  looks: readonly Float32Array[],
): TimedMap[] {
  const grid = samplingGrid(size.width, size.height);
  return features.map((f, k) => ({ tMs: times[k], cells: gridPriority(logMap(f, weights), raster, grid), firstLooks: looks[k] }));
}

export interface VideoOutcome extends VideoFigures, VideoClarity {
  width: number;
  height: number;
  durationMs: number;
  cuts: number[];
  analyses: number;
  viewers: Viewer[];
  paths: Fixation[][];
  /** The sampled frames' times. */
  frameTimes: number[];
}

export interface VideoSetup {
  categories: Categories;
  viewers: number;
  seed: number;
}

export interface VideoModel {
  detectors: Detectors;
  parameters: ModelParameters;
  readout: DeepReadout;
}

const FRAMES_DONE = 0.9;

export async function simulateVideo(
  file: string,
  setup: VideoSetup,
  model: VideoModel,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<VideoOutcome> {
  const { parameters } = model;
  const probe = await probeVideo(file);
  const { width, height, durationMs } = probe;
  // Two ffmpeg processes: the grey frames decode on the other core while the frames are analysed.
  const [frames, changes] = await Promise.all([
    sampleFrames(
      file,
      probe,
      model.detectors,
      parameters,
      model.readout,
      setup.seed,
      (done, total) => onProgress?.((FRAMES_DONE * done) / total),
      signal,
    ),
    clipChanges(file, probe, parameters.video.cutLevels),
  ]);
  const times = frames.findings.map((f) => f.tMs);
  const grid = samplingGrid(width, height);
  const features = videoFeatures(probe, times, frames.visits, changes, parameters);
  const maps = frameMaps(probe, grid, times, features, mixWeights(parameters.video.weights), frames.firstLooks);
  const clip = { grid, width, height, durationMs, cuts: changes.cuts };
  const viewers = drawViewers(setup.categories, setup.viewers, new Rng(setup.seed, STREAMS.labels));
  const paths = videoScanpaths(clip, maps, viewers.length, parameters, new Rng(setup.seed, STREAMS.scanpaths));
  const figures = videoFigures(clip, frames.findings, viewers, paths, new Rng(setup.seed, STREAMS.affect).next() * 2 ** 32);
  onProgress?.(1);
  return {
    width,
    height,
    durationMs,
    cuts: changes.cuts,
    analyses: frames.analyses,
    viewers,
    paths,
    frameTimes: times,
    ...figures,
    ...videoClarity(frames.creative, times, durationMs),
  };
}
