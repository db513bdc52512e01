/**
 * Saliency metrics as defined by Bylinskii, Judd, Oliva, Torralba & Durand, "What do different evaluation metrics
 * tell us about saliency models?" (TPAMI 2018), following the MIT benchmark code. Maps are row-major Float32Arrays
 * of width × height; fixations are integer pixel positions.
 */
export interface PixelFixation {
  x: number;
  y: number;
}

/** MATLAB's eps, used by the benchmark's KL divergence. */
const EPS = 2.220446049250313e-16;

function uniquePixels(fixations: PixelFixation[], width: number, height: number): number[] {
  const set = new Set<number>();
  for (const f of fixations) {
    const x = Math.min(width - 1, Math.max(0, Math.round(f.x)));
    const y = Math.min(height - 1, Math.max(0, Math.round(f.y)));
    set.add(y * width + x);
  }
  return [...set].sort((a, b) => a - b);
}

function meanStd(map: Float32Array): { mean: number; std: number } {
  let sum = 0;
  for (const v of map) sum += v;
  const mean = sum / map.length;
  let squares = 0;
  for (const v of map) squares += (v - mean) ** 2;
  return { mean, std: Math.sqrt(squares / Math.max(1, map.length - 1)) };
}

/** AUC-Judd: thresholds at the saliency of each fixated pixel; false positives are the other pixels above it. */
export function aucJudd(saliency: Float32Array, fixations: PixelFixation[], width: number, height: number): number {
  const fixated = uniquePixels(fixations, width, height);
  if (fixated.length === 0) return NaN;
  const sorted = Float32Array.from(saliency).sort();
  const thresholds = fixated.map((i) => saliency[i]).sort((a, b) => b - a);
  const pixels = saliency.length;
  const positives = thresholds.length;
  let auc = 0;
  let previousTp = 0;
  let previousFp = 0;
  for (let k = 0; k < positives; k++) {
    const above = pixels - lowerBound(sorted, thresholds[k]);
    const tp = (k + 1) / positives;
    const fp = (above - (k + 1)) / (pixels - positives);
    auc += ((fp - previousFp) * (tp + previousTp)) / 2;
    previousTp = tp;
    previousFp = fp;
  }
  auc += ((1 - previousFp) * (1 + previousTp)) / 2;
  return auc;
}

function lowerBound(sorted: Float32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Normalised scanpath saliency: mean of the standardised map at fixated pixels. */
export function nss(saliency: Float32Array, fixations: PixelFixation[], width: number, height: number): number {
  const { mean, std } = meanStd(saliency);
  const fixated = uniquePixels(fixations, width, height);
  if (fixated.length === 0 || std === 0) return NaN;
  return fixated.reduce((sum, i) => sum + (saliency[i] - mean) / std, 0) / fixated.length;
}

/** Pearson correlation between the map and the human fixation density. */
export function cc(saliency: Float32Array, humanDensity: Float32Array): number {
  const a = meanStd(saliency);
  const b = meanStd(humanDensity);
  if (a.std === 0 || b.std === 0) return NaN;
  let sum = 0;
  for (let i = 0; i < saliency.length; i++) sum += (saliency[i] - a.mean) * (humanDensity[i] - b.mean);
  return sum / ((saliency.length - 1) * a.std * b.std);
}

/** KL divergence of the map from the human density, both normalised to sum 1 (lower is better). */
export function kl(saliency: Float32Array, humanDensity: Float32Array): number {
  let sumS = 0;
  let sumH = 0;
  for (let i = 0; i < saliency.length; i++) {
    sumS += saliency[i];
    sumH += humanDensity[i];
  }
  let total = 0;
  for (let i = 0; i < saliency.length; i++) {
    const q = humanDensity[i] / sumH;
    const p = saliency[i] / sumS;
    total += q * Math.log(EPS + q / (p + EPS));
  }
  return total;
}

/** Similarity (histogram intersection): the sum of the pointwise minimum of the two maps, each normalised to sum 1. */
export function sim(saliency: Float32Array, target: Float32Array): number {
  let sumS = 0;
  let sumT = 0;
  for (let i = 0; i < saliency.length; i++) {
    sumS += saliency[i];
    sumT += target[i];
  }
  let total = 0;
  for (let i = 0; i < saliency.length; i++) total += Math.min(saliency[i] / sumS, target[i] / sumT);
  return total;
}

/**
 * Shuffled AUC: fixated pixels of this image against fixated pixels of other images, which cancels the centre
 * bias that every image shares. Computed exactly as the Mann-Whitney statistic (ties count one half).
 */
export function shuffledAuc(
  saliency: Float32Array,
  fixations: PixelFixation[],
  otherFixations: PixelFixation[],
  width: number,
  height: number,
): number {
  const positives = uniquePixels(fixations, width, height).map((i) => saliency[i]);
  const negatives = uniquePixels(otherFixations, width, height).map((i) => saliency[i]);
  if (positives.length === 0 || negatives.length === 0) return NaN;
  negatives.sort((a, b) => a - b);
  let wins = 0;
  for (const p of positives) {
    const below = lowerBoundArray(negatives, p);
    const equal = lowerBoundArray(negatives, p, true) - below;
    wins += below + equal / 2;
  }
  return wins / (positives.length * negatives.length);
}

function lowerBoundArray(sorted: number[], value: number, upper = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < value || (upper && sorted[mid] === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** 1-D Wasserstein (earth mover's) distance between two samples. */
export function wasserstein1d(a: number[], b: number[]): number {
  if (a.length === 0 || b.length === 0) return NaN;
  const x = [...a].sort((p, q) => p - q);
  const y = [...b].sort((p, q) => p - q);
  const steps = 1000;
  let total = 0;
  for (let s = 0; s < steps; s++) {
    const q = (s + 0.5) / steps;
    total += Math.abs(x[Math.min(x.length - 1, Math.floor(q * x.length))] - y[Math.min(y.length - 1, Math.floor(q * y.length))]);
  }
  return total / steps;
}
