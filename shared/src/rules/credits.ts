/** A creative as priced: an image has no duration; a video has its length. */
export interface PricedCreative {
  videoDurationMs: number | null;
}

/** How the cost is worded wherever it is shown before Run (the editor, the API docs). */
export const CREDITS_RULE = "Each image costs its scale in credits; a video costs its length in whole seconds (rounded up) × scale.";

/** Credits per scale point: 1 for an image, one per started second for a video. */
export function creditUnits(creatives: PricedCreative[]): number {
  return creatives.reduce(
    (sum, creative) => sum + (creative.videoDurationMs === null ? 1 : Math.max(1, Math.ceil(creative.videoDurationMs / 1000))),
    0,
  );
}

export function creditsFor(units: number, scale: number): number {
  return units * scale;
}
