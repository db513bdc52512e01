import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageProblem,
  isVideoUpload,
  MAX_CAMPAIGN_IMAGES,
  UPLOAD_REQUEST_MAX_BYTES,
  VIDEO_MAX_BYTES,
  type VideoMimeType,
} from "@adsight/shared";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { UPLOAD_TOO_LARGE } from "./editor/videos";

export interface ReceivedImage {
  kind: "image";
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

// On disk until it is sent on: the engine probes it, this only checks its first bytes.
export interface ReceivedVideo {
  kind: "video";
  name: string;
  contentType: VideoMimeType;
  path: string;
  size: number;
}

export type ReceivedFile = ReceivedImage | ReceivedVideo;

export interface ReceivedUploads {
  accepted: ReceivedFile[];
  rejected: string[];
  // The caller runs it once the files are sent or refused, whatever happened.
  discard: () => Promise<void>;
}

// Connection: close, so Node stops reading the rest of the upload (server/lingering-close.ts keeps the answer readable).
const tooLargeRequest = () =>
  new Response(UPLOAD_TOO_LARGE, { status: 413, headers: { "content-type": "text/plain; charset=utf-8", connection: "close" } });

// The audience (5000 characters) is the longest text field.
const FIELD_MAX_BYTES = 64 * 1024;
const MIME_BY_FORMAT: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
const VIDEO_HEAD_BYTES = 12;

export async function checkImageBytes(bytes: Uint8Array, name: string): Promise<ReceivedImage | string> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return IMAGE_MESSAGES.unsupportedType(name);
  }
  const problem = imageProblem({ format: metadata.format, bytes: bytes.length, width: metadata.width, height: metadata.height }, name);
  return problem ?? { kind: "image", name, contentType: MIME_BY_FORMAT[metadata.format ?? ""] ?? "image/jpeg", bytes };
}

/** The container from a file's first bytes: an ISO box (MP4, or MOV by its brand or its old atoms) or EBML (WebM). */
export function sniffVideoType(head: Uint8Array): VideoMimeType | null {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "video/webm";
  if (head.length < VIDEO_HEAD_BYTES) return null;
  const box = text(4, 8);
  if (box === "ftyp") return text(8, 12) === "qt  " ? "video/quicktime" : "video/mp4";
  return ["moov", "mdat", "wide", "free", "skip", "pnot"].includes(box) ? "video/quicktime" : null;
}

function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop()?.trim() || "image";
}

interface RequestTotal {
  bytes: number;
  cap: number;
}

function count(total: RequestTotal, bytes: number) {
  total.bytes += bytes;
  if (total.bytes > total.cap) throw tooLargeRequest();
}

// Past `limit` the rest is read and dropped; `total` counts all parts, and passing the request's cap stops the parse.
async function readCapped(data: AsyncIterable<Uint8Array>, limit: number, total: RequestTotal): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.length;
    count(total, chunk.length);
    if (size > limit) chunks.length = 0;
    else chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

async function drain(data: AsyncIterable<Uint8Array>, total: RequestTotal): Promise<void> {
  for await (const chunk of data) count(total, chunk.length);
}

// Chunk by chunk to disk (each write awaited, so a slow disk slows the upload instead of filling memory); past `limit`
// nothing more is written and the file is removed.
async function saveCapped(
  data: AsyncIterable<Uint8Array>,
  path: string,
  limit: number,
  total: RequestTotal,
): Promise<{ size: number; head: Uint8Array } | null> {
  const file = await open(path, "wx");
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let size = 0;
  try {
    for await (const chunk of data) {
      size += chunk.length;
      count(total, chunk.length);
      if (size > limit) continue;
      if (headBytes < VIDEO_HEAD_BYTES) {
        head.push(chunk.subarray(0, VIDEO_HEAD_BYTES - headBytes));
        headBytes += head.at(-1)!.length;
      }
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
  if (size <= limit) return { size, head: Buffer.concat(head) };
  await rm(path, { force: true });
  return null;
}

export interface EditorFormLimits {
  fileField?: string;
  maxFiles?: number;
  // Tests pass small caps so that passing them takes kilobytes, not megabytes.
  maxFileBytes?: number;
  maxVideoBytes?: number;
  maxRequestBytes?: number;
  // Where videos wait (a folder of their own is made in it).
  tempRoot?: string;
}

// A stream: images are held one at a time (up to 5 MB + 1 byte) and checked as they arrive; videos go to a temporary
// folder, which `discard` removes.
export async function parseEditorForm(
  request: Request,
  {
    fileField = "images",
    maxFiles = MAX_CAMPAIGN_IMAGES,
    maxFileBytes = IMAGE_MAX_BYTES,
    maxVideoBytes = VIDEO_MAX_BYTES,
    maxRequestBytes = UPLOAD_REQUEST_MAX_BYTES,
    tempRoot = tmpdir(),
  }: EditorFormLimits = {},
): Promise<{ formData: FormData; uploads: ReceivedUploads }> {
  let folder: Promise<string> | null = null;
  const discard = async () => {
    if (folder) await rm(await folder, { recursive: true, force: true });
  };
  const uploads: ReceivedUploads = { accepted: [], rejected: [], discard };
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) return { formData: await request.formData(), uploads };
  if (Number(request.headers.get("content-length")) > maxRequestBytes) throw tooLargeRequest();

  let files = 0;
  const take = () => {
    files += 1;
    if (files === maxFiles + 1) uploads.rejected.push(IMAGE_MESSAGES.tooMany);
    return files <= maxFiles;
  };
  const total = { bytes: 0, cap: maxRequestBytes };
  const fields = unstable_createMemoryUploadHandler({ maxPartSize: FIELD_MAX_BYTES });
  // Files are taken in here and never added to the form data (undefined), so only their checks are kept.
  const handler: UploadHandler = async (part) => {
    const { name, filename, contentType, data } = part;
    if (name !== fileField || filename === undefined) return fields(part);
    const fileName = baseName(filename);
    if (filename && isVideoUpload(contentType, fileName)) {
      if (!take()) {
        await drain(data, total);
        return undefined;
      }
      folder ??= mkdtemp(join(tempRoot, "adsight-upload-"));
      const path = join(await folder, `${files}.video`);
      const saved = await saveCapped(data, path, maxVideoBytes, total);
      const type = saved && sniffVideoType(saved.head);
      if (saved && type) uploads.accepted.push({ kind: "video", name: fileName, contentType: type, path, size: saved.size });
      else {
        uploads.rejected.push(saved ? IMAGE_MESSAGES.unsupportedType(fileName) : IMAGE_MESSAGES.fileTooLarge(fileName));
        await rm(path, { force: true });
      }
      return undefined;
    }
    const bytes = await readCapped(data, maxFileBytes, total);
    // A file input left empty still sends a part with no name and no bytes.
    if (!filename && bytes?.length === 0) return undefined;
    if (!take()) return undefined;
    const checked = bytes ? await checkImageBytes(bytes, fileName) : IMAGE_MESSAGES.fileTooLarge(fileName);
    if (typeof checked === "string") uploads.rejected.push(checked);
    else uploads.accepted.push(checked);
    return undefined;
  };
  try {
    return { formData: await unstable_parseMultipartFormData(request, handler), uploads };
  } catch (error) {
    await discard();
    if (error instanceof MaxPartSizeExceededError) throw new Response("A form field is too long.", { status: 413 });
    // The multipart parser's own errors: a body cut short or not multipart after all.
    if (error instanceof TypeError || (error instanceof Error && error.message.startsWith("malformed multipart")))
      throw new Response("The form could not be read.", { status: 400 });
    throw error;
  }
}
