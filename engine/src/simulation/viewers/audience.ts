import type { Categories } from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import type { ModelParameters } from "../parameters";
import { priorityMaps, type PriorityMap } from "../priority/priority-map";
import { Rng } from "../rng";
import { sampleScanpaths, type Fixation } from "./scanpaths";
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
export const STREAMS = { scanpaths: 0, results: 1, labels: 2, affect: 3 } as const;

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
