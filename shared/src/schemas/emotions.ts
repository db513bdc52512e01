import { z } from "zod";

/** The seven answers Emotion6's raters chose from, in the order the results list them. */
export const EMOTION_NAMES = ["anger", "disgust", "fear", "joy", "sadness", "surprise", "neutral"] as const;
export type EmotionName = (typeof EMOTION_NAMES)[number];

export const EmotionSharesSchema = z
  .object(Object.fromEntries(EMOTION_NAMES.map((name) => [name, z.number().min(0).max(1)])) as Record<EmotionName, z.ZodNumber>)
  .describe("Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did");
export type EmotionShares = z.infer<typeof EmotionSharesSchema>;

export const SegmentAffectSchema = z.object({
  emo_valence: z.number().min(-1).max(1),
  emo_arousal: z.number().min(-1).max(1),
  emo_approach_score: z.number(),
  emo_risk_score: z.number(),
  emotions: EmotionSharesSchema,
});
export type SegmentAffect = z.infer<typeof SegmentAffectSchema>;
