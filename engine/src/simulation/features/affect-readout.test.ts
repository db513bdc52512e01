import { describe, expect, it } from "vitest";
import { AFFECT_READOUT, imageAffect, type AffectReadout } from "./affect-readout";

const zeros = { intercept: 0, weights: [0, 0] };
const readout: AffectReadout = {
  features: ["colour.a", "faces.b"],
  mean: [1, 2],
  scale: [2, 4],
  valence: { intercept: 0.1, weights: [0.5, -0.25] },
  arousal: { intercept: -0.2, weights: [0.3, 0.4] },
  emotions: [zeros, { intercept: Math.log(2), weights: [0, 0] }, zeros, zeros, zeros, zeros, { intercept: 0, weights: [0, Math.log(3)] }],
  spread: { valence: { base: 0.4, slope: 0 }, arousal: { base: 0.4, slope: 0 } },
};

describe("the affect readout", () => {
  it("reads standardised features linearly and the emotions through a softmax", () => {
    const affect = imageAffect(
      new Map([
        ["colour.a", 3],
        ["faces.b", 6],
        ["deep.unused", 9],
      ]),
      readout,
    );
    expect(affect.valence).toBeCloseTo(0.35, 12);
    expect(affect.arousal).toBeCloseTo(0.5, 12);
    // Logits 0, ln 2, 0, 0, 0, 0, ln 3 at z = (1, 1): shares 1/10, 2/10, …, 3/10.
    [0.1, 0.2, 0.1, 0.1, 0.1, 0.1, 0.3].forEach((share, k) => expect(affect.emotions[k]).toBeCloseTo(share, 12));
  });

  it("keeps valence and arousal within −1..1 and asks for every feature it was fitted with", () => {
    const far = imageAffect(
      new Map([
        ["colour.a", 41],
        ["faces.b", -78],
      ]),
      readout,
    );
    expect([far.valence, far.arousal]).toEqual([1, -1]);
    expect(() => imageAffect(new Map([["colour.a", 1]]), readout)).toThrow("faces.b");
  });

  it("ships a fitted readout whose every list matches its features", () => {
    const n = AFFECT_READOUT.features.length;
    for (const list of [AFFECT_READOUT.mean, AFFECT_READOUT.scale, AFFECT_READOUT.valence.weights, AFFECT_READOUT.arousal.weights])
      expect(list).toHaveLength(n);
    expect(AFFECT_READOUT.emotions).toHaveLength(7);
    for (const model of AFFECT_READOUT.emotions) expect(model.weights).toHaveLength(n);
    expect(AFFECT_READOUT.scale.every((s) => s > 0)).toBe(true);
  });
});
