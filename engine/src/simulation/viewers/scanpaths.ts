import * as tf from "@tensorflow/tfjs";
import { FEATURE_NAMES, type ImageFeatures } from "../features/feature-maps";
import { weightVector, type ModelParameters } from "../parameters";
import type { Rng } from "../rng";
import type { Viewer } from "./viewers";

export interface Fixation {
  x: number;
  y: number;
  dur: number;
  /** Sampling-grid cell. */
  cell: number;
}

export interface ScanpathOptions {
  /** Off for checks that need left-right symmetry. */
  readingDirectionBias: boolean;
  onStep?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Early fixations carry the reading-direction bias; it fades after them. */
const READING_BIAS_FADE = [1, 1, 0.7, 0.4];
const MAX_FIXATIONS = 40;
/** Finished viewers' rows are dropped once the active ones fall below this share of the rows. */
const COMPACT_BELOW = 0.6;

const CENTRE = [FEATURE_NAMES.indexOf("centreX"), FEATURE_NAMES.indexOf("centreY")];
const FACE = FEATURE_NAMES.indexOf("faces");
const TEXT = FEATURE_NAMES.indexOf("text");

/**
 * Samples every viewer's scanpath at once. The heavy work is [viewers, cells] tensors (priority, saccade
 * likelihood, inhibition of return, inverse-CDF sampling); per-viewer scalars (clock, position) stay in JS.
 * Viewers whose time budget is spent are dropped from the tensors in bulk, so cost follows fixations.
 */
export async function sampleScanpaths(
  features: ImageFeatures,
  viewers: Viewer[],
  width: number,
  height: number,
  parameters: ModelParameters,
  rng: Rng,
  options: ScanpathOptions,
): Promise<Fixation[][]> {
  const { grid } = features;
  const cells = grid.w * grid.h;
  const n = viewers.length;
  const longSide = Math.max(width, height);
  const cellW = width / grid.w;
  const cellH = height / grid.h;
  const weights = weightVector(parameters);
  const paths: Fixation[][] = viewers.map(() => []);
  if (n === 0) return paths;

  const viewerWeights = new Float32Array(n * weights.length);
  const firstWeights = new Float32Array(n * weights.length);
  viewers.forEach((viewer, v) => {
    weights.forEach((w, k) => {
      viewerWeights[v * weights.length + k] = w * viewer.featureFactors[k];
      firstWeights[v * weights.length + k] =
        w * viewer.featureFactors[k] * (CENTRE.includes(k) ? parameters.firstFixationCentre : 1);
    });
  });
  const faceMap = features.maps[FACE];
  const textMap = features.maps[TEXT];
  // Cell centres along each axis in fractions of the long side: distances are isotropic whatever the aspect ratio.
  const columnX = Array.from({ length: grid.w }, (_, gx) => ((gx + 0.5) * cellW) / longSide);
  const rowY = Array.from({ length: grid.h }, (_, gy) => ((gy + 0.5) * cellH) / longSide);
  const xSignedValues = new Float32Array(cells);
  for (let i = 0; i < cells; i++) xSignedValues[i] = (((i % grid.w) + 0.5) / grid.w) * 2 - 1;
  const { sigma, strength, decay } = parameters.ior;
  const squareRoots = sqrtCount(parameters.amplitude.exponent);

  const maps = tf.tensor2d(concatMaps(features.maps), [weights.length, cells]);
  const xSigned = tf.tensor2d(xSignedValues, [1, cells]);
  // Rows are shifted to a maximum of 0 once, so the per-step exponentials cannot overflow.
  const priorityOf = (w: Float32Array) =>
    tf.tidy(() => {
      const logits = tf.matMul(tf.tensor2d(w, [n, weights.length]), maps);
      return logits.sub<tf.Tensor2D>(logits.max(1, true));
    });
  let logPriority = priorityOf(viewerWeights);
  let inhibition = tf.zeros([n, cells]);
  // Row r of the tensors is viewer rows[r].
  let rows = viewers.map((_, v) => v);
  const clock = new Float64Array(n);
  const budget = viewers.map((viewer) => parameters.budgetMs * viewer.time);
  const lastCell = new Int32Array(n);
  const finished = new Uint8Array(n);
  let remaining = n;

  try {
    for (let step = 0; step < MAX_FIXATIONS && remaining > 0; step++) {
      if (options.signal?.aborted) throw new Error("Simulation aborted");
      const count = rows.length;
      const uniforms = new Float32Array(count);
      for (let r = 0; r < count; r++) uniforms[r] = rng.next();
      const fade = options.readingDirectionBias ? (READING_BIAS_FADE[step] ?? 0) : 0;
      const reading = Float32Array.from(rows, (v) => viewers[v].readingBias * fade);
      const axes = step === 0 ? null : axisTerms(rows, lastCell, grid.w, columnX, rowY, sigma, strength);

      const { next, sampled } = tf.tidy(() => {
        let logits: tf.Tensor2D;
        let nextInhibition: tf.Tensor2D = inhibition as tf.Tensor2D;
        if (!axes) {
          logits = priorityOf(firstWeights);
        } else {
          // Distances and the Gaussian dip are separable in x and y: [rows, h, 1] ⊕ [rows, 1, w] broadcasts.
          const dx2 = tf.tensor3d(axes.dx2, [count, 1, grid.w]);
          const dy2 = tf.tensor3d(axes.dy2, [count, grid.h, 1]);
          const dip = tf.tensor3d(axes.dipY, [count, grid.h, 1]).mul(tf.tensor3d(axes.dipX, [count, 1, grid.w])).reshape([count, cells]);
          nextInhibition = inhibition.mul(decay).sub(dip);
          let distance = dy2.add(dx2).reshape([count, cells]);
          for (let k = 0; k < squareRoots; k++) distance = distance.sqrt();
          const saccade = distance.mul(-1 / parameters.amplitude.scale ** parameters.amplitude.exponent);
          logits = logPriority.add(saccade).add(nextInhibition);
        }
        if (reading.some((b) => b !== 0)) logits = logits.add<tf.Tensor2D>(tf.tensor2d(reading, [count, 1]).mul(xSigned));
        const cumulative = tf.cumsum(logits.exp(), 1);
        const threshold = tf.tensor2d(uniforms, [count, 1]).mul(cumulative.slice([0, cells - 1], [count, 1]));
        // Inverse CDF: the number of cells whose cumulative mass lies below the threshold (step() instead of less(),
        // whose broadcasting is ten times slower on wasm).
        const index = tf.minimum(tf.sum(tf.step(threshold.sub(cumulative)), 1), cells - 1).toInt();
        return { next: step === 0 ? nextInhibition.clone() : nextInhibition, sampled: index };
      });
      const chosen = (await sampled.data()) as Int32Array;
      sampled.dispose();
      inhibition.dispose();
      inhibition = next;

      const stillActive: number[] = [];
      for (let r = 0; r < count; r++) {
        const v = rows[r];
        if (finished[v]) continue;
        const cell = chosen[r];
        const gx = cell % grid.w;
        const gy = (cell - gx) / grid.w;
        const x = (gx + rng.next()) * cellW;
        const y = (gy + rng.next()) * cellH;
        const lengthen =
          1 + (parameters.duration.faceFactor - 1) * faceMap[cell] + (parameters.duration.textFactor - 1) * textMap[cell];
        const drawn = Math.exp(parameters.duration.logMean + parameters.duration.logSd * rng.normal()) * lengthen;
        const dur = Math.min(drawn, budget[v] - clock[v]);
        paths[v].push({ x, y, dur: Math.max(1, Math.round(dur)), cell });
        clock[v] += drawn + parameters.saccadeMs;
        lastCell[v] = cell;
        if (clock[v] < budget[v]) stillActive.push(r);
        else {
          finished[v] = 1;
          remaining--;
        }
      }
      if (stillActive.length < COMPACT_BELOW * count) {
        // Drop finished viewers' rows. A gather is costly on wasm, so rows are only dropped in bulk.
        const keep = tf.tensor1d(stillActive, "int32");
        const [priority, inhibited] = [tf.gather(logPriority, keep), tf.gather(inhibition, keep)];
        tf.dispose([keep, logPriority, inhibition]);
        logPriority = priority;
        inhibition = inhibited;
        rows = stillActive.map((r) => rows[r]);
      }
      options.onStep?.(1 - remaining / n);
    }
  } finally {
    tf.dispose([maps, xSigned, logPriority, inhibition]);
  }
  return paths;
}

/**
 * The saccade likelihood exp(−(d / scale)^exponent) needs d^exponent; the exponent is 2 or a power of ½ so that it
 * is d² or a chain of its square roots (tf.pow costs about six square roots on wasm). An exponent below 1 gives the many
 * short saccades and the long tail of human amplitudes.
 */
export function sqrtCount(exponent: number): number {
  const count = Math.round(Math.log2(2 / exponent));
  if (count < 0 || Math.abs(2 / 2 ** count - exponent) > 1e-9) throw new Error(`Saccade exponent ${exponent} is not 2, 1, 1/2, 1/4…`);
  return count;
}

/** Per-row squared axis distances from the last fixated cell, and the inhibition dip's axis factors. */
function axisTerms(rows: number[], lastCell: Int32Array, gridW: number, columnX: number[], rowY: number[], sigma: number, strength: number) {
  const count = rows.length;
  const w = columnX.length;
  const h = rowY.length;
  const dx2 = new Float32Array(count * w);
  const dy2 = new Float32Array(count * h);
  const dipX = new Float32Array(count * w);
  const dipY = new Float32Array(count * h);
  const spread = 2 * sigma * sigma;
  rows.forEach((v, r) => {
    const cell = lastCell[v];
    const gx = cell % gridW;
    const gy = (cell - gx) / gridW;
    for (let j = 0; j < w; j++) {
      const d = (columnX[j] - columnX[gx]) ** 2;
      dx2[r * w + j] = d;
      dipX[r * w + j] = strength * Math.exp(-d / spread);
    }
    for (let i = 0; i < h; i++) {
      const d = (rowY[i] - rowY[gy]) ** 2;
      dy2[r * h + i] = d;
      dipY[r * h + i] = Math.exp(-d / spread);
    }
  });
  return { dx2, dy2, dipX, dipY };
}

function concatMaps(maps: Float32Array[]): Float32Array {
  const out = new Float32Array(maps.length * maps[0].length);
  maps.forEach((map, k) => out.set(map, k * map.length));
  return out;
}
