import { type AffectAgreement, EMOTION_NOT_CHECKED_ON, type EmotionFidelity } from "@adsight/shared";
import { AFFECT_GROUPS } from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { loadRatedSet, ratedFeatures, type RatedSet } from "../emotion-data";
import {
  beforeScores,
  crossFit,
  crossValidated,
  emotionScores,
  finalReadout,
  FOLDS,
  options,
  ratersSpread,
  scores,
} from "../emotion-experiment";
import { recordFidelity } from "../fidelity";
import { writeJson } from "../json-file";
import { AFFECT_READOUT_FILE } from "../paths";

/**
 * `npm run emotion -w @adsight/research [-- --images K] [--ablate 1] [--record 1]`: the affect readout (valence, arousal
 * and the seven emotions) on the rated sets (../shared/data/emotion-dev), from the detector passes cached by
 * `emotion:extract`. Prints, per set, the formula before it and the readout 5-fold cross-validated by image (fitted on
 * both sets' other folds), then fitted on one set and tested on the other; `--ablate 1` adds each feature group left
 * out. `--record 1` fits on all the images and writes the runtime readout and fidelity.json → emotion. `--images K`
 * takes the first K images of the cache's order (ratedOrder); by default all that are cached in that order.
 */
async function main() {
  const args = parseArgs(process.argv.slice(2), ["images", "ablate", "record"]);
  const started = Date.now();
  const rated = await ratedFeatures(args.images ? Number(args.images) : undefined);
  const sets: RatedSet[] = ["emotion6", "bass"];
  const of = (set: RatedSet) => rated.filter((r) => r.image.set === set);
  const everything = sets.every((set) => of(set).length === loadRatedSet(set).length);
  console.log(`${rated.length} rated images: ${sets.map((set) => `${set} ${of(set).length} of ${loadRatedSet(set).length}`).join(", ")}`);

  const spread = ratersSpread(of("bass"));
  const line = (s: { base: number; slope: number }) => `${s.base.toFixed(3)} + ${s.slope.toFixed(3)}·|v|`;
  console.log(`raters' spread (BASS): valence SD ${line(spread.valence)}, arousal SD ${line(spread.arousal)}`);

  const full = options([...rated[0].features.keys()]);
  const cv = crossValidated(rated, full.names, full.options, spread, true);
  const cells = (s: AffectAgreement) => `r(valence) ${s.valence_r} r(arousal) ${s.arousal_r} side ${s.side}`;
  const setScores = (set: RatedSet) => {
    const index = rated.flatMap((r, i) => (r.image.set === set ? [i] : []));
    const before = beforeScores(of(set));
    const after = scores(
      index.map((i) => cv[i]),
      of(set),
    );
    console.log(`${set} (${index.length}): before ${cells(before)} | after (5-fold CV) ${cells(after)}`);
    return { images: index.length, before, after };
  };
  const emotion6 = setScores("emotion6");
  const bass = setScores("bass");
  const emotions = emotionScores(
    rated.flatMap((r, i) => (r.image.set === "emotion6" ? [cv[i].emotions] : [])),
    of("emotion6"),
  );
  console.log(`emotion6 emotions (5-fold CV): ${JSON.stringify(emotions)}`);
  const record: EmotionFidelity = {
    command: `npm run emotion -w @adsight/research -- --record 1${everything ? "" : ` --images ${rated.length}`}`,
    fittedOn: ["Emotion6 (1 980 photographs)", "BASS (583 pictograms)"],
    folds: FOLDS,
    sets: { emotion6: { ...emotion6, emotions }, bass },
    cross: {
      emotion6_to_bass: crossFit(of("emotion6"), of("bass"), spread),
      bass_to_emotion6: crossFit(of("bass"), of("emotion6"), spread),
    },
    notCheckedOn: EMOTION_NOT_CHECKED_ON,
  };
  console.log(
    `cross-set: Emotion6 → BASS ${cells(record.cross.emotion6_to_bass)}; BASS → Emotion6 ${cells(record.cross.bass_to_emotion6)}`,
  );

  if (args.ablate === "1") {
    console.log(
      "\nablation (valence r / arousal r / side): within Emotion6 (5-fold CV, fitted on Emotion6) | Emotion6 → BASS | BASS → Emotion6",
    );
    const short = (s: AffectAgreement) => `${s.valence_r} / ${s.arousal_r} / ${s.side}`;
    for (const without of [undefined, ...AFFECT_GROUPS]) {
      const o = options([...rated[0].features.keys()], without);
      const within = scores(crossValidated(of("emotion6"), o.names, o.options, spread, false), of("emotion6"));
      const there = crossFit(of("emotion6"), of("bass"), spread, without);
      const back = crossFit(of("bass"), of("emotion6"), spread, without);
      console.log(`${without ? `without ${without}` : "all groups"}: ${short(within)} | ${short(there)} | ${short(back)}`);
    }
  }

  if (args.record === "1") {
    const { penalties, ...readout } = finalReadout(rated, spread);
    console.log(`penalties: ${JSON.stringify(penalties)}`);
    writeJson(AFFECT_READOUT_FILE, { ...readout, scores: { sets: record.sets, cross: record.cross } });
    recordFidelity("emotion", record);
    console.log(`wrote ${AFFECT_READOUT_FILE} and fidelity.json → emotion`);
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
}

void main();
