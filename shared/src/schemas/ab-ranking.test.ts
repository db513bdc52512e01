import { describe, expect, it } from "vitest";
import { abCheckedOnText } from "./ab-ranking.js";

describe("abCheckedOnText", () => {
  it("calls an accuracy whose interval reaches 50% a coin toss, and says so in words", () => {
    const checked = {
      name: "live A/B tests of web pages",
      pairs: 150,
      accuracy: 0.473,
      accuracy_interval: [0.407, 0.54] as [number, number],
    };
    expect(abCheckedOnText(checked)).toBe(
      "Checked on 150 live A/B tests of web pages: the version with the higher Overall Score won 47% of them (90% range 41–54%), " +
        "no better than a coin toss, so the scores cannot tell winners yet: test the versions live before choosing.",
    );
    expect(abCheckedOnText({ ...checked, accuracy: 0.66, accuracy_interval: [0.59, 0.72] })).toBe(
      "Checked on 150 live A/B tests of web pages: the version with the higher Overall Score won 66% of them (90% range 59–72%), better than a coin toss.",
    );
  });
});
