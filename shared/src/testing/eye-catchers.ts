// Eye catchers for the tests of the rules that read them, here and in the web app ("@adsight/shared/testing").
import type { EyeCatcher, TimeFigures } from "../schemas/eye-catchers.js";

export const times = (seen_1s: number, median: number | null, dwell_ms = 300): TimeFigures => ({
  first_look_ms: median === null ? null : { median, q1: median / 2, q3: median * 2 },
  seen_1s,
  seen_3s: Math.min(100, seen_1s * 2),
  dwell_ms,
  revisits: 0,
  entry_order: median === null ? null : 1,
});

export const eyeCatcher = (name: string, kind: EyeCatcher["kind"], time: TimeFigures): EyeCatcher => ({
  name,
  kind,
  box: { x: 0, y: 0, width: 10, height: 10 },
  text: null,
  time,
  segments: {},
});

export const NO_CREATIVE_SCORES = {
  clarity_score: null,
  appeal_score: null,
  clarity_percentile: null,
  appeal_percentile: null,
  overall_percentile: null,
  clarity_score_interval: null,
  appeal_score_interval: null,
  overall_score_interval: null,
  norm_set: null,
  norm_sets: null,
  creative_format: null,
  creative_format_source: null,
  creative_format_guessed: null,
  clarity_drivers: null,
  appeal_labels: null,
} as const;
