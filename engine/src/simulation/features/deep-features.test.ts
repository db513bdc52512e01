import { describe, expect, it } from "vitest";
import { deepSaliency, gridMeans, LOOKED_TEMPERATURE, lookedWeights, readoutLayers, type DeepMaps } from "./deep-features";

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

  it("averages each channel over the cells, or weighs the cells", () => {
    expect(gridMeans(maps, 2)).toEqual({ stride8: [2.5, 3.5, 4.5] });
    expect(gridMeans(maps, 2, [0.25, 0.75])).toEqual({ stride8: [3.25, 4.25, 5.25] });
  });

  it("weighs the cells by a softmax of the saliency at LOOKED_TEMPERATURE times its spread", () => {
    // Saliency 0, 1, 2, 1: spread sqrt(1/2).
    const weights = lookedWeights([0, 1, 2, 1]);
    const step = Math.exp(1 / (LOOKED_TEMPERATURE * Math.SQRT1_2));
    const total = 1 + 2 * step + step * step;
    [1, step, step * step, step].forEach((w, i) => expect(weights[i]).toBeCloseTo(w / total, 12));
    expect(Array.from(lookedWeights([3, 3]))).toEqual([0.5, 0.5]);
  });
});
