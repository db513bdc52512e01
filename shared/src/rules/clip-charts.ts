/** What a clip's second-by-second charts draw, on the results page and in the report alike. */
export const CHART_EYE_CATCHERS = 4;

/** The eye catchers looked at longest, the ones a chart has room for; never one nobody looked at. */
export function chartEyeCatchers<T extends { looked_ms: number }>(eyeCatchers: readonly T[], count = CHART_EYE_CATCHERS): T[] {
  return [...eyeCatchers]
    .filter((eyeCatcher) => eyeCatcher.looked_ms > 0)
    .sort((a, b) => b.looked_ms - a.looked_ms)
    .slice(0, count);
}

// Each halves to a whole percent, for the middle grid line's label.
const SHARE_MAXIMA = [10, 20, 30, 40, 50, 60, 80, 100];

/** The smallest round top for a share scale that holds every value: shares seldom come near 100 %. */
export function shareScaleMax(values: readonly number[]): number {
  const highest = Math.max(0, ...values);
  return SHARE_MAXIMA.find((top) => top >= highest) ?? 100;
}

const TICK_STEPS = [1, 2, 5, 10, 15, 20, 30];
const MAX_TICKS = 8;

/** Whole-second ticks from 0, at most eight, so the labels fit a phone's width and a report column. */
export function tickSeconds(duration: number): number[] {
  const step = TICK_STEPS.find((candidate) => Math.floor(duration / candidate) + 1 <= MAX_TICKS) ?? 60;
  return Array.from({ length: Math.floor(duration / step + 1e-9) + 1 }, (_, i) => i * step);
}
