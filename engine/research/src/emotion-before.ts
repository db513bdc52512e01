import { type Detection, EXPRESSION_AFFECT, EXPRESSIONS, type ImageAppearance } from "@adsight/engine/src/simulation/stages";

/*
 * The affect formula the engine had before the fitted readout (engine/src/simulation/results/emotion.ts until issue
 * 28), kept here only to report the figures before it: Valdez & Mehrabian (1994) brightness/saturation terms,
 * colourfulness and complexity, centred on OSIE's photographs, plus every face's expression at full weight (a viewer
 * who looks at every face).
 */
const TYPICAL = { brightness: 0.53, saturation: 0.31, colourfulness: 0.29, complexity: 0.155 };

const clamp = (v: number) => Math.max(-1, Math.min(1, v));

export function affectBefore(a: ImageAppearance, detections: Detection[]): { valence: number; arousal: number } {
  const b = a.brightness - TYPICAL.brightness;
  const s = a.saturation - TYPICAL.saturation;
  const c = a.colourfulness - TYPICAL.colourfulness;
  const x = a.complexity - TYPICAL.complexity;
  let valence = 2 * (0.69 * b + 0.22 * s) + 0.6 * c - 0.4 * x;
  let arousal = 2 * (-0.31 * b + 0.6 * s) + 0.8 * c + 1 * x;
  for (const face of detections.filter((d) => d.kind === "face")) {
    let total = 0;
    let v = 0;
    let r = 0;
    for (const expression of EXPRESSIONS) {
      const p = face.expressions?.[expression] ?? 0;
      v += p * EXPRESSION_AFFECT[expression].valence;
      r += p * EXPRESSION_AFFECT[expression].arousal;
      total += p;
    }
    if (total > 0) {
      valence += v / total;
      arousal += r / total;
    }
  }
  return { valence: clamp(valence), arousal: clamp(arousal) };
}
