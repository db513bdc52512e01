import type { AffectAgreement, EmotionFidelity } from "@adsight/shared";

const row = (values: (string | number)[]) => `| ${values.join(" | ")} |`;
const three = (s: AffectAgreement) => [s.valence_r.toFixed(3), s.arousal_r.toFixed(3), `${Math.round(s.side * 100)} %`];

/** The README's emotion table. */
export function emotionTable(record: EmotionFidelity): string {
  const { emotion6, bass } = record.sets;
  const lines = [
    row(["readout", "images", "valence r", "arousal r", "right side of neutral"]),
    row(Array<string>(5).fill("---")),
    row(["Emotion6, the formula before", emotion6.images, ...three(emotion6.before)]),
    row([`Emotion6, \`${record.command}\` (${record.folds}-fold CV)`, emotion6.images, ...three(emotion6.after)]),
    row(["BASS, the formula before", bass.images, ...three(bass.before)]),
    row([`BASS, ${record.folds}-fold CV`, bass.images, ...three(bass.after)]),
    row(["fitted on Emotion6, tested on BASS", bass.images, ...three(record.cross.emotion6_to_bass)]),
    row(["fitted on BASS, tested on Emotion6", emotion6.images, ...three(record.cross.bass_to_emotion6)]),
  ];
  const e = emotion6.emotions;
  lines.push(
    "",
    row(["Emotion6's seven emotions", "top-1 agreement", "KL(raters ‖ predicted)"]),
    row(Array<string>(3).fill("---")),
    row([`readout (${record.folds}-fold CV)`, `${Math.round(e.top1 * 100)} %`, e.kl.toFixed(3)]),
    row(["the set's average distribution", `${Math.round(e.average.top1 * 100)} %`, e.average.kl.toFixed(3)]),
    row(["uniform", `${Math.round(e.uniform.top1 * 100)} %`, e.uniform.kl.toFixed(3)]),
    "",
    `Not checked on: ${record.notCheckedOn}`,
  );
  return lines.join("\n");
}
