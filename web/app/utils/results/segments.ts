import { type EyeCatcher, type ImageResult, mostNamedEmotion, type RankedEmotion, topEmotions } from "@adsight/shared";

// "18-24" before "25-34".
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, undefined, { numeric: true });

export interface SegmentTimes {
  category: string;
  labels: { label: string; seen_1s: number; first_look_ms: number | null }[];
}

export function segmentTimes(eyeCatcher: EyeCatcher): SegmentTimes[] {
  return Object.entries(eyeCatcher.segments).map(([category, labels]) => ({
    category,
    labels: Object.entries(labels)
      .map(([label, time]) => ({ label, seen_1s: time.seen_1s, first_look_ms: time.first_look_ms?.median ?? null }))
      .sort(byLabel),
  }));
}

// Empty for results stored before the emotion model.
export function imageEmotions(result: ImageResult): RankedEmotion[] {
  return result.emotions ? topEmotions(result.emotions) : [];
}

export interface SegmentAffectRow {
  label: string;
  approach: number;
  risk: number;
  emotion: RankedEmotion;
}

// Empty for results stored before the affect figures per segment.
export function segmentAffect(result: ImageResult): { category: string; labels: SegmentAffectRow[] }[] {
  return Object.entries(result.emotion_segments ?? {}).map(([category, labels]) => ({
    category,
    labels: Object.entries(labels)
      .map(([label, figures]) => ({
        label,
        approach: figures.emo_approach_score,
        risk: figures.emo_risk_score,
        emotion: mostNamedEmotion(figures.emotions),
      }))
      .sort(byLabel),
  }));
}
