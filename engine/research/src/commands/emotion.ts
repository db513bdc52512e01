import { AFFECT_GROUPS, type AffectGroup, type AffectReadout, imageAffect, parseArgs } from "@adsight/engine/src/simulation/stages";
import { affectBefore } from "../emotion-before";
import { loadRatedSet, type RatedFeatures, ratedFeatures, type RatedSet } from "../emotion-data";
import {
  DEFAULT_EMOTION_PENALTIES,
  DEFAULT_PENALTIES,
  emotionAgreement,
  fitReadout,
  type FitOptions,
  pearson,
  type Sample,
  sideAgreement,
  spreadFit,
} from "../emotion-fit";
import type { AffectScores, EmotionRecord } from "../emotion-record";
import { recordFidelity } from "../fidelity";
import { writeJson } from "../json-file";
import { hash } from "../osie";
import { AFFECT_READOUT_FILE } from "../paths";

/**
 * `npm run emotion -w @adsight/research [-- --images K] [--ablate 1] [--record 1]`: the affect readout (valence, arousal
 * and the seven emotions) on the rated sets (../shared/data/emotion-dev), from the detector passes cached by
 * `emotion:extract`. Prints, per set, the formula before it and the readout 5-fold cross-validated by image (fitted on
 * both sets' other folds), then fitted on one set and tested on the other; `--ablate 1` adds each feature group left
 * out. `--record 1` fits on all the images and writes the runtime readout and fidelity.json → emotion. `--images K`
 * takes the first K images of the cache's order (ratedOrder); by default the cached prefix.
 */

const FOLDS = 5;
/** Leading principal components of the deep channels the readout reads (see the README's ablation). */
const DEEP_COMPONENTS = 16;

const round3 = (v: number) => Math.round(v * 1000) / 1000;

function sample(r: RatedFeatures, names: string[]): Sample {
  return {
    x: names.map((name) => r.features.get(name)!),
    valence: r.image.valence,
    arousal: r.image.arousal,
    emotions: r.image.emotions,
    fold: Math.floor(hash(`${r.image.set}/${r.image.name}`, 11) * FOLDS),
  };
}

function scores(predicted: { valence: number; arousal: number }[], rated: RatedFeatures[]): AffectScores {
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

function options(names: string[], without?: AffectGroup): { names: string[]; options: FitOptions } {
  const kept = names.filter((name) => !without || !name.startsWith(`${without}.`));
  return {
    names: kept,
    options: {
      deepComponents: DEEP_COMPONENTS,
      isDeep: kept.map((name) => name.startsWith("deep.")),
      penalties: DEFAULT_PENALTIES,
      emotionPenalties: DEFAULT_EMOTION_PENALTIES,
    },
  };
}

type Spread = AffectReadout["spread"];

/** Cross-validated predictions for every image of `rated`: each fold predicted by a readout fitted on the other folds. */
function crossValidated(rated: RatedFeatures[], names: string[], fit: FitOptions, spread: Spread, emotions: boolean) {
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

function emotionScores(predicted: number[][], rated: RatedFeatures[]) {
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

async function main() {
  const args = parseArgs(process.argv.slice(2), ["images", "ablate", "record"]);
  const started = Date.now();
  const rated = await ratedFeatures(args.images ? Number(args.images) : undefined);
  const names = [...rated[0].features.keys()];
  const bySet = (set: RatedSet) => rated.filter((r) => r.image.set === set);
  const sets: RatedSet[] = ["emotion6", "bass"];
  const total = Object.fromEntries(sets.map((set) => [set, loadRatedSet(set).length]));
  console.log(`${rated.length} rated images: ${sets.map((set) => `${set} ${bySet(set).length} of ${total[set]}`).join(", ")}`);

  const bass = bySet("bass");
  const spread: Spread = {
    valence: spreadFit(bass.map((r) => ({ valence: r.image.valence, sd: r.image.valenceSd! }))),
    arousal: spreadFit(bass.map((r) => ({ valence: r.image.valence, sd: r.image.arousalSd! }))),
  };
  console.log(
    `raters' spread (BASS): valence SD ${spread.valence.base.toFixed(3)} + ${spread.valence.slope.toFixed(3)}·|v|, arousal SD ${spread.arousal.base.toFixed(3)} + ${spread.arousal.slope.toFixed(3)}·|v|`,
  );

  const full = options(names);
  const cv = crossValidated(rated, full.names, full.options, spread, true);
  const record: EmotionRecord = {
    command: "npm run emotion -w @adsight/research -- --record 1" + (args.images ? ` --images ${args.images}` : ""),
    fittedOn: ["Emotion6 (1 980 photographs)", "BASS (583 pictograms)"],
    folds: FOLDS,
    sets: {} as EmotionRecord["sets"],
    cross: {} as EmotionRecord["cross"],
    notCheckedOn:
      "Advertisements: no rated ads were at hand, so the figures are for photographs (Emotion6) and pictograms (BASS); text, logos, products and brands carry no fitted weight.",
  };
  for (const set of sets) {
    const index = rated.flatMap((r, i) => (r.image.set === set ? [i] : []));
    const of = index.map((i) => rated[i]);
    const before = scores(
      of.map((r) => affectBefore(r.appearance, r.pass.detections)),
      of,
    );
    const after = scores(
      index.map((i) => cv[i]),
      of,
    );
    record.sets[set] = { images: of.length, before, after };
    console.log(
      `${set} (${of.length}): before r(valence) ${before.valence_r} r(arousal) ${before.arousal_r} side ${before.side} | after (5-fold CV) ${after.valence_r} ${after.arousal_r} ${after.side}`,
    );
  }
  const e6 = rated.flatMap((r, i) => (r.image.set === "emotion6" ? [i] : []));
  record.sets.emotion6.emotions = emotionScores(
    e6.map((i) => cv[i].emotions),
    e6.map((i) => rated[i]),
  );
  console.log(`emotion6 emotions (5-fold CV): ${JSON.stringify(record.sets.emotion6.emotions)}`);

  const crossFit = (from: RatedSet, to: RatedSet, without?: AffectGroup): AffectScores => {
    const o = options(names, without);
    const readout = fitReadout(
      bySet(from).map((r) => ({ ...sample(r, o.names), emotions: undefined })),
      o.names,
      o.options,
      spread,
    );
    return scores(
      bySet(to).map((r) => imageAffect(r.features, readout)),
      bySet(to),
    );
  };
  record.cross = { emotion6_to_bass: crossFit("emotion6", "bass"), bass_to_emotion6: crossFit("bass", "emotion6") };
  console.log(
    `cross-set: Emotion6 → BASS ${JSON.stringify(record.cross.emotion6_to_bass)}, BASS → Emotion6 ${JSON.stringify(record.cross.bass_to_emotion6)}`,
  );

  if (args.ablate === "1") {
    console.log("\nablation (valence r / arousal r / side): within Emotion6 (5-fold CV) | Emotion6 → BASS | BASS → Emotion6");
    for (const without of [undefined, ...AFFECT_GROUPS]) {
      const o = options(names, without);
      const e6rated = bySet("emotion6");
      const within = scores(crossValidated(e6rated, o.names, o.options, spread, false), e6rated);
      const a = crossFit("emotion6", "bass", without);
      const b = crossFit("bass", "emotion6", without);
      const cells = (s: AffectScores) => `${s.valence_r} / ${s.arousal_r} / ${s.side}`;
      console.log(`${without ? `without ${without}` : "all groups"}: ${cells(within)} | ${cells(a)} | ${cells(b)}`);
    }
  }

  if (args.record === "1") {
    const { penalties, ...readout } = fitReadout(
      rated.map((r) => sample(r, full.names)),
      full.names,
      full.options,
      spread,
    );
    console.log(`penalties: ${JSON.stringify(penalties)}`);
    writeJson(AFFECT_READOUT_FILE, { ...readout, scores: { sets: record.sets, cross: record.cross } });
    recordFidelity("emotion", record);
    console.log(`wrote ${AFFECT_READOUT_FILE} and fidelity.json → emotion`);
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
}

void main();
