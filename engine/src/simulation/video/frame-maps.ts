import type { VideoFeature } from "../parameters";
import type { DensityMap } from "../results/density";
import type { Fixation } from "../viewers/scanpaths";

const CENTRE_SD = 0.25;
const IMAGE_FLOOR = 0.01;

export type FrameFeatures = Record<VideoFeature | "image", Float32Array>;

export function centreFeature(w: number, h: number): Float32Array {
  const map = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) map[y * w + x] = -(((x + 0.5) / w - 0.5) ** 2 + ((y + 0.5) / h - 0.5) ** 2) / (2 * CENTRE_SD ** 2);
  return map;
}

// The image model's map before the density's blur: drawn from the blurred density, viewers were blurred twice (issue 51).
export function frameVisits(paths: readonly (readonly Fixation[])[], grid: { w: number; h: number }): DensityMap {
  const values = new Float32Array(grid.w * grid.h);
  let total = 0;
  for (const path of paths)
    for (const f of path) {
      values[f.cell] += f.dur;
      total += f.dur;
    }
  if (total > 0) for (let i = 0; i < values.length; i++) values[i] /= total;
  return { ...grid, values };
}

export function firstLooks(paths: readonly (readonly Fixation[])[], grid: { w: number; h: number }, count: number): Float32Array {
  const cells = grid.w * grid.h;
  const looks = new Float32Array(count * cells);
  for (const path of paths) for (let k = 0; k < Math.min(count, path.length); k++) looks[k * cells + path[k].cell] += 1 / paths.length;
  return looks;
}

export function imageFeature(image: DensityMap): Float32Array {
  let max = 0;
  for (const v of image.values) max = Math.max(max, v);
  return image.values.map((v) => Math.log(v / (max || 1) + IMAGE_FLOOR));
}

export interface ShotPlace {
  sinceCutMs: number;
  previous?: Float32Array;
}

// After a cut the eyes go back towards the centre, then to the shot; a moving shot holds them nearer the centre. Every
// term but the image's is 0 on a still shot once the cut has faded, so the map is then the image model's.
export function frameFeatures(
  image: Float32Array,
  motion: Float32Array,
  centre: Float32Array,
  place: ShotPlace,
  fades: { cutFadeMs: number; carryFadeMs: number },
): FrameFeatures {
  const moves = motion.map((v) => Math.log1p(v));
  const level = moves.reduce((sum, v) => sum + v, 0) / moves.length;
  const cut = Math.exp(-place.sinceCutMs / fades.cutFadeMs);
  const carry = place.previous ? Math.exp(-place.sinceCutMs / fades.carryFadeMs) : 0;
  return {
    image,
    motion: moves,
    cut: centre.map((v) => v * cut),
    carry: place.previous ? place.previous.map((v) => v * carry) : new Float32Array(image.length),
    movingCentre: centre.map((v) => v * level),
    movingImage: image.map((v) => v * level),
  };
}

/** The image model's term enters every frame's map as it is: its weight is set, not fitted. */
export const FIXED_TERMS = { image: 1 } as const;

export const mixWeights = (weights: Record<VideoFeature, number>): Record<VideoFeature | "image", number> => ({
  ...FIXED_TERMS,
  ...weights,
});

export function logMap(features: Partial<Record<string, Float32Array>>, weights: Record<string, number>): Float64Array {
  const names = Object.keys(weights);
  const out = new Float64Array((features[names[0]] as Float32Array).length);
  for (const name of names) {
    const values = features[name] as Float32Array;
    const w = weights[name];
    for (let i = 0; i < out.length; i++) out[i] += w * values[i];
  }
  return out;
}

export function gridPriority(log: Float64Array, raster: { w: number; h: number }, grid: { w: number; h: number }): Float64Array {
  let max = -Infinity;
  for (const v of log) max = Math.max(max, v);
  const cells = new Float64Array(grid.w * grid.h);
  for (let y = 0; y < raster.h; y++) {
    const gy = Math.min(grid.h - 1, Math.floor(((y + 0.5) / raster.h) * grid.h));
    for (let x = 0; x < raster.w; x++) {
      const gx = Math.min(grid.w - 1, Math.floor(((x + 0.5) / raster.w) * grid.w));
      cells[gy * grid.w + gx] += Math.exp(log[y * raster.w + x] - max);
    }
  }
  return cells;
}
