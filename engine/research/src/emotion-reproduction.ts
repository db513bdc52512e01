import { ratedFeatures, RATED_SETS, type RatedSet } from "./emotion-data";
import { beforeScores, finalReadout, ratersSpread } from "./emotion-experiment";
import type { AffectAgreement } from "@adsight/shared";

export interface EmotionReproduction {
  before: Record<RatedSet, AffectAgreement>;
  spread: ReturnType<typeof ratersSpread>;
  readout: ReturnType<typeof finalReadout>;
}

/** What `npm run emotion -- --record 1` writes, recomputed from the cached detector passes of the first `images` images. */
export async function reproduceEmotionRecord(images: number): Promise<EmotionReproduction> {
  const rated = await ratedFeatures(images);
  const of = (set: RatedSet) => rated.filter((r) => r.image.set === set);
  const spread = ratersSpread(of("bass"));
  return {
    before: Object.fromEntries(RATED_SETS.map((set) => [set, beforeScores(of(set))])) as Record<RatedSet, AffectAgreement>,
    spread,
    readout: finalReadout(rated, spread),
  };
}
