import { describe, expect, it } from "vitest";
import {
  bootstrapInterval,
  formatBareRange,
  formatPercentWithInterval,
  percentInterval,
  scaleViewersLine,
  separationNote,
  typicalMargin,
  viewersAtScale,
  wilsonInterval,
} from "./intervals";

describe("Wilson's interval", () => {
  it("matches the textbook 90 % bounds", () => {
    const [low, high] = wilsonInterval(30, 100);
    expect(low).toBeCloseTo(0.2307, 4);
    expect(high).toBeCloseTo(0.3798, 4);
    expect(wilsonInterval(5, 10)[0]).toBeCloseTo(0.2693, 4);
  });

  it("is never empty at 0 % or 100 %", () => {
    expect(wilsonInterval(0, 10)).toEqual([0, expect.closeTo(0.2129, 4)]);
    expect(wilsonInterval(10, 10)).toEqual([expect.closeTo(0.7871, 4), 1]);
  });

  it("says nothing is known of no viewers", () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it("reads a share in percent", () => {
    expect(percentInterval(30, 100)).toEqual([23.1, 38]);
  });
});

describe("the bootstrap", () => {
  it("brackets a mean and narrows as viewers grow", () => {
    let state = 7;
    const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const mean = (sample: readonly number[]) => sample.reduce((s, v) => s + v, 0) / sample.length;
    const few = bootstrapInterval([0, 0, 100, 100, 200, 200, 300, 300, 400, 400], mean, random)!;
    const many = bootstrapInterval(
      Array.from({ length: 1000 }, (_, i) => (i % 5) * 100),
      mean,
      random,
    )!;
    expect(few[0]).toBeLessThan(200);
    expect(few[1]).toBeGreaterThan(200);
    expect(many[1] - many[0]).toBeLessThan((few[1] - few[0]) / 5);
  });

  it("has no interval without viewers", () => {
    expect(bootstrapInterval([], () => 1, Math.random)).toBeNull();
  });
});

describe("what a scale buys", () => {
  it("turns a scale into viewers as the engine does", () => {
    expect(viewersAtScale(10)).toBe(1000);
    expect(viewersAtScale(1, 600)).toBe(6);
    expect(viewersAtScale(0)).toBe(100);
  });

  it("states the widest margin of a reach figure", () => {
    expect(typicalMargin(1000)).toBe(3);
    expect(typicalMargin(100)).toBe(8);
    expect(scaleViewersLine(10)).toBe("1,000 viewers per creative · reach figures within about ± 3 points");
    expect(separationNote(100)).toBe(
      "100 simulated viewers per creative: a share is sure to about ± 8 points (a segment of 30 viewers about ± 14). Two creatives or segments closer than that are not told apart; a larger scale narrows it.",
    );
  });

  it("writes a share with its interval", () => {
    expect(formatPercentWithInterval(29.4, [21.2, 37.3])).toBe("29% (21–37%)");
    expect(formatPercentWithInterval(29.4, null)).toBe("29%");
    expect(formatBareRange([21.2, 37.3], "percent")).toBe("21–37");
    expect(formatBareRange([700, 1020], "ms")).toBe("0.70–1.02");
  });
});
