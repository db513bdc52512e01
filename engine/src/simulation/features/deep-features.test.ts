import { describe, expect, it } from "vitest";
import { deepSaliency, readoutLayers, type DeepMaps } from "./deep-features";

describe("deep readout", () => {
  // Two cells, one layer of three channels: [cell][channel].
  const maps: DeepMaps = { stride8: { channels: 3, values: Float32Array.of(1, 2, 3, 4, 5, 6) } };

  it("reads each cell's channels with the photograph's weights and, apart, with what designed content adds", () => {
    const deep = deepSaliency(maps, { layers: { stride8: [1, 0, -1] }, designed: { stride8: [0, 0.5, 0] } }, 2);
    expect(Array.from(deep.photograph)).toEqual([1 - 3, 4 - 6]);
    expect(Array.from(deep.designed)).toEqual([1, 2.5]);
  });

  it("gives a zero designed map without a designed readout, and asks the backbone for the layers either one reads", () => {
    expect(Array.from(deepSaliency(maps, { layers: { stride8: [1, 1, 1] } }, 2).designed)).toEqual([0, 0]);
    expect(readoutLayers({ layers: { stride8: [1] }, designed: { head: [1] } })).toEqual(["stride8", "head"]);
  });

  it("refuses weights that do not match the layer's channels", () => {
    expect(() => deepSaliency(maps, { layers: {}, designed: { stride8: [1, 2] } }, 2)).toThrow(/2 weights for 3 channels/);
  });
});
