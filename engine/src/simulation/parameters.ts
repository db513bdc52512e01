import { type ContentStatistics, FEATURE_NAMES, type FeatureName } from "./features/feature-maps";
import fitted from "./parameters.json";
import type { DensityCalibration } from "./results/density";

/**
 * The fitted model parameters the worker reads (written by `npm run calibrate -w @adsight/research`, the weights by its
 * `readout -- --final 1`); the scores they reach are research records, in engine/research/fidelity.json.
 */
export interface ModelParameters {
  /** Priority-map weights wₖ of log P = Σ wₖ·Mₖ (a photograph's; designed content adds `designed.weights`). */
  weights: Record<FeatureName, number>;
  /**
   * Designed content (pages, ads, posters): how likely an image is designed, d = logistic(bias + Σ coefficient ×
   * statistic) of its content statistics, and what it changes: wₖ + d·vₖ. Fitted with the weights by
   * `npm run readout -w @adsight/research -- --final 1` on OSIE photographs, FiWI web pages and GDI designs.
   */
  designed: { bias: number; coefficients: Record<keyof ContentStatistics, number>; weights: Partial<Record<FeatureName, number>> };
  /** Centre-prior weights are multiplied by this for the first fixation. */
  firstFixationCentre: number;
  /** Saccade-amplitude likelihood exp(−(d / scale)^exponent), d in fractions of the image's long side. */
  amplitude: { scale: number; exponent: number };
  /** Inhibition of return: a Gaussian dip of this width (long-side fractions) and log-strength, decaying per fixation. */
  ior: { sigma: number; strength: number; decay: number };
  /**
   * Log-normal fixation durations (ms), lengthened by these factors on faces and text. `logSd` is the spread within
   * one viewer; `viewerSd` that of each viewer's own pace (a log-duration offset drawn once per viewer), so viewers
   * differ in how many fixations they make as people do.
   */
  duration: { logMean: number; logSd: number; viewerSd: number; faceFactor: number; textFactor: number };
  /** The baseline viewing time (the calibration data's free-viewing time). */
  budgetMs: number;
  /** The viewers' clock (fitted by `npm run clock -w @adsight/research`). */
  clock: ViewingClock;
  /** How fixations become the stored density (fitted by `npm run calibrate -w @adsight/research`, cross-validated by its `cv:stored-map`). */
  density: DensityCalibration;
}

/**
 * When fixations happen: the first starts after a latency (log-normal, drawn once per viewer), each saccade takes
 * `baseMs` + `msPerDegree` × its amplitude (the main sequence), and the earliest fixations go more to the map's peaks
 * than later ones (their map raised to these powers, first fixation first; 1 after).
 */
export interface ViewingClock {
  latency: { logMean: number; logSd: number };
  saccade: { baseMs: number; msPerDegree: number };
  earlySharpen: number[];
}

export const DEFAULT_PARAMETERS: ModelParameters = fitted;

/** How likely content with these statistics is designed rather than a photograph (0 without statistics). */
export function designedShare(parameters: ModelParameters, content?: ContentStatistics): number {
  if (!content) return 0;
  const { bias, coefficients } = parameters.designed;
  const z = bias + coefficients.textCoverage * content.textCoverage + coefficients.flatShare * content.flatShare;
  return 1 / (1 + Math.exp(-z));
}

/** The weights of one image's priority map: a photograph's, plus what designed content adds in proportion to d. */
export function weightVector(parameters: ModelParameters, content?: ContentStatistics): number[] {
  const d = designedShare(parameters, content);
  return FEATURE_NAMES.map((name) => parameters.weights[name] + d * (parameters.designed.weights[name] ?? 0));
}
