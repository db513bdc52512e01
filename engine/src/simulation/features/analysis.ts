import sharp from "sharp";
import { Detectors, type Detection } from "./detectors";
import { FEATURE_MIN_SCORE } from "./coco-objects";
import { colourGrid, type ColourGrid } from "./colours";
import { deepSaliency, readoutLayers, type DeepReadout } from "./deep-features";
import fittedReadout from "./deep-readout.json";
import { ANALYSIS_LONG_SIDE, computeFeatures, samplingGrid, type ImageFeatures } from "./feature-maps";
import { decodeRgb, type RgbImage } from "../image";
import { cellMaximum } from "./text-lines";
import { readLines, textDetections } from "./text-reading";
import { linesAt } from "./text-detector";

/** Whole-image appearance measures feeding the affect model, each in 0..1. */
export interface ImageAppearance {
  brightness: number;
  saturation: number;
  /** Hasler & Süsstrunk (2003) colourfulness, divided by 150. */
  colourfulness: number;
  /** Share of pixels on a strong edge. */
  complexity: number;
}

/** Everything computed once per image, whatever the number of viewers. */
export interface ImageAnalysis {
  width: number;
  height: number;
  detections: Detection[];
  features: ImageFeatures;
  appearance: ImageAppearance;
  /** Mean colours on the sampling grid, to name salient areas by their colour. */
  colours: ColourGrid;
}

/** The deep layers' fitted readout (written by `npm run readout -w @adsight/research -- --final 1` with the weights in parameters.json). */
export const FITTED_READOUT: DeepReadout = fittedReadout;

/** `readout` is the fitted one except in cross-validation, where each fold brings its own. */
export async function analyseImage(bytes: Buffer, detectors: Detectors, readout = FITTED_READOUT): Promise<ImageAnalysis> {
  const { width, height } = await sharp(bytes)
    .rotate()
    .metadata()
    .then((m) => orientedSize(m));
  const forDetection = await decodeRgb(bytes, Math.max(width, height) > Detectors.longSide ? Detectors.longSide : undefined);
  const text = await detectors.text.detect(forDetection);
  const grid = samplingGrid(width, height);
  const { detections: detected, deep: maps } = await detectors.detectWithDeepMaps(forDetection, width, height, {
    grid,
    layers: readoutLayers(readout),
  });
  const deep = deepSaliency(maps, readout, grid.w * grid.h);
  const analysis = await decodeRgb(bytes, ANALYSIS_LONG_SIDE * 2);
  const strong = detected.filter((d) => d.kind === "face" || d.score >= FEATURE_MIN_SCORE);
  const features = computeFeatures(
    analysis,
    strong,
    width,
    height,
    cellMaximum(text.probability, text.width, text.height, grid),
    deep,
    linesAt(text, width, height),
  );
  const read = await readLines(text, forDetection, detectors.reader);
  const textBlocks = textDetections(read, width / forDetection.width, height / forDetection.height);
  return {
    width,
    height,
    detections: [...detected, ...textBlocks],
    features,
    appearance: appearanceOf(analysis),
    colours: colourGrid(analysis, grid),
  };
}

function orientedSize(metadata: sharp.Metadata): { width: number; height: number } {
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (!width || !height) throw new Error("Unreadable image");
  return swapped ? { width: height, height: width } : { width, height };
}

function appearanceOf(image: RgbImage): ImageAppearance {
  const pixels = image.width * image.height;
  let brightness = 0;
  let saturation = 0;
  let rgSum = 0;
  let rgSquares = 0;
  let ybSum = 0;
  let ybSquares = 0;
  const luminance = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const r = image.data[i * 3];
    const g = image.data[i * 3 + 1];
    const b = image.data[i * 3 + 2];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    brightness += max / 255;
    saturation += max === 0 ? 0 : (max - min) / max;
    const rg = r - g;
    const yb = (r + g) / 2 - b;
    rgSum += rg;
    rgSquares += rg * rg;
    ybSum += yb;
    ybSquares += yb * yb;
    luminance[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  }
  const rgMean = rgSum / pixels;
  const ybMean = ybSum / pixels;
  const rgStd = Math.sqrt(Math.max(0, rgSquares / pixels - rgMean * rgMean));
  const ybStd = Math.sqrt(Math.max(0, ybSquares / pixels - ybMean * ybMean));
  const colourfulness = Math.hypot(rgStd, ybStd) + 0.3 * Math.hypot(rgMean, ybMean);
  let edges = 0;
  for (let y = 1; y < image.height - 1; y++) {
    for (let x = 1; x < image.width - 1; x++) {
      const i = y * image.width + x;
      const gx = luminance[i + 1] - luminance[i - 1];
      const gy = luminance[i + image.width] - luminance[i - image.width];
      if (Math.hypot(gx, gy) > 0.15) edges++;
    }
  }
  return {
    brightness: brightness / pixels,
    saturation: saturation / pixels,
    colourfulness: Math.min(1, colourfulness / 150),
    complexity: edges / Math.max(1, (image.width - 2) * (image.height - 2)),
  };
}
