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
type FixationScores = Pick<MapScores, "aucJudd" | "nss" | "cc">;

// Cross-validated on the development web pages (eye tracking) and ads (importance maps, so CC only).
export interface DesignedFigures {
  command: string;
  // People's CC (one observer's map against the others') is not comparable with a model's against the crowd: left out.
  pages: { images: number; model: FixationScores; centredGaussian: FixationScores; people: Omit<FixationScores, "cc"> };
  designs: { images: number; model: { cc: number }; centredGaussian: { cc: number } };
}

export interface TrustFigures {
  attention: { command: string; images: number; viewersPerImage: number; model: MapScores; centredGaussian: MapScores };
  designed: DesignedFigures | null;
  emotion: EmotionFidelity | null;
}

export const TRUST_FIGURES: TrustFigures = committed;

interface DesignedRecord {
  command: string;
  after: Record<"fiwi" | "gdi", { images: number; crossValidated: FixationScores }>;
  centredGaussian: Record<"fiwi" | "gdi", FixationScores>;
  interObserver: FixationScores;
}

const fixationScores = ({ aucJudd, nss, cc }: FixationScores): FixationScores => ({ aucJudd, nss, cc });

function designedFiguresOf(record: DesignedRecord): DesignedFigures {
  const { after, centredGaussian } = record;
  return {
    command: record.command,
    pages: {
      images: after.fiwi.images,
      model: fixationScores(after.fiwi.crossValidated),
      centredGaussian: fixationScores(centredGaussian.fiwi),
      people: { aucJudd: record.interObserver.aucJudd, nss: record.interObserver.nss },
    },
    designs: { images: after.gdi.images, model: { cc: after.gdi.crossValidated.cc }, centredGaussian: { cc: centredGaussian.gdi.cc } },
  };
}

export function trustFiguresOf(fidelity: {
  untouched: TrustFigures["attention"] & Record<string, unknown>;
  designed?: DesignedRecord;
  emotion?: EmotionFidelity;
}): TrustFigures {
  const { command, images, viewersPerImage, model, centredGaussian } = fidelity.untouched;
  return {
    attention: { command, images, viewersPerImage, model, centredGaussian },
    designed: fidelity.designed ? designedFiguresOf(fidelity.designed) : null,
    emotion: fidelity.emotion ?? null,
  };
}
