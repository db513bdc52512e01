import { z } from "zod";

export const EMOTION_NAMES = ["anger", "disgust", "fear", "joy", "sadness", "surprise", "neutral"] as const;
export type EmotionName = (typeof EMOTION_NAMES)[number];

export const EmotionSharesSchema = z
  .object(Object.fromEntries(EMOTION_NAMES.map((name) => [name, z.number().min(0).max(1)])) as Record<EmotionName, z.ZodNumber>)
  .describe("Share of the viewers (0–1, summing to 1) who would name each emotion, as Emotion6's raters did");
export type EmotionShares = z.infer<typeof EmotionSharesSchema>;

// The thresholds are the simulation's (RISK_VALENCE in engine/src/simulation/results/emotion.ts).
export const AFFECT_DEFINITIONS = {
  valence: "The viewers' mean valence: unpleasant −1 … pleasant 1; 0 is the midpoint of a 1–9 rating scale.",
  arousal: "The viewers' mean arousal: calm −1 … excited 1; 0 is the midpoint of a 1–9 rating scale.",
  positiveEnergy:
    "% of the simulated viewers whose valence and arousal are both above 0 (the midpoint of a 1–9 rating scale): who find the image pleasant and are activated by it.",
  emotionalRisk:
    "% of the simulated viewers whose valence is at or below −0.25: who would rate the image 4 or lower on a 1–9 pleasantness scale.",
  emotions:
    "Share of the viewers who would name each emotion (anger, disgust, fear, joy, sadness, surprise or neutral), as the raters of the Emotion6 photographs did.",
} as const;

export const IntervalSchema = z.tuple([z.number(), z.number()]).describe("[low, high]: the 90 % interval, in the figure's unit");

export const EmotionIntervalsSchema = z
  .object(Object.fromEntries(EMOTION_NAMES.map((name) => [name, IntervalSchema])) as Record<EmotionName, typeof IntervalSchema>)
  .describe("Each emotion share's 90 % interval (Wilson's), as fractions");
export type EmotionIntervals = z.infer<typeof EmotionIntervalsSchema>;

export const SegmentAffectSchema = z.object({
  emo_valence: z.number().min(-1).max(1).describe(`Valence: ${AFFECT_DEFINITIONS.valence}`),
  emo_arousal: z.number().min(-1).max(1).describe(`Arousal: ${AFFECT_DEFINITIONS.arousal}`),
  emo_approach_score: z.number().describe(`Positive Energy: ${AFFECT_DEFINITIONS.positiveEnergy}`),
  emo_risk_score: z.number().describe(`Emotional Risk: ${AFFECT_DEFINITIONS.emotionalRisk}`),
  emotions: EmotionSharesSchema,
  viewers: z
    .number()
    .int()
    .nullish()
    .describe("The segment's viewers, whom these figures are over; absent from results stored before it existed"),
  intervals: z
    .object({
      emo_valence: IntervalSchema.nullable(),
      emo_arousal: IntervalSchema.nullable(),
      emo_approach_score: IntervalSchema,
      emo_risk_score: IntervalSchema,
      emotions: EmotionIntervalsSchema,
    })
    .nullish()
    .describe(
      "90 % intervals of the figures above (normal for the means, Wilson's for the shares); absent from results stored before it existed",
    ),
});
export type SegmentAffect = z.infer<typeof SegmentAffectSchema>;
