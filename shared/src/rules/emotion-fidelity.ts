// `side`: the share (0–1) of clearly rated images put on the right side of neutral.
export interface AffectAgreement {
  valence_r: number;
  arousal_r: number;
  side: number;
}

export interface EmotionAgreement {
  top1: number;
  /** Mean KL divergence of the prediction from the raters' distribution (lower is better). */
  kl: number;
}

interface RatedSet {
  images: number;
  before: AffectAgreement;
  after: AffectAgreement;
}

export interface EmotionFidelity {
  command: string;
  fittedOn: string[];
  folds: number;
  sets: {
    emotion6: RatedSet & { emotions: EmotionAgreement & { uniform: EmotionAgreement; average: EmotionAgreement } };
    bass: RatedSet;
  };
  cross: { emotion6_to_bass: AffectAgreement; bass_to_emotion6: AffectAgreement };
  notCheckedOn: string;
}

export interface AffectRow {
  check: string;
  images: number;
  valence: string;
  arousal: string;
  side: string;
  before: { valence: string; arousal: string; side: string } | null;
}

export interface EmotionRow {
  predictor: string;
  top1: string;
  kl: string;
}

const r = (value: number) => value.toFixed(2).replace("-", "−");
const share = (value: number) => `${Math.round(value * 100)}%`;
const cells = (agreement: AffectAgreement) => ({
  valence: r(agreement.valence_r),
  arousal: r(agreement.arousal_r),
  side: share(agreement.side),
});

export const EMOTION_NOT_CHECKED_ON =
  "Advertisements: no rated ads were at hand, so the figures are for photographs (Emotion6) and pictograms (BASS); text, logos, products and brands carry no fitted weight.";

export const RATED_SETS = { emotion6: "Emotion6 photographs", bass: "BASS pictograms" } as const;

export function emotionFidelityRows(record: EmotionFidelity, productName: string): { affect: AffectRow[]; emotions: EmotionRow[] } {
  const { emotion6, bass } = record.sets;
  const within = (name: keyof typeof RATED_SETS, set: RatedSet): AffectRow => ({
    check: `${RATED_SETS[name]}, ${record.folds}-fold`,
    images: set.images,
    ...cells(set.after),
    before: cells(set.before),
  });
  const emotions = emotion6.emotions;
  return {
    affect: [
      within("emotion6", emotion6),
      within("bass", bass),
      {
        check: `Fitted on ${RATED_SETS.emotion6}, tested on ${RATED_SETS.bass}`,
        images: bass.images,
        ...cells(record.cross.emotion6_to_bass),
        before: null,
      },
      {
        check: `Fitted on ${RATED_SETS.bass}, tested on ${RATED_SETS.emotion6}`,
        images: emotion6.images,
        ...cells(record.cross.bass_to_emotion6),
        before: null,
      },
    ],
    emotions: [
      { predictor: productName, top1: share(emotions.top1), kl: emotions.kl.toFixed(2) },
      { predictor: "Every emotion equally likely", top1: share(emotions.uniform.top1), kl: emotions.uniform.kl.toFixed(2) },
      { predictor: "The same average mix for every image", top1: share(emotions.average.top1), kl: emotions.average.kl.toFixed(2) },
    ],
  };
}
