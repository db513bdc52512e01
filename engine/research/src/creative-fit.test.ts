import { describe, expect, it } from "vitest";
import { foldsOf, ridge, spearman, wilson } from "./creative-fit";

describe("the creative scores' fitting", () => {
  it("solves ridge the same through the images' Gram matrix when features outnumber images", () => {
    const features = ["a", "b", "c", "d"];
    const rows = [1, 2, 3].map((i) => Object.fromEntries(features.map((f, k) => [f, Math.sin(i * (k + 1)) + i * k])));
    const targets = [1, 3, 2];
    const dual = ridge(rows, targets, features, 2);
    // The primal solution from the same rows repeated holds the same normal equations up to a factor 2 (penalty 4).
    const primal = ridge([...rows, ...rows], [...targets, ...targets], features, 4);
    dual.weights.forEach((w, i) => expect(w).toBeCloseTo(primal.weights[i], 10));
  });

  it("deals every set's images over the folds in turn", () => {
    const keys = [...Array.from({ length: 10 }, (_, i) => `a/${i}`), ...Array.from({ length: 5 }, (_, i) => `b/${i}`)];
    const folds = foldsOf(keys, 5);
    expect(
      keys
        .slice(10)
        .map((_, i) => folds[10 + i])
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect([0, 1, 2, 3, 4].map((f) => folds.slice(0, 10).filter((x) => x === f).length)).toEqual([2, 2, 2, 2, 2]);
  });

  it("ranks with ties and bounds a proportion", () => {
    expect(spearman([1, 2, 2, 3], [10, 20, 20, 30])).toBeCloseTo(1, 12);
    const [low, high] = wilson(93, 150);
    expect(low).toBeLessThan(0.62);
    expect(high).toBeGreaterThan(0.62);
  });
});
