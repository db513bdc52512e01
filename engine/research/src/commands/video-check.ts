import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import type { VideoScores } from "@adsight/shared";
import {
  blur,
  centredGaussian,
  clipChanges,
  DEFAULT_PARAMETERS,
  DEGREE_FRACTION,
  densityRaster,
  Detectors,
  FITTED_READOUT,
  frameMaps,
  gazeDensity,
  initBackend,
  type ModelParameters,
  probeVideo,
  Rng,
  sampleFrames,
  samplingGrid,
  VIDEO_FEATURES,
  videoFeatures,
  videoScanpaths,
} from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { readJson, writeJson } from "../json-file";
import { lbfgs } from "../lbfgs";
import { cc, nss } from "../metrics";
import { recordFidelity } from "../fidelity";
import { modelFingerprint } from "../model-fingerprint";
import { PARAMETERS_FILE, REPO_ROOT } from "../paths";
import { DEV_CLIP, gazeIn, type GazePoint, loadGaze } from "../video-dev";

/*
 * `npm run video-check -w @adsight/research -- [--fps N] [--viewers N] [--seed N] [--write 1] [--record 1]`
 *
 * The product's video model on the development clip (../shared/data/video-dev), against 13 observers (issue 26). At
 * the sampled frames (N a second, by default parameters.json's video.fps) each observer's gaze in the frame's display time is scored
 * on the clip's density raster: the centred Gaussian; the image model on each frame alone (the worker's stages, 1 000
 * baseline viewers for 3 s); one half of the observers against the other; log-linear mixes of the image model with the
 * centre, the motion before the frame, the time since a scene cut, the previous frame's map or the second's first
 * frame's map held through the second, their weights fitted by maximum likelihood on the other folds: 5 folds of
 * consecutive frames (6 s each on the 30 s clip), since neighbouring frames share their content; then N viewers whose
 * gaze runs on through the clip (the engine's videoScanpaths) on a mix fitted on the other folds, scored at 2 moments a
 * second whatever the frames' rate. NSS on the points;
 * CC against the points blurred by 1/40 of the width. `--write 1` writes the product mix's weights fitted on all
 * frames, and the rate, to parameters.json (video.weights, video.fps); `--record 1` writes the references' and the
 * product viewers' scores to fidelity.json (video), which /accuracy shows. The frames' maps are cached in engine/.cache/video-check under the
 * model's fingerprint.
 */

/** A frame's display time at the clip's 24 frames a second of content: the gaze samples of a frame. */
const FRAME_MS = 1000 / 24;
/** How fast the pull to the centre after a cut fades (ms). */
const CUT_FADE_MS = 500;
const FOLDS = 5;
/** The viewers through the clip are scored at this many moments a second, whatever the frames' rate. */
const SCORE_FPS = 2;
const CACHE = path.resolve(REPO_ROOT, "engine/.cache/video-check");

type Feature = (typeof VIDEO_FEATURES)[number] | "cut" | "previous" | "held";

interface Frame {
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

/** The sampled frames' image-model densities (the engine's sampleFrames), cached. */
async function imageDensities(
  probe: Awaited<ReturnType<typeof probeVideo>>,
  parameters: ModelParameters,
  seed: number,
): Promise<Float32Array[]> {
  const { w, h } = densityRaster(probe.width, probe.height);
  const cells = w * h;
  mkdirSync(CACHE, { recursive: true });
  const cached = path.join(CACHE, `${modelFingerprint()}-${parameters.video.fps}fps-${seed}s.bin`);
  if (existsSync(cached)) {
    const all = new Float32Array(new Uint8Array(readFileSync(cached)).buffer);
    return Array.from({ length: all.length / cells }, (_, k) => all.slice(k * cells, (k + 1) * cells));
  }
  const detectors = await Detectors.load();
  let started = Date.now();
  const frames = await sampleFrames(DEV_CLIP, probe, detectors, parameters, FITTED_READOUT, seed, (done) => {
    console.log(`frame ${done - 1}: ${Date.now() - started} ms`);
    started = Date.now();
  });
  const all = new Float32Array(cells * frames.densities.length);
  frames.densities.forEach((d, k) => all.set(d.values, k * cells));
  writeFileSync(cached, Buffer.from(all.buffer));
  return frames.densities.map((d) => d.values);
}

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
function foldWeights(
  frames: Frame[],
  fold: (k: number) => number,
  names: Feature[],
  fitted: Map<string, Float64Array[]>,
  w: number,
  h: number,
): Float64Array[] {
  const key = names.join("+");
  let weights = fitted.get(key);
  if (!weights) {
    weights = Array.from({ length: FOLDS }, (_, f) =>
      fitWeights(
        frames.filter((_, k) => fold(k) !== f),
        names,
        w,
        h,
      ),
    );
    fitted.set(key, weights);
  }
  return weights;
}

/** Weights maximising the training frames' points' log-likelihood under the softmax of Σ wₖ·featureₖ. */
function fitWeights(frames: Frame[], names: Feature[], w: number, h: number): Float64Array {
  const ridge = 1e-3;
  const objective = (weights: Float64Array, gradient: Float64Array) => {
    gradient.fill(0);
    let value = 0;
    for (const frame of frames) {
      if (frame.people.length === 0) continue;
      const log = logMapOf(frame, names, weights);
      let max = -Infinity;
      for (const v of log) max = Math.max(max, v);
      let z = 0;
      const expected = new Float64Array(names.length);
      for (let i = 0; i < log.length; i++) {
        const e = Math.exp(log[i] - max);
        z += e;
        names.forEach((name, f) => (expected[f] += e * frame.features[name][i]));
      }
      const n = frame.people.length;
      value += n * (Math.log(z) + max);
      names.forEach((_, f) => (gradient[f] += (n * expected[f]) / z));
      for (const p of frame.people) {
        const i = cellOf(p, w, h);
        value -= log[i];
        names.forEach((name, f) => (gradient[f] -= frame.features[name][i]));
      }
    }
    weights.forEach((v, f) => {
      value += ridge * v * v;
      gradient[f] += 2 * ridge * v;
    });
    return value;
  };
  return lbfgs(objective, new Float64Array(names.length), { iterations: 200 }).x;
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
const VIEWER_MIXES: Feature[][] = [[...VIDEO_FEATURES], ["held", "centre", "motion"]];

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
  setup: { viewers: number; seed: number; moments: Moment[] },
  fitted: Map<string, Float64Array[]>,
): [string, { nss: number; cc: number }][] {
  const clip = { ...probe, grid: samplingGrid(probe.width, probe.height), cuts };
  return VIEWER_MIXES.map((mix) => {
    const weights = foldWeights(frames, fold, mix, fitted, raster.w, raster.h);
    const maps = frames.flatMap((frame, k) =>
      frameMaps(probe, [frame.tMs], [frame.features], Object.fromEntries(mix.map((name, f) => [name, weights[fold(k)][f]]))),
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
  const args = parseArgs(argv, ["fps", "viewers", "seed", "write", "record"]);
  const fps = intArg(args.fps, "fps", DEFAULT_PARAMETERS.video.fps, 1, 12);
  const parameters: ModelParameters = { ...DEFAULT_PARAMETERS, video: { ...DEFAULT_PARAMETERS.video, fps } };
  const viewers = intArg(args.viewers, "viewers", 1000, 10, 10_000);
  const seed = intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1);
  await initBackend();
  const probe = await probeVideo(DEV_CLIP);
  const { w, h } = densityRaster(probe.width, probe.height);
  const raster: Raster = { w, h, sigma: DEFAULT_PARAMETERS.density.blurDegrees * DEGREE_FRACTION * w, peopleSigma: w / 40 };
  const gaze = loadGaze();
  const densities = await imageDensities(probe, parameters, seed);
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
    const lastCut = cuts.filter((c) => c <= tMs).pop();
    const fade = lastCut === undefined ? 0 : Math.exp(-(tMs - lastCut) / CUT_FADE_MS);
    return {
      tMs,
      people,
      halves: [present(looks.filter((_, o) => o % 2 === 0)), present(looks.filter((_, o) => o % 2 === 1))],
      density: pointDensity(people, raster, raster.peopleSigma),
      image: densities[k],
      features: {
        ...features[k],
        previous: features[Math.max(0, k - 1)].image,
        held: features[k - (k % fps)].image,
        cut: features[k].centre.map((v) => v * fade),
      },
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
    [...VIDEO_FEATURES],
    ["image", "centre", "motion", "cut"],
    ["image", "previous", "centre", "motion", "cut"],
    ["centre", "motion", "cut"],
    ["held", "centre", "motion"],
  ];
  for (const names of mixes) {
    const weights = foldWeights(frames, fold, names, fitted, w, h);
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
  const [product, ...otherViewers] = viewersThroughClip(frames, fold, probe, raster, cuts, { viewers, seed, moments }, fitted);
  rows.push(product, ...otherViewers);
  console.log(`\n| map (${frames.length} frames, 5 folds of consecutive frames) | NSS | CC |\n| --- | --- | --- |`);
  for (const [name, s] of rows) console.log(`| ${name} | ${s.nss.toFixed(2)} | ${s.cc.toFixed(3)} |`);
  const all = fitWeights(frames, [...VIDEO_FEATURES], w, h);
  const weights = Object.fromEntries(
    VIDEO_FEATURES.map((name, f) => [name, Math.round(all[f] * 1000) / 1000]),
  ) as ModelParameters["video"]["weights"];
  console.log(`\nthe product's mix fitted on all frames: ${JSON.stringify(weights)}`);
  if (args.write === "1") {
    const stored = readJson<ModelParameters>(PARAMETERS_FILE);
    writeJson(PARAMETERS_FILE, { ...stored, video: { ...stored.video, fps, weights } });
    console.log(`wrote them to ${PARAMETERS_FILE} (video.weights)`);
  }
  if (args.record === "1") {
    const scores = ([, { nss, cc }]: [string, VideoScores]) => ({ nss, cc });
    recordFidelity("video", {
      command: `npm run video-check -w @adsight/research -- --record 1`,
      clip: { seconds: probe.durationMs / 1000, observers: gaze.length, frames: frames.length, fps, folds: FOLDS },
      centredGaussian: scores(rows[0]),
      imageModel: scores(rows[1]),
      splitHalf: scores(rows[2]),
      viewers: { ...scores(product), count: viewers },
      notCheckedOn: "one nature film only: no ads, no text or logos on screen, no other clip",
    });
    console.log("recorded in fidelity.json (video)");
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
