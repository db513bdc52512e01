import sharp from "sharp";

export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

const rgbInput = (image: RgbImage) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

export function rgbOf(data: Buffer, info: { width: number; height: number }): RgbImage {
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

export async function resizeRgb(image: RgbImage, width: number, height: number, fit: "fill" | "inside", crop?: Crop): Promise<RgbImage> {
  let pipeline = rgbInput(image);
  if (crop) pipeline = pipeline.extract({ left: crop.x, top: crop.y, width: crop.w, height: crop.h });
  const { data, info } = await pipeline.resize(width, height, { fit }).raw().toBuffer({ resolveWithObject: true });
  return rgbOf(data, info);
}

export function rgbJpeg(image: RgbImage, quality: number, longSide?: number): Promise<Buffer> {
  const pipeline = rgbInput(image);
  if (longSide) pipeline.resize(longSide, longSide, { fit: "inside" });
  return pipeline.jpeg({ quality }).toBuffer();
}

export function rgbPng(image: RgbImage): Promise<Buffer> {
  return rgbInput(image).png({ compressionLevel: 3 }).toBuffer();
}

export function rgbPngUnderSvg(image: RgbImage, svg: string): Promise<Buffer> {
  return rgbInput(image)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png({ compressionLevel: 3 })
    .toBuffer();
}

export interface GreyPlane<T extends Float32Array | Uint8Array | Uint16Array> {
  w: number;
  h: number;
  values: T;
}

// sharp resizes floats much faster than a tensor resize; the cubic kernel's undershoot is clipped at 0.
export async function resizedGrey16(plane: GreyPlane<Float32Array>, width: number, height: number): Promise<Uint16Array> {
  const levels = await sharp(plane.values, { raw: { width: plane.w, height: plane.h, channels: 1 } })
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .toColourspace("grey16")
    .raw({ depth: "ushort" })
    .toBuffer();
  return new Uint16Array(levels.buffer, levels.byteOffset, levels.byteLength / 2);
}

export function grey16Png(plane: GreyPlane<Uint16Array>): Promise<Buffer> {
  return sharp(plane.values, { raw: { width: plane.w, height: plane.h, channels: 1 } })
    .toColourspace("grey16")
    .png({ compressionLevel: 3 })
    .toBuffer();
}

export function resizedGreyPng(plane: GreyPlane<Uint8Array>, width: number, height: number): Promise<Buffer> {
  return sharp(plane.values, { raw: { width: plane.w, height: plane.h, channels: 1 } })
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .toColourspace("b-w")
    .png({ compressionLevel: 3 })
    .toBuffer();
}
