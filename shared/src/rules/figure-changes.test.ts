import { describe, expect, it } from "vitest";
import type { FigureChange } from "../schemas/recommendations.js";
import { beforeAfter, beforeNote, changeDirection, changeLine, formatChange } from "./figure-changes.js";

const change = (over: Partial<FigureChange>): FigureChange => ({
  figure: "seen_1s",
  label: "Seen within 1 s",
  unit: "%",
  before: 41,
  after: 53,
  change: 12,
  interval: [5, 19],
  viewers: 2000,
  ...over,
});

describe("a simulated change in words", () => {
  it("gives the change, its 90 % interval and the viewers it rests on", () => {
    expect(changeLine(change({}))).toBe("+12 points (90% range +5 to +19), 41% → 53% · 2,000 viewers per version");
    expect(beforeNote(2000)).toBe(
      "“Before” is the original shown to the same 2,000 viewers, so it can differ a little from the campaign's own figures.",
    );
  });

  it("writes a loss with a true minus sign, a small change with a decimal and a time in seconds", () => {
    expect(formatChange(change({ unit: "score", change: -4, interval: [-8, -1.2] }))).toBe("−4 points (90% range −8 to −1)");
    expect(formatChange(change({ change: 0.6, interval: [0.2, 1.1] }))).toBe("+0.6 points (90% range +0.2 to +1.1)");
    expect(formatChange(change({ unit: "ms", change: 120, interval: [-30, 270] }))).toBe("+0.12 s (90% range −0.03 to +0.27 s)");
    expect(formatChange(change({ change: 1, interval: [1, 2] }))).toBe("+1 point (90% range +1 to +2)");
    expect(formatChange(change({ change: -0.8, interval: [-26, 24] }))).toBe("−1 point (90% range −26 to +24)");
  });

  it("calls it a gain or a loss only when the interval excludes zero", () => {
    expect(changeDirection({ interval: [0.1, 3] })).toBe("gain");
    expect(changeDirection({ interval: [-3, -0.1] })).toBe("loss");
    expect(changeDirection({ interval: [-1, 3] })).toBe("unclear");
  });

  it("shows the figure before and after in its unit", () => {
    expect(beforeAfter(change({}))).toBe("41% → 53%");
    expect(beforeAfter(change({ unit: "ms", before: 400, after: 650 }))).toBe("0.40 s → 0.65 s");
    expect(beforeAfter(change({ unit: "score", before: 61.4, after: 64.6 }))).toBe("61 → 65");
  });
});
