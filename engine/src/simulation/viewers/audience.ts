import type { Categories } from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import { fixationDensity, type DensityMap } from "../results/density";
import type { ModelParameters } from "../parameters";
import { Rng } from "../rng";
import { sampleScanpaths, type Fixation } from "./scanpaths";
import { drawViewers, type Viewer } from "./viewers";

export interface SimulationRun {
  viewers: Viewer[];
  paths: Fixation[][];
  density: DensityMap;
}

export interface SimulateOptions {
  readingDirectionBias?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Viewers drawn from the setup, their scanpaths and the duration-weighted density: the heart of a run. */
export async function simulateViewers(
  analysis: ImageAnalysis,
  categories: Categories,
  viewerCount: number,
  seed: number,
  parameters: ModelParameters,
  options: SimulateOptions = {},
): Promise<SimulationRun> {
  const rng = new Rng(seed);
  const viewers = drawViewers(categories, viewerCount, rng);
  const paths = await sampleScanpaths(analysis.features, viewers, analysis.width, analysis.height, parameters, rng, {
    readingDirectionBias: options.readingDirectionBias ?? true,
    onStep: options.onProgress,
    signal: options.signal,
  });
  const density = fixationDensity(
    paths.flatMap((path) => path.map((f) => ({ x: f.x, y: f.y, weight: f.dur }))),
    analysis.width,
    analysis.height,
  );
  return { viewers, paths, density };
}
