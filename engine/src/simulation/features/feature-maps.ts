import * as tf from "@tensorflow/tfjs";
import type { DeepSaliency } from "./deep-features";
import type { Detection } from "./detectors";
import { gridSize, type RgbImage } from "../image";
import type { LowLevelMaps } from "./low-level";
import { gaussianKernel, type Plane } from "./plane-blur";
import type { TextLine } from "./text-lines";

// About 1° of visual angle per cell at OSIE's 800 px.
export const SAMPLING_LONG_SIDE = 32;

export function samplingGrid(width: number, height: number): { w: number; h: number } {
  return gridSize(width, height, SAMPLING_LONG_SIDE);
}
// Images are decoded at twice this for the spectral residual and appearance.
export const ANALYSIS_LONG_SIDE = 128;

export interface ImageFeatures {
  grid: { w: number; h: number };
  maps: Float32Array[]; // [feature][cell] row-major, 0..1; centre/top/left −1..0, deep in log units
  content?: ContentStatistics; // absent: a photograph
}

// Tells designed content (pages, ads, posters) from photographs.
export interface ContentStatistics {
  textCoverage: number;
  flatShare: number; // pixels whose four neighbours match within FLAT_LEVELS
}

export const TEXT_SIZE_FULL = 0.06; // letter height / long side at which the map saturates
const FLAT_LEVELS = 3; // per channel, of 255

export function textSizeMap(lines: readonly TextLine[], grid: { w: number; h: number }, width: number, height: number): Float32Array {
  const map = new Float32Array(grid.w * grid.h);
  const full = TEXT_SIZE_FULL * Math.max(width, height);
  for (const { box } of lines) {
    const value = Math.min(1, box.h / full);
    const x0 = Math.max(0, Math.floor((box.x / width) * grid.w));
    const x1 = Math.min(grid.w - 1, Math.floor(((box.x + box.w) / width) * grid.w));
    const y0 = Math.max(0, Math.floor((box.y / height) * grid.h));
    const y1 = Math.min(grid.h - 1, Math.floor(((box.y + box.h) / height) * grid.h));
    for (let gy = y0; gy <= y1; gy++) for (let gx = x0; gx <= x1; gx++) map[gy * grid.w + gx] = Math.max(map[gy * grid.w + gx], value);
  }
  return map;
}

/** 1 where a pixel's four neighbours match it within FLAT_LEVELS per channel (the border never). */
function flatPixels({ width, height, data }: RgbImage): Uint8Array {
  const flat = new Uint8Array(width * height);
  const same = (a: number, b: number) =>
    Math.abs(data[a] - data[b]) <= FLAT_LEVELS &&
    Math.abs(data[a + 1] - data[b + 1]) <= FLAT_LEVELS &&
    Math.abs(data[a + 2] - data[b + 2]) <= FLAT_LEVELS;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = (y * width + x) * 3;
      if (same(i, i - 3) && same(i, i + 3) && same(i, i - width * 3) && same(i, i + width * 3)) flat[y * width + x] = 1;
    }
  }
  return flat;
}

export function contentStatistics(text: Float32Array, image: RgbImage, flat = flatPixels(image)): ContentStatistics {
  const { width, height } = image;
  let count = 0;
  for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) count += flat[y * width + x];
  const inner = Math.max(1, (width - 2) * (height - 2));
  return { textCoverage: text.reduce((s, v) => s + v, 0) / Math.max(1, text.length), flatShare: count / inner };
}

/**
 * Share of flat pixels per grid cell: blank margins, backgrounds and panels of flat colour, which a page's or a
 * poster's viewers pass over whatever the position priors give them.
 */
export function blankMap(image: RgbImage, grid: { w: number; h: number }, flat = flatPixels(image)): Float32Array {
  const { width, height } = image;
  const sums = new Float32Array(grid.w * grid.h);
  const counts = new Float32Array(grid.w * grid.h);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(grid.h - 1, Math.floor((y / height) * grid.h));
    for (let x = 0; x < width; x++) {
      const c = gy * grid.w + Math.min(grid.w - 1, Math.floor((x / width) * grid.w));
      sums[c] += flat[y * width + x];
      counts[c]++;
    }
  }
  return sums.map((s, c) => (counts[c] > 0 ? s / counts[c] : 0));
}

// Mirrored borders: zero padding would darken the edges.
export function blur(x: tf.Tensor4D, sigma: number): tf.Tensor4D {
  return tf.tidy(() => {
    const k = gaussianKernel(sigma);
    const r = (k.length - 1) / 2;
    const [, h, w] = x.shape;
    const padY = Math.min(r, h - 1);
    const padX = Math.min(r, w - 1);
    const padded = tf.mirrorPad(
      x,
      [
        [0, 0],
        [padY, padY],
        [padX, padX],
        [0, 0],
      ],
      "reflect",
    );
    const kernelY = tf.tensor4d(k.slice(r - padY, r + padY + 1), [2 * padY + 1, 1, 1, 1]);
    const kernelX = tf.tensor4d(k.slice(r - padX, r + padX + 1), [1, 2 * padX + 1, 1, 1]);
    return tf.conv2d(tf.conv2d(padded, kernelY, 1, "valid"), kernelX, 1, "valid");
  });
}

function unitRange(map: tf.Tensor4D): tf.Tensor4D {
  return tf.tidy(() => {
    const shifted = map.sub(map.min());
    return shifted.div<tf.Tensor4D>(shifted.max().add(1e-6));
  });
}

// Reflection needs two cells per side; a one-pixel-tall image (2000×10 banner) repeats its row instead.
function mirrorOneCell(x: tf.Tensor4D): tf.Tensor4D {
  const [, h, w] = x.shape;
  return tf.mirrorPad(
    x,
    [
      [0, 0],
      [1, 1],
      [1, 1],
      [0, 0],
    ],
    h > 1 && w > 1 ? "reflect" : "symmetric",
  );
}

function rgbTensor(image: RgbImage): tf.Tensor4D {
  return tf.tidy(() => tf.tensor4d(image.data, [1, image.height, image.width, 3], "int32").toFloat().div<tf.Tensor4D>(255));
}

function dftMatrices(n: number): { cos: tf.Tensor2D; sin: tf.Tensor2D } {
  const cos = new Float32Array(n * n);
  const sin = new Float32Array(n * n);
  for (let j = 0; j < n; j++) {
    for (let k = 0; k < n; k++) {
      const angle = (-2 * Math.PI * j * k) / n;
      cos[j * n + k] = Math.cos(angle);
      sin[j * n + k] = Math.sin(angle);
    }
  }
  return { cos: tf.tensor2d(cos, [n, n]), sin: tf.tensor2d(sin, [n, n]) };
}

// Spectral residual (Hou & Zhang 2007); the DFT as matrix products because wasm has no FFT kernel.
function spectralResidual(image: RgbImage): tf.Tensor4D {
  return tf.tidy(() => {
    const grid = gridSize(image.width, image.height, 64);
    const grey = rgbTensor(image).mean<tf.Tensor4D>(3, true).resizeBilinear([grid.h, grid.w]).reshape<tf.Tensor2D>([grid.h, grid.w]);
    const rows = dftMatrices(grid.h);
    const cols = dftMatrices(grid.w);
    // F = Rh · X · Rw with R = C + iS (both symmetric).
    const leftRe = tf.matMul(rows.cos, grey);
    const leftIm = tf.matMul(rows.sin, grey);
    const re = tf.matMul(leftRe, cols.cos).sub(tf.matMul(leftIm, cols.sin));
    const im = tf.matMul(leftRe, cols.sin).add(tf.matMul(leftIm, cols.cos));
    const amplitude = re.square().add(im.square()).sqrt().add(1e-8);
    const logAmplitude = amplitude.log();
    const averaged = tf
      .avgPool(mirrorOneCell(logAmplitude.reshape<tf.Tensor4D>([1, grid.h, grid.w, 1])), 3, 1, "valid")
      .reshape([grid.h, grid.w]);
    const residual = logAmplitude.sub(averaged).exp();
    const cosPhase = re.div(amplitude);
    const sinPhase = im.div(amplitude);
    const specRe = residual.mul(cosPhase);
    const specIm = residual.mul(sinPhase);
    // Inverse DFT: conj(R) on both sides; the 1/(hw) factor does not matter after normalisation.
    const invLeftRe = tf.matMul(rows.cos, specRe).add(tf.matMul(rows.sin, specIm));
    const invLeftIm = tf.matMul(rows.cos, specIm).sub(tf.matMul(rows.sin, specRe));
    const outRe = tf.matMul(invLeftRe, cols.cos).add(tf.matMul(invLeftIm, cols.sin));
    const outIm = tf.matMul(invLeftIm, cols.cos).sub(tf.matMul(invLeftRe, cols.sin));
    const power = outRe.square().add(outIm.square()).reshape<tf.Tensor4D>([1, grid.h, grid.w, 1]);
    return unitRange(blur(power, 2));
  });
}

function toGrid(map: tf.Tensor4D | Plane, grid: { w: number; h: number }): Float32Array {
  return tf.tidy(() => {
    const tensor = map instanceof tf.Tensor ? map : tf.tensor4d(map.values, [1, map.h, map.w, 1]);
    return unitRange(tensor.resizeBilinear([grid.h, grid.w], false, true)).dataSync() as Float32Array;
  });
}

export function detectionMask(detections: Detection[], grid: { w: number; h: number }, width: number, height: number): Float32Array {
  const mask = new Float32Array(grid.w * grid.h);
  const cellW = width / grid.w;
  const cellH = height / grid.h;
  for (const d of detections) {
    // People are looked at mostly on the head and upper body.
    const cx = d.box.x + d.box.w / 2;
    const cy = d.kind === "person" ? d.box.y + d.box.h * 0.25 : d.box.y + d.box.h / 2;
    const sx = Math.max(d.box.w / 3, cellW / 2);
    const sy = Math.max(d.kind === "person" ? d.box.h / 4 : d.box.h / 3, cellH / 2);
    for (let gy = 0; gy < grid.h; gy++) {
      const dy = ((gy + 0.5) * cellH - cy) / sy;
      for (let gx = 0; gx < grid.w; gx++) {
        const dx = ((gx + 0.5) * cellW - cx) / sx;
        const value = d.score * Math.exp(-(dx * dx + dy * dy) / 2);
        const i = gy * grid.w + gx;
        if (value > mask[i]) mask[i] = value;
      }
    }
  }
  return mask;
}

/** What the features read of `analysis` (at 2 × ANALYSIS_LONG_SIDE) alone: computed while the text detector runs. */
export interface PixelMaps {
  analysis: RgbImage;
  grid: { w: number; h: number };
  lowLevel: Float32Array[];
  flat: Uint8Array;
}

export const lowLevelInput = (analysis: RgbImage) => downsample(analysis, 2);

export function pixelMaps(analysis: RgbImage, width: number, height: number, low: LowLevelMaps): PixelMaps {
  const grid = samplingGrid(width, height);
  const { intensity, colour, orientation } = low;
  const spectral = spectralResidual(analysis);
  const lowLevel = [intensity, colour, orientation, spectral].map((m) => toGrid(m, grid));
  spectral.dispose();
  // One flat-pixel pass serves the blank map and the content statistics.
  return { analysis, grid, lowLevel, flat: flatPixels(analysis) };
}

// `text` and `deep` are already on samplingGrid; `lines` in image px.
export function computeFeatures(
  pixels: PixelMaps,
  detections: Detection[],
  width: number,
  height: number,
  text: Float32Array,
  deep: DeepSaliency,
  lines: readonly TextLine[],
): ImageFeatures {
  const { analysis, grid, flat } = pixels;
  const maps: Float32Array[] = [...pixels.lowLevel];
  maps.push(
    detectionMask(
      detections.filter((d) => d.kind === "face"),
      grid,
      width,
      height,
    ),
    detectionMask(
      detections.filter((d) => d.kind === "person"),
      grid,
      width,
      height,
    ),
    detectionMask(
      detections.filter((d) => d.kind === "object"),
      grid,
      width,
      height,
    ),
    text,
    deep.photograph,
  );
  const cells = grid.w * grid.h;
  const [centreX, centreY, top, left] = [0, 1, 2, 3].map(() => new Float32Array(cells));
  for (let gy = 0; gy < grid.h; gy++) {
    for (let gx = 0; gx < grid.w; gx++) {
      const x = ((gx + 0.5) / grid.w) * 2 - 1;
      const y = ((gy + 0.5) / grid.h) * 2 - 1;
      const c = gy * grid.w + gx;
      centreX[c] = -x * x;
      centreY[c] = -y * y;
      top[c] = -(y + 1) / 2;
      left[c] = -(x + 1) / 2;
    }
  }
  maps.push(centreX, centreY, textSizeMap(lines, grid, width, height), top, left, blankMap(analysis, grid, flat), deep.designed);
  return { grid, maps, content: contentStatistics(text, analysis, flat) };
}

function downsample(image: RgbImage, factor: number): RgbImage {
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        let count = 0;
        for (let sy = y * factor; sy < Math.min(image.height, (y + 1) * factor); sy++) {
          for (let sx = x * factor; sx < Math.min(image.width, (x + 1) * factor); sx++) {
            sum += image.data[(sy * image.width + sx) * 3 + c];
            count++;
          }
        }
        data[(y * width + x) * 3 + c] = Math.round(sum / count);
      }
    }
  }
  return { width, height, data };
}
