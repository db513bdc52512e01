import type { EmotionFidelity } from "@adsight/shared";
import committed from "./trust-figures.json";

export interface MapScores {
  aucJudd: number;
  nss: number;
  cc: number;
  kl: number;
  sAuc: number;
}

// The engine's image carries no research records: these are copied from engine/research/fidelity.json by
// `npm run trust-figures -w @adsight/engine`, and a test fails when the two differ.
export interface TrustFigures {
  attention: { command: string; images: number; viewersPerImage: number; model: MapScores; centredGaussian: MapScores };
  emotion: EmotionFidelity | null;
}

export const TRUST_FIGURES: TrustFigures = committed;

export function trustFiguresOf(fidelity: {
  untouched: TrustFigures["attention"] & Record<string, unknown>;
  emotion?: EmotionFidelity;
}): TrustFigures {
  const { command, images, viewersPerImage, model, centredGaussian } = fidelity.untouched;
  return { attention: { command, images, viewersPerImage, model, centredGaussian }, emotion: fidelity.emotion ?? null };
}
