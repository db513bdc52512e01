/** A simulation costs one credit per image per scale point. */
export function creditsFor(imageCount: number, scale: number): number {
  return imageCount * scale;
}
