/**
 * Input images arrive as data URLs. Each is decoded and checked with sharp against the spec's limits
 * (type, 5 MB, longest side 2000 px; section 5 wording, with "image N" for the file name the API never sees)
 * and re-encoded as JPEG at quality 0.8 before it is stored.
 */
import { createHash } from "node:crypto";
import { IMAGE_JPEG_QUALITY, IMAGE_MAX_BYTES, IMAGE_MAX_SIDE_PX, type ValidationIssue } from "@adsight/shared";
import sharp from "sharp";
import { ValidationFailed } from "../../common/errors";

export interface EncodedInputImage {
  contentType: "image/jpeg";
  bytes: Buffer;
  width: number;
  height: number;
  sha256: string;
}

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const DATA_URL = /^data:image\/[a-z]+;base64,/;

export async function encodeInputImages(dataUrls: string[]): Promise<EncodedInputImage[]> {
  const issues: ValidationIssue[] = [];
  const encoded: EncodedInputImage[] = [];
  // One at a time: fifty 2000 px decodes at once would hold gigabytes of raw pixels.
  for (const [index, dataUrl] of dataUrls.entries()) {
    const result = await encodeOne(dataUrl, `image ${index + 1}`);
    if (typeof result === "string") issues.push({ loc: ["body", "images", index], msg: result, type: "value_error" });
    else encoded.push(result);
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
  return encoded;
}

/** The image, or the spec's message for why it is refused. */
async function encodeOne(dataUrl: string, name: string): Promise<EncodedInputImage | string> {
  const bytes = Buffer.from(dataUrl.replace(DATA_URL, ""), "base64");
  if (bytes.length > IMAGE_MAX_BYTES) return `File too large: ${name}`;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return `Unsupported type: ${name}`;
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    return `Unsupported type: ${name}`;
  }
  if (Math.max(metadata.width, metadata.height) > IMAGE_MAX_SIDE_PX) return `Image too big: ${name}`;
  try {
    const { data, info } = await sharp(bytes)
      .rotate()
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: Math.round(IMAGE_JPEG_QUALITY * 100) })
      .toBuffer({ resolveWithObject: true });
    return { contentType: "image/jpeg", bytes: data, width: info.width, height: info.height, sha256: sha256(data) };
  } catch {
    return `Unsupported type: ${name}`;
  }
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function toDataUrl(contentType: string, bytes: Buffer): string {
  return `data:${contentType};base64,${bytes.toString("base64")}`;
}
