import { z } from "zod";
import { PixelBoxSchema } from "./eye-catchers.js";
import { IntervalSchema } from "./emotions.js";
import { ImageUploadQuerySchema } from "./images.js";
import { KEY_FRAME_REASONS, type KeyFrame } from "./videos.js";

// What a marketer asks the recommendations and the what-if preview to improve. Each goal reads one figure of a
// simulation's result; the area goals read it on one area (the target), the others on the whole creative.
export const RECOMMENDATION_GOALS = ["brand_early", "headline_read", "cta_reached", "clarity", "appeal", "overall"] as const;
export type RecommendationGoal = (typeof RECOMMENDATION_GOALS)[number];

export const RECOMMENDATION_GOAL_LABELS: Record<RecommendationGoal, string> = {
  brand_early: "Brand or logo seen within 1 s",
  headline_read: "Headline read",
  cta_reached: "Call to action reached",
  clarity: "Clarity",
  appeal: "Appeal",
  overall: "Overall Score",
};

// The figure behind each goal, in the unit the page shows.
export const GOAL_FIGURES = {
  brand_early: { area: true, figure: "seen_1s", unit: "%", text: "% of viewers who see the brand or logo within 1 s" },
  headline_read: { area: true, figure: "dwell_ms", unit: "ms", text: "Mean time on the headline per viewer" },
  cta_reached: { area: true, figure: "seen_3s", unit: "%", text: "% of viewers who reach the call to action within 3 s" },
  clarity: { area: false, figure: "clarity_score", unit: "score", text: "Clarity (0-100)" },
  appeal: { area: false, figure: "appeal_score", unit: "score", text: "Appeal (0-100)" },
  overall: { area: false, figure: "overall_score", unit: "score", text: "Overall Score (0-100)" },
} as const satisfies Record<RecommendationGoal, { area: boolean; figure: string; unit: "%" | "ms" | "score"; text: string }>;

// Edits in image pixels of the creative as uploaded. `place` moves and/or resizes what is inside `box` to `to`
// (an enlargement keeps its centre); `crop` keeps `box` (padding where it reaches outside) for a placement.
export const EDIT_KINDS = ["place", "contrast", "dim", "remove", "crop"] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

export const ImageEditSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("place"), box: PixelBoxSchema, to: PixelBoxSchema }),
  z.object({ kind: z.literal("contrast"), box: PixelBoxSchema, amount: z.number().min(0).max(1) }),
  z.object({ kind: z.literal("dim"), box: PixelBoxSchema, amount: z.number().min(0).max(1) }),
  z.object({ kind: z.literal("remove"), box: PixelBoxSchema }),
  z.object({ kind: z.literal("crop"), placement: z.string(), box: PixelBoxSchema }),
]);
export type ImageEdit = z.infer<typeof ImageEditSchema>;

export const FigureChangeSchema = z.object({
  figure: z.string().describe("Which figure: the goal's (seen_1s, dwell_ms, seen_3s on the target) or a score"),
  label: z.string().describe("The figure in words"),
  unit: z.enum(["%", "ms", "score"]),
  before: z.number(),
  after: z.number(),
  change: z.number().describe("after - before"),
  interval: IntervalSchema.describe("change's 90 % interval (Newcombe's method on the two runs' intervals)"),
  viewers: z.number().int().describe("Viewers per run the figures rest on"),
});
export type FigureChange = z.infer<typeof FigureChangeSchema>;

export const VIDEO_VARIANT_STATUSES = ["encoding", "added", "failed"] as const;
export type VideoVariantStatus = (typeof VIDEO_VARIANT_STATUSES)[number];

export const RECOMMENDATION_STATUSES = ["queued", "running", "finished", "failed"] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const RecommendationSchema = z.object({
  id: z.string().uuid(),
  rank: z.number().int().describe("1 = the largest gain on the goal"),
  title: z.string().describe("The edit in words, e.g. 'Enlarge the logo 1.5×'"),
  edit: ImageEditSchema,
  goal: FigureChangeSchema.describe("The change in the goal's figure; kept only when its interval excludes zero"),
  other_changes: z.array(FigureChangeSchema).describe("The other scores' changes, so a gain that costs clarity says so"),
  image_url: z.string().describe("The edited creative (for a video, the edited key frame)"),
  key_frame: z
    .object({
      t_ms: z.number().int().min(0).describe("When the frame the edit was made and simulated on is shown, from the start of the clip"),
      reason: z.enum(KEY_FRAME_REASONS),
      shot_end_ms: z
        .number()
        .int()
        .min(0)
        .describe("Where the frame's shot ends (the next cut, or the clip's end): where the change applies"),
      before_image_url: z.string().describe("The frame as the clip shows it"),
    })
    .nullable()
    .describe("For a video, the key frame the edit was made on; null for an image"),
  variant_status: z
    .enum(VIDEO_VARIANT_STATUSES)
    .nullable()
    .describe("For a video's recommendation asked as a variant: encoding → added (in the draft) or failed; null before"),
  variant_error: z.string().nullable().describe("Why the edited video was not added, when variant_status is failed"),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** A key frame a video's recommendation is made on, with the end of its shot. */
export type KeyFrameShot = KeyFrame & { shot_end_ms: number };

export const RecommendationRunSchema = z.object({
  id: z.string().uuid(),
  job_id: z.string().uuid(),
  input_image_idx: z.number().int(),
  goal: z.enum(RECOMMENDATION_GOALS),
  target: z
    .string()
    .nullable()
    .describe(
      "The eye catcher an area goal is measured on; null for whole-creative goals, and for a video's area goal when the model picks one on each key frame",
    ),
  status: z.enum(RECOMMENDATION_STATUSES),
  credits_charged: z.number().int(),
  viewers: z.number().int().describe("Simulated viewers per version (the original and each edit)"),
  tried: z.number().int().describe("How many edits were simulated"),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
  recommendations: z.array(RecommendationSchema).describe("The kept edits, largest gain first"),
});
export type RecommendationRun = z.infer<typeof RecommendationRunSchema>;

export const RecommendationStartSchema = z.object({
  goal: z.enum(RECOMMENDATION_GOALS),
  target: z.string().trim().min(1).max(200).optional().describe("An eye catcher's name; the model picks one when absent"),
});
export type RecommendationStart = z.infer<typeof RecommendationStartSchema>;

// One creative's recommendation run: every edit simulated at RECOMMENDATION_VIEWERS viewers.
export const RECOMMENDATION_CREDITS = 20;
export const RECOMMENDATION_VIEWERS = 2_000;
export const RECOMMENDATION_MAX_EDITS = 12;
// A video's run tries its edits on at most this many shots' first frames, the same number of edits in all.
export const RECOMMENDATION_KEY_FRAMES = 3;
export const WHAT_IF_VIEWERS = 1_000;
export const WHAT_IF_MAX_EDITS = 3;

export const RECOMMENDATION_MESSAGES = {
  imagesOnly: "The what-if editor edits images; a video's changes are tested by its recommendations, on the first frame of each shot",
  videoVariant: (shot: string | null) =>
    shot === null
      ? "As a variant, the crop is made to the whole clip"
      : `As a variant, the change is made to the frames of its shot, ${shot}, and the clip is encoded again`,
  noTarget: "No eye catcher fits this goal on the image: choose one as the target",
  unknownTarget: "No eye catcher of this image has that name",
  notFinished: "The simulation has not finished",
  notFound: "No such recommendation",
  noneKept: "No edit the model tried improved the goal beyond its uncertainty",
  running: "Looking for changes…",
  encoding: "Making the edited video…",
  encodingStarted: "The edited video is being made and will appear in the campaign's draft",
  encodingFailed: "The edited video could not be made",
  failed: "The recommendations could not be completed",
} as const;

// The engine's request and answer bodies of the recommendations and what-if routes.
export const RecommendationStartRequestSchema = RecommendationStartSchema.extend({
  credits: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("The price the page showed (GET …/recommendations `credits`): a run at another price is refused with 409 PRICE_CHANGED"),
}).strict();
export type RecommendationStartRequest = z.infer<typeof RecommendationStartRequestSchema>;

export const RecommendationRunsSchema = z.object({
  credits: z.number().int().describe("What a recommendation run of this creative costs"),
  credits_left: z.number().int(),
  runs: z.array(RecommendationRunSchema).describe("This creative's runs, newest first"),
});
export type RecommendationRuns = z.infer<typeof RecommendationRunsSchema>;

// The results page's read carries every creative result's runs, so the page needs no request per image.
export const ResultsRecommendationsSchema = z.object({
  credits: RecommendationRunsSchema.shape.credits,
  images: z
    .array(
      z.object({
        input_image_idx: z.number().int(),
        width: z.number().int().describe("The creative's width in pixels, as uploaded: the pixels edits' boxes are given in"),
        height: z.number().int().describe("The creative's height in pixels, as uploaded"),
        runs: RecommendationRunsSchema.shape.runs,
      }),
    )
    .describe(
      "Each image or video result's runs, by input_image_idx, as GET /simulations/{jobId}/results/{idx}/recommendations lists them",
    ),
});
export type ResultsRecommendations = z.infer<typeof ResultsRecommendationsSchema>;

export const WhatIfRequestSchema = z
  .object({
    edits: z.array(ImageEditSchema).min(1).max(WHAT_IF_MAX_EDITS),
    goal: z.enum(RECOMMENDATION_GOALS),
    target: RecommendationStartSchema.shape.target,
  })
  .strict();
export type WhatIfRequest = z.infer<typeof WhatIfRequestSchema>;

export const WhatIfPreviewSchema = z.object({
  viewers: z.number().int().describe("Simulated viewers per version the figures rest on"),
  figures: z.array(FigureChangeSchema).describe("The goal's figure first, then the other scores"),
});
export type WhatIfPreview = z.infer<typeof WhatIfPreviewSchema>;

// A marketer's own version, sent as the raw file: the query carries what the JSON body carries for edits.
export const WhatIfUploadQuerySchema = ImageUploadQuerySchema.extend({
  goal: WhatIfRequestSchema.shape.goal,
  target: WhatIfRequestSchema.shape.target,
});
export type WhatIfUploadQuery = z.infer<typeof WhatIfUploadQuerySchema>;

export const WHAT_IF_TARGET_FOUND = ["by_name", "same_box"] as const;

export const WhatIfUploadPreviewSchema = WhatIfPreviewSchema.extend({
  target: z
    .string()
    .nullable()
    .describe("The eye catcher an area goal is measured on (the marketer's or the rule's pick); null for other goals"),
  target_found: z
    .enum(WHAT_IF_TARGET_FOUND)
    .nullable()
    .describe(
      "How an area goal's target was measured on the uploaded version: by_name, its own eye catcher of the same name; " +
        "same_box, no eye catcher of that name was found, so the original's box (scaled to the upload's size). Null for other goals",
    ),
});
export type WhatIfUploadPreview = z.infer<typeof WhatIfUploadPreviewSchema>;

export const WhatIfVariantSchema = WhatIfRequestSchema.pick({ edits: true }).strict();
export type WhatIfVariant = z.infer<typeof WhatIfVariantSchema>;

export const VariantAddedSchema = z.object({ image_id: z.string().uuid().describe("The new image of the campaign's draft") });
export type VariantAdded = z.infer<typeof VariantAddedSchema>;
export const VariantEncodingSchema = z.object({ status: z.literal("encoding").describe("A worker is making the edited video") });
export type VariantEncoding = z.infer<typeof VariantEncodingSchema>;

export const WHAT_IF_MESSAGES = {
  outsideImage: (width: number, height: number) => `Each edit's area must lie inside the image (${width}×${height} px)`,
  unavailable: "The preview is not available right now: no simulation worker answered in time. Try again in a minute",
  uploadTitle: "Or try your own version",
  uploadHint: "An image of your own (JPEG, PNG or WebP): the audience sees it as a new creative, against this one as it is",
  uploadPreview: "Preview",
  uploadVariant: "Add it as a variant",
  targetFound: (name: string, found: (typeof WHAT_IF_TARGET_FOUND)[number]) =>
    found === "by_name" ? `${name} measured where your version shows it` : `No ${name} found on your version: measured in the same area`,
} as const;
