import { lbfgs } from "./lbfgs";

/** A sampled frame as the video mix's fit reads it: its features per raster cell and the cells people looked at. */
export interface FitFrame {
  features: Partial<Record<string, Float32Array>>;
  /** Raster cells of people's gaze while the frame's map stands (a cell once per point). */
  fixated: number[];
  /** How much each point counts (1 unless materials are balanced). */
  weight?: number;
}

const RIDGE = 1e-3;

/**
 * Weights maximising the frames' points' (weighted) log-likelihood under the softmax of Σ wₖ·featureₖ (+ the `fixed`
 * features at their set weights) over the raster, by L-BFGS with a small ridge; `value` is the minimised negative.
 */
export function fitMix(
  frames: readonly FitFrame[],
  names: readonly string[],
  fixed: Record<string, number> = {},
): { weights: Float64Array; value: number } {
  const objective = (weights: Float64Array, gradient: Float64Array) => {
    gradient.fill(0);
    let value = 0;
    for (const frame of frames) {
      const n = frame.fixated.length;
      if (n === 0) continue;
      const weight = frame.weight ?? 1;
      const maps = names.map((name) => frame.features[name] as Float32Array);
      const cells = maps[0].length;
      const log = new Float64Array(cells);
      for (const [name, w] of Object.entries(fixed)) {
        const map = frame.features[name] as Float32Array;
        for (let i = 0; i < cells; i++) log[i] += w * map[i];
      }
      maps.forEach((map, f) => {
        for (let i = 0; i < cells; i++) log[i] += weights[f] * map[i];
      });
      let max = -Infinity;
      for (const v of log) max = Math.max(max, v);
      let z = 0;
      const expected = new Float64Array(names.length);
      for (let i = 0; i < cells; i++) {
        const e = Math.exp(log[i] - max);
        z += e;
        for (let f = 0; f < maps.length; f++) expected[f] += e * maps[f][i];
      }
      value += weight * n * (Math.log(z) + max);
      for (let f = 0; f < maps.length; f++) gradient[f] += (weight * n * expected[f]) / z;
      for (const i of frame.fixated) {
        value -= weight * log[i];
        for (let f = 0; f < maps.length; f++) gradient[f] -= weight * maps[f][i];
      }
    }
    weights.forEach((v, f) => {
      value += RIDGE * v * v;
      gradient[f] += 2 * RIDGE * v;
    });
    return value;
  };
  const { x, value } = lbfgs(objective, new Float64Array(names.length), { iterations: 200 });
  return { weights: x, value };
}

export const fitWeights = (frames: readonly FitFrame[], names: readonly string[], fixed: Record<string, number> = {}): Float64Array =>
  fitMix(frames, names, fixed).weights;

/** Each material's points weighed so that every material counts as much in the fit, whatever its number of points. */
export function balanced(materials: readonly (readonly FitFrame[])[]): FitFrame[] {
  return materials.flatMap((frames) => {
    const points = frames.reduce((sum, f) => sum + f.fixated.length, 0);
    return frames.map((f) => ({ ...f, weight: 1000 / Math.max(1, points) }));
  });
}
