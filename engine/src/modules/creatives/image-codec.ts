// Spec section 5: type, 5 MB and longest side 2000 px checked, then re-encoded as JPEG before it is stored.
import { createHash } from "node:crypto";
import { IMAGE_JPEG_QUALITY, IMAGE_MAX_SIDE_PX, IMAGE_MESSAGES, imageProblem, type ValidationIssue } from "@adsight/shared";
import { ValidationFailed } from "#src/common/errors";
import { imageHeader, uprightJpeg } from "#src/media/images";

export interface EncodedInputImage {
  contentType: "image/jpeg";
  bytes: Buffer;
  width: number;
  height: number;
  sha256: string;
  /** The sha256 of the bytes a data URL sent. */
  source?: string;
}

const DATA_URL = /^data:image\/[a-z]+;base64,/;

// A refused one is named "image N": the API never sees file names.
export async function encodeInputImages(dataUrls: string[]): Promise<EncodedInputImage[]> {
  const issues: ValidationIssue[] = [];
  const encoded: EncodedInputImage[] = [];
  // One at a time: many 2000 px decodes at once would hold gigabytes of raw pixels.
  for (const [index, dataUrl] of dataUrls.entries()) {
    const sent = Buffer.from(dataUrl.replace(DATA_URL, ""), "base64");
    const result = await encodeImage(sent, `image ${index + 1}`);
    if (typeof result === "string") issues.push({ loc: ["body", "images", index], msg: result, type: "value_error" });
    else encoded.push({ ...result, source: sha256(sent) });
  }
  if (issues.length > 0) throw new ValidationFailed(issues);
  return encoded;
}

export async function encodeImage(bytes: Buffer, name: string): Promise<EncodedInputImage | string> {
  const header = await imageHeader(bytes);
  if (!header) return IMAGE_MESSAGES.unsupportedType(name);
  const problem = imageProblem({ ...header, bytes: bytes.length }, name);
  if (problem) return problem;
  try {
    return await storedImage(bytes);
  } catch {
    return IMAGE_MESSAGES.unsupportedType(name);
  }
}

/** An image the engine made (an edited creative) as images are stored; its size follows from the creative's, not an upload's. */
export async function storedImage(bytes: Buffer): Promise<EncodedInputImage> {
  const jpeg = await uprightJpeg(bytes, Math.round(IMAGE_JPEG_QUALITY * 100), IMAGE_MAX_SIDE_PX);
  return { contentType: "image/jpeg", ...jpeg, sha256: sha256(jpeg.bytes) };
}

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function toDataUrl(contentType: string, bytes: Buffer): string {
  return `data:${contentType};base64,${bytes.toString("base64")}`;
}

/** A JPEG `storedImage` made, stored again elsewhere (a recommendation added to a draft) without a second encoding. */
export async function restoredImage(bytes: Buffer): Promise<EncodedInputImage> {
  const { width, height } = (await imageHeader(bytes)) ?? {};
  if (!width || !height) throw new Error("A stored image could not be read");
  return { contentType: "image/jpeg", bytes, width, height, sha256: sha256(bytes) };
}
