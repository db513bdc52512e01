import { type AffectReadout, softmax } from "@adsight/engine/src/simulation/stages";
import { cholesky, choleskySolve } from "./linear-algebra";

/** One rated image as the fit sees it: its features in the readout's order, its ratings and its fold. */
export interface Sample {
  x: number[];
  valence: number;
  arousal: number;
  /** Emotion6 only: the raters' shares of EMOTION_NAMES. */
  emotions?: number[];
  fold: number;
}

export interface FitOptions {
  /** Ridge penalties tried by cross-validation inside the training images (per image, on standardised inputs). */
  penalties: number[];
}

export const DEFAULT_PENALTIES = [30, 100, 300, 1000, 3000, 10000, 30000];

export function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    ab += (a[i] - ma) * (b[i] - mb);
    aa += (a[i] - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  }
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

/** Rated at least half a scale point (of 1–9) from the midpoint: 0.5 / 4 on the −1..1 scale. */
export const CLEAR_RATING = 0.125;

/** The share of clearly rated images whose prediction lies on their side of 0. */
export function sideAgreement(predicted: number[], rated: number[]): number {
  let clear = 0;
  let right = 0;
  rated.forEach((r, i) => {
    if (Math.abs(r) < CLEAR_RATING) return;
    clear++;
    if (Math.sign(predicted[i]) === Math.sign(r)) right++;
  });
  return clear ? right / clear : 0;
}

/** Top-1 agreement (the predicted most-named emotion is one the raters named most) and mean KL(raters ‖ predicted). */
export function emotionAgreement(predicted: number[][], rated: number[][]): { top1: number; kl: number } {
  let top = 0;
  let kl = 0;
  rated.forEach((p, i) => {
    const q = predicted[i];
    // Ties (the uniform distribution) count as the share of the tied answers the raters named most.
    const best = q.flatMap((v, k) => (v === Math.max(...q) ? [k] : []));
    top += best.filter((k) => p[k] === Math.max(...p)).length / best.length;
    kl += p.reduce((s, pk, k) => (pk > 0 ? s + pk * Math.log(pk / Math.max(q[k], 1e-9)) : s), 0);
  });
  return { top1: top / rated.length, kl: kl / rated.length };
}

/** Added to every share before the log: Emotion6's shares are often 0, and log 0 would dominate the fit. */
const SHARE_FLOOR = 0.05;

/** The raters' shares as centred log-ratios: the logits a softmax turns back into them (up to the floor). */
function logRatios(shares: number[]): number[] {
  const logs = shares.map((p) => Math.log(p + SHARE_FLOOR));
  const mean = logs.reduce((s, v) => s + v, 0) / logs.length;
  return logs.map((v) => v - mean);
}

interface Standardisation {
  mean: number[];
  scale: number[];
}

function standardisation(samples: Sample[]): Standardisation {
  const k = samples[0].x.length;
  const mean = new Array<number>(k).fill(0);
  const scale = new Array<number>(k).fill(0);
  for (const s of samples) s.x.forEach((v, j) => (mean[j] += v / samples.length));
  for (const s of samples) s.x.forEach((v, j) => (scale[j] += (v - mean[j]) ** 2 / samples.length));
  for (let j = 0; j < k; j++) scale[j] = Math.sqrt(scale[j]) > 1e-9 ? Math.sqrt(scale[j]) : 1;
  return { mean, scale };
}

/** A sample's regression row: 1 (the intercept), then its standardised features. */
const rowOf = (s: Sample, z: Standardisation) => Float64Array.from([1, ...s.x.map((v, j) => (v - z.mean[j]) / z.scale[j])]);

/**
 * Σ rowᵀrow and Σ rowᵀy over each fold's samples: any union of folds' normal equations is a sum of these, so the inner
 * cross-validation costs one pass over the data, not one per fold and penalty.
 */
interface FoldSums {
  gram: Float64Array;
  moments: Float64Array; // m × targets
}

function foldSums(rows: Float64Array[], targets: number[][], m: number, t: number): FoldSums {
  const gram = new Float64Array(m * m);
  const moments = new Float64Array(m * t);
  rows.forEach((r, i) => {
    for (let p = 0; p < m; p++) {
      const rp = r[p];
      if (rp === 0) continue;
      for (let q = p; q < m; q++) gram[p * m + q] += rp * r[q];
      for (let c = 0; c < t; c++) moments[p * t + c] += rp * targets[i][c];
    }
  });
  for (let p = 0; p < m; p++) for (let q = 0; q < p; q++) gram[p * m + q] = gram[q * m + p];
  return { gram, moments };
}

/**
 * Ridge weights (intercept unpenalised) for every target from the summed normal equations of `sums`: weights[c][p].
 * `factors` keeps each (rows, folds, penalty)'s Cholesky factor under `key`, for targets fitted on the same rows.
 */
function ridgeFrom(sums: FoldSums[], m: number, t: number, penalty: number, factors: Map<string, Float64Array>, key: string): number[][] {
  const b = new Float64Array(m * t);
  for (const f of sums) for (let i = 0; i < b.length; i++) b[i] += f.moments[i];
  let l = factors.get(`${key}|${penalty}`);
  if (!l) {
    const a = new Float64Array(m * m);
    for (const f of sums) for (let i = 0; i < a.length; i++) a[i] += f.gram[i];
    for (let p = 1; p < m; p++) a[p * m + p] += penalty;
    l = cholesky(a, m);
    factors.set(`${key}|${penalty}`, l);
  }
  return Array.from({ length: t }, (_, c) =>
    Array.from(
      choleskySolve(
        l,
        Float64Array.from({ length: m }, (_, p) => b[p * t + c]),
        m,
      ),
    ),
  );
}

const dot = (w: number[], r: Float64Array) => w.reduce((s, v, p) => s + v * r[p], 0);

/** The softmax's temperature that best fits `logits` to `shares` (least mean KL), on a grid of 0.2…4. */
function temperature(logits: number[][], shares: number[][]): number {
  let best = 1;
  let bestKl = Infinity;
  for (let t = 0.2; t <= 4.0001; t += 0.05) {
    const kl = emotionAgreement(
      logits.map((l) => softmax(l.map((v) => v * t))),
      shares,
    ).kl;
    if (kl < bestKl) {
      bestKl = kl;
      best = t;
    }
  }
  return best;
}

/**
 * A ridge fit on the given targets, its penalty chosen by cross-validation over the samples' own folds: `score` rates a
 * fold's held-out predictions (higher is better) given the fold's weights and training rows.
 */
function crossValidatedRidge(
  rows: { values: Float64Array[]; key: string; factors: Map<string, Float64Array> },
  targets: number[][],
  folds: number[],
  penalties: number[],
  score: (weights: number[][], train: number[], test: number[]) => number,
): { weights: number[][]; penalty: number } {
  const { values, key, factors } = rows;
  const m = values[0].length;
  const t = targets[0].length;
  const ids = [...new Set(folds)];
  const sums = new Map(
    ids.map((fold) => {
      const members = folds.flatMap((f, i) => (f === fold ? [i] : []));
      return [
        fold,
        foldSums(
          members.map((i) => values[i]),
          members.map((i) => targets[i]),
          m,
          t,
        ),
      ];
    }),
  );
  let penalty = penalties[0];
  let bestScore = -Infinity;
  for (const candidate of penalties) {
    let total = 0;
    for (const fold of ids) {
      const others = ids.filter((f) => f !== fold);
      if (!others.length) continue;
      const weights = ridgeFrom(
        others.map((f) => sums.get(f)!),
        m,
        t,
        candidate,
        factors,
        `${key}|${others.join()}`,
      );
      const train = folds.flatMap((f, i) => (f !== fold ? [i] : []));
      const test = folds.flatMap((f, i) => (f === fold ? [i] : []));
      total += score(weights, train, test);
    }
    if (total > bestScore) {
      bestScore = total;
      penalty = candidate;
    }
  }
  return { weights: ridgeFrom([...sums.values()], m, t, penalty, factors, `${key}|all`), penalty };
}

/**
 * Fits the readout on `samples`: valence and arousal by ridge regression on the standardised features (each penalty
 * chosen by cross-validation over the samples' own folds, on Pearson r); the emotions by ridge on the raters' shares as
 * centred log-ratios, turned into a softmax with a fitted temperature (penalty chosen on the held-out KL), on the
 * samples that carry shares; without any, the uniform distribution.
 */
export function fitReadout(
  samples: Sample[],
  names: string[],
  options: FitOptions,
  spread: AffectReadout["spread"],
): AffectReadout & { penalties: { valence: number; arousal: number; emotions: number } } {
  const z = standardisation(samples);
  const rows = samples.map((s) => rowOf(s, z));
  const folds = samples.map((s) => s.fold);
  // Valence and arousal share their rows, so each penalty's factors serve both.
  const factors = new Map<string, Float64Array>();
  const linear = (target: (s: Sample) => number) => {
    const y = samples.map(target);
    const fit = crossValidatedRidge(
      { values: rows, key: "all", factors },
      y.map((v) => [v]),
      folds,
      options.penalties,
      ([w], _train, test) =>
        pearson(
          test.map((i) => dot(w, rows[i])),
          test.map((i) => y[i]),
        ),
    );
    const [w] = fit.weights;
    return { model: { intercept: w[0], weights: w.slice(1) }, penalty: fit.penalty };
  };
  const valence = linear((s) => s.valence);
  const arousal = linear((s) => s.arousal);

  const rated = samples.flatMap((s, i) => (s.emotions ? [i] : []));
  let emotions: AffectReadout["emotions"];
  let emotionPenalty = 0;
  if (rated.length) {
    const ratedRows = rated.map((i) => rows[i]);
    const shares = rated.map((i) => samples[i].emotions!);
    const logitsOf = (weights: number[][], index: number[]) => index.map((i) => weights.map((w) => dot(w, ratedRows[i])));
    const fit = crossValidatedRidge(
      { values: ratedRows, key: "rated", factors },
      shares.map(logRatios),
      rated.map((i) => folds[i]),
      options.penalties,
      (weights, train, test) => {
        const t = temperature(
          logitsOf(weights, train),
          train.map((i) => shares[i]),
        );
        return -emotionAgreement(
          logitsOf(weights, test).map((l) => softmax(l.map((v) => v * t))),
          test.map((i) => shares[i]),
        ).kl;
      },
    );
    emotionPenalty = fit.penalty;
    const t = temperature(
      logitsOf(
        fit.weights,
        rated.map((_, i) => i),
      ),
      shares,
    );
    emotions = fit.weights.map((w) => ({ intercept: w[0] * t, weights: w.slice(1).map((v) => v * t) }));
  } else {
    emotions = Array.from({ length: 7 }, () => ({ intercept: 0, weights: new Array<number>(names.length).fill(0) }));
  }
  return {
    features: names,
    mean: z.mean,
    scale: z.scale,
    valence: valence.model,
    arousal: arousal.model,
    emotions,
    spread,
    penalties: { valence: valence.penalty, arousal: arousal.penalty, emotions: emotionPenalty },
  };
}

/** SD = base + slope·|valence|, least squares over images with per-image SDs. */
export function spreadFit(points: { valence: number; sd: number }[]): { base: number; slope: number } {
  const n = points.length;
  const mx = points.reduce((s, p) => s + Math.abs(p.valence), 0) / n;
  const my = points.reduce((s, p) => s + p.sd, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (Math.abs(p.valence) - mx) * (p.sd - my);
    sxx += (Math.abs(p.valence) - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { base: my - slope * mx, slope };
}
