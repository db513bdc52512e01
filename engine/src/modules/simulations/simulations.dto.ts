import { CategoriesSchema, CreditsRequestSchema, DraftSaveSchema, JOB_STATUSES, SimulationStartSchema } from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import { z } from "zod";
import { OVERALL_SCORE_WEIGHTS } from "../../simulation/score";

export class DraftSaveBody extends createZodDto(DraftSaveSchema) {}
export class SimulationStartBody extends createZodDto(SimulationStartSchema) {}
export class CreditsRequestBody extends createZodDto(CreditsRequestSchema) {}

// Response schemas exist for the OpenAPI document only; the shared interfaces type the code.
const imageUrl = z.string().describe("URL of a stored image under /api/v1/simulations/…; send the token as a header or ?token=");
const byObject = z.record(z.string(), z.number());
const { focus, capture, appeal } = OVERALL_SCORE_WEIGHTS;

export class DraftResponseDto extends createZodDto(
  z.object({
    name: z.string(),
    images: z.array(z.string()).describe("The draft's images as JPEG data URLs"),
    location: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    audience: z.string(),
    scale: z.number().int(),
    setup: z.object({ categories: CategoriesSchema.nullable() }),
  }),
) {}

export class CreditsResponseDto extends createZodDto(z.object({ credits: z.number().int(), credits_left: z.number().int() })) {}
export class StartResponseDto extends createZodDto(z.object({ job_id: z.string().uuid() })) {}

export class JobSummaryDto extends createZodDto(
  z.object({
    job_id: z.string().uuid(),
    status: z.enum(JOB_STATUSES),
    progress: z.number().int().describe("Whole percent"),
    scale: z.number().int(),
    credits_charged: z.number().int(),
    created_at: z.string().datetime(),
    started_at: z.string().datetime().nullable(),
    finished_at: z.string().datetime().nullable(),
  }),
) {}

const ImageResultSchema = z.object({
  input_image_idx: z.number().int(),
  input_image: imageUrl,
  num_eye_catchers: z.number().int().describe("Eye catchers whose reach is at least 25%"),
  overall_score: z
    .number()
    .describe(
      `0-100: 100 × (${focus} × focus + ${capture} × capture + ${appeal} × appeal). focus = 1 − the normalised entropy of the ` +
        "fixation density (how concentrated attention is); capture = share of viewers whose first two fixations land on an " +
        "eye catcher; appeal = emo_approach_score / 100.",
    ),
  emo_valence: z.number().min(-1).max(1),
  emo_arousal: z.number().min(-1).max(1),
  emo_approach_score: z.number().describe("Positive Energy: % of viewers with positive valence and arousal"),
  emo_risk_score: z.number().describe("Emotional Risk: % of viewers with clearly negative valence"),
  saliency_map_jet: imageUrl,
  unique_objects: z.record(z.string(), z.object({ segment_salience_map_jet: imageUrl })),
  aoi_reach_scores: byObject.describe("% of viewers who fixated the object"),
  aoi_attention_shares: byObject.describe("% of all fixation time on the object"),
  aoi_efficiency: byObject.describe("Attention share ÷ area share (1 = in proportion to its size)"),
  consensus_global_overlay: imageUrl.nullable(),
  consensus_clusters: z.array(
    z.object({
      cluster_id: z.number().int(),
      cluster_overlay: imageUrl,
      cluster_members_desc: z.record(z.string(), z.record(z.string(), z.number())),
    }),
  ),
});

export class SimulationEventDto extends createZodDto(
  z.object({
    results: z.array(ImageResultSchema),
    progress: z.number().int().min(0).max(100).describe("Whole percent"),
    campaign_status: z.enum(JOB_STATUSES),
  }),
) {}
