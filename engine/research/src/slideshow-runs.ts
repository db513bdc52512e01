import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  analyseImage,
  centredGaussian,
  clipChanges,
  decodeRgb,
  densityRaster,
  Detectors,
  FITTED_READOUT,
  fixationDensity,
  FRAME_VIEWERS,
  frameMaps,
  gazeDensity,
  mixWeights,
  type ModelParameters,
  probeVideo,
  Rng,
  sampleFrames,
  samplingGrid,
  simulateAudience,
  videoFeatures,
  videoScanpaths,
} from "@adsight/engine/src/simulation/stages";
import { cachedFrameMaps, cachedMaps, framesParts } from "./density-cache";
import { nss } from "./metrics";
import { imageModelFingerprint } from "./model-fingerprint";
import { REPO_ROOT } from "./paths";
import { DEV_CLIP, devClipMaps, gazeIn, loadGaze } from "./video-dev";
import type { FitFrame } from "./video-fit";
import { fixatedAt, makeSlideshow, type Material, materialImages, SHOT_MS } from "./slideshows";

/*
 * Clips with people's gaze as the video mix's fit and checks read them (issue 51): the development slideshows (each
 * shot's still through the image model too) and the development clip. Their frames' and stills' image-model densities
 * are cached (engine/.cache/slideshow-check, the clip's beside video-check's) under the image model's fingerprint; the
 * product's viewers run on any mix; NSS per half second since the cut.
 */

const CACHE = path.resolve(REPO_ROOT, "engine/.cache/slideshow-check");
const MOMENT_MS = 100;
export const BIN_MS = 500;
/**
 * The video mix's terms the product takes (the image model's is always in). The cut's and the carry's fit the maps but,
 * through the viewers, lower the slideshows 0.5–1.5 s after a cut and add nothing on the clip (research LOG, issue 51).
 */
export const TAKEN_FEATURES: string[] = ["motion", "movingCentre", "movingImage"];
/** A frame's display time at the development clip's 24 frames a second of content: the gaze samples of a moment. */
const CLIP_FRAME_MS = 1000 / 24;
const FOLDS = 5;

export interface Moment {
  tMs: number;
  /** The half second since the (true) cut. */
  bin: number;
  /** The slideshow's shot; on the clip, its fold. */
  shot: number;
  fold: number;
  /** People's gaze at the moment, on the density raster. */
  people: { x: number; y: number }[];
}

export interface ClipRun {
  name: string;
  probe: Awaited<ReturnType<typeof probeVideo>>;
  raster: { w: number; h: number };
  times: number[];
  frames: Float32Array[];
  /** The same frames' visits on the sampling grid (`frameVisits`), what the product's viewers draw from. */
  visits: Float32Array[];
  /** The same frames' `firstLooks`. */
  looks: Float32Array[];
  changes: Awaited<ReturnType<typeof clipChanges>>;
  /** The true shots' starts: the slideshow's cuts; the clip's found cuts. */
  shotStarts: number[];
  moments: Moment[];
  /** The image model on each shot's still (slideshows). */
  stills?: Float32Array[];
}

const onRaster = (raster: { w: number; h: number }, probe: { width: number; height: number }) => (p: { x: number; y: number }) => ({
  x: (p.x * raster.w) / probe.width,
  y: (p.y * raster.h) / probe.height,
});

function cacheKey(material: Material, count: number, parameters: ModelParameters, seed: number): string {
  const names = materialImages(material, count).map(({ image }) => image.name);
  return `${imageModelFingerprint(names.join(","))}-${material}-${parameters.video.fps}fps-${seed}s`;
}

/** The first looks' cache part, named by how many looks a frame holds. */
const looksPart = (parameters: ModelParameters) => `looks${parameters.video.firstFixationsAfterCut}`;

/** Whether both slideshows' maps are cached for the image model as it is (the fit's test runs only then). */
export function slideshowsCached(count: number, parameters: ModelParameters, seed: number): boolean {
  return (["osie", "fiwi"] as const).every((m) =>
    ["frames", "visits", looksPart(parameters), "stills"].every((part) =>
      existsSync(path.join(CACHE, `${cacheKey(m, count, parameters, seed)}-${part}.bin`)),
    ),
  );
}

export async function slideshowRun(
  material: Material,
  count: number,
  dir: string,
  parameters: ModelParameters,
  seed: number,
): Promise<ClipRun> {
  const slideshow = await makeSlideshow(material, count, path.join(dir, material));
  const probe = await probeVideo(slideshow.file);
  const raster = densityRaster(probe.width, probe.height);
  const cells = raster.w * raster.h;
  const key = cacheKey(material, count, parameters, seed);
  let detectors: Detectors | undefined;
  const load = async () => (detectors ??= await Detectors.load());
  const grid = samplingGrid(probe.width, probe.height);
  const {
    densities: frames,
    visits,
    looks,
  } = await cachedFrameMaps(
    {
      densities: path.join(CACHE, `${key}-frames.bin`),
      visits: path.join(CACHE, `${key}-visits.bin`),
      looks: path.join(CACHE, `${key}-${looksPart(parameters)}.bin`),
    },
    { densities: cells, visits: grid.w * grid.h, looks: parameters.video.firstFixationsAfterCut * grid.w * grid.h },
    async () =>
      framesParts(
        await sampleFrames(slideshow.file, probe, await load(), parameters, FITTED_READOUT, seed, (done, total) =>
          console.log(`${material} frame ${done} of ${total}`),
        ),
      ),
  );
  const stills = await cachedMaps(path.join(CACHE, `${key}-stills.bin`), cells, async () => {
    const maps: Float32Array[] = [];
    for (const [k, shot] of slideshow.shots.entries()) {
      const analysis = await analyseImage(await decodeRgb(readFileSync(shot.still)), await load(), FITTED_READOUT);
      const audience = await simulateAudience(analysis, {}, FRAME_VIEWERS, new Rng(seed, 1000 + k).next() * 2 ** 32, parameters);
      maps.push(fixationDensity(audience.paths, probe.width, probe.height, parameters.density).values);
      console.log(`${material} still ${k + 1} of ${slideshow.shots.length}`);
    }
    return maps;
  });
  const changes = await clipChanges(slideshow.file, probe, parameters.video.cutLevels);
  const moments = slideshow.shots.flatMap((shot, s) =>
    Array.from({ length: SHOT_MS / MOMENT_MS }, (_, j) => {
      const sinceCutMs = MOMENT_MS / 2 + j * MOMENT_MS;
      const people = fixatedAt(shot.people, sinceCutMs).map(onRaster(raster, probe));
      return { tMs: s * SHOT_MS + sinceCutMs, bin: Math.floor(sinceCutMs / BIN_MS), shot: s, fold: shot.fold, people };
    }),
  );
  return {
    name: `${material} slideshow`,
    probe,
    raster,
    times: frames.map((_, k) => (k * 1000) / parameters.video.fps),
    frames,
    visits,
    looks,
    changes,
    shotStarts: slideshow.shots.map((_, s) => s * SHOT_MS),
    moments,
    stills,
  };
}

/** The development clip: each observer's mean gaze in a content frame's display time at moments every 100 ms, folds of consecutive time. */
export async function devClipRun(parameters: ModelParameters, seed: number): Promise<ClipRun> {
  const probe = await probeVideo(DEV_CLIP);
  const raster = densityRaster(probe.width, probe.height);
  const { densities: frames, visits, looks } = await devClipMaps(probe, parameters, seed);
  const changes = await clipChanges(DEV_CLIP, probe, parameters.video.cutLevels);
  const gaze = loadGaze();
  const shotStarts = [0, ...changes.cuts];
  const moments = Array.from({ length: Math.floor(probe.durationMs / MOMENT_MS) }, (_, j) => {
    const tMs = j * MOMENT_MS;
    const since = tMs - (shotStarts.filter((c) => c <= tMs).pop() ?? 0);
    const fold = Math.min(FOLDS - 1, Math.floor((tMs * FOLDS) / probe.durationMs));
    const people = gaze.flatMap((track) => gazeIn(track, tMs, tMs + CLIP_FRAME_MS) ?? []).map(onRaster(raster, probe));
    return { tMs, bin: Math.min(SHOT_MS / BIN_MS - 1, Math.floor(since / BIN_MS)), shot: fold, fold, people };
  });
  return {
    name: "development clip",
    probe,
    raster,
    times: frames.map((_, k) => (k * 1000) / parameters.video.fps),
    frames,
    visits,
    looks,
    changes,
    shotStarts,
    moments,
  };
}

const shotIndex = (starts: readonly number[], tMs: number) => starts.filter((c) => c <= tMs).length;

/** The run's frames' features on the density raster (the fit's), or on the sampling grid from the visits (the viewers'). */
const runFeatures = (run: ClipRun, parameters: ModelParameters, on: "raster" | "grid" = "raster") => {
  const size = on === "raster" ? run.raster : samplingGrid(run.probe.width, run.probe.height);
  const maps = on === "raster" ? run.frames : run.visits;
  return videoFeatures(
    run.probe,
    run.times,
    maps.map((values) => ({ ...size, values })),
    run.changes,
    parameters,
  );
};

/** The run's frames with their features, each with the gaze of the moments its map stands for (the nearest frame in its shot). */
export function fitFrames(run: ClipRun, parameters: ModelParameters): (FitFrame & { fold: number })[] {
  const { raster, times } = run;
  const features = runFeatures(run, parameters);
  const out = features.map((f) => ({ features: f, fixated: [] as number[], fold: 0 }));
  const frameShots = times.map((t) => shotIndex(run.shotStarts, t));
  for (const moment of run.moments) {
    const shot = shotIndex(run.shotStarts, moment.tMs);
    let best = -1;
    times.forEach((t, k) => {
      if (frameShots[k] === shot && (best < 0 || Math.abs(t - moment.tMs) < Math.abs(times[best] - moment.tMs))) best = k;
    });
    if (best < 0) continue;
    out[best].fold = moment.fold;
    for (const p of moment.people)
      out[best].fixated.push(
        Math.min(raster.h - 1, Math.max(0, Math.floor(p.y))) * raster.w + Math.min(raster.w - 1, Math.max(0, Math.floor(p.x))),
      );
  }
  return out;
}

/** The product's viewers through the clip on the given parameters' mix: their density at any moment. */
export function productViewers(run: ClipRun, parameters: ModelParameters, viewers: number, seed: number): (tMs: number) => Float32Array {
  const { probe, times } = run;
  const grid = samplingGrid(probe.width, probe.height);
  const maps = frameMaps(probe, grid, times, runFeatures(run, parameters, "grid"), mixWeights(parameters.video.weights), run.looks);
  const clip = { ...probe, grid, cuts: run.changes.cuts };
  const paths = videoScanpaths(clip, maps, viewers, parameters, new Rng(seed, 0));
  return (tMs) => gazeDensity(paths, tMs, probe.width, probe.height, parameters.density).values;
}

/** NSS sums and counts per half second since the cut, over the moments with people's gaze that `keep` keeps. */
export class BinnedNss {
  readonly sums = new Float64Array(SHOT_MS / BIN_MS);
  readonly counts = new Float64Array(SHOT_MS / BIN_MS);

  add(run: ClipRun, map: (moment: Moment) => Float32Array, keep: (moment: Moment) => boolean = () => true): this {
    for (const moment of run.moments) {
      if (moment.people.length === 0 || !keep(moment)) continue;
      const value = nss(map(moment), moment.people, run.raster.w, run.raster.h);
      if (!Number.isFinite(value)) continue;
      this.sums[moment.bin] += value;
      this.counts[moment.bin]++;
    }
    return this;
  }

  /** Per bin, and over the bins from 0.5 s after the cut (each moment once). */
  figures(): { bins: number[]; fromHalf: number; all: number } {
    const total = (from: number) => this.sums.slice(from).reduce((s, v) => s + v, 0) / this.counts.slice(from).reduce((s, v) => s + v, 0);
    return { bins: Array.from(this.sums, (s, b) => s / this.counts[b]), fromHalf: total(1), all: total(0) };
  }
}

export function centreMap(run: ClipRun): Float32Array {
  return centredGaussian(run.raster.w, run.raster.h);
}
