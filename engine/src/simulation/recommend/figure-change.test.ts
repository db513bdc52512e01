import { describe, expect, it } from "vitest";
import { changeInterval } from "./figure-change";

describe("changeInterval", () => {
  it("adds the squared distances to each run's bounds (Newcombe's hybrid method)", () => {
    // Newcombe (1998), table II: 56/70 against 48/80, difference 0.2, method 10 gives 0.0524..0.3339 (95 %) from
    // each proportion's Wilson bounds (0.6917..0.8762, 0.4905..0.7007), to the rounding of those bounds.
    const [low, high] = changeInterval({ value: 60, interval: [49.05, 70.07] }, { value: 80, interval: [69.17, 87.62] });
    expect([low, high]).toEqual([5.2, 33.3]);
  });

  it("is as wide as both runs' spread, so an equal pair's change straddles zero", () => {
    const [low, high] = changeInterval({ value: 50, interval: [45, 55] }, { value: 50, interval: [45, 55] });
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
  });
});
