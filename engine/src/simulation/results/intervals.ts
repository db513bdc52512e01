import { BOOTSTRAP_RESAMPLES, INTERVAL_LEVEL, percentInterval, quantileOfSorted, type Interval } from "@adsight/shared";
import type { Rng } from "../rng";

/**
 * The 90 % intervals of the figures a marketer reads. An image's own figures use one set of bootstrap resamples of its
 * viewers, drawn once and shared by every figure; a segment's figures use closed forms (Wilson for shares, the
 * order-statistic interval for a median, the normal one for a mean), which cost nothing per segment.
 */

/** Resamples of an image's viewers: each lists viewer indices drawn with replacement. */
export type Resamples = readonly Uint32Array[];

const Z = 1.6448536269514722;
const TAIL = (1 - INTERVAL_LEVEL) / 2;

export function drawResamples(viewers: number, rng: Rng, count = BOOTSTRAP_RESAMPLES): Resamples {
  return Array.from({ length: viewers > 0 ? count : 0 }, () => {
    const sample = new Uint32Array(viewers);
    for (let i = 0; i < viewers; i++) sample[i] = Math.floor(rng.next() * viewers);
    return sample;
  });
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The 5th and 95th percentiles of a bootstrap's values (sorted in place). */
export function percentileBounds(values: number[] | Float64Array, digits = 1): Interval | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return [round(quantileOfSorted(Array.from(sorted), TAIL), digits), round(quantileOfSorted(Array.from(sorted), 1 - TAIL), digits)];
}

/** A mean over viewers: the bootstrap's bounds, or without resamples the normal interval from the sample's spread. */
export function meanInterval(values: ArrayLike<number>, resamples?: Resamples, digits = 1): Interval | null {
  const n = values.length;
  if (n === 0) return null;
  if (resamples) {
    const means = resamples.map((sample) => {
      let sum = 0;
      for (let i = 0; i < sample.length; i++) sum += values[sample[i]];
      return sum / n;
    });
    return percentileBounds(means, digits);
  }
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

/**
 * The distribution-free interval of a median from sorted values (Hahn & Meeker 1991, §5.2): the order statistics
 * x(l) and x(n+1−l), with l the largest rank that the binomial(n, ½) leaves at most 5 % below.
 */
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
