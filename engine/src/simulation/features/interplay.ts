import { type DeepLayer, type DeepMaps, type HiddenUnit, weightedChannels } from "./deep-features";
import { FEATURE_NAMES } from "./feature-names";

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
    const layers = Object.fromEntries(
      (Object.keys({ ...unit.layers, ...unit.designedLayers }) as DeepLayer[]).map((layer) => [
        layer,
        Array.from(
          { length: deep[layer]?.channels ?? 0 },
          (_, ch) => (unit.layers[layer]?.[ch] ?? 0) + d * (unit.designedLayers[layer]?.[ch] ?? 0),
        ),
      ]),
    );
    const channels = weightedChannels(deep, layers, cells);
    for (let c = 0; c < cells; c++) input[c] += channels[c];
    for (let c = 0; c < cells; c++) if (input[c] > 0) out[c] += unit.out * input[c];
  }
  return out;
}
