import type { ContentStatistics } from "./features/feature-maps";
import { FEATURE_NAMES, type FeatureName } from "./features/feature-names";
import fitted from "./parameters.json";

// Fitted for CC and KL against human fixation densities: `npm run cv:stored-map -w @adsight/research`.
export interface DensityCalibration {
  blurDegrees: number; // degrees of visual angle
  gamma: number; // above 1 sharpens the peaks, below 1 lifts the low-attention areas
  centreMix: number;
}

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
  /** Video: how a frame's map is made and how often (fitted by `npm run slideshow-check -w @adsight/research -- --write 1`). */
  video: VideoParameters;
}

/**
 * A video frame's map is the softmax of the image model's term + Σ wₖ·featureₖ (`video/frame-maps.ts`, the features and
 * their fades, which are fitted): on a still shot, once the cut has faded, it is the image model's map. A frame whose
 * mean change exceeds `cutLevels` grey levels is a scene cut; `firstFixationsAfterCut` was chosen across material.
 */
export interface VideoParameters {
  fps: number;
  motionWindowMs: number;
  cutLevels: number;
  cutFadeMs: number;
  carryFadeMs: number;
  firstFixationsAfterCut: number;
  weights: Record<VideoFeature, number>;
}

export const VIDEO_FEATURES = ["motion", "cut", "carry", "movingCentre", "movingImage"] as const;
export type VideoFeature = (typeof VIDEO_FEATURES)[number];

/** The feature groups whose share of the priority map the earliest fixations weigh differently. */
export const EARLY_GROUPS = {
  faces: ["faces"],
  figures: ["people", "objects"],
  text: ["text", "textSize"],
  salience: ["intensity", "colour", "orientation", "spectral", "deep", "deepDesigned", "interplay"],
  centre: ["centreX", "centreY"],
  layout: ["top", "left"],
} as const satisfies Record<string, readonly FeatureName[]>;
export type EarlyGroup = keyof typeof EARLY_GROUPS;

/** What one early fixation adds to each group's weights: βg = photograph[g] + d × designed[g] (d: designedShare). */
export interface EarlyTilt {
  photograph: Record<EarlyGroup, number>;
  designed: Record<EarlyGroup, number>;
}

/**
 * When fixations happen: the first starts after a latency (log-normal, drawn once per viewer), each saccade takes
 * `baseMs` + `msPerDegree` × its amplitude (the main sequence). Where the earliest go: fixation k (first fixation
 * first) draws from its usual distribution × exp(Σg βk,g × group g's part of log P), so early fixations can go more
 * to faces, figures or the top left than later ones.
 */
export interface ViewingClock {
  latency: { logMean: number; logSd: number };
  saccade: { baseMs: number; msPerDegree: number };
  early: EarlyTilt[];
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

const GROUP_OF: (EarlyGroup | undefined)[] = FEATURE_NAMES.map((name) =>
  (Object.keys(EARLY_GROUPS) as EarlyGroup[]).find((group) => (EARLY_GROUPS[group] as readonly string[]).includes(name)),
);

/** βk per feature (0 for a feature in no group) for content with designed share d: what early fixation k adds to each weight, as a factor on it. */
export function earlyFactors(tilt: EarlyTilt, d: number): number[] {
  return GROUP_OF.map((group) => (group ? tilt.photograph[group] + d * tilt.designed[group] : 0));
}
