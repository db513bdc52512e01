import type { FigureChange } from "../schemas/recommendations.js";
import { formatCount } from "./results.js";

// How a simulated change reads on the results page and in the report alike, e.g.
// "+12 points (90% range +5 to +19), 41% → 53% · 2,000 viewers per version".

export type ChangeDirection = "gain" | "loss" | "unclear";

// Only an interval that excludes zero says which way the change went.
export function changeDirection({ interval: [low, high] }: Pick<FigureChange, "interval">): ChangeDirection {
  if (low > 0) return "gain";
  if (high < 0) return "loss";
  return "unclear";
}

export const CHANGE_DIRECTION_TEXT: Record<ChangeDirection, string> = {
  gain: "a gain",
  loss: "a loss",
  unclear: "no clear change",
};

export function formatChange({ unit, change, interval: [low, high] }: Pick<FigureChange, "unit" | "change" | "interval">): string {
  if (unit === "ms") return `${signed(change / 1000, 2)} s (90% range ${signed(low / 1000, 2)} to ${signed(high / 1000, 2)} s)`;
  // A change under a point would read "+0": a decimal then.
  const digits = Math.min(Math.abs(low), Math.abs(high)) < 1 ? 1 : 0;
  // Singular as it reads: −0.8 shows as −1.
  const points = Math.abs(Number(change.toFixed(digits))) === 1 && digits === 0 ? "point" : "points";
  return `${signed(change, digits)} ${points} (90% range ${signed(low, digits)} to ${signed(high, digits)})`;
}

export function viewersPerVersion(viewers: number): string {
  return `${formatCount(viewers)} ${viewers === 1 ? "viewer" : "viewers"} per version`;
}

export function changeLine(change: FigureChange): string {
  return `${formatChange(change)}, ${beforeAfter(change)} · ${viewersPerVersion(change.viewers)}`;
}

// The run shows the original afresh to its own viewers: its "before" is not the campaign's figure, and says so.
export function beforeNote(viewers: number): string {
  return `“Before” is the original shown to the same ${formatCount(viewers)} viewers, so it can differ a little from the campaign's own figures.`;
}

// The figure before and after, in its unit: "41% → 53%".
export function beforeAfter({ unit, before, after }: Pick<FigureChange, "unit" | "before" | "after">): string {
  const value = (figure: number) =>
    unit === "ms" ? `${(figure / 1000).toFixed(2)} s` : unit === "%" ? `${Math.round(figure)}%` : String(Math.round(figure));
  return `${value(before)} → ${value(after)}`;
}

function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value < 0 ? "−" : "+"}${text}`;
}
