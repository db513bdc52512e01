import * as tf from "@tensorflow/tfjs";
import { FEATURE_NAMES, type ImageFeatures } from "./features";
import { weightVector, type ModelParameters } from "./parameters";
import type { Rng } from "./rng";
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
const READING_BIAS_FADE = [1, 0.8, 0.5, 0.25];
const MAX_FIXATIONS = 40;

const CENTRE = [FEATURE_NAMES.indexOf("centreX"), FEATURE_NAMES.indexOf("centreY")];
const FACE = FEATURE_NAMES.indexOf("faces");
const TEXT = FEATURE_NAMES.indexOf("text");

/**
 * Samples every viewer's scanpath at once. The heavy work is [viewers, cells] tensors (priority, saccade
 * likelihood, inhibition of return, inverse-CDF sampling); per-viewer scalars (clock, position) stay in JS.
 * Viewers whose time budget is spent are dropped from the tensors as they finish, so cost follows fixations.
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
  const cellX = new Float32Array(cells);
  const cellY = new Float32Array(cells);
  const cellXSigned = new Float32Array(cells);
  for (let i = 0; i < cells; i++) {
    const gx = i % grid.w;
    const gy = (i - gx) / grid.w;
    cellX[i] = ((gx + 0.5) * cellW) / longSide;
    cellY[i] = ((gy + 0.5) * cellH) / longSide;
    cellXSigned[i] = ((gx + 0.5) / grid.w) * 2 - 1;
  }
  const faceMap = features.maps[FACE];
  const textMap = features.maps[TEXT];

  const maps = tf.tensor2d(concatMaps(features.maps), [weights.length, cells]);
  const cx = tf.tensor2d(cellX, [1, cells]);
  const cy = tf.tensor2d(cellY, [1, cells]);
  const xSigned = tf.tensor2d(cellXSigned, [1, cells]);
  let logPriority = tf.tidy(() => tf.matMul(tf.tensor2d(viewerWeights, [n, weights.length]), maps));
  let inhibition = tf.zeros([n, cells]);
  // Row r of the tensors is viewer rows[r].
  let rows = viewers.map((_, v) => v);
  const clock = new Float64Array(n);
  const budget = viewers.map((viewer) => parameters.budgetMs * viewer.time);
  const posX = new Float32Array(n);
  const posY = new Float32Array(n);

  try {
    for (let step = 0; step < MAX_FIXATIONS && rows.length > 0; step++) {
      if (options.signal?.aborted) throw new Error("Simulation aborted");
      const count = rows.length;
      const uniforms = new Float32Array(count);
      for (let r = 0; r < count; r++) uniforms[r] = rng.next();
      const reading = new Float32Array(count);
      const fade = options.readingDirectionBias ? (READING_BIAS_FADE[step] ?? 0) : 0;
      for (let r = 0; r < count; r++) reading[r] = viewers[rows[r]].readingBias * fade;

      const { next, sampled } = tf.tidy(() => {
        const readingTerm = tf.tensor2d(reading, [count, 1]).mul(xSigned);
        let logits: tf.Tensor2D;
        let nextInhibition: tf.Tensor2D = inhibition as tf.Tensor2D;
        if (step === 0) {
          const first = tf.matMul(tf.tensor2d(firstWeights, [n, weights.length]), maps);
          logits = first.add(readingTerm);
        } else {
          const px = tf.tensor2d(rows.map((v) => posX[v]), [count, 1]);
          const py = tf.tensor2d(rows.map((v) => posY[v]), [count, 1]);
          const distance2 = cx.sub(px).square().add(cy.sub(py).square());
          const dip = distance2.mul(-1 / (2 * parameters.ior.sigma ** 2)).exp().mul(parameters.ior.strength);
          nextInhibition = inhibition.mul(parameters.ior.decay).sub(dip);
          const saccade = distance2.add(1e-6).sqrt().mul(-1 / parameters.amplitudeScale);
          logits = logPriority.add(saccade).add(nextInhibition).add(readingTerm);
        }
        const probability = logits.sub(logits.max(1, true)).exp();
        const cumulative = tf.cumsum(probability, 1);
        const threshold = tf.tensor2d(uniforms, [count, 1]).mul(cumulative.slice([0, cells - 1], [count, 1]));
        const index = tf.minimum(tf.sum(tf.cast(tf.less(cumulative, threshold), "int32"), 1), cells - 1);
        return { next: step === 0 ? nextInhibition.clone() : nextInhibition, sampled: index };
      });
      const chosen = (await sampled.data()) as Int32Array;
      sampled.dispose();
      inhibition.dispose();
      inhibition = next;

      const stillActive: number[] = [];
      for (let r = 0; r < count; r++) {
        const v = rows[r];
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
        posX[v] = x / longSide;
        posY[v] = y / longSide;
        if (clock[v] < budget[v]) stillActive.push(r);
      }
      if (stillActive.length < count) {
        // Drop finished viewers' rows; gathering costs less than computing them for the rest of the run.
        const keep = tf.tensor1d(stillActive, "int32");
        const [priority, inhibited] = [tf.gather(logPriority, keep), tf.gather(inhibition, keep)];
        tf.dispose([keep, logPriority, inhibition]);
        logPriority = priority;
        inhibition = inhibited;
        rows = stillActive.map((r) => rows[r]);
      }
      options.onStep?.(1 - rows.length / n);
    }
  } finally {
    tf.dispose([maps, cx, cy, xSigned, logPriority, inhibition]);
  }
  return paths;
}

function concatMaps(maps: Float32Array[]): Float32Array {
  const out = new Float32Array(maps.length * maps[0].length);
  maps.forEach((map, k) => out.set(map, k * map.length));
  return out;
}
