import {
  type EyeCatcher,
  type ImageResult,
  mostNamedEmotion,
  type RankedEmotion,
  type SegmentAffect,
  type TimeFigures,
  topEmotions,
} from "@adsight/shared";

// "18-24" before "25-34".
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, undefined, { numeric: true });

export interface SegmentTimes {
  category: string;
  labels: { label: string; viewers: number | null; time: TimeFigures }[];
}

export function segmentTimes(eyeCatcher: EyeCatcher): SegmentTimes[] {
  return Object.entries(eyeCatcher.segments).map(([category, labels]) => ({
    category,
    labels: Object.entries(labels)
      .map(([label, time]) => ({ label, viewers: time.viewers_total ?? null, time }))
      .sort(byLabel),
  }));
}

// Empty for results stored before the emotion model.
export function imageEmotions(result: ImageResult): RankedEmotion[] {
  return result.emotions ? topEmotions(result.emotions) : [];
}

export interface SegmentAffectRow {
  label: string;
  viewers: number | null;
  approach: number;
  risk: number;
  emotion: RankedEmotion;
  intervals: SegmentAffect["intervals"];
}

// Empty for results stored before the affect figures per segment.
export function segmentAffect(result: ImageResult): { category: string; labels: SegmentAffectRow[] }[] {
  return Object.entries(result.emotion_segments ?? {}).map(([category, labels]) => ({
    category,
    labels: Object.entries(labels)
      .map(([label, figures]) => ({
        label,
        viewers: figures.viewers ?? null,
        intervals: figures.intervals,
        approach: figures.emo_approach_score,
        risk: figures.emo_risk_score,
        emotion: mostNamedEmotion(figures.emotions),
      }))
      .sort(byLabel),
  }));
}
