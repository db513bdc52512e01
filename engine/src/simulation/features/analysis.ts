import { Detectors, type Detection } from "./detectors";
import { FEATURE_MIN_SCORE } from "./coco-objects";
import { colourGrid, type ColourGrid } from "./colours";
import { AFFECT_READOUT, imageAffect, type ImageAffect } from "./affect-readout";
import { affectFeatures } from "./affect-features";
import { appearanceOf, type ImageAppearance } from "./appearance";
import {
  DEEP_LAYER_NAMES,
  deepSaliency,
  GIST_NODE_NAMES,
  gridMeans,
  lookedWeights,
  readoutLayers,
  type DeepLayer,
  type DeepReadout,
} from "./deep-features";
import fittedReadout from "./deep-readout.json";
import { ANALYSIS_LONG_SIDE, computeFeatures, lowLevelInput, pixelMaps, samplingGrid, type ImageFeatures } from "./feature-maps";
import { lowLevelMapsOnThread } from "./low-level";
import { fittedWithin, type RgbImage, scaledTo } from "../image";
import { cellMaximum } from "./text-lines";
import { type LineReader, readLines, textDetections, textRuleFor } from "./text-reading";
import { DEFAULT_PARAMETERS, designedShare } from "../parameters";
import { interplayMap } from "./interplay";
import { linesAt } from "./text-detector";

/** Everything computed once per image, whatever the number of viewers. */
export interface ImageAnalysis {
  width: number;
  height: number;
  detections: Detection[];
  features: ImageFeatures;
  appearance: ImageAppearance;
  /** Mean colours on the sampling grid, to name salient areas by their colour. */
  colours: ColourGrid;
  /** What the fitted affect readout says of the image: the raters' mean valence, arousal and emotions. */
  affect: ImageAffect;
  /** Each backbone layer's channels averaged over the sampling grid (the creative scores read them). */
  deepMean: Partial<Record<DeepLayer, number[]>>;
}

/** The backbone layers the affect readout reads, besides those of the attention readout. */
const AFFECT_LAYERS = DEEP_LAYER_NAMES.filter((layer) =>
  AFFECT_READOUT.features.some((name) => name.startsWith(`deep.${layer}.`) || name.startsWith(`looked.${layer}.`)),
);
const AFFECT_GIST = GIST_NODE_NAMES.filter((node) => AFFECT_READOUT.features.some((name) => name.startsWith(`gist.${node}.`)));

/** The deep layers' fitted readout (written by `npm run readout -w @adsight/research -- --final 1` with the weights in parameters.json). */
export const FITTED_READOUT: DeepReadout = fittedReadout;

/** `image` is the whole decoded image; `readout` is the fitted one except in cross-validation, where each fold brings its own. */
export async function analyseImage(
  image: RgbImage,
  detectors: Detectors,
  readout = FITTED_READOUT,
  reader: LineReader = detectors.reader,
): Promise<ImageAnalysis> {
  return (await startAnalysis(image, detectors, readout, reader)).withText;
}

/** The analysis but for the text eye catchers, and the whole analysis once the recogniser has read them. */
export interface StartedAnalysis {
  analysis: ImageAnalysis;
  withText: Promise<ImageAnalysis>;
}

/**
 * The recogniser reads the lines on its own thread: the viewers, who need only the feature maps, are drawn meanwhile
 * (pipeline.ts).
 */
export async function startAnalysis(
  image: RgbImage,
  detectors: Detectors,
  readout = FITTED_READOUT,
  reader: LineReader = detectors.reader,
): Promise<StartedAnalysis> {
  const { width, height } = image;
  const forDetection = await fittedWithin(image, Detectors.longSide);
  const scaled = scaledTo(image, ANALYSIS_LONG_SIDE * 2);
  void scaled.catch(() => undefined);
  // DBNet and Itti's maps run on threads of their own while the backbone holds this one: their inputs go first (a fresh
  // image waited ~150 ms for DBNet otherwise).
  const { evidence: textDetected } = await detectors.text.submit(forDetection);
  void textDetected.catch(() => undefined);
  const analysis = await scaled;
  const lowLevel = lowLevelMapsOnThread(lowLevelInput(analysis));
  void lowLevel.catch(() => undefined);
  const grid = samplingGrid(width, height);
  const {
    detections: detected,
    deep: maps,
    gist,
  } = await detectors.detectWithDeepMaps(forDetection, width, height, {
    grid,
    layers: [...new Set([...readoutLayers(readout), ...AFFECT_LAYERS])],
    gist: AFFECT_GIST,
  });
  const cells = grid.w * grid.h;
  const deep = deepSaliency(maps, readout, cells);
  const pixels = pixelMaps(analysis, width, height, await lowLevel);
  const appearance = appearanceOf(analysis);
  const deepMean = gridMeans(maps, cells);
  const affect = imageAffect(
    affectFeatures({
      width,
      height,
      appearance,
      detections: detected,
      deepMean,
      deepLooked: gridMeans(maps, cells, lookedWeights(deep.photograph)),
      gist,
    }),
  );
  const strong = detected.filter((d) => d.kind === "face" || d.score >= FEATURE_MIN_SCORE);
  const colours = colourGrid(analysis, grid);
  const text = await textDetected;
  const features = computeFeatures(
    pixels,
    strong,
    width,
    height,
    cellMaximum(text.probability, text.width, text.height, grid),
    deep,
    linesAt(text, width, height),
  );
  const d = designedShare(DEFAULT_PARAMETERS, features.content);
  features.maps.push(interplayMap(features.maps, maps, readout.hidden ?? [], d, cells));
  const rule = textRuleFor(d);
  const found: ImageAnalysis = {
    width,
    height,
    detections: detected,
    features,
    appearance,
    colours,
    affect,
    deepMean,
  };
  const withText = readLines(text, forDetection, reader, rule.minHeight).then((read) => ({
    ...found,
    detections: [...detected, ...textDetections(read, width / forDetection.width, height / forDetection.height, rule)],
  }));
  // Awaited by the caller; a failure while the caller is still busy must not go unhandled meanwhile.
  void withText.catch(() => undefined);
  return { analysis: found, withText };
}
