import type { DeepLayer, DeepMaps } from "./deep-features";
import { FEATURE_NAMES, type FeatureName } from "./feature-maps";

// A hidden unit of the attention readout: relu of a linear map of the feature maps, channels and designed share d.
export interface HiddenUnit {
  bias: number;
  designedBias: number; // added × d, as the designed weights and layers
  weights: Partial<Record<FeatureName, number>>;
  designedWeights: Partial<Record<FeatureName, number>>;
  layers: Partial<Record<DeepLayer, number[]>>;
  designedLayers: Partial<Record<DeepLayer, number[]>>;
  out: number;
}

// Σᵤ outᵤ·relu(input) per cell: what the maps say together (large type near the top, a face on a page). `maps` in FEATURE_NAMES order, without this one.
export function interplayMap(
  maps: readonly Float32Array[],
  deep: DeepMaps,
  units: readonly HiddenUnit[],
  d: number,
  cells: number,
): Float32Array {
  const out = new Float32Array(cells);
  const input = new Float64Array(cells);
  for (const unit of units) {
    input.fill(unit.bias + d * unit.designedBias);
    FEATURE_NAMES.forEach((name, k) => {
      const weight = (unit.weights[name] ?? 0) + d * (unit.designedWeights[name] ?? 0);
      if (weight === 0) return;
      const map = maps[k];
      for (let c = 0; c < cells; c++) input[c] += weight * map[c];
    });
    for (const layer of Object.keys({ ...unit.layers, ...unit.designedLayers }) as DeepLayer[]) {
      const map = deep[layer];
      if (!map) throw new Error(`Deep layer ${layer} was not computed`);
      const { channels, values } = map;
      const weights = Float64Array.from(
        { length: channels },
        (_, ch) => (unit.layers[layer]?.[ch] ?? 0) + d * (unit.designedLayers[layer]?.[ch] ?? 0),
      );
      for (let c = 0; c < cells; c++) {
        let sum = 0;
        for (let ch = 0; ch < channels; ch++) sum += values[c * channels + ch] * weights[ch];
        input[c] += sum;
      }
    }
    for (let c = 0; c < cells; c++) if (input[c] > 0) out[c] += unit.out * input[c];
  }
  return out;
}
