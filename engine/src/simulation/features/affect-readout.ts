import { EMOTION_NAMES } from "@adsight/shared";
import fitted from "./affect-readout.json";

interface Linear {
  intercept: number;
  weights: number[];
}

// Written by `npm run emotion -w @adsight/research -- --record 1`.
export interface AffectReadout {
  features: string[];
  mean: number[];
  scale: number[];
  valence: Linear; // scale midpoint at 0, ends at ±1
  arousal: Linear;
  emotions: Linear[]; // log-odds
  // One rater's SD = base + slope·|mean valence|, fitted on BASS's per-image SDs.
  spread: { valence: { base: number; slope: number }; arousal: { base: number; slope: number } };
  scores?: Record<string, unknown>;
}

export const AFFECT_READOUT: AffectReadout = fitted;

export interface ImageAffect {
  valence: number;
  arousal: number;
  emotions: number[];
}

const clamp = (v: number) => Math.max(-1, Math.min(1, v));

export function standardised(features: ReadonlyMap<string, number>, readout: AffectReadout): number[] {
  return readout.features.map((name, i) => {
    const value = features.get(name);
    if (value === undefined) throw new Error(`The affect readout needs the feature ${name}`);
    return (value - readout.mean[i]) / readout.scale[i];
  });
}

const linear = (model: Linear, z: number[]) => z.reduce((s, v, i) => s + v * model.weights[i], model.intercept);

export function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const exps = logits.map((l) => Math.exp(l - top));
  const total = exps.reduce((s, e) => s + e, 0);
  return exps.map((e) => e / total);
}

export function imageAffect(features: ReadonlyMap<string, number>, readout: AffectReadout = AFFECT_READOUT): ImageAffect {
  if (readout.emotions.length !== EMOTION_NAMES.length) throw new Error("The affect readout has the wrong emotions");
  const z = standardised(features, readout);
  return {
    valence: clamp(linear(readout.valence, z)),
    arousal: clamp(linear(readout.arousal, z)),
    emotions: softmax(readout.emotions.map((model) => linear(model, z))),
  };
}
