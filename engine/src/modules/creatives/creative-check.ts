import {
  type CreativeKind,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  IMAGE_MIME_TYPES,
  isVideoUpload,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
} from "@adsight/shared";
import { checkUploadedVideo } from "#src/media/video-upload";
import { type NewCreative, newVideo } from "./creatives";
import { encodeImage } from "./image-codec";

export interface CreativeUpload {
  name: string;
  contentType: string | undefined;
  read: (limit: number) => Promise<Buffer | null>;
  /** Null past `limit`, as `read`; the caller removes the file. */
  file: (limit: number) => Promise<string | null>;
}

export function declaredKind(upload: Pick<CreativeUpload, "name" | "contentType">): CreativeKind | null {
  if (isVideoUpload(upload.contentType, upload.name)) return "video";
  const declared = upload.contentType?.split(";")[0].trim().toLowerCase();
  return IMAGE_MIME_TYPES.some((type) => type === declared) ? "image" : null;
}

/** Drafts' and /predictions' one check; `admit` runs after the declared type, before a byte is read. */
export async function checkCreative(upload: CreativeUpload, admit?: () => Promise<void>): Promise<NewCreative | string> {
  const kind = declaredKind(upload);
  if (!kind) return IMAGE_MESSAGES.unsupportedType(upload.name);
  await admit?.();
  if (kind === "video") {
    const file = await upload.file(VIDEO_MAX_BYTES);
    if (!file) return IMAGE_MESSAGES.fileTooLarge(upload.name);
    const checked = await checkUploadedVideo(file);
    return typeof checked === "string" ? VIDEO_MESSAGES.refused(upload.name, checked) : newVideo(file, checked);
  }
  const bytes = await upload.read(IMAGE_MAX_BYTES);
  if (!bytes) return IMAGE_MESSAGES.fileTooLarge(upload.name);
  return encodeImage(bytes, upload.name);
}
