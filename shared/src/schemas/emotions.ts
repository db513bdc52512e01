import { z } from "zod";

/** The seven answers Emotion6's raters chose from, in the order the results list them. */
export const EMOTION_NAMES = ["anger", "disgust", "fear", "joy", "sadness", "surprise", "neutral"] as const;
export type EmotionName = (typeof EMOTION_NAMES)[number];

export const EmotionSharesSchema = z
  .object(Object.fromEntries(EMOTION_NAMES.map((name) => [name, z.number().min(0).max(1)])) as Record<EmotionName, z.ZodNumber>)
  .describe("Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did");
export type EmotionShares = z.infer<typeof EmotionSharesSchema>;

/**
 * What the affect figures mean, as the report's glossary, the accuracy page and the API docs state them. The thresholds
 * are those of the simulation (engine/src/simulation/results/emotion.ts).
 */
export const AFFECT_DEFINITIONS = {
  valence: "How pleasant the audience finds the image, from −1 (unpleasant) to 1 (pleasant); 0 is neutral. The average over the viewers.",
  arousal: "How exciting the audience finds it, from −1 (calm, low energy) to 1 (excited, high energy). The average over the viewers.",
  positiveEnergy: "% of viewers with positive valence and arousal: the response is both pleasant and energetic.",
  emotionalRisk: "% of viewers with clearly negative valence (below −0.2): the response is clearly unpleasant.",
  emotions:
    "Share of the viewers who would name each emotion (anger, disgust, fear, joy, sadness, surprise or neutral), as the raters of the Emotion6 photographs did.",
} as const;

export const SegmentAffectSchema = z.object({
  emo_valence: z.number().min(-1).max(1).describe(`Valence: ${AFFECT_DEFINITIONS.valence}`),
  emo_arousal: z.number().min(-1).max(1).describe(`Arousal: ${AFFECT_DEFINITIONS.arousal}`),
  emo_approach_score: z.number().describe(`Positive Energy: ${AFFECT_DEFINITIONS.positiveEnergy}`),
  emo_risk_score: z.number().describe(`Emotional Risk: ${AFFECT_DEFINITIONS.emotionalRisk}`),
  emotions: EmotionSharesSchema,
});
export type SegmentAffect = z.infer<typeof SegmentAffectSchema>;
