import { type AffectGroup, type AffectReadout, imageAffect } from "@adsight/engine/src/simulation/stages";
import { affectBefore } from "./emotion-before";
import type { RatedFeatures } from "./emotion-data";
import {
  DEFAULT_PENALTIES,
  emotionAgreement,
  fitReadout,
  type FitOptions,
  pearson,
  type Sample,
  sideAgreement,
  spreadFit,
} from "./emotion-fit";
import type { AffectAgreement } from "@adsight/shared";
import { hash } from "./osie";

/** The emotion fit's steps, shared by its command (commands/emotion.ts) and the test that reproduces its record. */

export const FOLDS = 5;

// `+ 0` turns −0 into 0, as the record (JSON) stores it.
const round3 = (v: number) => Math.round(v * 1000) / 1000 + 0;

export function sample(r: RatedFeatures, names: string[]): Sample {
  return {
    x: names.map((name) => r.features.get(name)!),
    valence: r.image.valence,
    arousal: r.image.arousal,
    emotions: r.image.emotions,
    fold: Math.floor(hash(`${r.image.set}/${r.image.name}`, 11) * FOLDS),
  };
}

export function scores(predicted: { valence: number; arousal: number }[], rated: RatedFeatures[]): AffectAgreement {
  const valence = rated.map((r) => r.image.valence);
  return {
    valence_r: round3(
      pearson(
        predicted.map((p) => p.valence),
        valence,
      ),
    ),
    arousal_r: round3(
      pearson(
        predicted.map((p) => p.arousal),
        rated.map((r) => r.image.arousal),
      ),
    ),
    side: round3(
      sideAgreement(
        predicted.map((p) => p.valence),
        valence,
      ),
    ),
  };
}

export function options(names: string[], without?: AffectGroup): { names: string[]; options: FitOptions } {
  const kept = names.filter((name) => !without || !name.startsWith(`${without}.`));
  return {
    names: kept,
    options: { penalties: DEFAULT_PENALTIES },
  };
}

export type Spread = AffectReadout["spread"];

/** Cross-validated predictions for every image of `rated`: each fold predicted by a readout fitted on the other folds. */
export function crossValidated(rated: RatedFeatures[], names: string[], fit: FitOptions, spread: Spread, emotions: boolean) {
  const samples = rated.map((r) => sample(r, names));
  const predicted = new Array<ReturnType<typeof imageAffect>>(rated.length);
  for (let fold = 0; fold < FOLDS; fold++) {
    const train = samples.filter((s) => s.fold !== fold).map((s) => (emotions ? s : { ...s, emotions: undefined }));
    const readout = fitReadout(train, names, fit, spread);
    samples.forEach((s, i) => {
      if (s.fold === fold) predicted[i] = imageAffect(rated[i].features, readout);
    });
  }
  return predicted;
}

export function emotionScores(predicted: number[][], rated: RatedFeatures[]) {
  const shares = rated.map((r) => r.image.emotions!);
  const uniform = shares.map(() => shares[0].map(() => 1 / shares[0].length));
  // The set-average distribution, each fold's from the other folds: the best guess that ignores the image.
  const average = rated.map((r) => {
    const fold = Math.floor(hash(`${r.image.set}/${r.image.name}`, 11) * FOLDS);
    const others = rated.filter((o) => Math.floor(hash(`${o.image.set}/${o.image.name}`, 11) * FOLDS) !== fold);
    return shares[0].map((_, k) => others.reduce((s, o) => s + o.image.emotions![k], 0) / others.length);
  });
  const rounded = (a: { top1: number; kl: number }) => ({ top1: round3(a.top1), kl: round3(a.kl) });
  return {
    ...rounded(emotionAgreement(predicted, shares)),
    uniform: rounded(emotionAgreement(uniform, shares)),
    average: rounded(emotionAgreement(average, shares)),
  };
}

/** The raters' spread around each image's mean, from BASS's per-image SDs. */
export function ratersSpread(bass: RatedFeatures[]): Spread {
  return {
    valence: spreadFit(bass.map((r) => ({ valence: r.image.valence, sd: r.image.valenceSd! }))),
    arousal: spreadFit(bass.map((r) => ({ valence: r.image.valence, sd: r.image.arousalSd! }))),
  };
}

/** The readout the runtime ships: fitted on every image given (both sets). */
export function finalReadout(rated: RatedFeatures[], spread: Spread) {
  const full = options([...rated[0].features.keys()]);
  return fitReadout(
    rated.map((r) => sample(r, full.names)),
    full.names,
    full.options,
    spread,
  );
}

/** The formula before the readout, on the images given. */
export function beforeScores(rated: RatedFeatures[]): AffectAgreement {
  return scores(
    rated.map((r) => affectBefore(r.appearance, r.pass.detections)),
    rated,
  );
}

/** Fitted on `from` (valence and arousal), tested on `to`; `without` leaves a feature group out. */
export function crossFit(from: RatedFeatures[], to: RatedFeatures[], spread: Spread, without?: AffectGroup): AffectAgreement {
  const o = options([...from[0].features.keys()], without);
  const readout = fitReadout(
    from.map((r) => ({ ...sample(r, o.names), emotions: undefined })),
    o.names,
    o.options,
    spread,
  );
  return scores(
    to.map((r) => imageAffect(r.features, readout)),
    to,
  );
}
