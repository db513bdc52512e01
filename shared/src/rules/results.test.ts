import { describe, expect, it } from "vitest";
import { eyeCatcher as area, times } from "../testing/eye-catchers.js";
import {
  formatCount,
  formatEfficiency,
  formatScore,
  formatScoreRange,
  formatSeconds,
  formatShare,
  formatTwoDecimals,
  rankByScore,
  sharedAreas,
} from "./results.js";

describe("the figures' formats, one per kind", () => {
  it("writes a score as a whole number, its range likewise", () => {
    expect(formatScore(45.9)).toBe("46");
    expect(formatScore(45.4)).toBe("45");
    expect(formatScore(0)).toBe("0");
    expect(formatScore(100)).toBe("100");
    expect(formatScoreRange([36.7, 45.2])).toBe("37–45");
    expect(formatScoreRange(null)).toBe("");
  });

  it("writes a share as a whole percent", () => {
    expect(formatShare(45.9)).toBe("46%");
    expect(formatShare(0.4)).toBe("0%");
    expect(formatShare(100)).toBe("100%");
  });

  it("writes valence and arousal to two decimals with a true minus, and efficiency and counts as a marketer reads them", () => {
    expect(formatTwoDecimals(0.314)).toBe("0.31");
    expect(formatTwoDecimals(-0.12)).toBe("−0.12");
    expect(formatTwoDecimals(-0.001)).toBe("0.00");
    expect(formatEfficiency(1.5)).toBe("1.50×");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(12)).toBe("12");
  });
});

describe("formatSeconds", () => {
  it("writes milliseconds as seconds with two decimals, a dash when there is no time", () => {
    expect(formatSeconds(842)).toBe("0.84 s");
    expect(formatSeconds(1630)).toBe("1.63 s");
    expect(formatSeconds(2400)).toBe("2.40 s");
    expect(formatSeconds(0)).toBe("0.00 s");
    expect(formatSeconds(12_340)).toBe("12.34 s");
    expect(formatSeconds(null)).toBe("—");
    expect(formatSeconds(undefined)).toBe("—");
  });
});

describe("rankByScore", () => {
  it("puts the highest overall score first, a tie to the earlier image", () => {
    const images = [
      { idx: 0, score: 40 },
      { idx: 1, score: 90 },
      { idx: 3, score: 63.5 },
      { idx: 2, score: 40 },
    ];
    expect(rankByScore(images, (image) => image).map(({ image, rank }) => [image.idx, rank])).toEqual([
      [1, 1],
      [3, 2],
      [0, 3],
      [2, 4],
    ]);
    expect(rankByScore([], (image: { idx: number; score: number }) => image)).toEqual([]);
  });

  it("reads the index and score through the accessor and leaves its input alone", () => {
    const images = [
      { input_image_idx: 0, overall_score: 10 },
      { input_image_idx: 1, overall_score: 20 },
    ];
    const ranked = rankByScore(images, (image) => ({ idx: image.input_image_idx, score: image.overall_score }));
    expect(ranked).toEqual([
      { image: images[1], rank: 1 },
      { image: images[0], rank: 2 },
    ]);
    expect(images.map((image) => image.input_image_idx)).toEqual([0, 1]);
  });
});

describe("sharedAreas", () => {
  it("groups the marketer's areas named alike on several images, by name, images in order, marking the most seen and the fastest", () => {
    const groups = sharedAreas([
      { idx: 2, eyeCatchers: [area("logo ", "custom", times(50, 700)), area("CTA", "custom", times(10, 2000))] },
      { idx: 0, eyeCatchers: [area("Logo", "custom", times(20, 1500)), area("text 1", "text", times(90, 100))] },
      { idx: 1, eyeCatchers: [area("LOGO", "custom", times(50, null)), area("text 1", "text", times(80, 200))] },
      { idx: 3, eyeCatchers: [area("Buy now", "custom", times(5, 900))] },
      { idx: 4, eyeCatchers: [area("buy now", "custom", times(5, 900))] },
    ]);
    expect(groups.map((group) => [group.name, group.images.map(({ idx, best, fastest }) => [idx, best, fastest])])).toEqual([
      [
        "Buy now",
        [
          [3, true, true],
          [4, true, true],
        ],
      ],
      [
        "Logo",
        [
          [0, false, false],
          [1, true, false],
          [2, true, true],
        ],
      ],
    ]);
    expect(groups[1]?.images[2]?.time).toEqual(times(50, 700));
  });

  it("leaves out an area on one image only, automatic eye catchers and images without areas", () => {
    expect(
      sharedAreas([
        { idx: 0, eyeCatchers: [area("Logo", "custom", times(20, 1500)), area("Face", "face", times(70, 300))] },
        { idx: 1, eyeCatchers: [area("Face", "face", times(60, 400))] },
        { idx: 2, eyeCatchers: [] },
      ]),
    ).toEqual([]);
  });

  it("needs two images, not two entries: the same name twice on one image is no comparison", () => {
    expect(
      sharedAreas([{ idx: 0, eyeCatchers: [area("Logo", "custom", times(20, 1500)), area("logo", "custom", times(30, 900))] }]),
    ).toEqual([]);
  });

  it("marks no image fastest when nobody looked at the area on any of them", () => {
    const [group] = sharedAreas([
      { idx: 0, eyeCatchers: [area("Logo", "custom", times(0, null))] },
      { idx: 1, eyeCatchers: [area("Logo", "custom", times(0, null))] },
    ]);
    expect(group?.images.map(({ best, fastest }) => [best, fastest])).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});
