import { percentInterval } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { Rng } from "../rng";
import { amountInterval, amountScale, drawResamples, meanInterval, medianInterval, tQuantile } from "./intervals";

describe("intervals", () => {
  it("draws each resample as counts of its viewers that add up to the audience, the same for a seed", () => {
    const resamples = drawResamples(50, new Rng(3), 20);
    expect(resamples).toMatchObject({ count: 20, viewers: 50 });
    const sizes = Array.from({ length: 20 }, (_, r) =>
      Array.from({ length: 50 }, (_, v) => resamples.weights[v * 20 + r]).reduce((a, b) => a + b),
    );
    expect(sizes).toEqual(new Array<number>(20).fill(50));
    expect(drawResamples(50, new Rng(3), 20)).toEqual(resamples);
    expect(drawResamples(0, new Rng(3)).weights).toHaveLength(0);
  });

  it("gives an amount that is 0 or 100 for each viewer Wilson's interval of the share itself", () => {
    const thirty = Array.from({ length: 100 }, (_, v) => (v < 30 ? 100 : 0));
    expect(amountInterval(thirty, 1)).toEqual(percentInterval(30, 100));
    expect(amountScale(thirty)).toBe(100);
  });

  it("brackets a hand-made dwell, half the viewers 0 ms and half 400 ms, as Wilson's 50 % times 400 ms", () => {
    const dwell = Array.from({ length: 100 }, (_, v) => (v % 2) * 400);
    const [low, high] = percentInterval(50, 100);
    // The standard error is 20 ms: about ± 33 ms around 200.
    expect(amountInterval(dwell, 0)).toEqual([Math.round(4 * low), Math.round(4 * high)]);
    expect(amountInterval(dwell, 0)).toEqual([168, 232]);
  });

  it("reaches further above a skewed mean than below: 3 viewers of 100 looking 500 ms each", () => {
    const [low, high] = amountInterval(
      Array.from({ length: 100 }, (_, v) => (v < 3 ? 500 : 0)),
      0,
    )!;
    expect([low, high]).toEqual([6, 36]);
    expect(high - 15).toBeGreaterThan(2 * (15 - low));
  });

  it("is never empty when nobody looked: the upper bound comes from the image's dwell per looker", () => {
    const nobody = new Array<number>(100).fill(0);
    // Wilson's upper bound at 0 of 100 (2.6 %) times 300 ms.
    expect(amountInterval(nobody, 0, 300)).toEqual([0, 8]);
    expect(amountInterval(nobody, 0)).toEqual([0, 0]);
    expect(amountScale(nobody, [300, 0, 300, 600])).toBe(450);
    expect(amountInterval([], 0, 300)).toBeNull();
  });

  it("gives a signed mean Student's interval: ± t(9) × sd / √10 for ten viewers at −1 and +1", () => {
    expect(tQuantile(9)).toBeCloseTo(1.833, 2);
    expect(tQuantile(99)).toBeCloseTo(1.66, 2);
    expect(
      meanInterval(
        Array.from({ length: 10 }, (_, v) => (v % 2 ? 1 : -1)),
        3,
      ),
    ).toEqual([-0.611, 0.611]);
    expect(meanInterval([0.2], 3)).toEqual([0.2, 0.2]);
    expect(meanInterval([])).toBeNull();
  });

  it("brackets a median by order statistics", () => {
    const sorted = Array.from({ length: 21 }, (_, i) => i * 100);
    expect(medianInterval(sorted)).toEqual([600, 1400]);
    expect(medianInterval([])).toBeNull();
  });
});
