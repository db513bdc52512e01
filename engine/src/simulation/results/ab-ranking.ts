import { type AbCheckedOn, type AbRanking, type ImageScores, rankByScore } from "@adsight/shared";
import { abVerdict, CREATIVE_MODELS } from "./creative-scores";
import fitted from "./creative-models.json";

const shipped = fitted.figures.ab.after;

/** The out-of-fold accuracy the research record holds for the shipped Overall Score (engine/research README). */
export const AB_CHECKED_ON: AbCheckedOn = {
  name: "live A/B tests of web pages",
  pairs: shipped.pairs,
  accuracy: shipped.accuracy,
  accuracy_interval: [shipped.interval[0], shipped.interval[1]],
};

type Ranked = Pick<ImageScores, "overall_score" | "overall_score_interval"> & { input_image_idx: number };

// Only fitted scores: the verdict's bands were calibrated on them, not on the hand-set score of older results.
export function abRanking(images: readonly Ranked[], models = CREATIVE_MODELS, checkedOn = AB_CHECKED_ON): AbRanking | null {
  const fittedScores = images.flatMap((image) =>
    image.overall_score_interval ? [{ ...image, overall_score_interval: image.overall_score_interval }] : [],
  );
  if (fittedScores.length < 2) return null;
  const ranking = rankByScore(fittedScores, (image) => ({ idx: image.input_image_idx, score: image.overall_score })).map(
    ({ image, rank }) => ({
      input_image_idx: image.input_image_idx,
      rank,
      overall_score: image.overall_score,
      overall_score_interval: image.overall_score_interval,
    }),
  );
  const [leader, ...others] = ranking;
  const comparisons = others.map((other) => {
    const verdict = abVerdict(leader.overall_score, other.overall_score, models);
    return {
      leader_idx: leader.input_image_idx,
      other_idx: other.input_image_idx,
      points_apart: Math.round((leader.overall_score - other.overall_score) * 10) / 10,
      winner_idx: verdict.winner === null ? null : verdict.winner === "a" ? leader.input_image_idx : other.input_image_idx,
      higher_won: verdict.probability,
      pairs: verdict.pairsThisFarApart,
      pairs_apart: verdict.band,
    };
  });
  return { ranking, comparisons, checked_on: checkedOn };
}
