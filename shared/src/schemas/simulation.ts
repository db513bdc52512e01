import { z } from "zod";
import { CAMPAIGN_STATUSES, MAX_CAMPAIGN_IMAGES, SCALE_MAX, SCALE_MIN } from "../constants.js";
import { deprecatedSince1_1 } from "../endpoints.js";
import { AbRankingSchema } from "./ab-ranking.js";
import { AFFECT_DEFINITIONS, EmotionIntervalsSchema, EmotionSharesSchema, IntervalSchema, SegmentAffectSchema } from "./emotions.js";
import { CreativeScoresShape } from "./creative-scores.js";
import { AoisSchema, EyeCatcherSchema } from "./eye-catchers.js";
import { DraftImageSchema, IMAGE_MESSAGES } from "./images.js";
import { ItemPublicSchema } from "./items.js";
import { ResultsRecommendationsSchema } from "./recommendations.js";
import { VideoResultSchema } from "./videos.js";

export const SIMULATION_MESSAGES = {
  alreadyRunning: "A simulation is already running for this campaign",
  enqueueFailed: "The simulation could not be queued",
  noJob: "No simulation for this campaign",
  notFound: "Simulation not found",
  reportNotReady: "The report is available once the simulation is Ready",
  reportFailed: "The simulation ended in Error, so there is no report; the results CSV has the images that finished",
  priceChanged: "The draft changed since the credits were calculated. Check them and run again.",
  setupMissing: "Generate the campaign setup first.",
} as const;

const label = z.string().trim().min(1).max(100);

export const CategorySchema = z.object({
  values: z.record(label, z.number().min(0).max(1)),
  locks: z.record(label, z.boolean()),
});
export type Category = z.infer<typeof CategorySchema>;

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

export const ImageDataUrlSchema = z
  .string()
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, "Images must be JPEG, PNG or WebP data URLs");

export const SimulationSetupSchema = z.object({ categories: CategoriesSchema });

// Images are kept apart, each side holding them its own way (data URLs, ids, image links).
export const CampaignDraftSchema = CampaignSettingsSchema.extend({
  scale: ScaleSchema,
  categories: CategoriesSchema.nullable(),
  aois: AoisSchema,
});
export type CampaignDraft = z.infer<typeof CampaignDraftSchema>;

export const WeightEditsSchema = z.object({
  categories: z
    .record(
      label,
      z.object({
        values: z.record(label, z.number().nullable()).describe("Typed shares as fractions; null where what was typed is no number"),
        locks: z.record(label, z.boolean()),
      }),
    )
    .describe("Per category; a category or label left out keeps its saved share"),
  balanced: z
    .boolean()
    .default(false)
    .describe("The client already redistributed them live: kept as sent when they add up to 100% within the 0.1% shown"),
});
export type WeightEdits = z.infer<typeof WeightEditsSchema>;

const draftFields = CampaignDraftSchema.pick({ name: true, location: true, startDate: true, endDate: true, audience: true, scale: true });

export const DraftSaveSchema = draftFields.extend({
  item_id: z.string().uuid().optional().describe("Leave out to create the campaign, as a Draft named after the draft"),
  setup: SimulationSetupSchema.nullish().describe("Leave out to keep the saved categories; null clears them"),
  weights: WeightEditsSchema.optional().describe(
    "The editor's weight changes, applied to the categories (setup's, or the saved ones) by the rule that spreads a " +
      "change over the unlocked other labels; a refused change is a 422 at weights.categories.{category}",
  ),
  generate_setup: z
    .boolean()
    .optional()
    .describe("true: the categories are generated from these settings, as POST /setup/generate does, after the weights are checked"),
  images: z.array(ImageDataUrlSchema).max(MAX_CAMPAIGN_IMAGES, IMAGE_MESSAGES.tooMany).optional(),
  remove_images: z
    .array(z.string().uuid())
    .max(MAX_CAMPAIGN_IMAGES)
    .optional()
    .describe("Draft images to remove, with their areas (ids the draft does not hold are skipped); the rest keep their order"),
  aois: AoisSchema.optional().describe(
    "Leave out to keep the draft's areas; when given it replaces them all (areas on removed images are dropped). Sent with images, it can only be empty: new images have new ids",
  ),
});
export type DraftSave = z.infer<typeof DraftSaveSchema>;

export const DraftSavedResponseSchema = z.object({
  message: z.string(),
  item_id: z.string().uuid(),
  credits: z.number().int().describe("What running the saved draft costs now (images × scale)"),
  credits_left: z.number().int(),
});
export type DraftSavedResponse = z.infer<typeof DraftSavedResponseSchema>;

export const DraftStartSchema = DraftSaveSchema.omit({ generate_setup: true }).extend({
  item_id: z.string().uuid(),
  credits: z
    .number()
    .int()
    .min(0)
    .describe("The price the client was quoted; if the saved draft costs anything else: 409 PRICE_CHANGED, nothing charged"),
});
export type DraftStart = z.infer<typeof DraftStartSchema>;

export const DraftResponseSchema = z.object({
  name: z.string(),
  images: z.array(z.string()).describe("The draft's images as JPEG data URLs"),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  audience: z.string(),
  scale: z.number().int(),
  setup: z.object({ categories: CategoriesSchema.nullable() }),
  aois: AoisSchema.describe("The draft's custom areas, in image order"),
});
export type DraftResponse = z.infer<typeof DraftResponseSchema>;

export const DraftWithImageRefsResponseSchema = DraftResponseSchema.extend({
  image_refs: z.array(DraftImageSchema).describe("The draft's images in order; each is served at /simulations/input-images/{id}"),
});
export type DraftWithImageRefsResponse = z.infer<typeof DraftWithImageRefsResponseSchema>;

export const DraftQuerySchema = z.object({
  images: z.enum(["data", "refs"]).default("data").describe("'refs' leaves the bytes out and lists the images in image_refs"),
});

export const SimulationStartSchema = CampaignSettingsSchema.extend({
  item_id: z.string().uuid(),
  setup: SimulationSetupSchema,
  scale: ScaleSchema,
  images: z
    .array(ImageDataUrlSchema)
    .min(1, IMAGE_MESSAGES.atLeastOne)
    .max(MAX_CAMPAIGN_IMAGES, IMAGE_MESSAGES.tooMany)
    .optional()
    .describe("Data URLs; leave out to run on the draft's stored images"),
  aois: AoisSchema.optional().describe(
    "Leave out to run with the draft's areas; when given, the job runs with these instead (the draft keeps its own). " +
      "They refer to the draft's stored images, so a body with images can only send an empty list",
  ),
});
export type SimulationStart = z.infer<typeof SimulationStartSchema>;

export const SimulationStartFromDraftSchema = z
  .object({
    item_id: z.string().uuid(),
    scale: ScaleSchema,
    credits: z
      .number()
      .int()
      .min(0)
      .describe("The price POST /simulations/credits quoted; if the draft now costs anything else: 409 PRICE_CHANGED, nothing charged"),
  })
  .strict();
export type SimulationStartFromDraft = z.infer<typeof SimulationStartFromDraftSchema>;

export const SimulationStartRequestSchema = z.union([SimulationStartSchema, SimulationStartFromDraftSchema]);
export type SimulationStartRequest = z.infer<typeof SimulationStartRequestSchema>;

export const CreditsRequestSchema = z.object({ item_id: z.string().uuid(), scale: ScaleSchema });
export type CreditsRequest = z.infer<typeof CreditsRequestSchema>;

export const CreditsResponseSchema = z.object({ credits: z.number().int(), credits_left: z.number().int() });
export type CreditsResponse = z.infer<typeof CreditsResponseSchema>;

export const ScaleInfoSchema = z.object({
  viewers_at_full_scale: z
    .number()
    .int()
    .positive()
    .describe("Simulated viewers per creative at scale 100 (the engine's SIMULATION_N_MAX); scale N simulates N % of them"),
});
export type ScaleInfo = z.infer<typeof ScaleInfoSchema>;

export const StartResponseSchema = z.object({ job_id: z.string().uuid() });
export type StartResponse = z.infer<typeof StartResponseSchema>;

export const JOB_STATUSES = CAMPAIGN_STATUSES;

// A small run moves on within seconds.
export const JOB_POLL_AFTER_S = 2;

export const JobSummarySchema = z.object({
  job_id: z.string().uuid(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int().describe("Whole percent"),
  scale: z.number().int(),
  credits_charged: z.number().int(),
  created_at: z.string().datetime(),
  started_at: z.string().datetime().nullable(),
  finished_at: z.string().datetime().nullable(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

const imageUrl = z
  .string()
  .describe(
    "Signed URL of a stored image under /api/v1/simulations/…: works without a token for about five minutes (ask again for fresh ones)",
  );
const byObject = z.record(z.string(), z.number());
const byInterval = z.record(z.string(), IntervalSchema);
const nullableInterval = IntervalSchema.nullable();

export const ConsensusClusterSchema = z.object({
  cluster_id: z.number().int(),
  cluster_overlay: imageUrl,
  cluster_members_desc: z.record(z.string(), z.record(z.string(), z.number())),
});
export type ConsensusCluster = z.infer<typeof ConsensusClusterSchema>;

// Here because the API documents the formula (overall_score's description).
export const OVERALL_SCORE_WEIGHTS = { focus: 0.4, capture: 0.35, appeal: 0.25 } as const;

const { focus, capture, appeal } = OVERALL_SCORE_WEIGHTS;

export const ImageScoresSchema = z.object({
  num_eye_catchers: z.number().int().describe("Eye catchers whose reach is at least 25%"),
  overall_score: z
    .number()
    .describe(
      "0-100, higher is better: the score fitted to predict which of two variants wins a live A/B test, 100 × σ(a weighted " +
        "sum of the simulation's focus, capture, Positive Energy, valence, the reach and attention share of text and " +
        "faces, clarity and appeal; weights in the engine's creative-models.json, stated in the research README). " +
        `Results stored before it: 100 × (${focus} × focus + ${capture} × capture + ${appeal} × appeal).`,
    ),
  ...CreativeScoresShape,
  emo_valence: z.number().min(-1).max(1).describe(`Valence: ${AFFECT_DEFINITIONS.valence}`),
  emo_arousal: z.number().min(-1).max(1).describe(`Arousal: ${AFFECT_DEFINITIONS.arousal}`),
  emo_approach_score: z.number().describe(`Positive Energy: ${AFFECT_DEFINITIONS.positiveEnergy}`),
  emo_risk_score: z.number().describe(`Emotional Risk: ${AFFECT_DEFINITIONS.emotionalRisk}`),
  aoi_reach_scores: byObject.describe("% of viewers who fixated the object"),
  aoi_attention_shares: byObject.describe("% of all fixation time on the object"),
  aoi_efficiency: byObject.describe("Attention share ÷ area share (1 = in proportion to its size)"),
  num_viewers: z
    .number()
    .int()
    .nullable()
    .describe("The simulated viewers every figure of this image rests on; null for results stored before it existed"),
  aoi_reach_intervals: byInterval
    .nullable()
    .describe("Each aoi_reach_scores figure's 90 % interval (Wilson's), in %; null for results stored before it existed"),
  aoi_attention_shares_intervals: byInterval
    .nullable()
    .describe(
      "Each aoi_attention_shares figure's 90 % interval (Wilson's score interval for a mean over viewers), in %; null for results stored before it existed",
    ),
  emo_valence_interval: nullableInterval.describe("emo_valence's 90 % interval (Student's t over viewers)"),
  emo_arousal_interval: nullableInterval.describe("emo_arousal's 90 % interval (Student's t over viewers)"),
  emo_approach_score_interval: nullableInterval.describe("emo_approach_score's 90 % interval (Wilson's), in %"),
  emo_risk_score_interval: nullableInterval.describe("emo_risk_score's 90 % interval (Wilson's), in %"),
});
export type ImageScores = z.infer<typeof ImageScoresSchema>;

const IMAGE_SCORE_KEYS = Object.keys(ImageScoresSchema.shape) as (keyof ImageScores)[];

export function imageScoresOf(source: ImageScores): ImageScores {
  return Object.fromEntries(IMAGE_SCORE_KEYS.map((key) => [key, source[key] ?? null])) as unknown as ImageScores;
}

export const ImageResultSchema = ImageScoresSchema.extend({
  input_image_idx: z.number().int(),
  input_image: imageUrl,
  saliency_map_jet: imageUrl,
  saliency_map_jet_first_1s: imageUrl
    .nullable()
    .describe("The heatmap of the fixations that start in the first second (signed URL); null for results stored before it existed"),
  saliency_map_jet_first_3s: imageUrl
    .nullable()
    .describe("The heatmap of the fixations that start in the first 3 seconds (signed URL); null for results stored before it existed"),
  eye_catchers: z
    .array(EyeCatcherSchema)
    .describe(
      "Every area of the aoi_* maps with its kind, box and viewing times: the marketer's own areas (kind custom) first, " +
        "then by attention share; empty for results stored before it existed",
    ),
  emotions: EmotionSharesSchema.nullable().describe(
    "Share of the viewers who would name each emotion (anger, disgust, fear, joy, sadness, surprise, neutral); null for results stored before it existed",
  ),
  emotions_intervals: EmotionIntervalsSchema.nullable().describe(
    "Each emotions share's 90 % interval (Wilson's, fractions); null for results stored before it existed",
  ),
  emotion_segments: z
    .record(z.string(), z.record(z.string(), SegmentAffectSchema))
    .nullable()
    .describe(
      "The affect figures per audience segment: category → label → figures over that label's viewers; null for results stored before it existed",
    ),
  unique_objects: z.record(z.string(), z.object({ segment_salience_map_jet: imageUrl })),
  consensus_global_overlay: imageUrl.nullable(),
  consensus_clusters: z.array(ConsensusClusterSchema),
});
export type ImageResult = z.infer<typeof ImageResultSchema>;

// The image-or-video split of 1.0, kept one API version beside `creatives`.
export const SPLIT_RESULTS_DEPRECATION = deprecatedSince1_1("read `creatives`, which holds the same results tagged with their kind");

export const ImageCreativeResultSchema = ImageResultSchema.extend({ kind: z.literal("image") });
export const VideoCreativeResultSchema = VideoResultSchema.extend({ kind: z.literal("video") });
export const CreativeResultSchema = z.discriminatedUnion("kind", [ImageCreativeResultSchema, VideoCreativeResultSchema]);
export type CreativeResult = z.infer<typeof CreativeResultSchema>;

export const SimulationEventSchema = z.object({
  creatives: z
    .array(CreativeResultSchema)
    .describe("Each finished creative's result in the campaign's order (input_image_idx), an image's or a video's as its kind says"),
  results: z.array(ImageResultSchema).describe(`The images' results. ${SPLIT_RESULTS_DEPRECATION}`),
  videos: z
    .array(VideoResultSchema)
    .describe(`Each input video's result, beside the images' (input_image_idx counts both). ${SPLIT_RESULTS_DEPRECATION}`),
  progress: z.number().int().min(0).max(100).describe("Whole percent"),
  campaign_status: z.enum(JOB_STATUSES),
});
export type SimulationEvent = z.infer<typeof SimulationEventSchema>;

export const JobResultsSchema = JobSummarySchema.extend({
  item_id: z.string().uuid(),
  error: z.string().nullable().describe("Why the job ended in Error; null otherwise"),
  creatives: SimulationEventSchema.shape.creatives,
  results: SimulationEventSchema.shape.results,
  videos: SimulationEventSchema.shape.videos,
  ab_ranking: AbRankingSchema.nullable().describe(
    "Which version wins, and how sure: null until two images have a fitted Overall Score (videos have none)",
  ),
});
export type JobResults = z.infer<typeof JobResultsSchema>;

export const RESULT_LINKS = ["signed", "web"] as const;
export type ResultLinks = (typeof RESULT_LINKS)[number];

export const ResultLinksQuerySchema = z.object({
  links: z
    .enum(RESULT_LINKS)
    .default("signed")
    .describe("signed: the files' URLs work without a token for about five minutes; web: the web app's own /app/images/… paths"),
});

export const ItemResultsSchema = z.object({
  item: ItemPublicSchema,
  job: JobResultsSchema.nullable().describe("The campaign's latest job; null when none has run or the caller may not see it"),
  recommendations: ResultsRecommendationsSchema.nullable().describe(
    "The recommendation runs of each image result of `job`, with the price of a new run; null when `job` is",
  ),
});
export type ItemResults = z.infer<typeof ItemResultsSchema>;
