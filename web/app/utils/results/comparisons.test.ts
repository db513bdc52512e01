import type { EyeCatcher } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { areaComparisons, rankResults } from "./comparisons";
import { eyeCatcher, result, times } from "./test-fixtures";

describe("rankResults", () => {
  const results = [result(0, 40), result(1, 90), result(2, 40)];
  it("ranks by overall score, ties by image order, in image order or best first", () => {
    expect(rankResults(results, "image").map((row) => [row.result.input_image_idx, row.rank])).toEqual([
      [0, 2],
      [1, 1],
      [2, 3],
    ]);
    expect(rankResults(results, "best").map((row) => row.result.input_image_idx)).toEqual([1, 0, 2]);
  });
});

describe("areaComparisons", () => {
  it("compares the marketer's areas named alike on several images, marking the most seen and the fastest", () => {
    const variant = (idx: number, areas: EyeCatcher[]) => result(idx, 1, { eye_catchers: areas });
    const comparisons = areaComparisons([
      variant(2, [eyeCatcher("logo", "custom", times(50, 700)), eyeCatcher("CTA", "custom", times(10, 2000))]),
      variant(0, [eyeCatcher("Logo", "custom", times(20, 1500)), eyeCatcher("text 1", "text", times(90, 100))]),
      variant(1, [eyeCatcher("Logo", "custom", times(50, null)), eyeCatcher("text 1", "text", times(80, 200))]),
    ]);
    expect(comparisons).toEqual([
      {
        name: "Logo",
        images: [
          { idx: 0, time: times(20, 1500), best: false, fastest: false },
          { idx: 1, time: times(50, null), best: true, fastest: false },
          { idx: 2, time: times(50, 700), best: true, fastest: true },
        ],
      },
    ]);
  });
});
