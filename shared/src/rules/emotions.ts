import { EMOTION_NAMES, type EmotionName, type EmotionShares } from "../schemas/emotions.js";

/** How the results page, the report and the exports' readers name each emotion. */
export const EMOTION_LABELS: Record<EmotionName, string> = {
  anger: "Anger",
  disgust: "Disgust",
  fear: "Fear",
  joy: "Joy",
  sadness: "Sadness",
  surprise: "Surprise",
  neutral: "Neutral",
};

/** How many emotions the results page and the report show per image or segment; the rest are in the CSV export. */
export const TOP_EMOTIONS = 3;

export interface RankedEmotion {
  name: EmotionName;
  label: string;
  /** Share of the viewers, 0–1. */
  share: number;
}

/** The emotions by share, largest first (ties in EMOTION_NAMES order), at most `count` of them. */
export function topEmotions(shares: EmotionShares, count = TOP_EMOTIONS): RankedEmotion[] {
  return EMOTION_NAMES.map((name) => ({ name, label: EMOTION_LABELS[name], share: shares[name] }))
    .sort((a, b) => b.share - a.share || EMOTION_NAMES.indexOf(a.name) - EMOTION_NAMES.indexOf(b.name))
    .slice(0, count);
}

/** The emotion most viewers would name (the first in EMOTION_NAMES order on a tie). */
export function mostNamedEmotion(shares: EmotionShares): RankedEmotion {
  const name = EMOTION_NAMES.reduce((best, candidate) => (shares[candidate] > shares[best] ? candidate : best));
  return { name, label: EMOTION_LABELS[name], share: shares[name] };
}
