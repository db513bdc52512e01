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

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The 5th and 95th percentiles of a bootstrap's values, NaN left out. */
export function percentileBounds(values: ArrayLike<number>, digits = 1): Interval | null {
  const sorted = Array.from(values)
    .filter((v) => !Number.isNaN(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return [round(quantileOfSorted(sorted, TAIL), digits), round(quantileOfSorted(sorted, 1 - TAIL), digits)];
}

/** Student's t at 1 − TAIL for `df` degrees of freedom (Cornish–Fisher, within 0.01 from 3 on). */
export function tQuantile(df: number): number {
  const [z3, z5, z7] = [Z ** 3, Z ** 5, Z ** 7];
  const v = Math.max(1, df);
  return Z + (z3 + Z) / (4 * v) + (5 * z5 + 16 * z3 + 3 * Z) / (96 * v * v) + (3 * z7 + 19 * z5 + 17 * z3 - 15 * Z) / (384 * v ** 3);
}

/** A mean of signed values over viewers (valence, arousal): Student's interval from the sample's spread. */
export function meanInterval(values: ArrayLike<number>, digits = 1): Interval | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < n; i++) {
    sum += values[i];
    squares += values[i] * values[i];
  }
  const mean = sum / n;
  const sd = n > 1 ? Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1))) : 0;
  const half = (tQuantile(n - 1) * sd) / Math.sqrt(n);
  return [round(mean - half, digits), round(mean + half, digits)];
}

/** Σx²/Σx over amounts ≥ 0 (of one figure, or pooled over several): what a viewer who gives anything gives. */
export function amountScale(...parts: ArrayLike<number>[]): number {
  let sum = 0;
  let squares = 0;
  for (const values of parts)
    for (let i = 0; i < values.length; i++) {
      sum += values[i];
      squares += values[i] * values[i];
    }
  return sum > 0 ? squares / sum : 0;
}

/**
 * A mean of amounts ≥ 0 over n viewers (dwell, attention share): Wilson's score interval with the variance c·μ − μ²
 * at each candidate μ, c = Σx²/Σx (`scale` when nobody gave anything). Most viewers give 0, so the mean is a count of
 * givers times what each gave: the percentile bootstrap failed like a normal interval of a small count (an area nobody
 * of 100 looked at got 0–0 ms). Values of 0 and 1 give Wilson's interval itself.
 */
export function amountInterval(values: ArrayLike<number>, digits = 1, scale = 0): Interval | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i];
  const mean = sum / n;
  const c = Math.max(mean, sum > 0 ? amountScale(values) : scale);
  const z2n = (Z * Z) / n;
  const centre = (mean + (z2n * c) / 2) / (1 + z2n);
  const half = Math.sqrt(Math.max(0, z2n * (mean * (c - mean) + (z2n * c * c) / 4))) / (1 + z2n);
  return [round(Math.max(0, centre - half), digits), round(centre + half, digits)];
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
