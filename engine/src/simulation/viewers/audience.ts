import type { Categories } from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import type { ModelParameters } from "../parameters";
import { priorityMaps, type PriorityMap } from "../priority/priority-map";
import { Rng } from "../rng";
import { durationFactors, sampleScanpaths, type Fixation } from "./scanpaths";
import { drawViewers, type Viewer } from "./viewers";

export interface Audience {
  viewers: Viewer[];
  priority: { maps: PriorityMap[]; mapOf: Uint32Array };
  paths: Fixation[][];
}

export interface AudienceOptions {
  readingDirectionBias?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

// Labels apart from scanpaths, so neutral labels leave the scanpaths as they are.
export const STREAMS = { scanpaths: 0, results: 1, labels: 2, affect: 3, intervals: 4 } as const;

export async function simulateAudience(
  analysis: ImageAnalysis,
  categories: Categories,
  viewerCount: number,
  seed: number,
  parameters: ModelParameters,
  options: AudienceOptions = {},
): Promise<Audience> {
  const viewers = drawViewers(categories, viewerCount, new Rng(seed, STREAMS.labels));
  const priority = priorityMaps(analysis.features, parameters, viewers);
  const paths = await sampleScanpaths(
    analysis.features,
    priority,
    viewers,
    analysis.width,
    analysis.height,
    parameters,
    new Rng(seed, STREAMS.scanpaths),
    {
      readingDirectionBias: options.readingDirectionBias ?? true,
      onProgress: options.onProgress,
      signal: options.signal,
    },
  );
  return { viewers, priority, paths };
}

// Expected viewing time per grid cell (a viewing map is its scanpaths' stationary distribution): free of the draw's noise.
export function expectedViewingTime(
  audience: Pick<Audience, "viewers" | "priority">,
  features: ImageAnalysis["features"],
  parameters: ModelParameters,
): Float64Array {
  const { maps, mapOf } = audience.priority;
  const weights = new Float64Array(maps.length);
  audience.viewers.forEach((viewer, v) => (weights[mapOf[v]] += viewer.time));
  const lengthen = durationFactors(features, parameters);
  const time = new Float64Array(lengthen.length);
  maps.forEach(({ viewing }, m) => {
    const total = viewing.reduce((sum, p) => sum + p, 0);
    if (total > 0) for (let c = 0; c < time.length; c++) time[c] += (weights[m] * viewing[c] * lengthen[c]) / total;
  });
  return time;
}
