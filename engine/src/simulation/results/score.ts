/**
 * The overall score (0-100) of an image, in one place so the API docs can show it:
 *
 *   overall_score = 100 × (0.40 × focus + 0.35 × capture + 0.25 × appeal)
 *
 * - focus: how concentrated attention is, 1 − normalised entropy of the fixation density over the sampling grid
 *   (0 = attention spread evenly, 1 = all on one spot);
 * - capture: share of viewers whose first two fixations land on an eye catcher;
 * - appeal: Positive Energy (emo_approach_score) as a fraction.
 */
export const OVERALL_SCORE_WEIGHTS = { focus: 0.4, capture: 0.35, appeal: 0.25 } as const;

export function overallScore(parts: { focus: number; capture: number; appeal: number }): number {
  const value =
    OVERALL_SCORE_WEIGHTS.focus * parts.focus +
    OVERALL_SCORE_WEIGHTS.capture * parts.capture +
    OVERALL_SCORE_WEIGHTS.appeal * parts.appeal;
  return Math.round(1000 * Math.max(0, Math.min(1, value))) / 10;
}

/** 1 − H(p)/log(n) of a distribution given as non-negative weights. */
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
