import { describe, expect, it } from "vitest";
import { Rng } from "../rng";
import { drawResamples, meanInterval, medianInterval, resampledSums } from "./intervals";

describe("intervals", () => {
  it("draws each resample as counts of its viewers that add up to the audience, the same for a seed", () => {
    const resamples = drawResamples(50, new Rng(3), 20);
    expect(resamples).toMatchObject({ count: 20, viewers: 50 });
    expect(Array.from(resampledSums(new Array<number>(50).fill(1), resamples))).toEqual(new Array<number>(20).fill(50));
    expect(drawResamples(50, new Rng(3), 20)).toEqual(resamples);
    expect(drawResamples(0, new Rng(3)).weights).toHaveLength(0);
  });

  it("bootstraps a mean over a hand-made set of viewers: half dwell 0 ms, half 400 ms", () => {
    const dwell = Array.from({ length: 100 }, (_, v) => (v % 2) * 400);
    const [low, high] = meanInterval(dwell, drawResamples(100, new Rng(5)), 0)!;
    // The standard error is 20 ms, so 90 % of resampled means lie within about ± 33 ms of 200.
    expect(low).toBeGreaterThan(155);
    expect(low).toBeLessThan(185);
    expect(high).toBeGreaterThan(215);
    expect(high).toBeLessThan(245);
  });

  it("gives the same mean the normal interval without resamples", () => {
    const dwell = Array.from({ length: 100 }, (_, v) => (v % 2) * 400);
    expect(meanInterval(dwell, undefined, 0)).toEqual([167, 233]);
  });

  it("brackets a median by order statistics", () => {
    const sorted = Array.from({ length: 21 }, (_, i) => i * 100);
    expect(medianInterval(sorted)).toEqual([600, 1400]);
    expect(medianInterval([])).toBeNull();
  });
});
