import { MESSAGES } from "../constants.js";

/** A creative as priced: an image has no duration; a video has its length. */
export interface PricedCreative {
  videoDurationMs: number | null;
}

/** How the cost is worded wherever it is shown before Run (the editor, the API docs). */
export const CREDITS_RULE =
  "Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.";

/**
 * A clip's length in whole seconds, at least one: the seconds it is charged and the seconds its length shows, so the
 * two never disagree (rounded to the nearest second, 30.04 s is 30 s, 0:30).
 */
export function videoSeconds(durationMs: number): number {
  return Math.max(1, Math.round(durationMs / 1000));
}

/** "0:30", "1:00": a clip's length as players show it, in the seconds it is charged. */
export function clipLength(durationMs: number): string {
  const seconds = videoSeconds(durationMs);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Credits per scale point: 1 for an image, its charged seconds for a video. */
export function creditUnits(creatives: PricedCreative[]): number {
  return creatives.reduce((sum, creative) => sum + (creative.videoDurationMs === null ? 1 : videoSeconds(creative.videoDurationMs)), 0);
}

/** "Not enough credits: 160 needed, 100 left": the spec's text with the amounts beside it (toast, editor, API detail). */
export function notEnoughCreditsDetail(needed: number, left: number): string {
  return `${MESSAGES.notEnoughCredits}: ${needed} needed, ${left} left`;
}

export function creditsFor(units: number, scale: number): number {
  return units * scale;
}
