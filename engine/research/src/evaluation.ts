import * as tf from "@tensorflow/tfjs";
import {
  blur,
  centredGaussian,
  densityPng,
  fixationDensity,
  type ImageAnalysis,
  type ModelParameters,
  readDensityPng,
  simulateAudience,
} from "@adsight/engine/src/simulation/stages";
import { aucJudd, cc, kl, nss, shuffledAuc, wasserstein1d, type PixelFixation } from "./metrics";
import type { HumanScanpath, OsieImage } from "./osie";

export interface MapScores {
  aucJudd: number;
  nss: number;
  cc: number;
  kl: number;
  sAuc: number;
}

export interface ScanpathStats {
  fixationsPerViewer: number;
  durationMeanMs: number;
  durationMedianMs: number;
  amplitudeMeanPx: number;
  amplitudeMedianPx: number;
}

export interface EvaluationReport {
  images: number;
  viewersPerImage: number;
  model: MapScores;
  centredGaussian: MapScores;
  synthetic: ScanpathStats;
  human: ScanpathStats;
  /** Wasserstein distances between synthetic and human samples. */
  wasserstein: { durationMs: number; amplitudePx: number; fixationCount: number };
}

/** 1° of visual angle in OSIE's set-up: the human fixation maps for CC and KL are blurred by this. */
const HUMAN_BLUR_PX = 24;

export function humanPoints(subjects: HumanScanpath[]): PixelFixation[] {
  return subjects.flatMap((s) => s.x.map((x, i) => ({ x, y: s.y[i] })));
}

export function humanDensity(points: PixelFixation[], width: number, height: number): Float32Array {
  const map = new Float32Array(width * height);
  for (const p of points) {
    const x = Math.min(width - 1, Math.max(0, Math.round(p.x)));
    const y = Math.min(height - 1, Math.max(0, Math.round(p.y)));
    map[y * width + x] = 1;
  }
  return tf.tidy(() => blur(tf.tensor4d(map, [1, height, width, 1]), HUMAN_BLUR_PX).dataSync() as Float32Array);
}

export function scoreMap(
  saliency: Float32Array,
  points: PixelFixation[],
  others: PixelFixation[],
  human: Float32Array,
  w: number,
  h: number,
): MapScores {
  return {
    aucJudd: aucJudd(saliency, points, w, h),
    nss: nss(saliency, points, w, h),
    cc: cc(saliency, human),
    kl: kl(saliency, human),
    sAuc: shuffledAuc(saliency, points, others, w, h),
  };
}

function stats(counts: number[], durations: number[], amplitudes: number[]): ScanpathStats {
  const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / Math.max(1, a.length);
  const median = (a: number[]) => [...a].sort((p, q) => p - q)[Math.floor(a.length / 2)] ?? NaN;
  return {
    fixationsPerViewer: mean(counts),
    durationMeanMs: mean(durations),
    durationMedianMs: median(durations),
    amplitudeMeanPx: mean(amplitudes),
    amplitudeMedianPx: median(amplitudes),
  };
}

/** Synthetic and human scanpaths pooled over images: their statistics and the Wasserstein distances between them. */
export class ScanpathComparison {
  private readonly synthetic = { counts: [] as number[], durations: [] as number[], amplitudes: [] as number[] };
  private readonly human = { counts: [] as number[], durations: [] as number[], amplitudes: [] as number[] };

  add(synthetic: readonly (readonly { x: number; y: number; dur: number }[])[], human: HumanScanpath[]): void {
    for (const [target, paths] of [
      [this.synthetic, synthetic],
      [this.human, human.map((s) => s.x.map((x, k) => ({ x, y: s.y[k], dur: s.dur[k] })))],
    ] as const) {
      for (const path of paths) {
        target.counts.push(path.length);
        path.forEach((f, i) => {
          target.durations.push(f.dur);
          if (i > 0) target.amplitudes.push(Math.hypot(f.x - path[i - 1].x, f.y - path[i - 1].y));
        });
      }
    }
  }

  report(): Pick<EvaluationReport, "synthetic" | "human" | "wasserstein"> {
    const { synthetic, human } = this;
    return {
      synthetic: stats(synthetic.counts, synthetic.durations, synthetic.amplitudes),
      human: stats(human.counts, human.durations, human.amplitudes),
      wasserstein: {
        durationMs: wasserstein1d(synthetic.durations, human.durations),
        amplitudePx: wasserstein1d(synthetic.amplitudes, human.amplitudes),
        fixationCount: wasserstein1d(synthetic.counts, human.counts),
      },
    };
  }
}

export function averageScores(scores: MapScores[]): MapScores {
  const keys = Object.keys(scores[0]) as (keyof MapScores)[];
  return Object.fromEntries(keys.map((k) => [k, scores.reduce((s, v) => s + v[k], 0) / scores.length])) as unknown as MapScores;
}

/**
 * A map of image i of a set scored against its observers' fixations, beside the centred Gaussian's scores; shuffled
 * AUC takes its negatives from the other images of the set.
 */
export function scoreAgainstHumans(
  saliency: Float32Array,
  i: number,
  allPoints: PixelFixation[][],
  width: number,
  height: number,
): { model: MapScores; centredGaussian: MapScores } {
  const points = allPoints[i];
  const others = allPoints.filter((_, j) => j !== i).flat();
  const truth = humanDensity(points, width, height);
  return {
    model: scoreMap(saliency, points, others, truth, width, height),
    centredGaussian: scoreMap(centredGaussian(width, height), points, others, truth, width, height),
  };
}

/**
 * Simulates baseline viewers on each image and scores their density as the engine writes it (the 16-bit PNG at the
 * image's size) against the human fixations, beside the centred Gaussian; compares synthetic and human scanpath
 * statistics.
 */
export async function evaluate(
  images: { image: OsieImage; analysis: ImageAnalysis }[],
  parameters: ModelParameters,
  viewersPerImage: number,
  seed: number,
  log: (line: string) => void = () => undefined,
): Promise<EvaluationReport> {
  const model: MapScores[] = [];
  const baseline: MapScores[] = [];
  const scanpaths = new ScanpathComparison();
  const allPoints = images.map(({ image }) => humanPoints(image.subjects));
  for (const [i, { image, analysis }] of images.entries()) {
    const { width, height } = analysis;
    const run = await simulateAudience(analysis, {}, viewersPerImage, seed + i, parameters, { readingDirectionBias: false });
    const saliency = await readDensityPng(await densityPng(fixationDensity(run.paths, width, height, parameters.density), width, height));
    const scores = scoreAgainstHumans(saliency, i, allPoints, width, height);
    model.push(scores.model);
    baseline.push(scores.centredGaussian);
    scanpaths.add(run.paths, image.subjects);
    log(`${image.name}: AUC-Judd ${scores.model.aucJudd.toFixed(3)} NSS ${scores.model.nss.toFixed(2)} CC ${scores.model.cc.toFixed(2)}`);
  }
  return {
    images: images.length,
    viewersPerImage,
    model: averageScores(model),
    centredGaussian: averageScores(baseline),
    ...scanpaths.report(),
  };
}
