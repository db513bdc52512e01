import { wilsonInterval } from "@adsight/shared";
import type { AbPair } from "./scores-data";

// The attributes of an A/B pair's change that an edit of the engine makes: size and position (place), presence
// (remove), opacity (dim). Colour counts only in the wider reading, as a contrast edit may or may not be what changed.
const ENGINE_ATTRIBUTES = ["Size", "Position", "Presence", "Opacity"];
const WITH_COLOUR = [...ENGINE_ATTRIBUTES, "Color"];

/** Whether every change between the variants is of an attribute the engine's edits change. */
export function isEngineEdit(pair: Pick<AbPair, "ui_change">, withColour = false): boolean {
  const attributes = Object.values(pair.ui_change ?? {}).flat();
  const allowed = withColour ? WITH_COLOUR : ENGINE_ATTRIBUTES;
  return attributes.length > 0 && attributes.every((a) => allowed.includes(a));
}

/** A share with its 90 % Wilson interval, in words for the tables. */
export function shareText(hits: number, n: number): string {
  if (n === 0) return "none";
  const [low, high] = wilsonInterval(hits, n);
  return `${hits}/${n} = ${((100 * hits) / n).toFixed(0)} % [${(100 * low).toFixed(0)}, ${(100 * high).toFixed(0)} %]`;
}
