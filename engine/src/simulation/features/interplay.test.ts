import { describe, expect, it } from "vitest";
import type { DeepMaps, HiddenUnit } from "./deep-features";
import { FEATURE_NAMES } from "./feature-names";
import { interplayMap } from "./interplay";

describe("interplay map", () => {
  // Two cells; the feature maps all zero but faces (1, 0) and text (0.5, 1); one layer of two channels.
  const maps = FEATURE_NAMES.slice(0, -1).map((name) =>
    name === "faces" ? Float32Array.of(1, 0) : name === "text" ? Float32Array.of(0.5, 1) : new Float32Array(2),
  );
  const deep: DeepMaps = { head: { channels: 2, values: Float32Array.of(1, 2, 3, 4) } };
  const unit = (part: Partial<HiddenUnit>): HiddenUnit => ({
    bias: 0,
    designedBias: 0,
    weights: {},
    designedWeights: {},
    layers: {},
    designedLayers: {},
    out: 1,
    ...part,
  });

  it("sums each unit's output weight times its input where the input is positive", () => {
    // Input: −1 + 2·faces − text + (0.5, 0)·channels: cell 0 −1 + 2 − 0.5 + 0.5 = 1, cell 1 −1 − 1 + 1.5 = −0.5.
    const a = unit({ bias: -1, weights: { faces: 2, text: -1 }, layers: { head: [0.5, 0] }, out: 3 });
    expect(Array.from(interplayMap(maps, deep, [a], 0, 2))).toEqual([3, 0]);
    // A second unit on text alone adds 0.5·(0.5, 1).
    const b = unit({ weights: { text: 1 }, out: 0.5 });
    expect(Array.from(interplayMap(maps, deep, [a, b], 0, 2))).toEqual([3.25, 0.5]);
  });

  it("adds the designed inputs in proportion to the designed share", () => {
    // d = 0.5: input −2 + 0.5·(2 + 4·text + (0, 1)·channels): cell 0 −2 + 0.5·(2 + 2 + 2) = 1, cell 1 −2 + 0.5·(2 + 4 + 4) = 3.
    const u = unit({ bias: -2, designedBias: 2, designedWeights: { text: 4 }, designedLayers: { head: [0, 1] } });
    expect(Array.from(interplayMap(maps, deep, [u], 0.5, 2))).toEqual([1, 3]);
    expect(Array.from(interplayMap(maps, deep, [u], 0, 2))).toEqual([0, 0]);
  });

  it("is zero without units, and refuses a layer the backbone did not compute", () => {
    expect(Array.from(interplayMap(maps, deep, [], 1, 2))).toEqual([0, 0]);
    expect(() => interplayMap(maps, deep, [unit({ layers: { stride8: [1] } })], 0, 2)).toThrow(/stride8 was not computed/);
  });
});
