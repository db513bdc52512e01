import { describe, expect, it } from "vitest";
import { applyFormWeights, applyWeightEdits, redistributeWeights } from "./weights.js";

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

describe("applyWeightEdits", () => {
  const stored = category({ a: 0.5, b: 0.3, c: 0.2 });

  it("redistributes one changed share as redistributeWeights does, keeping locked labels", () => {
    const change = applyWeightEdits(stored, { values: { a: 0.5, b: 0.1, c: 0.2 }, locks: { a: false, b: false, c: true } });
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.category.values.a).toBeCloseTo(0.7);
    expect(change.category.values.b).toBe(0.1);
    expect(change.category.values.c).toBe(0.2);
    expect(change.category.locks).toEqual({ a: false, b: false, c: true });
  });

  it("keeps weights the browser balanced, scaled to exactly 1", () => {
    const change = applyWeightEdits(stored, { values: { a: 0.333, b: 0.333, c: 0.333 }, locks: {} }, { balanced: true });
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(total(change.category.values)).toBeCloseTo(1, 10);
    expect(change.category.values.a).toBeCloseTo(1 / 3);
  });

  it("keeps a live redistribution shown to one decimal, whose rounding misses 100% a little", () => {
    const seven = category({ a: 0.1, b: 0.1, c: 0.1, d: 0.1, e: 0.1, f: 0.1, g: 0.4 });
    const shown = { a: 0.1234, b: 0.1234, c: 0.1234, d: 0.1234, e: 0.1234, f: 0.1234, g: 0.2596 };
    const rounded = Object.fromEntries(Object.entries(shown).map(([label, share]) => [label, Math.round(share * 1000) / 1000]));
    const change = applyWeightEdits(seven, { values: rounded, locks: {} }, { balanced: true });
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.category.values.g).toBeCloseTo(0.26 / 0.998, 6);
    expect(total(change.category.values)).toBeCloseTo(1, 10);
  });

  it("keeps the stored values when nothing changed beyond the shown precision", () => {
    const change = applyWeightEdits(category({ a: 1 / 3, b: 1 / 3, c: 1 / 3 }), { values: { a: 0.333, b: 0.333, c: 0.333 }, locks: {} });
    expect(change.ok && change.category.values.a).toBe(1 / 3);
  });

  it("redistributes a small change sent without the browser's rule, rather than scaling it away", () => {
    const change = applyWeightEdits(category({ male: 0.5, female: 0.5 }), { values: { male: 0.501, female: 0.5 }, locks: {} });
    expect(change.ok && change.category.values).toEqual({ male: 0.501, female: expect.closeTo(0.499, 9) as number });
  });

  it("holds earlier changed labels when several changed", () => {
    const change = applyWeightEdits(stored, { values: { a: 0.1, b: 0.1, c: 0.2 }, locks: {} });
    expect(change.ok).toBe(true);
    if (!change.ok) return;
    expect(change.category.values.a).toBeCloseTo(0.1);
    expect(change.category.values.b).toBeCloseTo(0.1);
    expect(change.category.values.c).toBeCloseTo(0.8);
  });

  it("rejects a total over 100% and a remainder nobody can absorb", () => {
    expect(applyWeightEdits(stored, { values: { a: 0.9, b: 0.3, c: 0.2 }, locks: { b: true } })).toEqual({
      ok: false,
      reason: "The total would exceed 100%",
    });
    expect(applyWeightEdits(stored, { values: { a: 0.2, b: 0.3, c: 0.2 }, locks: { b: true, c: true } })).toEqual({
      ok: false,
      reason: "No unlocked item is left to absorb the remainder",
    });
    expect(applyWeightEdits(stored, { values: { a: 1.5, b: 0.3, c: 0.2 }, locks: {} }).ok).toBe(false);
  });
});

describe("applyFormWeights", () => {
  const stored = {
    Age: category({ "18-24": 0.5, "25-34": 0.3, "35+": 0.2 }),
    Device: category({ Mobile: 0.6, Desktop: 0.4 }, ["Desktop"]),
  };

  it("redistributes a changed weight over the unlocked others and keeps the categories the edits do not name", () => {
    const result = applyFormWeights(stored, {
      categories: { Age: { values: { "18-24": 0.5, "25-34": 0.1, "35+": 0.2 }, locks: { "35+": true } } },
      balanced: false,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.categories?.Age?.values["18-24"]).toBeCloseTo(0.7);
    expect(result.categories?.Age?.values["25-34"]).toBeCloseTo(0.1);
    expect(result.categories?.Age?.locks).toEqual({ "18-24": false, "25-34": false, "35+": true });
    expect(result.categories?.Device).toEqual(stored.Device);
  });

  it("keeps a live result when the client says it balanced them, and applies typed ones one after the other", () => {
    const values = { "18-24": 0.333, "25-34": 0.333, "35+": 0.333 };
    const live = applyFormWeights(stored, { categories: { Age: { values, locks: {} } }, balanced: true });
    expect(live.ok && live.categories?.Age?.values["35+"]).toBeCloseTo(1 / 3);
    expect(applyFormWeights(stored, { categories: { Age: { values, locks: {} } }, balanced: false })).toEqual({
      ok: false,
      category: "Age",
      reason: "No unlocked item is left to absorb the remainder",
    });
  });

  it("names the category of an unreadable share and has nothing to change without categories", () => {
    expect(applyFormWeights(stored, { categories: { Age: { values: { "18-24": null }, locks: {} } }, balanced: false })).toEqual({
      ok: false,
      category: "Age",
      reason: "A share must be between 0% and 100%",
    });
    expect(applyFormWeights(stored, { categories: { Age: { values: { Unknown: 0.5 }, locks: {} } }, balanced: false })).toEqual({
      ok: true,
      categories: stored,
    });
    expect(applyFormWeights(null, { categories: { Age: { values: { "18-24": 0.5 }, locks: {} } }, balanced: false })).toEqual({
      ok: true,
      categories: null,
    });
  });
});
