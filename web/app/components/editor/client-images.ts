import {
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageProblem,
  isVideoUpload,
  sniffImageFormat,
  VIDEO_MAX_BYTES,
} from "@adsight/shared";
import { notSentTogether, UPLOAD_FILES_MAX_BYTES } from "~/utils/editor/videos";

// A quick check only: the server checks again. Images are re-encoded here; a video goes as it is, for the engine to probe.
export async function prepareImages(files: File[]): Promise<{ accepted: File[]; rejected: string[] }> {
  const accepted: File[] = [];
  const rejected: string[] = [];
  let bytes = 0;
  for (const file of files) {
    const result = isVideoUpload(file.type, file.name) ? prepareVideo(file) : await prepareImage(file);
    if (typeof result === "string") rejected.push(result);
    else if (bytes + result.size > UPLOAD_FILES_MAX_BYTES) rejected.push(notSentTogether(file.name));
    else {
      accepted.push(result);
      bytes += result.size;
    }
  }
  return { accepted, rejected };
}

function prepareVideo(file: File): File | string {
  if (file.size === 0) return IMAGE_MESSAGES.unsupportedType(file.name);
  return file.size > VIDEO_MAX_BYTES ? IMAGE_MESSAGES.fileTooLarge(file.name) : file;
}

async function prepareImage(file: File): Promise<File | string> {
  const format = sniffImageFormat(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!format || file.size > IMAGE_MAX_BYTES) {
    return imageProblem({ format, bytes: file.size, width: 1, height: 1 }, file.name) ?? IMAGE_MESSAGES.unsupportedType(file.name);
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return IMAGE_MESSAGES.unsupportedType(file.name);
  }
  try {
    const problem = imageProblem({ format, bytes: file.size, width: bitmap.width, height: bitmap.height }, file.name);
    if (problem) return problem;
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    // JPEG has no transparency: transparent pixels become white, as on the server.
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", IMAGE_JPEG_QUALITY));
    return blob ? new File([blob], file.name, { type: "image/jpeg" }) : file;
  } finally {
    bitmap.close();
  }
}
