import { resizeRgb, type RgbImage } from "#src/media/pixels";

export { decodeRgb } from "#src/media/images";
export type { RgbImage } from "#src/media/pixels";

// The resize a decode at that size makes, but for a JPEG's shrink-on-load, which raw pixels cannot repeat.
export async function scaledTo(image: RgbImage, longSide: number): Promise<RgbImage> {
  const { w, h } = gridSize(image.width, image.height, longSide);
  if (w === image.width && h === image.height) return image;
  return resizeRgb(image, longSide, longSide, "inside");
}

export function fittedWithin(image: RgbImage, longSide: number): Promise<RgbImage> {
  return scaledTo(image, Math.min(longSide, Math.max(image.width, image.height)));
}

export function gridSize(width: number, height: number, longSide: number): { w: number; h: number } {
  const scale = longSide / Math.max(width, height);
  return { w: Math.max(1, Math.round(width * scale)), h: Math.max(1, Math.round(height * scale)) };
}
