import type { ImageAppearance } from "../features/analysis";
import type { Detection } from "../features/detectors";
import { contains } from "../geometry";
import type { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";
import type { Viewer } from "../viewers/viewers";

/**
 * Valence and arousal each face expression conveys to a viewer who looks at it (circumplex placements of the
 * basic emotions, Russell 1980), halved: a face shifts a viewer's affect, it does not dictate it.
 */
const EXPRESSION_AFFECT: Record<string, { valence: number; arousal: number }> = {
  happy: { valence: 0.4, arousal: 0.2 },
  surprise: { valence: 0.1, arousal: 0.35 },
  neutral: { valence: 0, arousal: 0 },
  sad: { valence: -0.35, arousal: -0.2 },
  angry: { valence: -0.35, arousal: 0.3 },
  fear: { valence: -0.35, arousal: 0.3 },
  disgust: { valence: -0.35, arousal: 0.1 },
};

/** The image terms are centred on the means over the 200 OSIE development photographs. */
const TYPICAL = { brightness: 0.53, saturation: 0.31, colourfulness: 0.29, complexity: 0.155 };
/** Spread of individual differences in affect around the modelled value. */
const INDIVIDUAL_SD = 0.2;
/** Valence below this counts as a clearly negative response (Emotional Risk). */
export const RISK_VALENCE = -0.2;

/**
 * The image's own affect: Valdez & Mehrabian (1994) pleasure ≈ 0.69·brightness + 0.22·saturation and arousal ≈
 * −0.31·brightness + 0.60·saturation (centred on typical photographs), plus colourfulness (more pleasant and arousing)
 * and visual complexity (more arousing, slightly less pleasant).
 */
export function imageAffect(a: ImageAppearance): { valence: number; arousal: number } {
  const b = a.brightness - TYPICAL.brightness;
  const s = a.saturation - TYPICAL.saturation;
  const c = a.colourfulness - TYPICAL.colourfulness;
  const x = a.complexity - TYPICAL.complexity;
  return {
    valence: 2 * (0.69 * b + 0.22 * s) + 0.6 * c - 0.4 * x,
    arousal: 2 * (-0.31 * b + 0.6 * s) + 0.8 * c + 1 * x,
  };
}

function expressionAffect(face: Detection): { valence: number; arousal: number } {
  let valence = 0;
  let arousal = 0;
  let total = 0;
  for (const [name, p] of Object.entries(face.expressions ?? {})) {
    const affect = EXPRESSION_AFFECT[name];
    if (!affect) continue;
    valence += p * affect.valence;
    arousal += p * affect.arousal;
    total += p;
  }
  return total > 0 ? { valence: valence / total, arousal: arousal / total } : { valence: 0, arousal: 0 };
}

const clamp = (v: number) => Math.max(-1, Math.min(1, v));

export interface AffectSummary {
  valence: number;
  arousal: number;
  /** % of viewers with positive valence and arousal. */
  approach: number;
  /** % of viewers with clearly negative valence. */
  risk: number;
}

/** Each viewer's affect: the image's, the expressions of the faces they fixated (by time), their profile, noise. */
export function viewerAffect(
  appearance: ImageAppearance,
  detections: Detection[],
  viewers: Viewer[],
  paths: Fixation[][],
  rng: Rng,
): AffectSummary {
  const base = imageAffect(appearance);
  const faces = detections.filter((d) => d.kind === "face").map((face) => ({ face, affect: expressionAffect(face) }));
  let valenceSum = 0;
  let arousalSum = 0;
  let approach = 0;
  let risk = 0;
  viewers.forEach((viewer, v) => {
    let valence = base.valence + viewer.valence + INDIVIDUAL_SD * rng.normal();
    let arousal = base.arousal + viewer.arousal + INDIVIDUAL_SD * rng.normal();
    const total = paths[v].reduce((s, f) => s + f.dur, 0) || 1;
    for (const { face, affect } of faces) {
      const share = paths[v].reduce((s, f) => s + (contains(face.box, f.x, f.y) ? f.dur : 0), 0) / total;
      // Any look at a face registers its expression; longer looks register it more.
      const weight = share > 0 ? Math.min(1, 0.5 + share) : 0;
      valence += weight * affect.valence;
      arousal += weight * affect.arousal;
    }
    valence = clamp(valence);
    arousal = clamp(arousal);
    valenceSum += valence;
    arousalSum += arousal;
    if (valence > 0 && arousal > 0) approach++;
    if (valence < RISK_VALENCE) risk++;
  });
  const n = Math.max(1, viewers.length);
  return { valence: valenceSum / n, arousal: arousalSum / n, approach: (100 * approach) / n, risk: (100 * risk) / n };
}
