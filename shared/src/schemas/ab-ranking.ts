import { z } from "zod";
import { imageName } from "../rules/creative-labels.js";
import type { Interval } from "../rules/intervals.js";
import { IntervalSchema } from "./emotions.js";

export const AbRankedSchema = z.object({
  input_image_idx: z.number().int(),
  rank: z.number().int().describe("1 = the highest Overall Score"),
  overall_score: z.number(),
  overall_score_interval: IntervalSchema.describe("overall_score's 90 % interval: a bootstrap over viewers"),
});
export type AbRanked = z.infer<typeof AbRankedSchema>;

export const AbComparisonSchema = z.object({
  leader_idx: z.number().int().describe("The image ranked first"),
  other_idx: z.number().int().describe("The image it is compared with"),
  points_apart: z.number().describe("Overall Score of the leader minus the other's"),
  winner_idx: z
    .number()
    .int()
    .nullable()
    .describe("The image the development pairs say wins; null: no clear winner (the scores cannot tell these two apart)"),
  higher_won: z
    .number()
    .min(0)
    .max(1)
    .describe("Share of the development pairs in pairs_apart's band whose higher-scoring version won live"),
  pairs: z.number().int().describe("How many development pairs lie in pairs_apart's band"),
  pairs_apart: z
    .object({ from: z.number(), to: z.number().nullable() })
    .describe("The band of Overall Score gaps these development pairs were taken from, in points (to null: no upper bound)"),
});
export type AbComparison = z.infer<typeof AbComparisonSchema>;

export const AbCheckedOnSchema = z.object({
  name: z.string().describe("What the verdict was checked on, in words"),
  pairs: z.number().int(),
  accuracy: z.number().min(0).max(1).describe("Share of those pairs whose live winner had the higher Overall Score, cross-validated"),
  accuracy_interval: IntervalSchema.describe("accuracy's 90 % interval (Wilson's), fractions"),
});
export type AbCheckedOn = z.infer<typeof AbCheckedOnSchema>;

export const AbRankingSchema = z.object({
  ranking: z.array(AbRankedSchema).describe("The images with a fitted Overall Score, highest first (ties in image order)"),
  comparisons: z.array(AbComparisonSchema).describe("The first-ranked image against each other one, in rank order"),
  checked_on: AbCheckedOnSchema,
});
export type AbRanking = z.infer<typeof AbRankingSchema>;

const pct = (share: number) => `${Math.round(share * 100)}%`;
const whole = (value: number) => String(Math.round(value));
export const rangeWords = ([low, high]: Interval) => `(90% range ${whole(low)}–${whole(high)})`;
export const scoreWithRange = (score: number, interval: Interval) => `${whole(score)} ${rangeWords(interval)}`;

export function abHeadline({ ranking, comparisons }: AbRanking): string {
  const leader = imageName(ranking[0]?.input_image_idx ?? 0);
  const clear = comparisons.filter((c) => c.winner_idx === c.leader_idx).length;
  if (clear === comparisons.length) return `${leader} wins`;
  if (clear === 0) return "No clear winner";
  return `${leader} beats ${clear} of ${comparisons.length} other versions; no clear winner against the rest`;
}

export function abComparisonText(c: AbComparison): string {
  const verdict = c.winner_idx === null ? "no clear winner" : `${imageName(c.winner_idx)} wins`;
  return (
    `${imageName(c.leader_idx)} against ${imageName(c.other_idx)}: ${verdict}. ` +
    `The higher one won ${pct(c.higher_won)} of ${pairsWords(c)}.`
  );
}

// One band from 0 holds every pair: "this far apart" would claim a match on the gap that was never made.
function pairsWords({ pairs, pairs_apart: { from, to } }: AbComparison): string {
  const n = pairs.toLocaleString("en-US");
  if (from === 0 && to === null) return `all ${n} development pairs, however far apart`;
  return `the ${n} development pairs ${to === null ? `${whole(from)} or more` : `${whole(from)}–${whole(to)}`} points apart`;
}

export function abCheckedOnText({ name, pairs, accuracy, accuracy_interval: [low, high] }: AbCheckedOn): string {
  const checked = `Checked on ${pairs.toLocaleString("en-US")} ${name}: the version with the higher Overall Score won ${pct(accuracy)} of them (90% range ${Math.round(low * 100)}–${pct(high)})`;
  if (low > 0.5) return `${checked}, better than a coin toss.`;
  return `${checked}, no better than a coin toss, so the scores cannot tell winners yet: test the versions live before choosing.`;
}
