/**
 * How sure a figure is (issue 48): every share, time and score a marketer reads comes with the number of viewers it
 * rests on and a 90 % interval, and is withheld below a minimum count.
 */

import { formatShare } from "./results.js";

/** The intervals' coverage. */
export const INTERVAL_LEVEL = 0.9;
const Z = 1.6448536269514722;

/** A median time to first look needs at least this many viewers who looked. */
export const MIN_VIEWERS_FOR_TIME = 10;
/**
 * A segment (one label of one category) shows its figures from this many viewers: below it a 50 % share would read
 * ± 14 points or more, too wide to tell one segment from another.
 */
export const MIN_SEGMENT_VIEWERS = 30;
/** The viewers of a whole image below which its figures are withheld (scale 1 at the smallest engine setting). */
export const MIN_IMAGE_VIEWERS = 10;
/** Bootstrap resamples over viewers for times and dwell: enough for a stable 5th and 95th percentile. */
export const BOOTSTRAP_RESAMPLES = 200;
/** Viewers at the full scale when the engine's SIMULATION_N_MAX is left as it is. */
export const DEFAULT_VIEWERS_AT_FULL_SCALE = 10_000;

export type Interval = [low: number, high: number];

/**
 * Wilson's score interval of `successes` out of `n`, as fractions: never empty at 0 or n (Brown, Cai & DasGupta 2001
 * recommend it over the normal one for small n and shares near 0 or 1).
 */
export function wilsonInterval(successes: number, n: number): Interval {
  if (n <= 0) return [0, 1];
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A share in percent (0–100) of `n` viewers, its interval in percent with one decimal. */
export function percentInterval(percent: number, n: number): Interval {
  const [low, high] = wilsonInterval((percent / 100) * n, n);
  return [round1(low * 100), round1(high * 100)];
}

/** The percentile bootstrap of `statistic` over resamples of `items` drawn with `random` (uniform in [0, 1)). */
export function bootstrapInterval<T>(
  items: readonly T[],
  statistic: (sample: readonly T[]) => number | null,
  random: () => number,
  resamples = BOOTSTRAP_RESAMPLES,
): Interval | null {
  if (items.length === 0) return null;
  const values: number[] = [];
  const sample: T[] = new Array<T>(items.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < items.length; i++) sample[i] = items[Math.floor(random() * items.length)]!;
    const value = statistic(sample);
    if (value !== null && Number.isFinite(value)) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const tail = (1 - INTERVAL_LEVEL) / 2;
  return [quantileOfSorted(values, tail), quantileOfSorted(values, 1 - tail)];
}

/** Linear interpolation between order statistics (type 7, numpy's default). */
export function quantileOfSorted(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const [lo, hi] = [sorted[below]!, sorted[above]!];
  return lo + (hi - lo) * (position - below);
}

/** Viewers a run simulates per creative at `scale` percent of `viewersAtFullScale`. */
export function viewersAtScale(scale: number, viewersAtFullScale = DEFAULT_VIEWERS_AT_FULL_SCALE): number {
  return Math.max(1, Math.round((Math.min(100, Math.max(1, scale)) / 100) * viewersAtFullScale));
}

/** The widest half-interval of a share over `viewers` (at 50 %), in percentage points, rounded to a whole point. */
export function typicalMargin(viewers: number): number {
  const [low, high] = wilsonInterval(viewers / 2, viewers);
  return Math.max(1, Math.round(((high - low) / 2) * 100));
}

/** "1,000 viewers · reach figures within about ± 3 points": what a scale buys, under the editor's slider. */
export function scaleViewersLine(scale: number, viewersAtFullScale = DEFAULT_VIEWERS_AT_FULL_SCALE): string {
  const viewers = viewersAtScale(scale, viewersAtFullScale);
  return `${viewers.toLocaleString("en-US")} ${viewers === 1 ? "viewer" : "viewers"} per creative · reach figures within about ± ${typicalMargin(viewers)} points`;
}

/** "29% (21–37%)": a share with its interval, both in percent. */
export function formatPercentWithInterval(percent: number, interval: Interval | null | undefined): string {
  const value = formatShare(percent);
  return interval ? `${value} (${formatPercentRange(interval)})` : value;
}

/** "0.84 s (0.70–1.02 s)": a time in ms with its interval. */
export function formatSecondsWithInterval(ms: number, interval: Interval | null | undefined): string {
  const value = `${(ms / 1000).toFixed(2)} s`;
  return interval ? `${value} (${formatSecondsRange(interval)})` : value;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** What a withheld figure says instead of a number. */
export const TOO_FEW_VIEWERS = "Too few viewers";

/** How a 90 % interval is introduced to a reader, once per table or card. */
export const INTERVAL_NOTE = "Ranges in brackets hold the figure's true value 9 times in 10 (90 % intervals over the simulated viewers).";

/** A segment's figures are printed from MIN_SEGMENT_VIEWERS viewers on; a segment stored before counts existed keeps them. */
export function segmentShown(viewers: number | null | undefined): boolean {
  return viewers === null || viewers === undefined || viewers >= MIN_SEGMENT_VIEWERS;
}

/** "21–37%": an interval in percent, whole points. */
export function formatPercentRange(interval: Interval | null | undefined): string {
  return interval ? `${Math.round(interval[0])}–${formatShare(interval[1])}` : "";
}

/** "0.70–1.02 s": an interval of milliseconds, in seconds. */
export function formatSecondsRange(interval: Interval | null | undefined): string {
  return interval ? `${(interval[0] / 1000).toFixed(2)}–${(interval[1] / 1000).toFixed(2)} s` : "";
}

/** An interval's bounds alone ("21–37", "0.70–1.02"), for a table cell whose figure above carries the unit. */
export function formatBareRange(interval: Interval | null | undefined, unit: "percent" | "ms"): string {
  if (!interval) return "";
  const [low, high] = unit === "ms" ? [interval[0] / 1000, interval[1] / 1000] : interval;
  const digits = unit === "ms" ? 2 : 0;
  return `${low.toFixed(digits)}–${high.toFixed(digits)}`;
}

/** What a run of `viewers` per creative can tell apart: differences within the widest margin may be noise. */
export function separationNote(viewers: number): string {
  const margin = typicalMargin(viewers);
  const run = `${viewers.toLocaleString("en-US")} simulated viewers per creative`;
  const segments = `a segment of ${MIN_SEGMENT_VIEWERS} viewers about ± ${typicalMargin(MIN_SEGMENT_VIEWERS)}`;
  return `${run}: a share is sure to about ± ${margin} points (${segments}). Two creatives or segments closer than that are not told apart; a larger scale narrows it.`;
}
