import { describe, expect, it } from "vitest";
import { redistributeWeights } from "./weights.js";

const category = (values: Record<string, number>, locked: string[] = []) => ({
  values,
  locks: Object.fromEntries(Object.keys(values).map((label) => [label, locked.includes(label)])),
});

const total = (values: Record<string, number>) => Object.values(values).reduce((sum, value) => sum + value, 0);

describe("redistributeWeights", () => {
  it("spreads the remainder over the unlocked others in proportion to their shares", () => {
    const change = redistributeWeights(category({ a: 0.5, b: 0.3, c: 0.2 }), "a", 0.2);
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.category.values.a).toBeCloseTo(0.2);
    expect(change.category.values.b).toBeCloseTo(0.48);
    expect(change.category.values.c).toBeCloseTo(0.32);
    expect(total(change.category.values)).toBeCloseTo(1);
  });

  it("keeps locked labels at their value", () => {
    const change = redistributeWeights(category({ a: 0.4, b: 0.4, c: 0.2 }, ["b"]), "a", 0.1);
    expect(change.ok && change.category.values).toMatchObject({ b: 0.4 });
    expect(change.ok && change.category.values.c).toBeCloseTo(0.5);
  });

  it("shares the remainder equally when the unlocked others are all zero", () => {
    const change = redistributeWeights(category({ a: 1, b: 0, c: 0 }), "a", 0.4);
    expect(change.ok && change.category.values.b).toBeCloseTo(0.3);
    expect(change.ok && change.category.values.c).toBeCloseTo(0.3);
  });

  it("rejects a total above 100%", () => {
    expect(redistributeWeights(category({ a: 0.2, b: 0.7, c: 0.1 }, ["b"]), "a", 0.5)).toEqual({
      ok: false,
      reason: "The total would exceed 100%",
    });
  });

  it("rejects a non-zero remainder that nothing unlocked can absorb", () => {
    const change = redistributeWeights(category({ a: 0.5, b: 0.5 }, ["b"]), "a", 0.3);
    expect(change.ok).toBe(false);
  });

  it("accepts a change that leaves nothing to absorb", () => {
    const change = redistributeWeights(category({ a: 0.5, b: 0.5 }, ["b"]), "a", 0.5);
    expect(change.ok).toBe(true);
  });

  it("rejects shares outside 0..1 and unknown labels", () => {
    expect(redistributeWeights(category({ a: 1 }), "a", 1.2).ok).toBe(false);
    expect(redistributeWeights(category({ a: 1 }), "z", 0.5).ok).toBe(false);
  });
});
