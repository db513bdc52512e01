import { formatShare } from "./results.js";

export const INTERVAL_LEVEL = 0.9;
const Z = 1.6448536269514722;

export const MIN_VIEWERS_FOR_TIME = 10;
// Below this a 50 % share would read ± 14 points or more, too wide to tell segments apart.
export const MIN_SEGMENT_VIEWERS = 30;
export const MIN_IMAGE_VIEWERS = 10;
// Enough for a stable 5th and 95th percentile.
export const BOOTSTRAP_RESAMPLES = 200;
/** Viewers at the full scale when the engine's SIMULATION_N_MAX is left as it is. */
export const DEFAULT_VIEWERS_AT_FULL_SCALE = 10_000;

export type Interval = [low: number, high: number];

// Never empty at 0 or n; recommended over the normal interval for small n (Brown, Cai & DasGupta 2001).
export function wilsonInterval(successes: number, n: number): Interval {
  if (n <= 0) return [0, 1];
  const p = Math.min(1, Math.max(0, successes / n));
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function percentInterval(percent: number, n: number): Interval {
  const [low, high] = wilsonInterval((percent / 100) * n, n);
  return [round1(low * 100), round1(high * 100)];
}

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

export function viewersAtScale(scale: number, viewersAtFullScale = DEFAULT_VIEWERS_AT_FULL_SCALE): number {
  return Math.max(1, Math.round((Math.min(100, Math.max(1, scale)) / 100) * viewersAtFullScale));
}

export function typicalMargin(viewers: number): number {
  const [low, high] = wilsonInterval(viewers / 2, viewers);
  return Math.max(1, Math.round(((high - low) / 2) * 100));
}

export function scaleViewersLine(scale: number, viewersAtFullScale = DEFAULT_VIEWERS_AT_FULL_SCALE): string {
  const viewers = viewersAtScale(scale, viewersAtFullScale);
  return `${viewers.toLocaleString("en-US")} ${viewers === 1 ? "viewer" : "viewers"} per creative · reach figures within about ± ${typicalMargin(viewers)} points`;
}

export function formatPercentWithInterval(percent: number, interval: Interval | null | undefined): string {
  const value = formatShare(percent);
  return interval ? `${value} (${formatPercentRange(interval)})` : value;
}

export function formatSecondsWithInterval(ms: number, interval: Interval | null | undefined): string {
  const value = `${(ms / 1000).toFixed(2)} s`;
  return interval ? `${value} (${formatSecondsRange(interval)})` : value;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

export const TOO_FEW_VIEWERS = "Too few viewers";

export const INTERVAL_NOTE = "Ranges in brackets hold the figure's true value 9 times in 10 (90 % intervals over the simulated viewers).";

// A segment stored before counts existed (null) keeps its figures.
export function segmentShown(viewers: number | null | undefined): boolean {
  return viewers === null || viewers === undefined || viewers >= MIN_SEGMENT_VIEWERS;
}

export function formatPercentRange(interval: Interval | null | undefined): string {
  return interval ? `${Math.round(interval[0])}–${formatShare(interval[1])}` : "";
}

export function formatSecondsRange(interval: Interval | null | undefined): string {
  return interval ? `${(interval[0] / 1000).toFixed(2)}–${(interval[1] / 1000).toFixed(2)} s` : "";
}

export function formatBareRange(interval: Interval | null | undefined, unit: "percent" | "ms"): string {
  if (!interval) return "";
  const [low, high] = unit === "ms" ? [interval[0] / 1000, interval[1] / 1000] : interval;
  const digits = unit === "ms" ? 2 : 0;
  return `${low.toFixed(digits)}–${high.toFixed(digits)}`;
}

export function separationNote(viewers: number): string {
  const margin = typicalMargin(viewers);
  const run = `${viewers.toLocaleString("en-US")} simulated viewers per creative`;
  const segments = `a segment of ${MIN_SEGMENT_VIEWERS} viewers about ± ${typicalMargin(MIN_SEGMENT_VIEWERS)}`;
  return `${run}: a share is sure to about ± ${margin} points (${segments}). Two creatives or segments closer than that are not told apart; a larger scale narrows it.`;
}
