import { type AffectReadout, softmax } from "@adsight/engine/src/simulation/stages";
import { solve } from "./linear-algebra";

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
  /** Principal components kept of the standardised deep channels (0: none). */
  deepComponents: number;
  /** Which of the features are deep channels (the rest enter one by one). */
  isDeep: boolean[];
  /** Ridge penalties tried by cross-validation inside the training images (per image, on standardised inputs). */
  penalties: number[];
  /** Penalties tried for the emotions' softmax. */
  emotionPenalties: number[];
}

export const DEFAULT_PENALTIES = [1, 3, 10, 30, 100, 300, 1000];
export const DEFAULT_EMOTION_PENALTIES = [0.003, 0.01, 0.03, 0.1];

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

/**
 * The `count` leading eigenvectors of a symmetric positive semi-definite matrix by subspace iteration (a full Jacobi
 * eigen-decomposition of the 328 deep channels costs seconds per fit), from a fixed start so reruns agree.
 */
function leadingComponents(a: Float64Array, n: number, count: number, iterations = 150): { values: number[]; vectors: number[][] } {
  let q = Array.from({ length: count }, (_, c) => Array.from({ length: n }, (_, i) => Math.sin(1 + i * (c + 1) + c)));
  const multiply = (v: number[]) => Array.from({ length: n }, (_, i) => v.reduce((s, x, j) => s + a[i * n + j] * x, 0));
  const orthonormal = (vs: number[][]) => {
    const out: number[][] = [];
    for (const v of vs) {
      const w = [...v];
      for (const u of out) {
        const dot = w.reduce((s, x, i) => s + x * u[i], 0);
        for (let i = 0; i < n; i++) w[i] -= dot * u[i];
      }
      const norm = Math.hypot(...w) || 1;
      out.push(w.map((x) => x / norm));
    }
    return out;
  };
  q = orthonormal(q);
  for (let it = 0; it < iterations; it++) q = orthonormal(q.map(multiply));
  const values = q.map((v) => multiply(v).reduce((s, x, i) => s + x * v[i], 0));
  return { values, vectors: q };
}

interface Projection {
  mean: number[];
  scale: number[];
  /** Rows: the inputs the fit sees as weights on the standardised features (one-hot for explicit features, a component for deep ones). */
  inputs: number[][];
}

function projection(samples: Sample[], options: FitOptions): Projection {
  const k = samples[0].x.length;
  const mean = new Array<number>(k).fill(0);
  const scale = new Array<number>(k).fill(0);
  for (const s of samples) s.x.forEach((v, j) => (mean[j] += v / samples.length));
  for (const s of samples) s.x.forEach((v, j) => (scale[j] += (v - mean[j]) ** 2 / samples.length));
  for (let j = 0; j < k; j++) scale[j] = Math.sqrt(scale[j]) > 1e-9 ? Math.sqrt(scale[j]) : 1;
  const inputs: number[][] = [];
  const deep: number[] = [];
  for (let j = 0; j < k; j++) {
    if (options.isDeep[j]) deep.push(j);
    else if (samples.some((s) => s.x[j] !== mean[j])) inputs.push(Array.from({ length: k }, (_, i) => (i === j ? 1 : 0)));
  }
  if (options.deepComponents > 0 && deep.length > 0) {
    const d = deep.length;
    const cov = new Float64Array(d * d);
    for (const s of samples) {
      const z = deep.map((j) => (s.x[j] - mean[j]) / scale[j]);
      for (let a = 0; a < d; a++) for (let b = a; b < d; b++) cov[a * d + b] += (z[a] * z[b]) / samples.length;
    }
    for (let a = 0; a < d; a++) for (let b = 0; b < a; b++) cov[a * d + b] = cov[b * d + a];
    const { values, vectors } = leadingComponents(cov, d, Math.min(options.deepComponents, d));
    for (let c = 0; c < vectors.length; c++) {
      const row = new Array<number>(k).fill(0);
      // Unit variance over the training images, like every other input.
      deep.forEach((j, a) => (row[j] = vectors[c][a] / Math.sqrt(Math.max(values[c], 1e-12))));
      inputs.push(row);
    }
  }
  return { mean, scale, inputs };
}

function inputsOf(samples: Sample[], p: Projection): number[][] {
  return samples.map((s) => {
    const z = s.x.map((v, j) => (v - p.mean[j]) / p.scale[j]);
    return p.inputs.map((row) => row.reduce((sum, w, j) => (w ? sum + w * z[j] : sum), 0));
  });
}

/** Ridge regression with an unpenalised intercept: [intercept, weights…]. */
function ridge(u: number[][], y: number[], penalty: number): number[] {
  const m = u[0].length + 1;
  const a = new Float64Array(m * m);
  const b = new Float64Array(m);
  u.forEach((row, i) => {
    const r = [1, ...row];
    for (let p = 0; p < m; p++) {
      b[p] += r[p] * y[i];
      for (let q = 0; q < m; q++) a[p * m + q] += r[p] * r[q];
    }
  });
  for (let p = 1; p < m; p++) a[p * m + p] += penalty;
  return Array.from(solve(a, b, m));
}

/** Softmax regression on shares (cross-entropy against the raters' distribution), L2 on the weights, by accelerated gradient descent. */
function softmaxFit(u: number[][], shares: number[][], penalty: number, iterations = 400): number[][] {
  const n = u.length;
  const m = u[0].length + 1;
  const classes = shares[0].length;
  const rows = u.map((row) => [1, ...row]);
  // Step 1/L with L ≤ ½·Σ‖row‖²/n + penalty bounds the loss's curvature.
  const step = 1 / (0.5 * (rows.reduce((s, r) => s + r.reduce((t, v) => t + v * v, 0), 0) / n) + penalty);
  let w = Array.from({ length: classes }, () => new Array<number>(m).fill(0));
  let previous = w.map((c) => [...c]);
  for (let it = 1; it <= iterations; it++) {
    const momentum = (it - 1) / (it + 2);
    const look = w.map((c, k) => c.map((v, j) => v + momentum * (v - previous[k][j])));
    const grad = Array.from({ length: classes }, () => new Array<number>(m).fill(0));
    rows.forEach((r, i) => {
      const q = softmax(look.map((c) => c.reduce((s, v, j) => s + v * r[j], 0)));
      for (let k = 0; k < classes; k++) {
        const e = (q[k] - shares[i][k]) / n;
        for (let j = 0; j < m; j++) grad[k][j] += e * r[j];
      }
    });
    previous = w;
    w = look.map((c, k) => c.map((v, j) => v - step * (grad[k][j] + (j > 0 ? penalty * v : 0))));
  }
  return w;
}

const predictLinear = (u: number[][], w: number[]) => u.map((row) => row.reduce((s, v, j) => s + v * w[j + 1], w[0]));

function bestPenalty(
  samples: Sample[],
  u: number[][],
  score: (train: number[], test: number[], penalty: number) => number,
  penalties: number[],
): number {
  const folds = [...new Set(samples.map((s) => s.fold))];
  let best = penalties[0];
  let bestScore = -Infinity;
  for (const penalty of penalties) {
    let total = 0;
    for (const fold of folds) {
      const train = samples.flatMap((s, i) => (s.fold !== fold ? [i] : []));
      const test = samples.flatMap((s, i) => (s.fold === fold ? [i] : []));
      if (train.length && test.length) total += score(train, test, penalty);
    }
    if (total > bestScore) {
      bestScore = total;
      best = penalty;
    }
  }
  return best;
}

/** Folds weights on the fit's inputs back onto the standardised features. */
const folded = (w: number[], p: Projection) => p.scale.map((_, j) => p.inputs.reduce((s, row, c) => s + row[j] * w[c + 1], 0));

/**
 * Fits the readout on `samples`, choosing each penalty by cross-validation over the samples' own folds. The emotions'
 * softmax is fitted on the samples that carry shares; without any, it is the uniform distribution.
 */
export function fitReadout(
  samples: Sample[],
  names: string[],
  options: FitOptions,
  spread: AffectReadout["spread"],
): AffectReadout & { penalties: { valence: number; arousal: number; emotions: number } } {
  const p = projection(samples, options);
  const u = inputsOf(samples, p);
  const pick = (rows: number[]) => rows.map((i) => u[i]);
  const linear = (target: (s: Sample) => number) => {
    const y = samples.map(target);
    const penalty = bestPenalty(
      samples,
      u,
      (train, test, penalty) =>
        pearson(
          predictLinear(
            pick(test),
            ridge(
              pick(train),
              train.map((i) => y[i]),
              penalty,
            ),
          ),
          test.map((i) => y[i]),
        ),
      options.penalties,
    );
    const w = ridge(u, y, penalty);
    return { model: { intercept: w[0], weights: folded(w, p) }, penalty };
  };
  const valence = linear((s) => s.valence);
  const arousal = linear((s) => s.arousal);

  const rated = samples.flatMap((s, i) => (s.emotions ? [i] : []));
  let emotions: AffectReadout["emotions"];
  let emotionPenalty = 0;
  if (rated.length) {
    const ratedSamples = rated.map((i) => samples[i]);
    const ratedU = pick(rated);
    const shares = ratedSamples.map((s) => s.emotions!);
    emotionPenalty = bestPenalty(
      ratedSamples,
      ratedU,
      (train, test, penalty) => {
        const w = softmaxFit(
          train.map((i) => ratedU[i]),
          train.map((i) => shares[i]),
          penalty,
          200,
        );
        const predicted = test.map((i) => softmax(w.map((c) => c.reduce((s, v, j) => s + v * (j ? ratedU[i][j - 1] : 1), 0))));
        return -emotionAgreement(
          predicted,
          test.map((i) => shares[i]),
        ).kl;
      },
      options.emotionPenalties,
    );
    emotions = softmaxFit(ratedU, shares, emotionPenalty).map((w) => ({ intercept: w[0], weights: folded(w, p) }));
  } else {
    emotions = Array.from({ length: 7 }, () => ({ intercept: 0, weights: new Array<number>(names.length).fill(0) }));
  }
  return {
    features: names,
    mean: p.mean,
    scale: p.scale,
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
