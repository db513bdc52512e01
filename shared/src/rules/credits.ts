import { MESSAGES } from "../constants.js";
import type { CreativeKind } from "../schemas/images.js";

export interface PricedCreative {
  kind: CreativeKind;
  durationMs: number | null;
}

export const CREDITS_RULE =
  "Each image costs its scale in credits; a video costs its length in seconds as shown (rounded to the nearest second) × scale.";

// The seconds charged are the seconds shown, so the two never disagree (30.04 s is 30 s, 0:30).
export function videoSeconds(durationMs: number): number {
  return Math.max(1, Math.round(durationMs / 1000));
}

export function clipLength(durationMs: number): string {
  const seconds = videoSeconds(durationMs);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function creditUnits(creatives: PricedCreative[]): number {
  return creatives.reduce((sum, creative) => sum + (creative.kind === "image" ? 1 : videoSeconds(creative.durationMs ?? 0)), 0);
}

export function notEnoughCreditsDetail(needed: number, left: number): string {
  return `${MESSAGES.notEnoughCredits}: ${needed} needed, ${left} left`;
}

export function creditsFor(units: number, scale: number): number {
  return units * scale;
}
