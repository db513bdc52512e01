import type { ImageAnalysis } from "../features/analysis";
import type { RgbImage } from "../image";
import { designedShare, type ModelParameters } from "../parameters";
import { Rng } from "../rng";
import type { AudienceSetup, CustomArea } from "../types";
import { type Audience, type AudienceOptions, expectedViewingTime, simulateAudience, STREAMS } from "../viewers/audience";
import type { Consensus } from "./consensus";
import { consensusOnThread } from "./consensus-thread";
import { expectedDensity } from "./density";
import { creativeFeatures } from "./creative-scores";
import { type ImageScoring, scoreImage, type ScoringEvents } from "./image-scores";

// One draw per image of a job, so image i can be redone alone (a what-if's unedited run included) with the same result.
export function imageSeed(jobSeed: number, index: number): number {
  return new Rng(jobSeed, index).next() * 2 ** 32;
}

export interface DrawnAudience {
  seed: number;
  audience: Audience;
  consensus: Promise<Consensus | null>;
}

export async function drawAudience(
  analysis: ImageAnalysis,
  setup: Pick<AudienceSetup, "seed" | "categories">,
  index: number,
  viewers: number,
  parameters: ModelParameters,
  options?: AudienceOptions,
): Promise<DrawnAudience> {
  const seed = imageSeed(setup.seed, index);
  const audience = await simulateAudience(analysis, setup.categories, viewers, seed, parameters, options);
  const consensus = consensusOnThread(audience.paths, analysis.width, analysis.height, [seed, STREAMS.results]);
  // Awaited by scoreRun; a failure while the caller is still busy must not go unhandled meanwhile.
  void consensus.catch(() => undefined);
  return { seed, audience, consensus };
}

export async function scoreRun(
  parameters: ModelParameters,
  { decoded, analysis }: { decoded: RgbImage; analysis: ImageAnalysis },
  { seed, audience, consensus }: DrawnAudience,
  customAreas: readonly CustomArea[] = [],
  events?: ScoringEvents,
): Promise<ImageScoring> {
  const expectedTime = expectedViewingTime(audience, analysis.features, parameters);
  const expected = expectedDensity(expectedTime, analysis.features.grid, analysis.width, analysis.height, parameters.density);
  const { detections, appearance, affect, deepMean } = analysis;
  const creative = await creativeFeatures({ image: decoded, detections, appearance, affect, expected, deepMean });
  return scoreImage(
    analysis,
    creative,
    audience.viewers,
    audience.paths,
    expected,
    expectedTime,
    { affect: new Rng(seed, STREAMS.affect), intervals: new Rng(seed, STREAMS.intervals) },
    await consensus,
    customAreas,
    designedShare(parameters, analysis.features.content),
    events,
  );
}
