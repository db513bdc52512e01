import type { EmotionFidelity } from "@adsight/shared";
import committed from "./trust-figures.json";

export interface MapScores {
  aucJudd: number;
  nss: number;
  cc: number;
  kl: number;
  sAuc: number;
}

/**
 * The model's agreement with people that the report's reading guide prints, as the accuracy page shows it: the
 * attention model on the untouched OSIE photographs beside a centred Gaussian, and the emotion model's cross-validated
 * checks (null until they are recorded). The engine's image carries no research records, so this file holds the
 * figures it prints, copied from engine/research/fidelity.json by `npm run trust-figures -w @adsight/engine`; a test
 * fails when the two differ.
 */
export interface TrustFigures {
  attention: { command: string; images: number; viewersPerImage: number; model: MapScores; centredGaussian: MapScores };
  emotion: EmotionFidelity | null;
}

export const TRUST_FIGURES: TrustFigures = committed;

/** The sections of fidelity.json the report prints. */
export function trustFiguresOf(fidelity: {
  untouched: TrustFigures["attention"] & Record<string, unknown>;
  emotion?: EmotionFidelity;
}): TrustFigures {
  const { command, images, viewersPerImage, model, centredGaussian } = fidelity.untouched;
  return { attention: { command, images, viewersPerImage, model, centredGaussian }, emotion: fidelity.emotion ?? null };
}
