import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageProblem, MAX_CAMPAIGN_IMAGES } from "@adsight/shared";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import sharp from "sharp";

export interface ReceivedImage {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface ReceivedUploads {
  accepted: ReceivedImage[];
  rejected: string[];
}

export const UPLOAD_REQUEST_MAX_BYTES = 2 * MAX_CAMPAIGN_IMAGES * IMAGE_MAX_BYTES;
const tooLargeRequest = () =>
  new Response(`The upload is too large: at most ${MAX_CAMPAIGN_IMAGES} images of up to 5 MB each.`, { status: 413 });

// The audience (5000 characters) is the longest text field.
const FIELD_MAX_BYTES = 64 * 1024;
const MIME_BY_FORMAT: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

export async function checkImageBytes(bytes: Uint8Array, name: string): Promise<ReceivedImage | string> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return IMAGE_MESSAGES.unsupportedType(name);
  }
  const problem = imageProblem({ format: metadata.format, bytes: bytes.length, width: metadata.width, height: metadata.height }, name);
  return problem ?? { name, contentType: MIME_BY_FORMAT[metadata.format ?? ""] ?? "image/jpeg", bytes };
}

function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop()?.trim() || "image";
}

// Past `limit` the rest is read and dropped; `total` counts all parts, and passing the request's cap stops the parse.
async function readCapped(
  data: AsyncIterable<Uint8Array>,
  limit: number,
  total: { bytes: number; cap: number },
): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.length;
    total.bytes += chunk.length;
    if (total.bytes > total.cap) throw tooLargeRequest();
    if (size > limit) chunks.length = 0;
    else chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

export interface EditorFormLimits {
  fileField?: string;
  maxFiles?: number;
  // Tests pass small caps so that passing them takes kilobytes, not megabytes.
  maxFileBytes?: number;
  maxRequestBytes?: number;
}

// A stream: files are held one at a time (up to 5 MB + 1 byte) and checked as they arrive.
export async function parseEditorForm(
  request: Request,
  {
    fileField = "images",
    maxFiles = MAX_CAMPAIGN_IMAGES,
    maxFileBytes = IMAGE_MAX_BYTES,
    maxRequestBytes = UPLOAD_REQUEST_MAX_BYTES,
  }: EditorFormLimits = {},
): Promise<{ formData: FormData; uploads: ReceivedUploads }> {
  const uploads: ReceivedUploads = { accepted: [], rejected: [] };
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return { formData: await request.formData(), uploads };
  if (Number(request.headers.get("content-length")) > maxRequestBytes) throw tooLargeRequest();

  let files = 0;
  const total = { bytes: 0, cap: maxRequestBytes };
  const fields = unstable_createMemoryUploadHandler({ maxPartSize: FIELD_MAX_BYTES });
  // Files are taken in here and never added to the form data (undefined), so only their checks are kept.
  const handler: UploadHandler = async (part) => {
    const { name, filename, data } = part;
    if (name !== fileField || filename === undefined) return fields(part);
    const bytes = await readCapped(data, maxFileBytes, total);
    // A file input left empty still sends a part with no name and no bytes.
    if (!filename && bytes?.length === 0) return undefined;
    const fileName = baseName(filename);
    files += 1;
    if (files > maxFiles) {
      if (files === maxFiles + 1) uploads.rejected.push(IMAGE_MESSAGES.tooMany);
      return undefined;
    }
    const checked = bytes ? await checkImageBytes(bytes, fileName) : IMAGE_MESSAGES.fileTooLarge(fileName);
    if (typeof checked === "string") uploads.rejected.push(checked);
    else uploads.accepted.push(checked);
    return undefined;
  };
  try {
    return { formData: await unstable_parseMultipartFormData(request, handler), uploads };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw new Response("A form field is too long.", { status: 413 });
    if (error instanceof TypeError) throw new Response("The form could not be read.", { status: 400 });
    throw error;
  }
}
