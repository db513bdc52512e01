import { describe, expect, it } from "vitest";
import { chartEyeCatchers, shareScaleMax, tickSeconds } from "./clip-charts";

describe("a clip's charts", () => {
  it("draw the eye catchers looked at longest, never one nobody looked at", () => {
    const many = ["a", "b", "c", "d", "e", "f"].map((name, i) => ({ name, looked_ms: i === 0 ? 0 : 100 * i }));
    expect(chartEyeCatchers(many).map((eyeCatcher) => eyeCatcher.name)).toEqual(["f", "e", "d", "c"]);
    expect(chartEyeCatchers(many, 2).map((eyeCatcher) => eyeCatcher.name)).toEqual(["f", "e"]);
    expect(chartEyeCatchers(many.slice(0, 1))).toEqual([]);
  });

  it("top the share scale at the smallest round share that holds every value, halving to a whole percent", () => {
    expect(shareScaleMax([])).toBe(10);
    expect(shareScaleMax([0, 3.2, 9.9])).toBe(10);
    expect(shareScaleMax([10])).toBe(10);
    expect(shareScaleMax([12.2, 5])).toBe(20);
    expect(shareScaleMax([61])).toBe(80);
    expect(shareScaleMax([80.1])).toBe(100);
    expect(shareScaleMax([100])).toBe(100);
  });

  it("tick whole seconds from 0, at most eight", () => {
    expect(tickSeconds(4.5)).toEqual([0, 1, 2, 3, 4]);
    expect(tickSeconds(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(tickSeconds(30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(tickSeconds(60)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    for (const duration of [0.1, 0.4, 1, 7, 14.9, 45, 60, 300]) expect(tickSeconds(duration).length).toBeLessThanOrEqual(8);
  });
});
