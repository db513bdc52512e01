import { z } from "zod";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE_PX,
  MAX_CAMPAIGN_IMAGES,
  VIDEO_FILE_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  VIDEO_MAX_SIDE_PX,
} from "../constants.js";
import { deprecatedSince1_1 } from "../endpoints.js";

export const CREATIVE_KINDS = ["image", "video"] as const;
export type CreativeKind = (typeof CREATIVE_KINDS)[number];

export const IMAGE_MESSAGES = {
  hint: "Allowed: jpg, png, webp. Max size 5MB. Max side 2000px.",
  countHint: `Up to ${MAX_CAMPAIGN_IMAGES} images per campaign.`,
  tooMany: `At most ${MAX_CAMPAIGN_IMAGES} images per campaign`,
  atLeastOne: "Add at least one image",
  unsupportedType: (fileName: string) => `Unsupported type: ${fileName}`,
  fileTooLarge: (fileName: string) => `File too large: ${fileName}`,
  imageTooBig: (fileName: string) => `Image too big: ${fileName}`,
  notFound: "Image not found",
} as const;

export const VIDEO_MESSAGES = {
  hint: `Videos: ${VIDEO_FILE_EXTENSIONS.join(", ")}. Max size ${VIDEO_MAX_BYTES / 1024 / 1024}MB, ${VIDEO_MAX_SECONDS} s, max side ${VIDEO_MAX_SIDE_PX}px.`,
  refused: (fileName: string, reason: string) => `${fileName} ${reason}`,
  unreadable: "is not a video ffmpeg can read",
  noVideoStream: "has no video stream",
  undecodable: "cannot be decoded",
  notContainer: "is not an MP4, WebM or MOV video",
  cutOff: (endMs: number, durationMs: number) =>
    `is cut off: its frames end at ${(endMs / 1000).toFixed(1)} s of its ${(durationMs / 1000).toFixed(1)} s`,
  notFound: "Video not found",
  rangeNotSatisfiable: "Range not satisfiable",
} as const;

export const VIDEO_MIME_TYPES = ["video/mp4", "video/webm", "video/quicktime"] as const;
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number];

// Some browsers and curl send a .mov or .mp4 as application/octet-stream; the bytes decide the rest.
export function isVideoUpload(contentType: string | undefined, fileName: string): boolean {
  const declared = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (VIDEO_MIME_TYPES.some((type) => type === declared)) return true;
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  return (
    ["", "application/octet-stream"].includes(declared) && fileName.includes(".") && VIDEO_FILE_EXTENSIONS.some((ext) => ext === extension)
  );
}

export type ImageFormat = "jpeg" | "png" | "webp";

export interface ImageFacts {
  format: string | null | undefined;
  bytes: number;
  width: number | undefined;
  height: number | undefined;
}

export function imageProblem(facts: ImageFacts, fileName: string): string | null {
  if (!facts.format || !["jpeg", "png", "webp"].includes(facts.format)) return IMAGE_MESSAGES.unsupportedType(fileName);
  if (facts.bytes > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.fileTooLarge(fileName);
  if (!facts.width || !facts.height) return IMAGE_MESSAGES.unsupportedType(fileName);
  if (Math.max(facts.width, facts.height) > IMAGE_MAX_SIDE_PX) return IMAGE_MESSAGES.imageTooBig(fileName);
  return null;
}

export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  const at = (offset: number, ...bytes: number[]) => bytes.every((byte, index) => head[offset + index] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

export const DraftImageSchema = z.object({
  id: z.string().uuid(),
  index: z.number().int().describe("Position in the draft, 0-based"),
  width: z.number().int(),
  height: z.number().int(),
  kind: z.enum(CREATIVE_KINDS).describe("A video's picture served by id is its poster frame"),
  duration_ms: z.number().int().nullable().describe("A video's length; null for an image"),
  video_duration_ms: z
    .number()
    .int()
    .nullable()
    .describe(`The same as duration_ms. ${deprecatedSince1_1("read `duration_ms`")}`),
});
export type DraftImage = z.infer<typeof DraftImageSchema>;

export const LocationSuggestionSchema = z.object({
  city: z.string().describe("Empty when the suggestion is a country"),
  country: z.string(),
  label: z.string().describe("'City, Country' or 'Country': the text to put in the location field"),
});
export type LocationSuggestion = z.infer<typeof LocationSuggestionSchema>;

export const LocationQuerySchema = z.object({ q: z.string().max(200).default("") });

export const ImageUploadQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .max(255, "A file name must be at most 255 characters")
    .regex(/^[^\p{Cc}]*$/u, "A file name cannot hold control characters")
    .default("")
    .transform((name) => name || "image"),
});
