import * as tf from "@tensorflow/tfjs";
import { FEATURE_NAMES, type ImageAnalysis, type ModelParameters, simulateAudience } from "@adsight/engine/src/simulation/stages";
import { wasserstein1d } from "./metrics";
import type { OsieImage } from "./osie";

export interface FitImage {
  image: OsieImage;
  analysis: ImageAnalysis;
}

const CENTRE = [FEATURE_NAMES.indexOf("centreX"), FEATURE_NAMES.indexOf("centreY")];

function cellOf(analysis: ImageAnalysis, x: number, y: number): number {
  const { w, h } = analysis.features.grid;
  const gx = Math.min(w - 1, Math.max(0, Math.floor((x / analysis.width) * w)));
  const gy = Math.min(h - 1, Math.max(0, Math.floor((y / analysis.height) * h)));
  return gy * w + gx;
}

/** Features as [images × cells, features] and the human fixation counts [images, cells] (all, or first only). */
function design(images: FitImage[], firstOnly: boolean): { x: tf.Tensor2D; counts: tf.Tensor2D } {
  const cells = images[0].analysis.features.maps[0].length;
  const k = FEATURE_NAMES.length;
  if (images.some((i) => i.analysis.features.maps[0].length !== cells)) throw new Error("Calibration images must share one grid size");
  const x = new Float32Array(images.length * k * cells);
  const counts = new Float32Array(images.length * cells);
  images.forEach(({ image, analysis }, i) => {
    analysis.features.maps.forEach((map, f) => map.forEach((value, c) => (x[(i * cells + c) * k + f] = value)));
    for (const subject of image.subjects) {
      const last = firstOnly ? Math.min(1, subject.x.length) : subject.x.length;
      for (let j = 0; j < last; j++) counts[i * cells + cellOf(analysis, subject.x[j], subject.y[j])] += 1;
    }
  });
  return { x: tf.tensor2d(x, [images.length * cells, k]), counts: tf.tensor2d(counts, [images.length, cells]) };
}

function negativeLogLikelihood(x: tf.Tensor2D, counts: tf.Tensor2D, weights: tf.Tensor1D): tf.Scalar {
  const logits = tf.matMul(x, weights.reshape([-1, 1])).reshape(counts.shape);
  return tf.logSoftmax(logits).mul(counts).sum().neg().div(counts.sum());
}

/**
 * How much stronger the centre prior is for the first fixation: the factor on the centre weights that maximises the
 * likelihood of the observers' first fixations under softmax(Σ wₖ·Mₖ). The weights themselves are the readout fit's
 * (research/readout-experiment.ts, cross-validated by image).
 */
export function fitFirstFixationCentre(images: FitImage[], weights: number[]): number {
  const fitted = weights;
  const first = design(images, true);
  let best = { factor: 1, loss: Infinity };
  for (const factor of [1, 1.5, 2, 3, 4, 6, 8, 12]) {
    const scaled = fitted.map((w, k) => (CENTRE.includes(k) ? w * factor : w));
    const loss = tf.tidy(() => negativeLogLikelihood(first.x, first.counts, tf.tensor1d(scaled)).dataSync()[0]);
    if (loss < best.loss) best = { factor, loss };
  }
  tf.dispose([first.x, first.counts]);
  return best.factor;
}

/**
 * Log-normal durations from the human fixations, and how much longer they are on faces and text. The log-duration
 * variance is split into a per-viewing part and a within-viewing part (one-way random effects, method of moments): the
 * variance of each viewing's mean log duration, less the within part's share of it, is the pace's variance. The mean is
 * that of the viewings' means: pooled over fixations, fast viewers (more fixations) would count more, and simulated
 * viewers with their own pace weigh themselves that way again.
 */
export function fitDurations(images: FitImage[]): ModelParameters["duration"] {
  const logs: number[] = [];
  const viewings: number[][] = [];
  const on = { face: [] as number[], text: [] as number[], other: [] as number[] };
  const face = FEATURE_NAMES.indexOf("faces");
  const text = FEATURE_NAMES.indexOf("text");
  for (const { image, analysis } of images) {
    for (const s of image.subjects) {
      const viewing: number[] = [];
      s.dur.forEach((dur, j) => {
        if (dur <= 0) return;
        logs.push(Math.log(dur));
        viewing.push(Math.log(dur));
        const cell = cellOf(analysis, s.x[j], s.y[j]);
        if (analysis.features.maps[face][cell] > 0.5) on.face.push(dur);
        else if (analysis.features.maps[text][cell] > 0.5) on.text.push(dur);
        else on.other.push(dur);
      });
      if (viewing.length >= 2) viewings.push(viewing);
    }
  }
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / Math.max(1, a.length);
  const logMean = mean(logs);
  const total = mean(logs.map((v) => (v - logMean) ** 2));
  const means = viewings.map(mean);
  const within =
    viewings.reduce((sum, v, i) => sum + v.reduce((s, l) => s + (l - means[i]) ** 2, 0), 0) /
    viewings.reduce((sum, v) => sum + v.length - 1, 0);
  const meanOfMeans = mean(means);
  const paceVariance = Math.min(
    total,
    Math.max(0, mean(means.map((m) => (m - meanOfMeans) ** 2)) - within * mean(viewings.map((v) => 1 / v.length))),
  );
  const other = mean(on.other);
  const ratio = (a: number[]) => (a.length >= 20 ? Math.max(1, mean(a) / other) : 1);
  return {
    logMean: meanOfMeans,
    logSd: Math.sqrt(total - paceVariance),
    viewerSd: Math.sqrt(paceVariance),
    faceFactor: ratio(on.face),
    textFactor: ratio(on.text),
  };
}

function humanAmplitudes(images: FitImage[]): number[] {
  const amplitudes: number[] = [];
  for (const { image } of images) {
    for (const s of image.subjects) {
      for (let j = 1; j < s.x.length; j++) amplitudes.push(Math.hypot(s.x[j] - s.x[j - 1], s.y[j] - s.y[j - 1]));
    }
  }
  return amplitudes;
}

/** Simulated baseline viewers' saccade amplitudes on the given images. */
async function simulatedAmplitudes(images: FitImage[], parameters: ModelParameters, viewers: number): Promise<number[]> {
  const amplitudes: number[] = [];
  for (const [i, { analysis }] of images.entries()) {
    const run = await simulateAudience(analysis, {}, viewers, 1000 + i, parameters, { readingDirectionBias: false });
    for (const path of run.paths) {
      for (let j = 1; j < path.length; j++) amplitudes.push(Math.hypot(path[j].x - path[j - 1].x, path[j].y - path[j - 1].y));
    }
  }
  return amplitudes;
}

/**
 * Saccade-amplitude likelihood and inhibition-of-return strength, fitted by simulation: each candidate's synthetic
 * amplitudes are compared with the human ones (Wasserstein). The clock (latency, saccade times) is fitted by
 * clock-fit.ts.
 */
export async function fitScanpathTiming(
  images: FitImage[],
  parameters: ModelParameters,
  viewers: number,
  log: (line: string) => void,
): Promise<Pick<ModelParameters, "amplitude" | "ior">> {
  const human = humanAmplitudes(images);
  let best = { parameters, distance: Infinity };
  for (const strength of [0.1, 0.25, 0.5, 1, 2]) {
    for (const exponent of [0.3, 0.4, 0.5, 0.6, 0.75, 1]) {
      for (const scale of [0.005, 0.01, 0.015, 0.02, 0.03, 0.04, 0.08, 0.15]) {
        const trial: ModelParameters = { ...parameters, amplitude: { scale, exponent }, ior: { ...parameters.ior, strength } };
        const distance = wasserstein1d(await simulatedAmplitudes(images, trial, viewers), human);
        log(`  inhibition ${strength}, amplitude ${JSON.stringify(trial.amplitude)}: amplitude Wasserstein ${distance.toFixed(1)} px`);
        if (distance < best.distance) best = { parameters: trial, distance };
      }
    }
  }
  return { amplitude: best.parameters.amplitude, ior: best.parameters.ior };
}
