/**
 * The model's stages one by one, for code that drives them outside the worker: the research package
 * (`engine/research`) fits and scores them through this module only. The worker goes through `index.ts`.
 */
export { initBackend } from "./backend";
export { parseArgs, intArg } from "./cli/args";
export { analyseImage, FITTED_READOUT, type ImageAnalysis } from "./features/analysis";
export { DEEP_LAYER_NAMES, deepMaps, deepSaliency, loadBackbone, type DeepLayer, type DeepReadout } from "./features/deep-features";
export { Detectors, type Detection, type FoundFace } from "./features/detectors";
export { isFace, type FaceRule } from "./features/face-rule";
export { blur, type ContentStatistics, FEATURE_NAMES, SAMPLING_LONG_SIDE, type FeatureName } from "./features/feature-maps";
export { COCO_LABELS } from "./features/coco-objects";
export { linesAt, TextDetector } from "./features/text-detector";
export { blockOf, textBlocks as joinLines } from "./features/text-lines";
export { MAX_READ, readLines, TEXT_RULE, textDetections, type ReadTextLine, type TextRule } from "./features/text-reading";
export { EYE_CATCHER_REACH, isBackdrop, keptDetection, OBJECT_RULE, type ObjectRule } from "./results/eye-catchers";
export type { Box } from "./geometry";
export { decodeRgb, gridSize } from "./image";
export { DEFAULT_PARAMETERS, designedShare, weightVector, type ModelParameters } from "./parameters";
export { ModelSimulator } from "./pipeline";
export {
  blurredFixations,
  centredGaussian,
  DEGREE_FRACTION,
  densityRaster,
  fixationDensity,
  shapeDensity,
  type DensityCalibration,
} from "./results/density";
export { densityPng, readDensityPng } from "./results/overlays";
export { Rng } from "./rng";
export type { AudienceSetup } from "./types";
export { simulateAudience } from "./viewers/audience";
