import sharp from "sharp";
import { rgbOf, type RgbImage } from "./pixels";

export interface ImageHeader {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

export async function imageHeader(bytes: Buffer): Promise<ImageHeader | null> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    return { format, width, height };
  } catch {
    return null;
  }
}

export interface Jpeg {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Upright (by its EXIF turn), transparency on white, within `longSide` when given; throws on bytes it cannot decode. */
export async function uprightJpeg(bytes: Buffer, quality: number, longSide?: number): Promise<Jpeg> {
  let pipeline = sharp(bytes).rotate();
  if (longSide) pipeline = pipeline.resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true });
  const { data, info } = await pipeline.flatten({ background: "#ffffff" }).jpeg({ quality }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

export function asJpeg(bytes: Buffer, quality: number): Promise<Buffer> {
  return sharp(bytes).jpeg({ quality }).toBuffer();
}

export async function decodeRgb(bytes: Buffer, longSide?: number): Promise<RgbImage> {
  let pipeline = sharp(bytes).rotate().removeAlpha().toColourspace("srgb");
  if (longSide) pipeline = pipeline.resize(longSide, longSide, { fit: "inside" });
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return rgbOf(data, info);
}

export async function decodeGrey16(bytes: Buffer): Promise<Uint16Array> {
  const { data } = await sharp(bytes).toColourspace("grey16").raw({ depth: "ushort" }).toBuffer({ resolveWithObject: true });
  return new Uint16Array(data.buffer, data.byteOffset, data.byteLength / 2);
}
