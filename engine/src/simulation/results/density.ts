import { blurPlane } from "../features/plane-blur";
import { DEGREE_FRACTION } from "../geometry";
import { gridSize } from "../image";
import type { DensityCalibration } from "../parameters";
import type { TimedFixation } from "./time-figures";

// The 1° blur is far wider than its pixels.
export const DENSITY_LONG_SIDE = 200;

export interface DensityMap {
  w: number;
  h: number;
  values: Float32Array; // sums to 1; all zeros without fixations
}

// The benchmarks' baseline map.
export function centredGaussian(width: number, height: number): Float32Array {
  const map = new Float32Array(width * height);
  const sx = width / 4;
  const sy = height / 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      map[y * width + x] = Math.exp(-(((x - width / 2) / sx) ** 2 + ((y - height / 2) / sy) ** 2) / 2);
    }
  }
  return map;
}

export function densityRaster(width: number, height: number): { w: number; h: number } {
  return gridSize(width, height, DENSITY_LONG_SIDE);
}

type Paths = readonly (readonly TimedFixation[])[];

// All viewing time, then the fixations that start before each of `untilMs`, each with its whole duration: where the
// looks of those moments went, weighed as the full map weighs them. Cutting a straddling fixation at the moment instead
// scored worse against people's first-second fixations (research LOG, "Viewing times against people").
function fixationHistograms(paths: Paths, width: number, height: number, untilMs: readonly number[]): Float32Array {
  const { w, h } = densityRaster(width, height);
  const cells = w * h;
  const histograms = new Float32Array(cells * (1 + untilMs.length));
  for (const path of paths) {
    for (const f of path) {
      const gx = Math.min(w - 1, Math.max(0, Math.floor((f.x / width) * w)));
      const gy = Math.min(h - 1, Math.max(0, Math.floor((f.y / height) * h)));
      const cell = gy * w + gx;
      histograms[cell] += f.dur;
      for (let s = 0; s < untilMs.length; s++) if (f.t < untilMs[s]) histograms[(s + 1) * cells + cell] += f.dur;
    }
  }
  return histograms;
}

// The feature maps' Gaussian (plane-blur.ts), once per time slice.
export function blurHistograms(histograms: Float32Array, width: number, height: number, blurDegrees: number): Float32Array[] {
  const { w, h } = densityRaster(width, height);
  const cells = w * h;
  const sigma = blurDegrees * DEGREE_FRACTION * Math.max(w, h);
  const between = new Float32Array(cells);
  return Array.from(
    { length: histograms.length / cells },
    (_, i) => blurPlane({ w, h, values: histograms.subarray(i * cells, (i + 1) * cells) }, sigma, between).values,
  );
}

export function blurredFixations(paths: Paths, width: number, height: number, blurDegrees: number): Float32Array {
  return blurHistograms(fixationHistograms(paths, width, height, []), width, height, blurDegrees)[0];
}

export function shapeDensity(blurred: Float32Array, centre: Float32Array, calibration: DensityCalibration): Float32Array {
  const { gamma, centreMix } = calibration;
  const out = new Float32Array(blurred.length);
  let total = 0;
  for (let i = 0; i < blurred.length; i++) total += out[i] = Math.max(0, blurred[i]) ** gamma;
  if (total <= 0) return out;
  let centreTotal = 0;
  for (const v of centre) centreTotal += v;
  for (let i = 0; i < out.length; i++) out[i] = (1 - centreMix) * (out[i] / total) + centreMix * (centre[i] / centreTotal);
  return out;
}

// Grid viewing time as the fixations' density would show it: spread evenly in each cell, as the sampler places them.
export function expectedDensity(
  gridTime: Float64Array,
  grid: { w: number; h: number },
  width: number,
  height: number,
  calibration: DensityCalibration,
): DensityMap {
  const { w, h } = densityRaster(width, height);
  const cellOf = new Int32Array(w * h);
  const rasterCells = new Float64Array(grid.w * grid.h);
  for (let y = 0; y < h; y++) {
    const gy = Math.min(grid.h - 1, Math.floor(((y + 0.5) / h) * grid.h));
    for (let x = 0; x < w; x++)
      rasterCells[(cellOf[y * w + x] = gy * grid.w + Math.min(grid.w - 1, Math.floor(((x + 0.5) / w) * grid.w)))]++;
  }
  return densities(
    Float32Array.from(cellOf, (g) => gridTime[g] / rasterCells[g]),
    width,
    height,
    calibration,
  )[0];
}

// Raster histograms, one after another, blurred and shaped into densities.
function densities(histograms: Float32Array, width: number, height: number, calibration: DensityCalibration): DensityMap[] {
  const { w, h } = densityRaster(width, height);
  const centre = centredGaussian(w, h);
  return blurHistograms(histograms, width, height, calibration.blurDegrees).map((blurred) => ({
    w,
    h,
    values: shapeDensity(blurred, centre, calibration),
  }));
}

export function fixationDensity(paths: Paths, width: number, height: number, calibration: DensityCalibration): DensityMap {
  return timeSlicedDensities(paths, width, height, calibration, [])[0];
}

export function timeSlicedDensities(
  paths: Paths,
  width: number,
  height: number,
  calibration: DensityCalibration,
  untilMs: readonly number[],
): DensityMap[] {
  return densities(fixationHistograms(paths, width, height, untilMs), width, height, calibration);
}
