import { abComparisonText, abHeadline, AbRankingSchema } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { AB_CHECKED_ON, abRanking } from "./ab-ranking";
import { CREATIVE_MODELS } from "./creative-scores";

const image = (idx: number, score: number) => ({
  input_image_idx: idx,
  overall_score: score,
  overall_score_interval: [score - 4, score + 4] as [number, number],
});
const clearFromTen = {
  ...CREATIVE_MODELS,
  verdict: {
    clearFrom: 10,
    bands: [
      { from: 0, higherWon: 0.52, pairs: 90 },
      { from: 10, higherWon: 0.68, pairs: 60 },
    ],
  },
};

describe("abRanking", () => {
  it("ranks by Overall Score and compares the first with each other one, naming a winner only where the pairs could tell", () => {
    const ranking = abRanking([image(0, 55), image(1, 70), image(2, 62)], clearFromTen)!;
    expect(AbRankingSchema.parse(ranking)).toEqual(ranking);
    expect(ranking.ranking.map((r) => [r.input_image_idx, r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
    ]);
    expect(ranking.comparisons).toEqual([
      { leader_idx: 1, other_idx: 2, points_apart: 8, winner_idx: null, higher_won: 0.52, pairs: 90, pairs_apart: { from: 0, to: 10 } },
      { leader_idx: 1, other_idx: 0, points_apart: 15, winner_idx: 1, higher_won: 0.68, pairs: 60, pairs_apart: { from: 10, to: null } },
    ]);
    expect(abHeadline(ranking)).toBe("Image 2 beats 1 of 2 other versions; no clear winner against the rest");
    expect(abComparisonText(ranking.comparisons[1])).toBe(
      "Image 2 against Image 1: Image 2 wins. The higher one won 68% of the 60 development pairs 10 or more points apart.",
    );
    expect(abHeadline(abRanking([image(0, 80), image(1, 60)], clearFromTen)!)).toBe("Image 1 wins");
  });

  it("with the shipped calibration names no winner, however far apart, and says what it was checked on", () => {
    const ranking = abRanking([image(0, 5), image(1, 95)])!;
    expect(ranking.comparisons[0]).toMatchObject({ leader_idx: 1, winner_idx: null, higher_won: 0.47, pairs: 150 });
    expect(abComparisonText(ranking.comparisons[0])).toBe(
      "Image 2 against Image 1: no clear winner. The higher one won 47% of all 150 development pairs, however far apart.",
    );
    expect(abHeadline(ranking)).toBe("No clear winner");
    expect(ranking.checked_on).toEqual(AB_CHECKED_ON);
    expect(AB_CHECKED_ON).toEqual({ name: "live A/B tests of web pages", pairs: 150, accuracy: 0.473, accuracy_interval: [0.407, 0.54] });
  });

  it("keeps ties in image order and leaves out results stored before the fitted score", () => {
    const ranking = abRanking([image(2, 60), image(0, 60), { ...image(1, 99), overall_score_interval: null }])!;
    expect(ranking.ranking.map((r) => r.input_image_idx)).toEqual([0, 2]);
    expect(abRanking([image(0, 60), { ...image(1, 70), overall_score_interval: null }])).toBeNull();
    expect(abRanking([])).toBeNull();
  });
});
