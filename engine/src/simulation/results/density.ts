import { gaussianKernel } from "../features/feature-maps";
import { DEGREE_FRACTION } from "../geometry";
import { gridSize } from "../image";
import type { TimedFixation } from "./time-figures";

/** Long side of the density raster; the 1° blur is far wider than its pixels. */
export const DENSITY_LONG_SIDE = 200;

export interface DensityMap {
  w: number;
  h: number;
  /** Sums to 1 (all zeros when there are no fixations). */
  values: Float32Array;
}

/**
 * How the viewers' fixations become the stored density, fitted for CC and KL against human fixation densities on
 * simulated fixations (`npm run cv:stored-map -w @adsight/research`); the heatmap overlays are drawn from the same density.
 */
export interface DensityCalibration {
  /** Gaussian blur of the duration-weighted fixation histogram, in degrees of visual angle. */
  blurDegrees: number;
  /** Exponent on the blurred histogram: above 1 sharpens the peaks, below 1 lifts the low-attention areas. */
  gamma: number;
  /** Share of the centred Gaussian mixed into the normalised density. */
  centreMix: number;
}

/** The centred Gaussian with σ a quarter of the width and of the height: the benchmarks' baseline map. */
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

/** The density raster of an image of this size. */
export function densityRaster(width: number, height: number): { w: number; h: number } {
  return gridSize(width, height, DENSITY_LONG_SIDE);
}

type Paths = readonly (readonly TimedFixation[])[];

/**
 * Duration-weighted histograms of the fixations on the density raster in one pass, stacked in one array: of all the
 * viewing time, then of the time before each of `untilMs` (on the viewers' clock: a fixation that straddles the moment
 * counts with its time before it).
 */
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
      for (let s = 0; s < untilMs.length; s++)
        if (f.t < untilMs[s]) histograms[(s + 1) * cells + cell] += Math.min(f.dur, untilMs[s] - f.t);
    }
  }
  return histograms;
}

/** One pass of a 1-D kernel along rows (step 1) or columns (step w) of a plane, with mirrored borders. */
function convolveAxis(source: Float32Array, target: Float32Array, w: number, h: number, taps: number[], alongRows: boolean): void {
  const r = (taps.length - 1) / 2;
  const [length, lines, step, lineStep] = alongRows ? [w, h, 1, w] : [h, w, w, 1];
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    for (let i = 0; i < length; i++) {
      let sum = 0;
      for (let t = -r; t <= r; t++) {
        let j = i + t;
        if (j < 0) j = -j;
        else if (j >= length) j = 2 * (length - 1) - j;
        sum += taps[t + r] * source[base + j * step];
      }
      target[base + i * step] = sum;
    }
  }
}

/**
 * Blurs stacked histograms of the density raster; one array per histogram. The separable Gaussian of
 * features/feature-maps.ts `blur` (mirrored borders, the kernel cut where the raster is narrower than it), in plain
 * JavaScript: at the density raster's size it is several times faster than TensorFlow.js's single-channel conv2d on wasm,
 * which matters once per time slice.
 */
export function blurHistograms(histograms: Float32Array, width: number, height: number, blurDegrees: number): Float32Array[] {
  const { w, h } = densityRaster(width, height);
  const cells = w * h;
  const kernel = gaussianKernel(blurDegrees * DEGREE_FRACTION * Math.max(w, h));
  const r = (kernel.length - 1) / 2;
  const cut = (pad: number) => kernel.slice(r - pad, r + pad + 1);
  const [tapsY, tapsX] = [cut(Math.min(r, h - 1)), cut(Math.min(r, w - 1))];
  const between = new Float32Array(cells);
  return Array.from({ length: histograms.length / cells }, (_, i) => {
    const out = new Float32Array(cells);
    convolveAxis(histograms.subarray(i * cells, (i + 1) * cells), between, w, h, tapsY, false);
    convolveAxis(between, out, w, h, tapsX, true);
    return out;
  });
}

/** The duration-weighted histogram of the fixations on the density raster, blurred by `blurDegrees`. */
export function blurredFixations(paths: Paths, width: number, height: number, blurDegrees: number): Float32Array {
  return blurHistograms(fixationHistograms(paths, width, height, []), width, height, blurDegrees)[0];
}

/**
 * The blurred histogram raised to `gamma`, normalised, mixed with the centred Gaussian (`centre`, any scale); all
 * zeros when there were no fixations.
 */
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

/** The stored fixation density of the scanpaths at DENSITY_LONG_SIDE. */
export function fixationDensity(paths: Paths, width: number, height: number, calibration: DensityCalibration): DensityMap {
  return timeSlicedDensities(paths, width, height, calibration, [])[0];
}

/**
 * The stored density of all the viewing time, then one per moment of `untilMs` of the viewing time before it (the
 * heatmaps of the first seconds), through the same density stage; the fixations are read once.
 */
export function timeSlicedDensities(
  paths: Paths,
  width: number,
  height: number,
  calibration: DensityCalibration,
  untilMs: readonly number[],
): DensityMap[] {
  const { w, h } = densityRaster(width, height);
  const centre = centredGaussian(w, h);
  return blurHistograms(fixationHistograms(paths, width, height, untilMs), width, height, calibration.blurDegrees).map((blurred) => ({
    w,
    h,
    values: shapeDensity(blurred, centre, calibration),
  }));
}
