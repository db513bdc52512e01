import type { Interval } from "@adsight/shared";
import { clarityScore, type ClarityDriver, type CreativeFeatures, type CreativeFormat, inferFormat } from "../results/creative-scores";
import { errorInterval } from "../results/creative-verdict";

export interface VideoClarity {
  clarity_score: number;
  clarity_score_interval: Interval;
  clarity_drivers: ClarityDriver[];
  clarity_by_second: number[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const mean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length;

/** The format most of the sampled frames look like: one clarity model reads the whole clip, so its seconds compare. */
function clipFormat(frames: readonly CreativeFeatures[]): CreativeFormat {
  const counts = new Map<CreativeFormat, number>();
  for (const features of new Set(frames)) {
    const { format } = inferFormat(features);
    counts.set(format, (counts.get(format) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

// The clip's clarity is its median second's (the lower middle), so that its drivers are that second's and add up.
export function videoClarity(frames: readonly CreativeFeatures[], times: readonly number[], durationMs: number): VideoClarity {
  const format = clipFormat(frames);
  const scores = new Map(frames.map((f) => [f, clarityScore(f, format)]));
  const seconds = Math.max(1, Math.ceil(durationMs / 1000));
  const bySecond = Array.from({ length: seconds }, (_, s) => {
    const inSecond = frames.filter((_, k) => times[k] >= s * 1000 && times[k] < (s + 1) * 1000);
    const before = frames.filter((_, k) => times[k] < s * 1000).at(-1) ?? frames[0];
    const read = (inSecond.length > 0 ? inSecond : [before]).map((f) => scores.get(f)!);
    const drivers = read[0].drivers.map((driver, d) => ({
      ...driver,
      value: round1(mean(read.map((r) => r.drivers[d].value))),
      effect: round1(mean(read.map((r) => r.drivers[d].effect))),
    }));
    return { score: round1(mean(read.map((r) => r.score))), drivers, error: read[0].error };
  });
  const median = [...bySecond].sort((a, b) => a.score - b.score)[Math.floor((seconds - 1) / 2)];
  return {
    clarity_score: median.score,
    clarity_score_interval: errorInterval(median.score, median.error),
    clarity_drivers: median.drivers,
    clarity_by_second: bySecond.map((s) => s.score),
  };
}
