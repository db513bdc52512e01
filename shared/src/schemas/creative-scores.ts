import { z } from "zod";
import { IntervalSchema } from "./emotions.js";

export const CREATIVE_FORMATS = [
  { id: "display", label: "Display ad", plural: "display ads" },
  { id: "print", label: "Print or poster ad", plural: "print and poster ads" },
  { id: "page", label: "Web page", plural: "web pages" },
  { id: "photo", label: "Photograph", plural: "photographs" },
] as const;
export type CreativeFormat = (typeof CREATIVE_FORMATS)[number]["id"];
const FORMAT_IDS = CREATIVE_FORMATS.map((format) => format.id) as [CreativeFormat, ...CreativeFormat[]];

export const FORMAT_SOURCES = ["guessed", "chosen"] as const;
export type FormatSource = (typeof FORMAT_SOURCES)[number];

export const CREATIVE_FORMAT_MESSAGES = {
  invalid: `format must be one of ${FORMAT_IDS.join(", ")}, or null to go back to the guessed one`,
  noImageResult: "No finished image at this input_image_idx in this simulation",
} as const;

export const CreativeFormatChangeSchema = z
  .object({
    format: z
      .enum(FORMAT_IDS, { errorMap: () => ({ message: CREATIVE_FORMAT_MESSAGES.invalid }) })
      .nullable()
      .describe("display, print, page or photo; null to go back to the format guessed from the image"),
  })
  .strict();
export type CreativeFormatChange = z.infer<typeof CreativeFormatChangeSchema>;

export function ownNormSetName(format: CreativeFormat): string {
  return `${CREATIVE_FORMATS.find((entry) => entry.id === format)?.plural ?? format} on this service`;
}

export const NormSetSchema = z
  .object({ name: z.string(), size: z.number().int() })
  .describe("The real creatives a percentile is read against: the set's name and how many it holds");
export type NormSet = z.infer<typeof NormSetSchema>;

export const ClarityDriverSchema = z.object({
  id: z.string(),
  label: z.string().describe("What drives clarity, in a marketer's words (number of elements, amount of text, …)"),
  value: z.number().describe("How much of it the creative has, on the driver's own scale"),
  effect: z.number().describe("Points of clarity it adds (positive) or costs (negative) against an average creative of its kind"),
});

export const OpinionLabelSchema = z.object({
  id: z.string(),
  label: z.string().describe('An opinion people would give the ad ("looks like clickbait"), shown only where it is predicted well'),
  share: z.number().min(0).max(1).describe("Predicted share of people who would choose it"),
});

const nullable = <T extends z.ZodTypeAny>(schema: T, text: string) =>
  schema.nullable().describe(`${text}; null for results stored before the scores existed`);

export const CreativeScoresShape = {
  clarity_score: nullable(z.number().min(0).max(100), "Clarity 0–100 (higher = clearer), fitted to people's visual complexity judgements"),
  appeal_score: nullable(z.number().min(0).max(100), "Appeal 0–100, fitted to people's ratings of web pages and display ads"),
  clarity_percentile: nullable(z.number().min(0).max(100), "% of the norm set's creatives this one is clearer than"),
  appeal_percentile: nullable(z.number().min(0).max(100), "% of the norm set's creatives this one is more appealing than"),
  overall_percentile: nullable(z.number().min(0).max(100), "% of the norm set's creatives this one scores above overall"),
  clarity_score_interval: nullable(IntervalSchema, "clarity_score's 90 % interval from its cross-validated prediction error"),
  appeal_score_interval: nullable(IntervalSchema, "appeal_score's 90 % interval from its cross-validated prediction error"),
  overall_score_interval: nullable(IntervalSchema, "overall_score's 90 % interval: a bootstrap over viewers"),
  norm_set: nullable(NormSetSchema, "The set overall_percentile is read against (norm_sets names each score's)"),
  norm_sets: nullable(z.object({ clarity: NormSetSchema, appeal: NormSetSchema, overall: NormSetSchema }), "Each score's norm set"),
  creative_format: nullable(
    z.enum(FORMAT_IDS),
    "The kind of creative the norms compare with: inferred from the image, or the one its owner chose (creative_format_source)",
  ),
  creative_format_source: nullable(
    z.enum(FORMAT_SOURCES),
    "guessed: creative_format was inferred from the image; chosen: set with PUT …/results/{input_image_idx}/format",
  ),
  creative_format_guessed: nullable(z.enum(FORMAT_IDS), "The format inferred from the image, whichever one the norms now read"),
  clarity_drivers: nullable(z.array(ClarityDriverSchema), "What makes the creative clearer or less clear, biggest effect first"),
  appeal_labels: nullable(z.array(OpinionLabelSchema), "Opinions people would give it, only those validated as predicted well"),
};

export const CreativeScoresSchema = z.object(CreativeScoresShape);
export type CreativeScores = z.infer<typeof CreativeScoresSchema>;

export function percentileText(percentile: number, set: NormSet, comparative: string): string {
  return `${comparative} than ${Math.round(percentile)}% of ${set.size.toLocaleString("en-US")} ${set.name}`;
}

export function formatLabel(format: CreativeFormat): string {
  return CREATIVE_FORMATS.find((entry) => entry.id === format)?.label ?? format;
}
