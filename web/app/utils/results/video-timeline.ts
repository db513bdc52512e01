import { chartEyeCatchers, shareScaleMax, tickSeconds, type VideoEyeCatcher, type VideoResult, type VideoSecond } from "@adsight/shared";
import { inAudienceOrder } from "./segments";

/** The plot's own units: paths are drawn in this box and stretched to the chart's width, so text never scales. */
export const PLOT = { width: 1000, height: 100 } as const;

/** Seconds with one decimal: 1250 → "1.3 s". */
export function formatTenths(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A text eye catcher is named by the words read in it, in quotes. */
export function eyeCatcherLabel(eyeCatcher: Pick<VideoEyeCatcher, "name" | "kind" | "text">): string {
  return eyeCatcher.kind === "text" ? `“${eyeCatcher.text ?? eyeCatcher.name}”` : eyeCatcher.name;
}

export const clipSeconds = (video: Pick<VideoResult, "duration_ms">) => Math.max(video.duration_ms, 1) / 1000;

/** Where on the chart (0–1 of its width) a moment of the clip lies. */
export function timeFraction(seconds: number, duration: number): number {
  return Math.min(1, Math.max(0, seconds / duration));
}

/** Each timeline second's point: the middle of the stretch of the clip it covers (the last may be short). */
export function secondFractions(count: number, duration: number): number[] {
  return Array.from({ length: count }, (_, s) => timeFraction((s + Math.min(s + 1, duration)) / 2, duration));
}

/**
 * A line through the values in PLOT units, `min` at the bottom and `max` at the top. A lone value is drawn across its
 * second, since a path of one point shows nothing.
 */
export function linePath(values: readonly number[], fractions: readonly number[], min: number, max: number, duration = 1): string {
  const y = (value: number) => PLOT.height * (1 - (Math.min(max, Math.max(min, value)) - min) / (max - min));
  const x = (fraction: number) => PLOT.width * fraction;
  const points = values.map((value, i) => `${x(fractions[i] ?? 0).toFixed(1)} ${y(value).toFixed(2)}`);
  if (values.length === 1) return `M0 ${y(values[0] ?? 0).toFixed(2)} H${x(timeFraction(1, duration)).toFixed(1)}`;
  return points.map((point, i) => `${i === 0 ? "M" : "L"}${point}`).join(" ");
}

export interface TimeTick {
  seconds: number;
  fraction: number;
  label: string;
  anchor: "start" | "middle" | "end";
}

/** The shared whole-second ticks, each placed and anchored inside the chart. */
export function timeTicks(duration: number): TimeTick[] {
  return tickSeconds(duration).map((seconds) => {
    const fraction = timeFraction(seconds, duration);
    return { seconds, fraction, label: `${seconds} s`, anchor: fraction === 0 ? "start" : fraction > 0.97 ? "end" : "middle" };
  });
}

export interface TimelineSeries {
  key: string;
  label: string;
  path: string;
}

export interface TimelineGeometry {
  duration: number;
  ticks: TimeTick[];
  cuts: number[];
  /** The top of the share scale (%): shares seldom come near 100 %, and lines along the floor read badly. */
  shareMax: number;
  /** Focus (0 to 1 on its own scale) first, then each eye catcher's share of the gaze (0 to shareMax %). */
  attention: TimelineSeries[];
  affect: TimelineSeries[];
  /** Each second's clarity (0 to 100); empty for results stored before it. */
  clarity: TimelineSeries[];
}

export function timelineGeometry(
  video: Pick<VideoResult, "duration_ms" | "timeline" | "eye_catchers" | "scene_cuts_ms" | "clarity_by_second">,
): TimelineGeometry {
  const duration = clipSeconds(video);
  const fractions = secondFractions(video.timeline.length, duration);
  const line = (values: number[], min: number, max: number) => linePath(values, fractions, min, max, duration);
  const shown = chartEyeCatchers(video.eye_catchers);
  const shares = shown.map((eyeCatcher) => video.timeline.map((second) => second.attention[eyeCatcher.name] ?? 0));
  const shareMax = shareScaleMax(shares.flat());
  return {
    duration,
    shareMax,
    ticks: timeTicks(duration),
    cuts: video.scene_cuts_ms.map((ms) => timeFraction(ms / 1000, duration)),
    attention: [
      {
        key: "focus",
        label: "Focus",
        path: line(
          video.timeline.map((second) => second.focus),
          0,
          1,
        ),
      },
      ...shown.map((eyeCatcher, index) => ({
        key: eyeCatcher.name,
        label: eyeCatcherLabel(eyeCatcher),
        path: line(shares[index] ?? [], 0, shareMax),
      })),
    ],
    affect: [
      {
        key: "valence",
        label: "Valence",
        path: line(
          video.timeline.map((second) => second.affect.emo_valence),
          -1,
          1,
        ),
      },
      {
        key: "arousal",
        label: "Arousal",
        path: line(
          video.timeline.map((second) => second.affect.emo_arousal),
          -1,
          1,
        ),
      },
    ],
    clarity: video.clarity_by_second?.length ? [{ key: "clarity", label: "Clarity", path: line(video.clarity_by_second, 0, 100) }] : [],
  };
}

/** "0–1 s" … "4–4.5 s": the stretch of the clip a timeline second covers. */
export function secondSpan(second: number, duration: number): string {
  const end = Math.min(second + 1, duration);
  return `${second}–${Number(end.toFixed(1))} s`;
}

/** Where a key press on the chart moves the player, or null for a key that is not the chart's. */
export function keyboardSeek(key: string, current: number, duration: number): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: current - 1,
    ArrowDown: current - 1,
    ArrowRight: current + 1,
    ArrowUp: current + 1,
    PageDown: current - 5,
    PageUp: current + 5,
    Home: 0,
    End: duration,
  };
  const next = moves[key];
  return next === undefined ? null : Math.min(duration, Math.max(0, next));
}

export interface SegmentAffectMean {
  label: string;
  viewers: number | null;
  valence: number;
  arousal: number;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);

/** The clip's mean valence and arousal: the mean of its seconds'. */
export function clipAffect(timeline: readonly VideoSecond[]): { valence: number; arousal: number } {
  return {
    valence: mean(timeline.map((second) => second.affect.emo_valence)),
    arousal: mean(timeline.map((second) => second.affect.emo_arousal)),
  };
}

/** Each audience segment's valence and arousal over the clip: the mean over the seconds that report the segment. */
export function segmentAffectMeans(timeline: readonly VideoSecond[]): { category: string; labels: SegmentAffectMean[] }[] {
  const sums = new Map<string, Map<string, { valence: number[]; arousal: number[]; viewers: number | null }>>();
  for (const second of timeline) {
    for (const [category, labels] of Object.entries(second.affect.segments)) {
      const byCategory = sums.get(category) ?? new Map<string, { valence: number[]; arousal: number[]; viewers: number | null }>();
      sums.set(category, byCategory);
      for (const [label, figures] of Object.entries(labels)) {
        // Every second is over the same viewers.
        const entry = byCategory.get(label) ?? { valence: [], arousal: [], viewers: figures.viewers ?? null };
        byCategory.set(label, entry);
        entry.valence.push(figures.emo_valence);
        entry.arousal.push(figures.emo_arousal);
      }
    }
  }
  return inAudienceOrder(
    [...sums].map(([category, labels]) => ({
      category,
      labels: [...labels].map(([label, figures]) => ({
        label,
        viewers: figures.viewers,
        valence: mean(figures.valence),
        arousal: mean(figures.arousal),
      })),
    })),
  );
}
