import { OVERALL_SCORE_WEIGHTS } from "@adsight/shared";

// 0-100; the formula and its weights are stated with the API's result schema in shared.
export function overallScore(parts: { focus: number; capture: number; appeal: number }): number {
  const value =
    OVERALL_SCORE_WEIGHTS.focus * parts.focus + OVERALL_SCORE_WEIGHTS.capture * parts.capture + OVERALL_SCORE_WEIGHTS.appeal * parts.appeal;
  return Math.round(1000 * Math.max(0, Math.min(1, value))) / 10;
}

// 1 − H(p)/log(n).
export function focusOf(weights: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i];
  if (total <= 0 || weights.length < 2) return 0;
  let entropy = 0;
  for (let i = 0; i < weights.length; i++) {
    const p = weights[i] / total;
    if (p > 0) entropy -= p * Math.log(p);
  }
  return 1 - entropy / Math.log(weights.length);
}
