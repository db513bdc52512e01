import { z } from "zod";
import { MIN_VIEWERS_FOR_TIME } from "../rules/intervals.js";
import { ClarityDriverSchema } from "./creative-scores.js";
import { IntervalSchema, SegmentAffectSchema } from "./emotions.js";
import { EYE_CATCHER_KINDS } from "./eye-catchers.js";

const ms = z.number().int().min(0);

export const VideoEyeCatcherSchema = z.object({
  name: z.string(),
  kind: z.enum(EYE_CATCHER_KINDS),
  text: z.string().nullable().describe("The words read in it, for text"),
  first_on_screen_ms: ms,
  on_screen_ms: ms.describe("How long it is on screen"),
  looked_ms: z.number().min(0).describe("Mean time a viewer's gaze rests on it"),
  seen_by: z.number().describe("% of viewers whose gaze landed on it by the end of the clip"),
  seen_by_second: z
    .array(z.number())
    .describe("% of viewers whose gaze landed on it by the end of each second (index 0 = the first second)"),
  first_look_ms: z
    .object({ median: z.number(), q1: z.number(), q3: z.number() })
    .nullable()
    .describe(`When the viewers who looked at it first did, from the start of the clip; null when fewer than ${MIN_VIEWERS_FOR_TIME} did`),
  viewers: z.number().int().nullish().describe("How many viewers looked at it; absent from results stored before it existed"),
  intervals: z
    .object({
      seen_by: IntervalSchema,
      seen_by_second: z.array(IntervalSchema),
      looked_ms: IntervalSchema.nullable(),
      first_look_ms: IntervalSchema.nullable().describe("The median's interval; null where first_look_ms is"),
    })
    .nullish()
    .describe(
      "90 % intervals, each [low, high] in the figure's unit: Wilson's for shares and (as a score interval of a mean) looked-at time, order statistics for medians; absent from results stored before it existed",
    ),
});
export type VideoEyeCatcher = z.infer<typeof VideoEyeCatcherSchema>;

export const VideoSecondSchema = z.object({
  second: z.number().int().min(0),
  focus: z.number().describe("1 − the normalised entropy of where the gaze rested in the second (0 = spread evenly, 1 = one spot)"),
  attention: z.record(z.string(), z.number()).describe("Eye catcher name → % of the second's gaze time on it"),
  affect: SegmentAffectSchema.extend({
    segments: z.record(z.string(), z.record(z.string(), SegmentAffectSchema)).describe("Category → label → the same figures"),
  }),
});
export type VideoSecond = z.infer<typeof VideoSecondSchema>;

export const KEY_FRAME_REASONS = ["scene", "peak"] as const;
export const KeyFrameSchema = z.object({
  t_ms: ms,
  reason: z.enum(KEY_FRAME_REASONS).describe("scene: a shot starts; peak: attention is most focused"),
});
export type KeyFrame = z.infer<typeof KeyFrameSchema>;

const videoUrl = z
  .string()
  .describe("Signed URL of a stored video (MP4 for heatmaps): works without a token for about five minutes and answers Range requests");
const imageUrl = z.string().describe("Signed URL of a stored image: works without a token for about five minutes");

const VideoFiguresSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  duration_ms: ms,
  num_viewers: z.number().int(),
  frames_analysed: z.number().int().describe("Sampled frames the image model looked at; the others repeated the picture before them"),
  scene_cuts_ms: z.array(ms),
  timeline: z.array(VideoSecondSchema).describe("One entry per second of the clip"),
  eye_catchers: z
    .array(VideoEyeCatcherSchema)
    .describe(
      'One per kind of thing, followed from frame to frame ("Bird" is every bird on screen; a text, its words wherever they show), by time looked at',
    ),
  clarity_score: z
    .number()
    .min(0)
    .max(100)
    .nullish()
    .describe(
      "Clarity 0–100 (higher = clearer) of the clip's median second, fitted to people's visual complexity judgements of still images; absent from results stored before it existed",
    ),
  clarity_score_interval: IntervalSchema.nullish().describe("clarity_score's 90 % interval from its cross-validated prediction error"),
  clarity_drivers: z
    .array(ClarityDriverSchema)
    .nullish()
    .describe("What makes the median second clearer or less clear: the mean over its sampled frames"),
  clarity_by_second: z
    .array(z.number().min(0).max(100))
    .nullish()
    .describe("Clarity 0–100 of each second (index 0 = the first second): the mean over its sampled frames, read from the picture alone"),
});

export const VideoResultSchema = VideoFiguresSchema.extend({
  input_image_idx: z.number().int().describe("The creative's position in the campaign, counted with its images"),
  input_video: videoUrl,
  poster: imageUrl.describe("The clip's poster frame (JPEG)"),
  heatmap_video: videoUrl.describe("The clip with the viewers' heatmap over it, H.264 MP4 with the clip's sound"),
  key_frames: z.array(KeyFrameSchema.extend({ heatmap: imageUrl.describe("The frame with the heatmap over it (JPEG)") })),
});
export type VideoResult = z.infer<typeof VideoResultSchema>;

export type StoredVideoResult = z.infer<typeof VideoFiguresSchema> & { key_frames: (KeyFrame & { heatmap: string })[] };
