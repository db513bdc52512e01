/**
 * The model's stages one by one, for code that drives them outside the worker: the research package
 * (`engine/research`) fits and scores them through this module only. The worker goes through `index.ts`.
 */
export { initBackend } from "./backend";
export { analyseImage, FITTED_READOUT, type ImageAnalysis } from "./features/analysis";
export { appearanceOf, type ImageAppearance } from "./features/appearance";
export { AFFECT_GROUPS, affectFeatures, EXPRESSIONS, type AffectGroup } from "./features/affect-features";
export { AFFECT_READOUT, imageAffect, softmax, type AffectReadout } from "./features/affect-readout";
export { EXPRESSION_AFFECT } from "./results/emotion";
export {
  DEEP_LAYER_NAMES,
  deepMaps,
  GIST_NODE_NAMES,
  type Gist,
  deepSaliency,
  gridMeans,
  lookedWeights,
  loadBackbone,
  type DeepLayer,
  type DeepReadout,
  type HiddenUnit,
} from "./features/deep-features";
export { Detectors, type Detection, type FoundFace } from "./features/detectors";
export { interplayMap } from "./features/interplay";
export { isFace, type FaceRule } from "./features/face-rule";
export { ANALYSIS_LONG_SIDE, blur, type ContentStatistics, SAMPLING_LONG_SIDE, samplingGrid } from "./features/feature-maps";
export { FEATURE_NAMES, type FeatureName } from "./features/feature-names";
export { COCO_LABELS } from "./features/coco-objects";
export { linesAt, TextDetector, type TextEvidence } from "./features/text-detector";
export { type ReadLine, type RecognisedLine, SPACE_EVIDENCE, spacedText, TextRecognizer, WORD_EVIDENCE } from "./features/text-recognizer";
export { DESIGNED_OBJECTS_FROM, DESIGNED_TEXT_FROM } from "./features/designed-rules";
export { blockOf, inReadingOrder, textBlocks as joinLines, WORD_GAP } from "./features/text-lines";
export {
  blockDetection,
  DESIGNED_TEXT_RULE,
  linesToRead,
  readLines,
  TEXT_RULE,
  textDetections,
  textGroups,
  textRuleFor,
  type ReadTextLine,
  type TextRule,
} from "./features/text-reading";
export { classIsSure, displayLabel, NAMING_RULE, type NamingRule, readsClearly } from "./results/area-names";
export { candidateDetections, EYE_CATCHER_REACH, isBackdrop, keptDetection, OBJECT_RULE, type ObjectRule } from "./results/eye-catchers";
export { DEGREE_FRACTION, type Box } from "./geometry";
export { decodeRgb, gridSize, type RgbImage } from "./image";
export {
  DEFAULT_PARAMETERS,
  designedShare,
  EARLY_GROUPS,
  earlyFactors,
  weightVector,
  type DensityCalibration,
  type EarlyGroup,
  type EarlyTilt,
  type ModelParameters,
  type ViewingClock,
} from "./parameters";
export { createSimulator, ModelSimulator } from "./pipeline";
export { boxAfter } from "./recommend/boxes";
export { goalFigure } from "./recommend/figure-change";
export { blurredFixations, centredGaussian, densityRaster, fixationDensity, shapeDensity, timeSlicedDensities } from "./results/density";
export { FIRST_SECOND_MS, FIRST_THREE_SECONDS_MS, timeFigures, type TimedFixation } from "./results/time-figures";
export { densityPng, readDensityPng } from "./results/overlays";
export { Rng } from "./rng";
export type { AudienceSetup } from "./types";
export { simulateAudience } from "./viewers/audience";
export { nextLogWeights, stationaryProposal, tables as scanpathTables } from "./viewers/scanpaths";
export { priorityMap, type PriorityMap } from "./priority/priority-map";
export { VIDEO_FEATURES } from "./parameters";
export { clipChanges } from "./video/clip-changes";
export { decodeFrames, probeVideo } from "#src/media/videos";
export { FRAME_VIEWERS, frameMaps, sampleFrames, videoFeatures } from "./video/simulate-video";
export { gazeDensity, videoAreas } from "./video/video-results";
export { videoScanpaths } from "./video/video-scanpaths";
export { centreFeature, FIXED_TERMS, frameVisits, mixWeights } from "./video/frame-maps";
