import {
  compareAudienceCategories,
  compareAudienceLabels,
  type EyeCatcher,
  type ImageResult,
  mostNamedEmotion,
  type RankedEmotion,
  type SegmentAffect,
  type TimeFigures,
  topEmotions,
} from "@adsight/shared";

/** Categories and their labels in the shared audience order (ages youngest first); stored results keep none. */
export function inAudienceOrder<Row extends { label: string }>(
  categories: { category: string; labels: Row[] }[],
): { category: string; labels: Row[] }[] {
  return categories
    .map(({ category, labels }) => ({ category, labels: [...labels].sort((a, b) => compareAudienceLabels(category, a.label, b.label)) }))
    .sort((a, b) => compareAudienceCategories(a.category, b.category));
}

export interface SegmentTimes {
  category: string;
  labels: { label: string; viewers: number | null; time: TimeFigures }[];
}

export function segmentTimes(eyeCatcher: EyeCatcher): SegmentTimes[] {
  return inAudienceOrder(
    Object.entries(eyeCatcher.segments).map(([category, labels]) => ({
      category,
      labels: Object.entries(labels).map(([label, time]) => ({ label, viewers: time.viewers_total ?? null, time })),
    })),
  );
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
  return inAudienceOrder(
    Object.entries(result.emotion_segments ?? {}).map(([category, labels]) => ({
      category,
      labels: Object.entries(labels).map(([label, figures]) => ({
        label,
        viewers: figures.viewers ?? null,
        intervals: figures.intervals,
        approach: figures.emo_approach_score,
        risk: figures.emo_risk_score,
        emotion: mostNamedEmotion(figures.emotions),
      })),
    })),
  );
}
