import { GOAL_FIGURES, RECOMMENDATION_MESSAGES, type RecommendationGoal } from "../schemas/recommendations.js";
import type { PixelBox } from "../schemas/eye-catchers.js";

// What the target rules read of an eye catcher: the stored result's and the model's lists both have these.
export interface TargetCandidate {
  name: string;
  kind: string;
  box: PixelBox;
  text: string | null;
  /** A text's tallest line (px), where the result has it. */
  line_height?: number | null;
}

const CTA_WORDS =
  /\b(shop|buy|order|get|try|start|join|sign ?up|subscribe|download|install|book|learn more|discover|find out|see more|call|apply|register|play|watch|save|claim|visit|now|today)\b/i;
const BRAND_NAMES = /\b(logo|brand)\b/i;

const area = (box: PixelBox) => box.width * box.height;

// The area a goal is measured on: the marketer's choice when given (by name), else the rule's pick; null when the goal
// is the whole creative's. Throws the message to show when the goal needs an area and none fits.
export function goalTarget(
  goal: RecommendationGoal,
  eyeCatchers: TargetCandidate[],
  chosen?: string,
  imageHeight = Math.max(1, ...eyeCatchers.map((e) => e.box.y + e.box.height)),
): TargetCandidate | null {
  if (!GOAL_FIGURES[goal].area) return null;
  if (chosen !== undefined) {
    const named = eyeCatchers.find((e) => e.name === chosen);
    if (!named) throw new GoalTargetError(RECOMMENDATION_MESSAGES.unknownTarget);
    return named;
  }
  const picked = pickTarget(goal, eyeCatchers, imageHeight);
  if (!picked) throw new GoalTargetError(RECOMMENDATION_MESSAGES.noTarget);
  return picked;
}

export class GoalTargetError extends Error {}

function pickTarget(goal: RecommendationGoal, eyeCatchers: TargetCandidate[], imageHeight: number): TargetCandidate | null {
  const custom = eyeCatchers.filter((e) => e.kind === "custom");
  const texts = eyeCatchers.filter((e) => e.kind === "text" && e.text);
  if (goal === "brand_early") {
    // A marketer's area named logo or brand first; else the shortest text near the top or bottom edge, where brands sit.
    const named = custom.find((e) => BRAND_NAMES.test(e.name));
    if (named) return named;
    const edge = texts.filter((e) => e.box.y + e.box.height <= imageHeight * 0.3 || e.box.y >= imageHeight * 0.7);
    return [...edge].sort((a, b) => (a.text ?? "").length - (b.text ?? "").length)[0] ?? null;
  }
  if (goal === "cta_reached") {
    const named = custom.find((e) => CTA_WORDS.test(e.name) || /\bcta\b|call to action/i.test(e.name));
    return named ?? texts.find((e) => CTA_WORDS.test(e.text ?? "")) ?? null;
  }
  // The headline: the text set in the tallest lines, read as the line height of its box. Words read unsurely count:
  // a display face two lines tall ("KEEP THE MUSIC GOING") is read less surely than body copy, yet is the headline.
  const headline = custom.find((e) => /headline|title/i.test(e.name));
  const lines = eyeCatchers.filter((e) => e.kind === "text");
  return headline ?? [...lines].sort((a, b) => lineHeight(b) - lineHeight(a) || area(b.box) - area(a.box))[0] ?? null;
}

function lineHeight(e: TargetCandidate): number {
  if (e.line_height) return e.line_height;
  const lines = Math.max(1, (e.text ?? "").split("\n").length);
  return e.box.height / lines;
}
