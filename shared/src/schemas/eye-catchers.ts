import { z } from "zod";
import { MAX_CAMPAIGN_IMAGES } from "../constants.js";
import { MIN_VIEWERS_FOR_TIME } from "../rules/intervals.js";

export const AOI_MAX_PER_IMAGE = 10;
export const AOI_MIN_SIDE_PX = 8;
export const AOI_NAME_MAX = 40;

export const AOI_MESSAGES = {
  nameRequired: "Give the area a name",
  nameTooLong: `Area names have at most ${AOI_NAME_MAX} characters`,
  nameTaken: "Another area on this image has this name",
  tooMany: `At most ${AOI_MAX_PER_IMAGE} areas per image`,
  tooSmall: `Areas are at least ${AOI_MIN_SIDE_PX} px wide and tall`,
  outside: "The area must lie inside the image",
  unknownImage: "No such image in this campaign",
  onVideo: "Areas are drawn on images only: a video's eye catchers are found as it plays",
} as const;

export const PixelBoxSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type PixelBox = z.infer<typeof PixelBoxSchema>;

export const AoiSchema = PixelBoxSchema.extend({
  image_id: z.string().uuid(),
  name: z.string().trim().min(1, AOI_MESSAGES.nameRequired).max(AOI_NAME_MAX, AOI_MESSAGES.nameTooLong),
});
export type Aoi = z.infer<typeof AoiSchema>;

// A body that carries the list replaces all the draft's areas.
export const AoisSchema = z
  .array(AoiSchema)
  .max(MAX_CAMPAIGN_IMAGES * AOI_MAX_PER_IMAGE, AOI_MESSAGES.tooMany)
  .describe(
    `The marketer's own areas (custom eye catchers), boxes in image pixels on the draft's stored images (image_id from ` +
      `image_refs): at least ${AOI_MIN_SIDE_PX} px each way, inside the image, a name of 1-${AOI_NAME_MAX} characters unique ` +
      `on its image, at most ${AOI_MAX_PER_IMAGE} per image. They cost no credits.`,
  );

export const EYE_CATCHER_KINDS = ["face", "person", "object", "text", "region", "custom"] as const;
export type EyeCatcherKind = (typeof EYE_CATCHER_KINDS)[number];

const interval = z.tuple([z.number(), z.number()]).describe("[low, high]: the 90 % interval");

export const TimeIntervalsSchema = z.object({
  seen_1s: interval,
  seen_3s: interval,
  dwell_ms: interval.nullable(),
  first_look_ms: interval.nullable().describe("The median's interval; null where first_look_ms is"),
});
export type TimeIntervals = z.infer<typeof TimeIntervalsSchema>;

export const TimeFiguresSchema = z.object({
  first_look_ms: z
    .object({ median: z.number(), q1: z.number(), q3: z.number() })
    .nullable()
    .describe(
      `Time to first fixation on the area, over the viewers who looked at it: median and quartiles; null when fewer than ${MIN_VIEWERS_FOR_TIME} did`,
    ),
  seen_1s: z.number().describe("% of all viewers whose first fixation on the area starts within 1 s"),
  seen_3s: z.number().describe("% of all viewers whose first fixation on the area starts within 3 s"),
  dwell_ms: z.number().describe("Mean fixation time on the area per viewer (ms), over all viewers"),
  revisits: z.number().describe("% of all viewers who came back to the area after leaving it"),
  entry_order: z
    .number()
    .nullable()
    .describe(
      `Mean rank of the area among the areas each viewer entered (1 = first), over the viewers who entered it; null when fewer than ${MIN_VIEWERS_FOR_TIME} did`,
    ),
  viewers: z
    .number()
    .int()
    .nullish()
    .describe(
      "How many viewers looked at the area (the count first_look_ms and entry_order rest on); absent from results stored before it existed",
    ),
  viewers_total: z
    .number()
    .int()
    .nullish()
    .describe("How many viewers the shares are over: the image's, or the segment's; absent from results stored before it existed"),
  intervals: TimeIntervalsSchema.nullish().describe(
    "90 % intervals of the figures, each [low, high] in the figure's unit; absent from results stored before it existed",
  ),
});
export type TimeFigures = z.infer<typeof TimeFiguresSchema>;

export const EyeCatcherSchema = z.object({
  name: z.string().describe("The name used as key in unique_objects and the aoi_* maps"),
  kind: z.enum(EYE_CATCHER_KINDS).describe("What the area is; custom for the marketer's own areas"),
  box: PixelBoxSchema.describe("In image pixels"),
  text: z.string().nullable().describe("The recognised words of a text eye catcher; null for other kinds"),
  line_height: z
    .number()
    .nullish()
    .describe("A text eye catcher's tallest line, image px (its type size); absent for other kinds and results stored before it existed"),
  time: TimeFiguresSchema.describe("Viewing times over all the image's viewers"),
  segments: z
    .record(z.string(), z.record(z.string(), TimeFiguresSchema))
    .describe("The same time figures per audience segment: category → label → figures over that label's viewers"),
});
export type EyeCatcher = z.infer<typeof EyeCatcherSchema>;
