import { z } from "zod";
import { AOI_MAX_PER_IMAGE, AOI_MESSAGES, AoiSchema } from "./eye-catchers.js";
import { CREATIVE_KINDS } from "./images.js";
import { CampaignSettingsSchema, ScaleSchema, SimulationSetupSchema } from "./simulation.js";
import { DEFAULT_SCALE } from "../constants.js";

export const PREDICTION_MESSAGES = {
  notJson: "Must be a JSON value",
  badBoolean: "Must be true or false",
  unknownField: (name: string) => `Unknown field: ${name}`,
  imageIndex: "Keys are image indexes: 0 for the first image",
} as const;

export const PREDICTION_FIELDS = ["name", "location", "start_date", "end_date", "audience", "setup", "scale", "aois", "webhook"] as const;

const json = <T extends z.ZodTypeAny>(schema: T) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: z.ZodIssueCode.custom, message: PREDICTION_MESSAGES.notJson });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const PredictionAoiSchema = AoiSchema.omit({ image_id: true });
export type PredictionAoi = z.infer<typeof PredictionAoiSchema>;

export const PredictionAoisSchema = z.record(
  z.string().regex(/^(0|[1-9]\d?)$/, PREDICTION_MESSAGES.imageIndex),
  z.array(PredictionAoiSchema).max(AOI_MAX_PER_IMAGE, AOI_MESSAGES.tooMany),
);

const settings = CampaignSettingsSchema.shape;

export const PredictionFieldsSchema = z.object({
  name: settings.name,
  location: settings.location,
  start_date: settings.startDate.optional(),
  end_date: settings.endDate.optional(),
  audience: settings.audience,
  setup: json(SimulationSetupSchema).optional(),
  scale: z
    .string()
    .default(String(DEFAULT_SCALE))
    .transform((text) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN))
    .pipe(ScaleSchema),
  aois: json(PredictionAoisSchema).optional(),
  webhook: z
    .enum(["true", "false"], { errorMap: () => ({ message: PREDICTION_MESSAGES.badBoolean }) })
    .default("true")
    .transform((text) => text === "true"),
});
export type PredictionFields = z.infer<typeof PredictionFieldsSchema>;

export const PREDICTION_IMAGE_FIELD = "images";

export const PredictionResponseSchema = z.object({
  job_id: z.string().uuid(),
  item_id: z.string().uuid(),
  credits_charged: z.number().int(),
  creatives: z
    .array(z.object({ input_image_idx: z.number().int(), kind: z.enum(CREATIVE_KINDS) }))
    .describe("The files sent, in their order: the input_image_idx and kind their results will have"),
  status: z.enum(["Processing"]).describe("The job is queued; poll job_url or wait for the webhook"),
  job_url: z.string().describe("GET: the job's status, progress and results (ETag, Retry-After)"),
  events_url: z.string().describe("GET: Server-Sent Events until Ready or Error"),
  report_url: z.string().describe("GET: the PDF report once Ready"),
  results_csv_url: z.string().describe("GET: the results as CSV once Ready"),
});
export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;
