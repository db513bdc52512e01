import * as tf from "@tensorflow/tfjs";
import { blur } from "../features/feature-maps";
import { gridSize } from "../image";

/** Long side of the density raster; the 1° blur is far wider than its pixels. */
export const DENSITY_LONG_SIDE = 200;
/** 1° of visual angle as a fraction of the long side (OSIE: 24 px on 800 px). */
export const DEGREE_FRACTION = 24 / 800;

export interface DensityMap {
  w: number;
  h: number;
  /** Sums to 1 (all zeros when there are no fixations). */
  values: Float32Array;
}

/** Duration-weighted fixation density of scanpaths, blurred by about 1°, at DENSITY_LONG_SIDE. */
export function fixationDensity(
  paths: readonly (readonly { x: number; y: number; dur: number }[])[],
  width: number,
  height: number,
  blurDegrees = 1,
): DensityMap {
  const { w, h } = gridSize(width, height, DENSITY_LONG_SIDE);
  const histogram = new Float32Array(w * h);
  for (const path of paths) {
    for (const f of path) {
      const gx = Math.min(w - 1, Math.max(0, Math.floor((f.x / width) * w)));
      const gy = Math.min(h - 1, Math.max(0, Math.floor((f.y / height) * h)));
      histogram[gy * w + gx] += f.dur;
    }
  }
  const sigma = blurDegrees * DEGREE_FRACTION * Math.max(w, h);
  const values = tf.tidy(() => {
    const blurred = blur(tf.tensor4d(histogram, [1, h, w, 1]), sigma);
    const total = blurred.sum();
    return blurred.div(tf.maximum(total, 1e-12)).dataSync() as Float32Array;
  });
  return { w, h, values };
}
