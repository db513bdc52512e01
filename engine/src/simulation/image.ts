import sharp from "sharp";

/** Decoded RGB pixels, row-major, 3 bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes JPEG/PNG/WebP bytes (EXIF orientation applied) to RGB, optionally resized to fit a long side. */
export async function decodeRgb(bytes: Buffer, longSide?: number): Promise<RgbImage> {
  let pipeline = sharp(bytes).rotate().removeAlpha().toColourspace("srgb");
  if (longSide) pipeline = pipeline.resize(longSide, longSide, { fit: "inside" });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** Size of a grid with `longSide` cells on the image's long side, keeping the aspect ratio. */
export function gridSize(width: number, height: number, longSide: number): { w: number; h: number } {
  const scale = longSide / Math.max(width, height);
  return { w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) };
}
