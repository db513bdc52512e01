import type { DesignedFidelity, EmotionFidelity, SlideshowFidelity, VideoFidelity } from "@adsight/shared";
import committed from "./trust-figures.json";

export interface MapScores {
  aucJudd: number;
  nss: number;
  cc: number;
  kl: number;
  sAuc: number;
}

type FixationScores = Pick<MapScores, "aucJudd" | "nss" | "cc">;

// The engine's image carries no research records: these are copied from engine/research/fidelity.json by
// `npm run trust-figures -w @adsight/engine`, and a test fails when the two differ.
export interface TrustFigures {
  attention: { command: string; images: number; viewersPerImage: number; model: MapScores; centredGaussian: MapScores };
  designed: DesignedFidelity | null;
  emotion: EmotionFidelity | null;
  video: VideoFidelity | null;
  slideshows: SlideshowFidelity | null;
}

// JSON reads a slideshow's material as any string; the test holds the file to trustFiguresOf's typed record.
export const TRUST_FIGURES = committed as TrustFigures;

const fixationScores = ({ aucJudd, nss, cc }: FixationScores): FixationScores => ({ aucJudd, nss, cc });

// The section holds every set's scores before and after, with fold spreads: only what the report shows is copied.
function designedFiguresOf({ command, after, centredGaussian, interObserver }: DesignedFidelity): DesignedFidelity {
  return {
    command,
    after: {
      fiwi: { images: after.fiwi.images, crossValidated: fixationScores(after.fiwi.crossValidated) },
      gdi: { images: after.gdi.images, crossValidated: { cc: after.gdi.crossValidated.cc } },
    },
    centredGaussian: { fiwi: fixationScores(centredGaussian.fiwi), gdi: { cc: centredGaussian.gdi.cc } },
    interObserver: fixationScores(interObserver),
  };
}

export function trustFiguresOf(fidelity: {
  untouched: TrustFigures["attention"] & Record<string, unknown>;
  designed?: DesignedFidelity;
  emotion?: EmotionFidelity;
  video?: VideoFidelity;
  slideshows?: SlideshowFidelity;
}): TrustFigures {
  const { command, images, viewersPerImage, model, centredGaussian } = fidelity.untouched;
  return {
    attention: { command, images, viewersPerImage, model, centredGaussian },
    designed: fidelity.designed ? designedFiguresOf(fidelity.designed) : null,
    emotion: fidelity.emotion ?? null,
    video: fidelity.video ?? null,
    slideshows: fidelity.slideshows ?? null,
  };
}
