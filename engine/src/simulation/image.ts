import sharp from "sharp";

export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

function rgbOf(data: Buffer, info: sharp.OutputInfo): RgbImage {
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export async function decodeRgb(bytes: Buffer, longSide?: number): Promise<RgbImage> {
  let pipeline = sharp(bytes).rotate().removeAlpha().toColourspace("srgb");
  if (longSide) pipeline = pipeline.resize(longSide, longSide, { fit: "inside" });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return rgbOf(data, info);
}

// The resize a decode at that size makes, but for a JPEG's shrink-on-load, which raw pixels cannot repeat.
export async function scaledTo(image: RgbImage, longSide: number): Promise<RgbImage> {
  const { w, h } = gridSize(image.width, image.height, longSide);
  if (w === image.width && h === image.height) return image;
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(longSide, longSide, { fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return rgbOf(data, info);
}

export function fittedWithin(image: RgbImage, longSide: number): Promise<RgbImage> {
  return scaledTo(image, Math.min(longSide, Math.max(image.width, image.height)));
}

export function gridSize(width: number, height: number, longSide: number): { w: number; h: number } {
  const scale = longSide / Math.max(width, height);
  return { w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) };
}
