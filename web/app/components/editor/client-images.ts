import { IMAGE_JPEG_QUALITY, IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageProblem, sniffImageFormat } from "@adsight/shared";

// A quick check only: the server checks again.
export async function prepareImages(files: File[]): Promise<{ accepted: File[]; rejected: string[] }> {
  const accepted: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    const result = await prepareImage(file);
    if (typeof result === "string") rejected.push(result);
    else accepted.push(result);
  }
  return { accepted, rejected };
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
