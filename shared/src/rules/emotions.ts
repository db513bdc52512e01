import { EMOTION_NAMES, type EmotionName, type EmotionShares } from "../schemas/emotions.js";

export const EMOTION_LABELS: Record<EmotionName, string> = {
  anger: "Anger",
  disgust: "Disgust",
  fear: "Fear",
  joy: "Joy",
  sadness: "Sadness",
  surprise: "Surprise",
  neutral: "Neutral",
};

export const TOP_EMOTIONS = 3;

export interface RankedEmotion {
  name: EmotionName;
  label: string;
  share: number;
}

export function topEmotions(shares: EmotionShares, count = TOP_EMOTIONS): RankedEmotion[] {
  return EMOTION_NAMES.map((name) => ({ name, label: EMOTION_LABELS[name], share: shares[name] }))
    .sort((a, b) => b.share - a.share || EMOTION_NAMES.indexOf(a.name) - EMOTION_NAMES.indexOf(b.name))
    .slice(0, count);
}

export function mostNamedEmotion(shares: EmotionShares): RankedEmotion {
  const name = EMOTION_NAMES.reduce((best, candidate) => (shares[candidate] > shares[best] ? candidate : best));
  return { name, label: EMOTION_LABELS[name], share: shares[name] };
}
