import { uprightJpeg } from "#src/media/images";
import type { EmbeddedImage } from "./report-model";

// Long side; printed ≈ 243 pt wide this is ≈ 270 dpi, sharp on paper and on screen.
export const PAGE_IMAGE_PX = 900;
export const THUMBNAIL_PX = 240;
// A key frame prints at most ≈ 170 pt on its long side.
export const KEY_FRAME_PX = 480;

// Re-encoded smaller so the PDF stays small and quick to build.
export async function embeddable(bytes: Buffer, longSide: number): Promise<EmbeddedImage> {
  const { bytes: data, width, height } = await uprightJpeg(bytes, 82, longSide);
  return { data, format: "jpg", width, height };
}
