import { linearValue as predict, type LinearModel, type SoftmaxModel } from "@adsight/engine/src/simulation/results/creative-scores";
import { solve } from "./linear-algebra";
import { hash } from "./osie";

export const PENALTIES = [0.3, 1, 3, 10, 30, 100, 300, 1000, 3000, 10000];
export const FOLDS = 5;

export type Row = Record<string, number>;

function standardiser(rows: readonly Row[], features: readonly string[]) {
  const mean = features.map((f) => rows.reduce((s, r) => s + r[f], 0) / rows.length);
  const scale = features.map((f, i) => Math.sqrt(rows.reduce((s, r) => s + (r[f] - mean[i]) ** 2, 0) / rows.length) || 1);
  const matrix = rows.map((r) => features.map((f, i) => (r[f] - mean[i]) / scale[i]));
  return { mean, scale, matrix };
}

/**
 * Ridge regression on standardised features (the intercept unpenalised); with fewer images than features, through the
 * images' Gram matrix (the same solution: w = Zᵀ(ZZᵀ + λI)⁻¹y), far cheaper for the backbone's hundreds of channels.
 */
export function ridge(rows: readonly Row[], targets: readonly number[], features: readonly string[], penalty: number): LinearModel {
  const { mean, scale, matrix } = standardiser(rows, features);
  const k = features.length;
  const n = matrix.length;
  const centre = targets.reduce((s, t) => s + t, 0) / n;
  const centred = targets.map((t) => t - centre);
  const model = (weights: number[]) => ({ features: [...features], mean, scale, weights, intercept: centre });
  if (n < k) {
    const gram = new Float64Array(n * n);
    for (let i = 0; i < n; i++)
      for (let j = 0; j <= i; j++) {
        let dot = 0;
        for (let f = 0; f < k; f++) dot += matrix[i][f] * matrix[j][f];
        gram[i * n + j] = gram[j * n + i] = dot;
      }
    for (let i = 0; i < n; i++) gram[i * n + i] += penalty;
    const alpha = solve(gram, Float64Array.from(centred), n);
    return model(features.map((_, f) => matrix.reduce((s, x, i) => s + x[f] * alpha[i], 0)));
  }
  const a = new Float64Array(k * k);
  const b = new Float64Array(k);
  matrix.forEach((x, r) => {
    for (let i = 0; i < k; i++) {
      b[i] += x[i] * centred[r];
      for (let j = 0; j < k; j++) a[i * k + j] += x[i] * x[j];
    }
  });
  for (let i = 0; i < k; i++) a[i * k + i] += penalty;
  return model([...solve(a, b, k)]);
}

/**
 * Folds by a seeded hash of each key ("set/name"), dealt in turn within each set, so every set is spread over the folds
 * and an image keeps its fold whatever else is cached.
 */
export function foldsOf(keys: readonly string[], folds = FOLDS, seed = 5): number[] {
  const group = (key: string) => key.split("/")[0];
  const order = keys.map((key, i) => ({ i, g: group(key), h: hash(key, seed) })).sort((a, b) => a.g.localeCompare(b.g) || a.h - b.h);
  const fold = new Array<number>(keys.length);
  const dealt = new Map<string, number>();
  for (const { i, g } of order) {
    const rank = dealt.get(g) ?? 0;
    fold[i] = rank % folds;
    dealt.set(g, rank + 1);
  }
  return fold;
}

export type Fitter = (rows: Row[], targets: number[], penalty: number) => (row: Row) => number;

export const ridgeFitter =
  (features: readonly string[]): Fitter =>
  (rows, targets, penalty) => {
    const model = ridge(rows, targets, features, penalty);
    return (row) => predict(model, row);
  };

/** Out-of-fold predictions; `loss` scores a fold's predictions (lower is better) to choose the penalty inside the training folds. */
export function crossPredict(
  rows: Row[],
  targets: number[],
  keys: string[],
  fit: Fitter,
  loss: (predicted: number[], targets: number[]) => number = mse,
): { predicted: number[]; penalties: number[] } {
  const folds = foldsOf(keys);
  const predicted = new Array<number>(rows.length).fill(0);
  const penalties: number[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = rows.flatMap((_, i) => (folds[i] === f ? [] : [i]));
    const penalty = choosePenalty(
      train.map((i) => rows[i]),
      train.map((i) => targets[i]),
      train.map((i) => keys[i]),
      fit,
      loss,
    );
    penalties.push(penalty);
    const model = fit(
      train.map((i) => rows[i]),
      train.map((i) => targets[i]),
      penalty,
    );
    rows.forEach((row, i) => {
      if (folds[i] === f) predicted[i] = model(row);
    });
  }
  return { predicted, penalties };
}

/** The penalty with the lowest inner cross-validated loss. */
export function choosePenalty(rows: Row[], targets: number[], keys: string[], fit: Fitter, loss = mse): number {
  const folds = foldsOf(keys, FOLDS, 9);
  let best = { penalty: PENALTIES[0], loss: Infinity };
  for (const penalty of PENALTIES) {
    const predicted = new Array<number>(rows.length);
    for (let f = 0; f < FOLDS; f++) {
      const train = rows.flatMap((_, i) => (folds[i] === f ? [] : [i]));
      const model = fit(
        train.map((i) => rows[i]),
        train.map((i) => targets[i]),
        penalty,
      );
      rows.forEach((row, i) => {
        if (folds[i] === f) predicted[i] = model(row);
      });
    }
    const l = loss(predicted, targets);
    if (l < best.loss) best = { penalty, loss: l };
  }
  return best.penalty;
}

export const mse = (a: number[], b: number[]) => a.reduce((s, v, i) => s + (v - b[i]) ** 2, 0) / a.length;
export const rmse = (a: number[], b: number[]) => Math.sqrt(mse(a, b));

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const rank = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1].v === order[start].v) end++;
    for (let k = start; k <= end; k++) rank[order[k].i] = (start + end) / 2;
    start = end + 1;
  }
  return rank;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const ma = a.reduce((s, v) => s + v, 0) / a.length;
  const mb = b.reduce((s, v) => s + v, 0) / b.length;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  a.forEach((v, i) => {
    ab += (v - ma) * (b[i] - mb);
    aa += (v - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  });
  return aa > 0 && bb > 0 ? ab / Math.sqrt(aa * bb) : 0;
}

export const spearman = (a: readonly number[], b: readonly number[]) => pearson(ranks(a), ranks(b));

/** Wilson score interval of a proportion (z = 1.645 for 90 %). */
export function wilson(successes: number, n: number, z = 1.645): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * L2-penalised logistic regression without intercept on standardised features (Newton's method): for pair differences
 * in a random order, where a constant would say nothing. The standardisation is of the differences themselves.
 */
export function pairLogistic(rows: readonly Row[], wins: readonly number[], features: readonly string[], penalty: number): LinearModel {
  const scale = features.map((f) => Math.sqrt(rows.reduce((s, r) => s + r[f] ** 2, 0) / rows.length) || 1);
  const x = rows.map((r) => features.map((f, i) => r[f] / scale[i]));
  const k = features.length;
  let w = new Array<number>(k).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = new Float64Array(k);
    const hessian = new Float64Array(k * k);
    x.forEach((xi, n) => {
      const p = sigmoid(xi.reduce((s, v, i) => s + v * w[i], 0));
      for (let i = 0; i < k; i++) {
        gradient[i] += (p - wins[n]) * xi[i];
        for (let j = 0; j < k; j++) hessian[i * k + j] += p * (1 - p) * xi[i] * xi[j];
      }
    });
    for (let i = 0; i < k; i++) {
      gradient[i] += penalty * w[i];
      hessian[i * k + i] += penalty;
    }
    const step = solve(hessian, gradient, k);
    w = w.map((v, i) => v - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { features: [...features], mean: features.map(() => 0), scale, weights: w, intercept: 0 };
}

export const logLoss = (predicted: number[], wins: number[]) =>
  -predicted.reduce((s, z, i) => s + (wins[i] ? Math.log(sigmoid(z)) : Math.log(1 - sigmoid(z))), 0) / predicted.length;

/** Multinomial logistic regression (softmax, L2, gradient descent) on standardised features. */
export function softmaxFit(rows: readonly Row[], labels: readonly string[], features: readonly string[], penalty: number): SoftmaxModel {
  const classes = [...new Set(labels)].sort();
  const { mean, scale, matrix } = standardiser(rows, features);
  const k = features.length;
  const weights = classes.map(() => new Array<number>(k).fill(0));
  const intercepts = classes.map(() => 0);
  const rate = 0.5;
  for (let iteration = 0; iteration < 500; iteration++) {
    const gw = classes.map(() => new Array<number>(k).fill(0));
    const gb = classes.map(() => 0);
    matrix.forEach((x, n) => {
      const p = softmaxOf(classes.map((_, c) => intercepts[c] + x.reduce((s, v, i) => s + v * weights[c][i], 0)));
      classes.forEach((label, c) => {
        const error = p[c] - (labels[n] === label ? 1 : 0);
        gb[c] += error;
        for (let i = 0; i < k; i++) gw[c][i] += error * x[i];
      });
    });
    classes.forEach((_, c) => {
      intercepts[c] -= (rate * gb[c]) / rows.length;
      for (let i = 0; i < k; i++) weights[c][i] -= rate * (gw[c][i] / rows.length + (penalty * weights[c][i]) / rows.length);
    });
  }
  return { classes, features: [...features], mean, scale, weights, intercepts };
}

function softmaxOf(logits: number[]): number[] {
  const max = Math.max(...logits);
  const e = logits.map((l) => Math.exp(l - max));
  const total = e.reduce((s, v) => s + v, 0);
  return e.map((v) => v / total);
}
