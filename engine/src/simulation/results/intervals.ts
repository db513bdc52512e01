import { BOOTSTRAP_RESAMPLES, INTERVAL_LEVEL, percentInterval, quantileOfSorted, type Interval } from "@adsight/shared";
import type { Rng } from "../rng";

// The figures' 90 % intervals; the simulation README says which estimator each figure gets and why.

/** `weights[v * count + r]`: how often resample r drew viewer v; viewer-major, so a sparse figure reads few rows. */
export interface Resamples {
  count: number;
  viewers: number;
  weights: Uint8Array;
}

const Z = 1.6448536269514722;
const TAIL = (1 - INTERVAL_LEVEL) / 2;

export function drawResamples(viewers: number, rng: Rng, count = BOOTSTRAP_RESAMPLES): Resamples {
  const weights = new Uint8Array(viewers * count);
  // xorshift32 from the image's stream: millions of draws.
  let x = Math.floor(rng.next() * 0xfffffffe) + 1;
  for (let r = 0; r < count; r++)
    for (let i = 0; i < viewers; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const v = Math.floor(((x >>> 0) / 4294967296) * viewers);
      weights[v * count + r] = Math.min(255, weights[v * count + r] + 1);
    }
  return { count, viewers, weights };
}

/** Each resample's sum of `values` (one per viewer); zeros cost nothing. */
export function resampledSums(values: ArrayLike<number>, resamples: Resamples): Float64Array {
  const { count, weights } = resamples;
  const sums = new Float64Array(count);
  for (let v = 0; v < values.length; v++) {
    const value = values[v];
    if (value === 0) continue;
    const row = v * count;
    for (let r = 0; r < count; r++) sums[r] += weights[row + r] * value;
  }
  return sums;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The 5th and 95th percentiles of a bootstrap's values, NaN left out. */
export function percentileBounds(values: ArrayLike<number>, digits = 1): Interval | null {
  const sorted = Array.from(values)
    .filter((v) => !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return [round(quantileOfSorted(sorted, TAIL), digits), round(quantileOfSorted(sorted, 1 - TAIL), digits)];
}

/** A mean over viewers: the bootstrap's bounds, or without resamples the normal interval from the sample's spread. */
export function meanInterval(values: ArrayLike<number>, resamples?: Resamples, digits = 1): Interval | null {
  const n = values.length;
  if (n === 0) return null;
  if (resamples)
    return percentileBounds(
      resampledSums(values, resamples).map((sum) => sum / n),
      digits,
    );
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    sum += values[i];
    squares += values[i] * values[i];
  }
  const mean = sum / n;
  const sd = n > 1 ? Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1))) : 0;
  const half = (Z * sd) / Math.sqrt(n);
  return [round(mean - half, digits), round(mean + half, digits)];
}

/** Order statistics x(l), x(n+1−l), l the largest rank binomial(n, ½) leaves at most 5 % below (Hahn & Meeker 1991). */
export function medianInterval(sorted: ArrayLike<number>): Interval | null {
  const n = sorted.length;
  if (n === 0) return null;
  let logP = n * Math.log(0.5);
  let below = 0; // P(X ≤ k − 1)
  let rank = 1;
  for (let k = 0; k < n; k++) {
    below += Math.exp(logP);
    if (below > TAIL) break;
    rank = k + 1;
    logP += Math.log((n - k) / (k + 1));
  }
  const low = Math.min(rank, Math.ceil(n / 2));
  return [sorted[low - 1], sorted[n - low]];
}

/** A share in percent of `n` viewers, with Wilson's interval. */
export const shareInterval = (count: number, n: number): Interval => percentInterval(n > 0 ? (100 * count) / n : 0, n);
