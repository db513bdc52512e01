import * as tf from "@tensorflow/tfjs";
import type { VideoScores } from "@adsight/shared";
import {
  blur,
  centredGaussian,
  clipChanges,
  DEFAULT_PARAMETERS,
  DEGREE_FRACTION,
  densityRaster,
  centreFeature,
  frameMaps,
  gazeDensity,
  initBackend,
  type ModelParameters,
  probeVideo,
  Rng,
  samplingGrid,
  VIDEO_FEATURES,
  videoFeatures,
  videoScanpaths,
} from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { cc, nss } from "../metrics";
import { recordFidelity } from "../fidelity";
import { DEV_CLIP, devClipMaps, gazeIn, type GazePoint, loadGaze } from "../video-dev";
import { type FitFrame, fitWeights } from "../video-fit";

/*
 * `npm run video-check -w @adsight/research -- [--fps N] [--viewers N] [--seed N] [--record 1]`
 *
 * The product's video model on the development clip (../shared/data/video-dev), against 13 observers (issue 26). At
 * the sampled frames (N a second, by default parameters.json's video.fps) each observer's gaze in the frame's display time is scored
 * on the clip's density raster: the centred Gaussian; the image model on each frame alone (the worker's stages, 1 000
 * baseline viewers for 3 s); one half of the observers against the other; log-linear mixes of the image model with the
 * video mix's other terms (`VIDEO_FEATURES`), the previous frame's map or the second's first frame's map held through
 * the second, their weights fitted by maximum likelihood on the other folds (this clip alone): 5 folds of
 * consecutive frames (6 s each on the 30 s clip), since neighbouring frames share their content; then N viewers whose
 * gaze runs on through the clip (the engine's videoScanpaths) on a mix fitted on the other folds, scored at 2 moments a
 * second whatever the frames' rate. NSS on the points;
 * CC against the points blurred by 1/40 of the width. The product's own weights are fitted across material by
 * `slideshow-check -- --write 1`; `--record 1` writes the references' and the product viewers' scores to fidelity.json
 * (video), which /accuracy shows. The frames' image-model maps are cached (`devClipMaps`).
 */

/** A frame's display time at the clip's 24 frames a second of content: the gaze samples of a frame. */
const FRAME_MS = 1000 / 24;
const FOLDS = 5;
/** The viewers through the clip are scored at this many moments a second, whatever the frames' rate. */
const SCORE_FPS = 2;

type Feature = (typeof VIDEO_FEATURES)[number] | "image" | "centre" | "previous" | "held";

interface Frame extends FitFrame {
  tMs: number;
  /** The observers' points on the raster. */
  people: GazePoint[];
  /** The same, of the observers at even and at odd places. */
  halves: [GazePoint[], GazePoint[]];
  /** Feature values per raster cell. */
  features: Record<Feature, Float32Array>;
  /** The people's points blurred: CC's reference. */
  density: Float32Array;
  /** The image model's density alone. */
  image: Float32Array;
}

const blurred = (map: Float32Array, w: number, h: number, sigma: number) =>
  tf.tidy(() => blur(tf.tensor4d(map, [1, h, w, 1]), sigma).dataSync() as Float32Array);

const cellOf = (p: GazePoint, w: number, h: number) =>
  Math.min(h - 1, Math.max(0, Math.floor(p.y))) * w + Math.min(w - 1, Math.max(0, Math.floor(p.x)));

function logMapOf(frame: Frame, names: Feature[], weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(frame.density.length);
  names.forEach((name, f) => {
    const values = frame.features[name];
    for (let i = 0; i < out.length; i++) out[i] += weights[f] * values[i];
  });
  return out;
}

/** Each fold's weights for a mix, fitted on the other folds: fitted once per mix, shared by its map and viewer rows. */
function foldWeights(frames: Frame[], fold: (k: number) => number, names: Feature[], fitted: Map<string, Float64Array[]>): Float64Array[] {
  const key = names.join("+");
  let weights = fitted.get(key);
  if (!weights) {
    weights = Array.from({ length: FOLDS }, (_, f) =>
      fitWeights(
        frames.filter((_, k) => fold(k) !== f),
        names,
      ),
    );
    fitted.set(key, weights);
  }
  return weights;
}

interface Raster {
  w: number;
  h: number;
  /** The product's 1° blur and CC's people blur (1/40 of the width), in raster cells. */
  sigma: number;
  peopleSigma: number;
}

const pointDensity = (points: GazePoint[], raster: Raster, sigma: number) => {
  const map = new Float32Array(raster.w * raster.h);
  for (const p of points) map[cellOf(p, raster.w, raster.h)] = 1;
  return blurred(map, raster.w, raster.h, sigma);
};

/** One half of the observers' points blurred as the product's density (1°) against the other half, both ways. */
function splitHalves(frames: Frame[], raster: Raster): { nss: number; cc: number } {
  let nssSum = 0;
  let ccSum = 0;
  let n = 0;
  for (const { halves } of frames) {
    if (halves[0].length === 0 || halves[1].length === 0) continue;
    for (const [from, to] of [halves, [halves[1], halves[0]]]) {
      const map = pointDensity(from, raster, raster.sigma);
      nssSum += nss(map, to, raster.w, raster.h);
      ccSum += cc(map, pointDensity(to, raster, raster.peopleSigma));
      n++;
    }
  }
  return { nss: nssSum / n, cc: ccSum / n };
}

type Moment = Pick<Frame, "tMs" | "people" | "density">;

function scoreFrames<F extends Moment>(
  frames: F[],
  raster: Raster,
  map: (frame: F, k: number) => Float32Array,
): { nss: number; cc: number } {
  let nssSum = 0;
  let ccSum = 0;
  let n = 0;
  frames.forEach((frame, k) => {
    if (frame.people.length === 0) return;
    const saliency = map(frame, k);
    nssSum += nss(saliency, frame.people, raster.w, raster.h);
    ccSum += cc(saliency, frame.density);
    n++;
  });
  return { nss: nssSum / n, cc: ccSum / n };
}

const softmaxMap = (log: Float64Array) => {
  let max = -Infinity;
  for (const v of log) max = Math.max(max, v);
  return Float32Array.from(log, (v) => Math.exp(v - max));
};

/** The mixes the viewers through the clip look by. */
const VIEWER_MIXES: Feature[][] = [
  ["image", ...VIDEO_FEATURES],
  ["held", "centre", "motion"],
];

/**
 * Viewers whose gaze runs on through the clip (the engine's videoScanpaths) on each mix fitted on the other folds:
 * where they look in each frame's display time, as the product's density, scored like the maps.
 */
function viewersThroughClip(
  frames: Frame[],
  fold: (k: number) => number,
  probe: { width: number; height: number; durationMs: number },
  raster: Raster,
  cuts: number[],
  looks: Float32Array[],
  setup: { viewers: number; seed: number; moments: Moment[] },
  fitted: Map<string, Float64Array[]>,
): [string, { nss: number; cc: number }][] {
  const clip = { ...probe, grid: samplingGrid(probe.width, probe.height), cuts };
  return VIEWER_MIXES.map((mix) => {
    const weights = foldWeights(frames, fold, mix, fitted);
    const maps = frames.flatMap((frame, k) =>
      frameMaps(probe, raster, [frame.tMs], [frame.features], Object.fromEntries(mix.map((name, f) => [name, weights[fold(k)][f]])), [
        looks[k],
      ]),
    );
    const started = Date.now();
    const paths = videoScanpaths(clip, maps, setup.viewers, DEFAULT_PARAMETERS, new Rng(setup.seed, 0));
    const name = `${setup.viewers} viewers through the clip on the fitted ${mix.join(" + ")}`;
    console.log(`  ${name}: ${Date.now() - started} ms`);
    return [
      name,
      scoreFrames(
        setup.moments,
        raster,
        (moment) => gazeDensity(paths, moment.tMs + FRAME_MS / 2, probe.width, probe.height, DEFAULT_PARAMETERS.density).values,
      ),
    ];
  });
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["fps", "viewers", "seed", "record"]);
  const fps = intArg(args.fps, "fps", DEFAULT_PARAMETERS.video.fps, 1, 12);
  const parameters: ModelParameters = { ...DEFAULT_PARAMETERS, video: { ...DEFAULT_PARAMETERS.video, fps } };
  const viewers = intArg(args.viewers, "viewers", 1000, 10, 10_000);
  const seed = intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1);
  await initBackend();
  const probe = await probeVideo(DEV_CLIP);
  const { w, h } = densityRaster(probe.width, probe.height);
  const raster: Raster = { w, h, sigma: DEFAULT_PARAMETERS.density.blurDegrees * DEGREE_FRACTION * w, peopleSigma: w / 40 };
  const gaze = loadGaze();
  const { densities, looks } = await devClipMaps(probe, parameters, seed);
  const changes = await clipChanges(DEV_CLIP, probe, DEFAULT_PARAMETERS.video.cutLevels);
  const times = densities.map((_, k) => (k * 1000) / fps);
  const features = videoFeatures(
    probe,
    times,
    densities.map((values) => ({ w, h, values })),
    changes,
    DEFAULT_PARAMETERS,
  );
  const { cuts } = changes;
  const centre = centreFeature(w, h);
  console.log(
    `${gaze.length} observers, ${times.length} frames at ${fps} a second; cuts at ${cuts.map((c) => (c / 1000).toFixed(2)).join(", ")} s`,
  );
  const present = (list: (GazePoint | undefined)[]) => list.filter((p): p is GazePoint => p !== undefined);
  const looksAt = (tMs: number) =>
    gaze.map((track) => {
      const p = gazeIn(track, tMs, tMs + FRAME_MS);
      return p && { x: (p.x * w) / probe.width, y: (p.y * h) / probe.height };
    });
  const frames: Frame[] = times.map((tMs, k) => {
    const looks = looksAt(tMs);
    const people = present(looks);
    return {
      tMs,
      people,
      halves: [present(looks.filter((_, o) => o % 2 === 0)), present(looks.filter((_, o) => o % 2 === 1))],
      density: pointDensity(people, raster, raster.peopleSigma),
      image: densities[k],
      features: {
        ...features[k],
        centre,
        previous: features[Math.max(0, k - 1)].image,
        held: features[k - (k % fps)].image,
      },
      fixated: people.map((p) => cellOf(p, w, h)),
    };
  });
  const fold = (k: number) => Math.min(FOLDS - 1, Math.floor((k * FOLDS) / frames.length));
  const rows: [string, { nss: number; cc: number }][] = [
    ["centred Gaussian", scoreFrames(frames, raster, () => centredGaussian(w, h))],
    ["image model, each frame alone", scoreFrames(frames, raster, (f) => f.image)],
    ["one half of the observers against the other (6–7 each)", splitHalves(frames, raster)],
  ];
  const fitted = new Map<string, Float64Array[]>();
  const mixes: Feature[][] = [
    ["image", "centre"],
    ["image", ...VIDEO_FEATURES],
    ["image", "centre", "motion", "cut"],
    ["image", "previous", "centre", "motion", "cut"],
    ["centre", "motion", "cut"],
    ["held", "centre", "motion"],
  ];
  for (const names of mixes) {
    const weights = foldWeights(frames, fold, names, fitted);
    rows.push([
      `fitted: ${names.join(" + ")}`,
      scoreFrames(frames, raster, (frame, k) => softmaxMap(logMapOf(frame, names, weights[fold(k)]))),
    ]);
  }
  // The viewers can be scored at any moment: at the same moments whatever the frames' rate, so rates compare.
  const moments = Array.from({ length: Math.floor((probe.durationMs * SCORE_FPS) / 1000) }, (_, k) => {
    const people = present(looksAt((k * 1000) / SCORE_FPS));
    return { tMs: (k * 1000) / SCORE_FPS, people, density: pointDensity(people, raster, raster.peopleSigma) };
  });
  const [product, ...otherViewers] = viewersThroughClip(frames, fold, probe, raster, cuts, looks, { viewers, seed, moments }, fitted);
  rows.push(product, ...otherViewers);
  console.log(`\n| map (${frames.length} frames, 5 folds of consecutive frames) | NSS | CC |\n| --- | --- | --- |`);
  for (const [name, s] of rows) console.log(`| ${name} | ${s.nss.toFixed(2)} | ${s.cc.toFixed(3)} |`);
  if (args.record === "1") {
    const scores = ([, { nss, cc }]: [string, VideoScores]) => ({ nss, cc });
    recordFidelity("video", {
      command: `npm run video-check -w @adsight/research -- --record 1`,
      clip: { seconds: probe.durationMs / 1000, observers: gaze.length, frames: frames.length, fps, folds: FOLDS },
      centredGaussian: scores(rows[0]),
      imageModel: scores(rows[1]),
      splitHalf: scores(rows[2]),
      viewers: { ...scores(product), count: viewers },
      notCheckedOn:
        "video ads with people's gaze (none is at hand: the slideshows are stills people saw one at a time), text and logos on screen in motion, and any film clip besides the one nature film",
    });
    console.log("recorded in fidelity.json (video)");
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
