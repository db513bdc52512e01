import { z } from "zod";
import { CAMPAIGN_STATUSES, SCALE_MAX, SCALE_MIN } from "../constants.js";

const label = z.string().trim().min(1).max(100);

export const CategorySchema = z.object({
  values: z.record(label, z.number().min(0).max(1)),
  locks: z.record(label, z.boolean()),
});
export type Category = z.infer<typeof CategorySchema>;

/** Category name → weighted labels. Each category's values sum to 1. */
export const CategoriesSchema = z
  .record(label, CategorySchema)
  .refine((categories) => Object.keys(categories).length <= 50, "Too many categories")
  .refine(
    (categories) =>
      Object.values(categories).every((category) => {
        const sum = Object.values(category.values).reduce((total, value) => total + value, 0);
        return Math.abs(sum - 1) < 0.011;
      }),
    "Each category's weights must add up to 100%",
  );
export type Categories = z.infer<typeof CategoriesSchema>;

export const ScaleSchema = z
  .number({ invalid_type_error: "Scale must be a number" })
  .int("Scale must be a whole number")
  .min(SCALE_MIN, `Scale must be at least ${SCALE_MIN}`)
  .max(SCALE_MAX, `Scale must be at most ${SCALE_MAX}`);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the YYYY-MM-DD format");

export const CampaignSettingsSchema = z.object({
  name: z.string().trim().max(255).default(""),
  location: z.string().trim().max(255).default(""),
  startDate: isoDate,
  endDate: isoDate,
  audience: z.string().max(5000).default(""),
});
export type CampaignSettings = z.infer<typeof CampaignSettingsSchema>;

export const SetupGenerateSchema = z.object({
  item_id: z.string().uuid().nullish(),
  settings: CampaignSettingsSchema,
});
export type SetupGenerate = z.infer<typeof SetupGenerateSchema>;

export const SetupGenerateResponseSchema = z.object({
  item_id: z.string().uuid(),
  categories: z.record(z.string(), CategorySchema),
});
export type SetupGenerateResponse = z.infer<typeof SetupGenerateResponseSchema>;

/** Data URLs of JPEG, PNG or WebP images. */
export const ImageDataUrlSchema = z
  .string()
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, "Images must be JPEG, PNG or WebP data URLs");

export const SimulationSetupSchema = z.object({ categories: CategoriesSchema });

export const DraftSaveSchema = CampaignSettingsSchema.extend({
  item_id: z.string().uuid(),
  setup: SimulationSetupSchema.nullish(),
  scale: ScaleSchema,
  images: z.array(ImageDataUrlSchema).max(50, "At most 50 images").optional(),
});
export type DraftSave = z.infer<typeof DraftSaveSchema>;

export interface DraftResponse {
  name: string;
  images: string[];
  location: string;
  startDate: string;
  endDate: string;
  audience: string;
  scale: number;
  setup: { categories: Categories | null };
}

export const SimulationStartSchema = CampaignSettingsSchema.extend({
  item_id: z.string().uuid(),
  setup: SimulationSetupSchema,
  scale: ScaleSchema,
  images: z.array(ImageDataUrlSchema).min(1, "Add at least one image").max(50, "At most 50 images"),
});
export type SimulationStart = z.infer<typeof SimulationStartSchema>;

export const CreditsRequestSchema = z.object({ item_id: z.string().uuid(), scale: ScaleSchema });
export type CreditsRequest = z.infer<typeof CreditsRequestSchema>;

export interface CreditsResponse {
  credits: number;
  credits_left: number;
}

export interface StartResponse {
  job_id: string;
}

export interface ConsensusCluster {
  cluster_id: number;
  cluster_overlay: string;
  /** Category → label → fraction of the cluster's members. */
  cluster_members_desc: Record<string, Record<string, number>>;
}

/** One image's scores: the numeric result fields, wherever a result is held (model, database, API). */
export interface ImageScores {
  num_eye_catchers: number;
  overall_score: number;
  emo_valence: number;
  emo_arousal: number;
  emo_approach_score: number;
  emo_risk_score: number;
  aoi_reach_scores: Record<string, number>;
  aoi_attention_shares: Record<string, number>;
  aoi_efficiency: Record<string, number>;
}

/** One input image's result. Image fields are URLs of stored images. */
export interface ImageResult extends ImageScores {
  input_image_idx: number;
  input_image: string;
  saliency_map_jet: string;
  unique_objects: Record<string, { segment_salience_map_jet: string }>;
  consensus_global_overlay: string | null;
  consensus_clusters: ConsensusCluster[];
}

export const JOB_STATUSES = CAMPAIGN_STATUSES;

export interface SimulationEvent {
  results: ImageResult[];
  /** Whole percent, 0..100. */
  progress: number;
  campaign_status: (typeof CAMPAIGN_STATUSES)[number];
}
