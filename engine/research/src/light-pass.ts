import { readFileSync } from "node:fs";
import { fittedWithin, scaledTo } from "@adsight/engine/src/simulation/image";
import {
  ANALYSIS_LONG_SIDE,
  appearanceOf,
  DEEP_LAYER_NAMES,
  decodeRgb,
  Detectors,
  gridMeans,
  samplingGrid,
} from "@adsight/engine/src/simulation/stages";
import type { LightPass, ScoresImage } from "./scores-data";

/** The backbone's channel means alone, as analyseImage computes them (for passes cached before they were kept). */
export async function deepPass(image: ScoresImage, detectors: Detectors): Promise<LightPass["deepMean"]> {
  const decoded = await decodeRgb(readFileSync(image.file));
  const grid = samplingGrid(decoded.width, decoded.height);
  const { deep } = await detectors.detectWithDeepMaps(await fittedWithin(decoded, Detectors.longSide), decoded.width, decoded.height, {
    grid,
    layers: DEEP_LAYER_NAMES,
  });
  return gridMeans(deep, grid.w * grid.h);
}

/** What clarity reads of a SAVOIAS image the full pass has not reached: its appearance and the backbone's channel means. */
export async function lightPass(image: ScoresImage, detectors: Detectors): Promise<LightPass> {
  const decoded = await decodeRgb(readFileSync(image.file));
  return {
    width: decoded.width,
    height: decoded.height,
    appearance: appearanceOf(await scaledTo(decoded, ANALYSIS_LONG_SIDE * 2)),
    deepMean: await deepPass(image, detectors),
  };
}
