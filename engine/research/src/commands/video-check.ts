import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import {
  analyseImage,
  blur,
  centredGaussian,
  DEFAULT_PARAMETERS,
  DEGREE_FRACTION,
  Detectors,
  fixationDensity,
  initBackend,
  priorityMap,
  Rng,
  simulateAudience,
} from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { lbfgs } from "../lbfgs";
import { cc, nss } from "../metrics";
import { modelFingerprint } from "../model-fingerprint";
import { REPO_ROOT } from "../paths";
import { videoGaze } from "../video-viewers";
import { decodeFrames, DEV_CLIP, gazeIn, type GazePoint, loadGaze, probeVideo } from "../video-dev";

/*
 * `npm run video-check -w @adsight/research -- [--fps N] [--viewers N] [--seed N]`
 *
 * How far the image model goes on video, and what motion and scene cuts add (issue 26), on the development clip
 * (../shared/data/video-dev): at N frames a second (default 2), each observer's gaze in the frame's display time (its
 * samples averaged) against maps on a 256 × 192 raster: the centred Gaussian; the image model on each frame alone
 * (the worker's stages, N baseline viewers for 3 s, their fixation density); and log-linear mixes of that density with
 * the centre, the motion of the last quarter second, the time since a scene cut, the previous frame's density and
 * each second's first frame's density held through the second (an image model run once a second) or the frame's priority
 * map in place of its density, their weights fitted by maximum
 * likelihood of the observers' points on the other folds: 5 folds of consecutive frames (6 s each on the 30 s clip),
 * since neighbouring frames share their content; then N viewers whose gaze runs on through the clip on the fitted map
 * (video-viewers.ts), and one half of the observers against the other. NSS on the points; CC against the points
 * blurred by 1/40 of the width. Each frame's density is cached in engine/.cache/video-check under the model's fingerprint.
 */

const SCORE = { w: 256, h: 192 };
/** Motion is read from the clip's grey frames at this rate and size. */
const MOTION = { fps: 12, w: 128, h: 72 };
/** A frame's display time at the clip's 24 frames a second of content: the gaze samples of a frame. */
const FRAME_MS = 1000 / 24;
/** Motion: the frame differences of this much time before the frame. */
const MOTION_WINDOW_MS = 250;
/** A scene cut: a frame's mean grey-level change over this, against a few levels within a shot. */
const CUT_LEVELS = 25;
/** How fast the pull to the centre after a cut fades (ms). */
const CUT_FADE_MS = 500;
const FOLDS = 5;
const PEOPLE_BLUR = SCORE.w / 40;
const CACHE = path.resolve(REPO_ROOT, "engine/.cache/video-check");

type Feature = "image" | "centre" | "motion" | "cut" | "previous" | "held" | "priority";

interface Frame {
  tMs: number;
  /** The observers' points on the score raster. */
  people: GazePoint[];
  /** The same, of the observers at even and at odd places. */
  halves: [GazePoint[], GazePoint[]];
  /** Feature values per raster cell. */
  features: Record<Feature, Float32Array>;
  density: Float32Array;
}

const resample = (src: Float32Array, sw: number, sh: number, dw: number, dh: number) =>
  tf.tidy(() => tf.image.resizeBilinear(tf.tensor3d(src, [sh, sw, 1]), [dh, dw], false, true).dataSync() as Float32Array);

const blurred = (map: Float32Array, w: number, h: number, sigma: number) =>
  tf.tidy(() => blur(tf.tensor4d(map, [1, h, w, 1]), sigma).dataSync() as Float32Array);

/**
 * Per frame, the image model's density (N baseline viewers for 3 s on the frame alone) and its priority map's log
 * (the viewing map, before any viewer looks), both on the score raster.
 */
async function imageMaps(
  times: number[],
  fps: number,
  viewers: number,
  seed: number,
): Promise<{ density: Float32Array[]; priority: Float32Array[] }> {
  const { width, height } = probeVideo(DEV_CLIP);
  const key = `${modelFingerprint()}-${fps}fps-${viewers}v-${seed}s`;
  mkdirSync(CACHE, { recursive: true });
  const cached = path.join(CACHE, `${key}.bin`);
  const cells = SCORE.w * SCORE.h;
  const split = (all: Float32Array) => ({
    density: times.map((_, k) => all.slice(k * cells, (k + 1) * cells)),
    priority: times.map((_, k) => all.slice((times.length + k) * cells, (times.length + k + 1) * cells)),
  });
  if (existsSync(cached)) return split(new Float32Array(new Uint8Array(readFileSync(cached)).buffer));
  const detectors = await Detectors.load();
  const frames = decodeFrames(DEV_CLIP, fps, width, height, "rgb24");
  const all = new Float32Array(2 * cells * times.length);
  for (const [k] of times.entries()) {
    const started = Date.now();
    const analysis = await analyseImage({ width, height, data: frames[k] }, detectors);
    const run = await simulateAudience(analysis, {}, viewers, seed + k, DEFAULT_PARAMETERS, { readingDirectionBias: false });
    const density = fixationDensity(run.paths, width, height, DEFAULT_PARAMETERS.density);
    all.set(resample(density.values, density.w, density.h, SCORE.w, SCORE.h), k * cells);
    const { grid } = analysis.features;
    const logViewing = Float32Array.from(priorityMap(analysis.features, DEFAULT_PARAMETERS).viewing, (v) => Math.max(-30, Math.log(v)));
    all.set(resample(logViewing, grid.w, grid.h, SCORE.w, SCORE.h), (times.length + k) * cells);
    console.log(`frame ${k} (${times[k]} ms): ${Date.now() - started} ms`);
  }
  writeFileSync(cached, Buffer.from(all.buffer));
  return split(all);
}

/** Per sampled time, the mean absolute grey-level change over the motion window (cuts left out), and the cuts' times. */
function motionAt(times: number[]): { motion: Float32Array[]; cuts: number[] } {
  const grey = decodeFrames(DEV_CLIP, MOTION.fps, MOTION.w, MOTION.h, "gray");
  const cells = MOTION.w * MOTION.h;
  const changes: { tMs: number; map: Float32Array; cut: boolean }[] = [];
  for (let j = 1; j < grey.length; j++) {
    const map = new Float32Array(cells);
    let total = 0;
    for (let i = 0; i < cells; i++) total += map[i] = Math.abs(grey[j][i] - grey[j - 1][i]);
    changes.push({ tMs: (j * 1000) / MOTION.fps, map, cut: total / cells > CUT_LEVELS });
  }
  const cuts = changes.filter((c) => c.cut).map((c) => c.tMs);
  const motion = times.map((t) => {
    const sum = new Float32Array(cells);
    let n = 0;
    for (const c of changes) {
      if (c.cut || c.tMs > t || c.tMs <= t - MOTION_WINDOW_MS) continue;
      for (let i = 0; i < cells; i++) sum[i] += c.map[i];
      n++;
    }
    if (n > 0) for (let i = 0; i < cells; i++) sum[i] /= n;
    return resample(blurred(sum, MOTION.w, MOTION.h, 2), MOTION.w, MOTION.h, SCORE.w, SCORE.h);
  });
  return { motion, cuts };
}

function centreLog(): Float32Array {
  const map = new Float32Array(SCORE.w * SCORE.h);
  for (let y = 0; y < SCORE.h; y++)
    for (let x = 0; x < SCORE.w; x++)
      map[y * SCORE.w + x] = -(((x + 0.5) / SCORE.w - 0.5) ** 2 + ((y + 0.5) / SCORE.h - 0.5) ** 2) / (2 * 0.25 ** 2);
  return map;
}

function logOfMax(map: Float32Array): Float32Array {
  let max = 0;
  for (const v of map) max = Math.max(max, v);
  return map.map((v) => Math.log(v / (max || 1) + 0.01));
}

const cellOf = (p: GazePoint) =>
  Math.min(SCORE.h - 1, Math.max(0, Math.floor(p.y))) * SCORE.w + Math.min(SCORE.w - 1, Math.max(0, Math.floor(p.x)));

function logMap(frame: Frame, names: Feature[], weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(SCORE.w * SCORE.h);
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

/** Weights maximising the training frames' points' log-likelihood under the softmax of Σ wₖ·featureₖ. */
function fitWeights(frames: Frame[], names: Feature[]): Float64Array {
  const ridge = 1e-3;
  const objective = (w: Float64Array, gradient: Float64Array) => {
    gradient.fill(0);
    let value = 0;
    for (const frame of frames) {
      if (frame.people.length === 0) continue;
      const log = logMap(frame, names, w);
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
      names.forEach((name, f) => (gradient[f] += (n * expected[f]) / z));
      for (const p of frame.people) {
        const i = cellOf(p);
        value -= log[i];
        names.forEach((name, f) => (gradient[f] -= frame.features[name][i]));
      }
    }
    w.forEach((v, f) => {
      value += ridge * v * v;
      gradient[f] += 2 * ridge * v;
    });
    return value;
  };
  return lbfgs(objective, new Float64Array(names.length), { iterations: 200 }).x;
}

const pointDensity = (points: GazePoint[], sigma: number) => {
  const map = new Float32Array(SCORE.w * SCORE.h);
  for (const p of points) map[cellOf(p)] = 1;
  return blurred(map, SCORE.w, SCORE.h, sigma);
};

/** One half of the observers' points blurred as the product's density (1°) against the other half, both ways. */
function splitHalves(frames: Frame[]): { nss: number; cc: number } {
  const sigma = DEFAULT_PARAMETERS.density.blurDegrees * DEGREE_FRACTION * SCORE.w;
  let nssSum = 0;
  let ccSum = 0;
  let n = 0;
  for (const { halves } of frames) {
    if (halves[0].length === 0 || halves[1].length === 0) continue;
    for (const [from, to] of [halves, [halves[1], halves[0]]]) {
      const map = pointDensity(from, sigma);
      nssSum += nss(map, to, SCORE.w, SCORE.h);
      ccSum += cc(map, pointDensity(to, PEOPLE_BLUR));
      n++;
    }
  }
  return { nss: nssSum / n, cc: ccSum / n };
}

function scoreFrames(frames: Frame[], map: (frame: Frame) => Float32Array): { nss: number; cc: number } {
  let nssSum = 0;
  let ccSum = 0;
  let n = 0;
  for (const frame of frames) {
    if (frame.people.length === 0) continue;
    const saliency = map(frame);
    nssSum += nss(saliency, frame.people, SCORE.w, SCORE.h);
    ccSum += cc(saliency, frame.density);
    n++;
  }
  return { nss: nssSum / n, cc: ccSum / n };
}

const softmaxMap = (log: Float64Array) => {
  let max = -Infinity;
  for (const v of log) max = Math.max(max, v);
  return Float32Array.from(log, (v) => Math.exp(v - max));
};

/** The viewers' grid over the score raster. */
const GRID = { w: 32, h: 24 };
/** The mixes the continuous viewers look by, and whether they draw with the stationary proposal of still images. */
const VIEWER_RUNS: { mix: Feature[]; stationary: boolean }[] = [
  { mix: ["image", "centre", "motion"], stationary: false },
  { mix: ["image", "centre", "motion"], stationary: true },
  { mix: ["held", "centre", "motion"], stationary: false },
];

/**
 * Viewers whose gaze runs on through the clip (video-viewers.ts) on each run's mix fitted on the other folds: where
 * they look in each frame's display time, blurred as the product's density (1°), scored like the maps.
 */
function continuousViewers(
  frames: Frame[],
  fold: (k: number) => number,
  probe: { width: number; height: number },
  viewers: number,
  seed: number,
  cuts: number[],
  fitted: Map<string, Float64Array[]>,
): [string, { nss: number; cc: number }][] {
  const block = { x: SCORE.w / GRID.w, y: SCORE.h / GRID.h };
  const grid = { ...GRID, width: probe.width, height: probe.height };
  const sigma = DEFAULT_PARAMETERS.density.blurDegrees * DEGREE_FRACTION * SCORE.w;
  return VIEWER_RUNS.map(({ mix, stationary }) => {
    const weights = foldWeights(frames, fold, mix, fitted);
    const maps = frames.map((frame, k) => {
      const fine = softmaxMap(logMap(frame, mix, weights[fold(k)]));
      const cells = new Float64Array(GRID.w * GRID.h);
      for (let y = 0; y < SCORE.h; y++)
        for (let x = 0; x < SCORE.w; x++) cells[Math.floor(y / block.y) * GRID.w + Math.floor(x / block.x)] += fine[y * SCORE.w + x];
      return { tMs: frame.tMs, cells };
    });
    const name = `${viewers} viewers through the clip on the fitted ${mix.join(" + ")}${stationary ? ", stationary proposal" : ""}`;
    const started = Date.now();
    const gaze = videoGaze(
      grid,
      maps,
      frames.map((f) => f.tMs + FRAME_MS / 2),
      viewers,
      DEFAULT_PARAMETERS,
      seed,
      stationary,
      cuts,
    );
    console.log(`  ${name}: ${Date.now() - started} ms`);
    const rng = new Rng(seed, 1);
    const densities = new Map(
      frames.map((frame, k) => {
        const counts = new Float32Array(SCORE.w * SCORE.h);
        for (const cell of gaze[k]) {
          const x = Math.floor(((cell % GRID.w) + rng.next()) * block.x);
          const y = Math.floor((Math.floor(cell / GRID.w) + rng.next()) * block.y);
          counts[y * SCORE.w + x]++;
        }
        return [frame, blurred(counts, SCORE.w, SCORE.h, sigma)];
      }),
    );
    return [name, scoreFrames(frames, (frame) => densities.get(frame) as Float32Array)] as [string, { nss: number; cc: number }];
  });
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["fps", "viewers", "seed"]);
  const fps = intArg(args.fps, "fps", 2, 1, 12);
  const viewers = intArg(args.viewers, "viewers", 1000, 10, 10_000);
  const seed = intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1);
  await initBackend();
  const probe = probeVideo(DEV_CLIP);
  const times = Array.from({ length: Math.floor((probe.durationMs * fps) / 1000) }, (_, k) => (k * 1000) / fps);
  const gaze = loadGaze();
  const { density: images, priority } = await imageMaps(times, fps, viewers, seed);
  const { motion, cuts } = motionAt(times);
  console.log(
    `${gaze.length} observers, ${times.length} frames at ${fps} a second; cuts at ${cuts.map((c) => (c / 1000).toFixed(2)).join(", ")} s`,
  );
  const centre = centreLog();
  const frames: Frame[] = times.map((tMs, k) => {
    const looks = gaze.map((track) => {
      const p = gazeIn(track, tMs, tMs + FRAME_MS);
      return p && { x: (p.x * SCORE.w) / probe.width, y: (p.y * SCORE.h) / probe.height };
    });
    const present = (list: (GazePoint | undefined)[]) => list.filter((p): p is GazePoint => p !== undefined);
    const people = present(looks);
    const lastCut = cuts.filter((c) => c <= tMs).pop();
    const fade = lastCut === undefined ? 0 : Math.exp(-(tMs - lastCut) / CUT_FADE_MS);
    return {
      tMs,
      people,
      halves: [present(looks.filter((_, o) => o % 2 === 0)), present(looks.filter((_, o) => o % 2 === 1))],
      density: pointDensity(people, PEOPLE_BLUR),
      features: {
        image: logOfMax(images[k]),
        previous: logOfMax(images[Math.max(0, k - 1)]),
        held: logOfMax(images[k - (k % fps)]),
        priority: priority[k],
        centre,
        motion: motion[k].map((v) => Math.log1p(v)),
        cut: centre.map((v) => v * fade),
      },
    };
  });
  const fold = (k: number) => Math.min(FOLDS - 1, Math.floor((k * FOLDS) / frames.length));
  const rows: [string, { nss: number; cc: number }][] = [
    ["centred Gaussian", scoreFrames(frames, () => centredGaussian(SCORE.w, SCORE.h))],
    ["image model, each frame alone", scoreFrames(frames, (f) => images[frames.indexOf(f)])],
    ["one half of the observers against the other (6–7 each)", splitHalves(frames)],
  ];
  const fitted = new Map<string, Float64Array[]>();
  const mixes: Feature[][] = [
    ["image", "centre"],
    ["image", "centre", "motion"],
    ["image", "centre", "motion", "cut"],
    ["image", "previous", "centre", "motion", "cut"],
    ["centre", "motion", "cut"],
    ["held", "centre", "motion"],
    ["priority", "centre", "motion"],
  ];
  for (const names of mixes) {
    const weights = foldWeights(frames, fold, names, fitted);
    const held = scoreFrames(frames, (frame) => softmaxMap(logMap(frame, names, weights[fold(frames.indexOf(frame))])));
    rows.push([`fitted: ${names.join(" + ")}`, held]);
    const all = fitWeights(frames, names);
    console.log(`  ${names.join(" + ")} on all frames: ${names.map((n, f) => `${n} ${all[f].toFixed(2)}`).join(", ")}`);
  }
  rows.push(...continuousViewers(frames, fold, probe, viewers, seed, cuts, fitted));
  console.log(`\n| map (${frames.length} frames, 5 folds of consecutive frames) | NSS | CC |\n| --- | --- | --- |`);
  for (const [name, s] of rows) console.log(`| ${name} | ${s.nss.toFixed(2)} | ${s.cc.toFixed(3)} |`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
