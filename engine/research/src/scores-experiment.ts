import {
  appealScore,
  clarityScore,
  CREATIVE_FORMATS,
  type CreativeFeatures,
  type CreativeFormat,
  type CreativeModels,
  type LinearModel,
  linearValue,
  normalCdf,
  overallInputs,
  overallScore,
  type OverallInputs,
  type ScoreKind,
  softmaxProbabilities,
} from "@adsight/engine/src/simulation/results/creative-scores";
import {
  crossPredict,
  foldsOf,
  FOLDS,
  logLoss,
  pairLogistic,
  choosePenalty,
  ridgeFitter,
  rmse,
  type Row,
  softmaxFit,
  spearman,
  wilson,
  type Fitter,
} from "./creative-fit";
import { loadPairs, SAVOIAS_CATEGORIES, type ScoresImage, type ScoresPass, type ScoresSet } from "./scores-data";

/** One cached image: its set, rating, image-only features and viewer figures. */
export interface Sample {
  image: ScoresImage;
  key: string;
  features: CreativeFeatures;
  pass: ScoresPass;
}

/** Clarity reads what every SAVOIAS image has (the light pass): the pixels, the appearance and the backbone's channels. */
export const CLARITY_FEATURES = [
  "logJpeg",
  "edges",
  "strongEdges",
  "gradient",
  "flat",
  "colours",
  "colourEntropy",
  "regions",
  "colourfulness",
  "saturation",
  "contrast",
];
export const APPEAL_FEATURES = [
  ...CLARITY_FEATURES,
  "elements",
  "textBlocks",
  "textArea",
  "objectArea",
  "focalPoints",
  "focalSpread",
  "faces",
  "aspect",
  "brightness",
  "dark",
  "warm",
  "green",
  "blue",
  "valence",
  "arousal",
];
/** The overall model's candidate inputs: all of them, and the viewer figures alone (the hand-set score's and text). */
export const OVERALL_FEATURES: (keyof OverallInputs)[] = [
  "focus",
  "capture",
  "approach",
  "valence",
  "textReach",
  "textShare",
  "faceReach",
  "clarity",
  "appeal",
];
export const VIEWER_FEATURES: (keyof OverallInputs)[] = ["focus", "capture", "approach", "textShare"];
export const FORMAT_FEATURES = ["aspect", "textArea", "textBlocks", "flat", "logJpeg", "colourEntropy", "faces", "elements", "saturation"];

/** The sets each format's norms and format guesses are built from. */
export const FORMAT_SETS: Record<CreativeFormat, { sets: ScoresSet[]; name: string }> = {
  display: { sets: ["display"], name: "display ads (Zeng et al., CHI 2021)" },
  print: { sets: ["ad"], name: "print and poster ads (SAVOIAS)" },
  page: { sets: ["pages", "ab"], name: "web pages (Reinecke & Gajos 2014; WiserUI-Bench)" },
  photo: { sets: ["scenes", "osie"], name: "photographs (SAVOIAS scenes; OSIE)" },
};

/** The opinion labels a marketer would act on, in their words. */
export const LABEL_WORDS: Record<string, string> = {
  bad_design: "Looks badly designed",
  boring: "Looks boring",
  clickbait: "Looks like clickbait",
  deceptive: "Looks deceptive",
  good_design: "Looks well designed",
  simple: "Looks simple",
  trustworthy: "Looks trustworthy",
  unclear: "Looks unclear",
  entertaining: "Looks entertaining",
  manipulative: "Looks manipulative",
  distasteful: "Looks distasteful",
};
/** A label ships when its cross-validated Spearman ρ with the raters' shares reaches this. */
export const LABEL_MIN_RHO = 0.4;

const asRow = (features: CreativeFeatures | OverallInputs): Row => ({ ...features });
const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;

export const ofSets = <S extends Pick<Sample, "image">>(samples: readonly S[], sets: readonly ScoresSet[]) =>
  samples.filter((s) => sets.includes(s.image.set));

/** What clarity reads of a sample. */
export type ClaritySample = Pick<Sample, "image" | "key" | "features">;

function zScored(values: number[]): number[] {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length) || 1;
  return values.map((v) => (v - mean) / sd);
}

/** The backbone's channels (`deep.LAYER.i`) among a sample's features. */
export const deepNames = (samples: readonly ClaritySample[]) =>
  Object.keys(samples[0]?.features ?? {}).filter((name) => name.startsWith("deep."));

/**
 * Spearman ρ per SAVOIAS category, 5-fold CV by image within it: the JPEG-size baseline, a model of the cheap features
 * alone and one with the backbone's channels, each fitted on its category's training folds (`cv`: the predictions).
 */
export function clarityFigures(samples: ClaritySample[]) {
  const deep = deepNames(samples);
  const predictions = new Map<ClaritySample, number>();
  const categories = Object.fromEntries(
    SAVOIAS_CATEGORIES.map((category) => {
      const inCategory = ofSets(samples, [category]);
      const targets = inCategory.map((s) => s.image.rating ?? 0);
      const rows = inCategory.map((s) => asRow(s.features));
      const keys = inCategory.map((s) => s.key);
      const cheap = crossPredict(rows, targets, keys, ridgeFitter(CLARITY_FEATURES));
      const full = crossPredict(rows, targets, keys, ridgeFitter([...CLARITY_FEATURES, ...deep]));
      inCategory.forEach((s, i) => predictions.set(s, full.predicted[i]));
      return [
        category,
        {
          images: inCategory.length,
          jpegBaseline: round(
            spearman(
              rows.map((r) => r.jpegKb),
              targets,
            ),
          ),
          cheap: round(spearman(cheap.predicted, targets)),
          after: round(spearman(full.predicted, targets)),
          rmse: round(rmse(full.predicted, targets), 1),
          penalties: full.penalties,
        },
      ];
    }),
  );
  return { categories, predictions };
}

export const APPEAL_SETS = ["pages", "display"] as const;
export type AppealSet = (typeof APPEAL_SETS)[number];

/** The ratings z-scored within each set, so both scales (1–9 and 1–7) meet. */
export function appealTargets(rated: readonly Sample[]): number[] {
  const targets = new Array<number>(rated.length);
  for (const set of APPEAL_SETS) {
    const index = rated.flatMap((s, i) => (s.image.set === set ? [i] : []));
    zScored(index.map((i) => rated[i].image.rating ?? 0)).forEach((z, k) => (targets[index[k]] = z));
  }
  return targets;
}

/**
 * Appeal, 5-fold CV by image within each set: Spearman ρ per set of one model fitted on both sets (pooled) and of one
 * per set, on the cheap features alone and with the backbone's channels, beside the hand-set overall score and valence.
 */
export function appealFigures(samples: Sample[]) {
  const rated = ofSets(samples, APPEAL_SETS);
  const targets = appealTargets(rated);
  const rows = rated.map((s) => asRow(s.features));
  const keys = rated.map((s) => s.key);
  const index = (set: AppealSet) => rated.flatMap((s, i) => (s.image.set === set ? [i] : []));
  const variants = { cheap: APPEAL_FEATURES, deep: [...APPEAL_FEATURES, ...deepNames(samples)] };
  const predictions: Record<string, number[]> = {};
  for (const [name, features] of Object.entries(variants)) {
    predictions[`${name}Pooled`] = crossPredict(rows, targets, keys, ridgeFitter(features)).predicted;
    const own = new Array<number>(rated.length);
    for (const set of APPEAL_SETS) {
      const at = index(set);
      const cv = crossPredict(
        at.map((i) => rows[i]),
        at.map((i) => targets[i]),
        at.map((i) => keys[i]),
        ridgeFitter(features),
      );
      at.forEach((i, k) => (own[i] = cv.predicted[k]));
    }
    predictions[`${name}PerSet`] = own;
  }
  const points = (z: number[]) => z.map((v) => 100 * normalCdf(v));
  const sets: Record<AppealSet, Record<string, number>> = Object.fromEntries(
    APPEAL_SETS.map((set) => {
      const at = index(set);
      const pick = (values: number[]) => at.map((i) => values[i]);
      const figures: Record<string, number> = {
        images: at.length,
        overallBefore: round(spearman(pick(rated.map((s) => s.pass.viewerPass.overall)), pick(targets))),
        valenceBefore: round(spearman(pick(rated.map((s) => s.pass.affect.valence)), pick(targets))),
        ...Object.fromEntries(Object.entries(predictions).map(([name, p]) => [name, round(spearman(pick(p), pick(targets)))])),
        ...Object.fromEntries(
          Object.entries(predictions).map(([name, p]) => [`${name}Rmse`, round(rmse(points(pick(p)), points(pick(targets))), 1)]),
        ),
      };
      return [set, figures];
    }),
  ) as Record<AppealSet, Record<string, number>>;
  return { sets };
}

/** Each display-ad opinion label predicted from the image, cross-validated: ρ with the raters' shares. */
export function labelFigures(samples: Sample[], features: string[]) {
  const display = ofSets(samples, ["display"]);
  const rows = display.map((s) => asRow(s.features));
  const keys = display.map((s) => s.key);
  return Object.fromEntries(
    Object.keys(LABEL_WORDS).map((label) => {
      const shares = display.map((s) => s.image.labels?.[label] ?? 0);
      const cv = crossPredict(rows, shares, keys, ridgeFitter(features));
      return [label, { rho: round(spearman(cv.predicted, shares)), meanShare: round(shares.reduce((s, v) => s + v, 0) / shares.length) }];
    }),
  );
}

export interface PairSample {
  pair: number;
  a: OverallInputs;
  b: OverallInputs;
  aWon: number;
  before: { a: number; b: number };
  valence: { a: number; b: number };
}

/** The A/B pairs whose both variants are cached, with their overall inputs (clarity and appeal from `models`). */
export function pairSamples(samples: Sample[], models: CreativeModels): PairSample[] {
  const byName = new Map(ofSets(samples, ["ab"]).map((s) => [s.image.name, s]));
  return loadPairs().flatMap((pair) => {
    const [a, b] = [byName.get(pair.a), byName.get(pair.b)];
    if (!a || !b) return [];
    const inputs = (s: Sample) =>
      overallInputs(s.pass.viewerPass, clarityScore(s.features, "page", models).score, appealScore(s.features, "page", models).score);
    return [
      {
        pair: pair.pair,
        a: inputs(a),
        b: inputs(b),
        aWon: pair.winner === "a" ? 1 : 0,
        before: { a: a.pass.viewerPass.overall, b: b.pass.viewerPass.overall },
        valence: { a: a.pass.affect.valence, b: b.pass.affect.valence },
      },
    ];
  });
}

const difference = (p: PairSample): Row => Object.fromEntries(OVERALL_FEATURES.map((f) => [f, p.a[f] - p.b[f]]));

/** Pairwise accuracy of a score (ties count half) with its 90 % Wilson interval. */
export function pairAccuracy(scores: { a: number; b: number }[], aWon: number[]) {
  const right = scores.reduce((s, { a, b }, i) => s + (a === b ? 0.5 : (a > b ? 1 : 0) === aWon[i] ? 1 : 0), 0);
  const [low, high] = wilson(right, scores.length);
  return { pairs: scores.length, accuracy: round(right / scores.length), interval: [round(low), round(high)] as [number, number] };
}

const pairFitter =
  (features: (keyof OverallInputs)[]): Fitter =>
  (rows, wins, penalty) => {
    const model = pairLogistic(rows, wins, features, penalty);
    return (row) => linearValue(model, row);
  };

/** The overall model fitted on pair differences; the score centres it on the training variants' mean. */
/**
 * The overall model fitted on pair differences, its value standardised over the training variants (mean 0, SD 1/1.7),
 * so 100 × σ(value) spreads like a percentile (σ(1.7 z) ≈ Φ(z)) however strongly the penalty shrank the weights: the
 * score orders creatives by the fitted direction; how sure a difference is comes from the verdict's bands.
 */
export function fitOverall(pairs: PairSample[], features: (keyof OverallInputs)[], penalty: number) {
  const model = pairLogistic(
    pairs.map(difference),
    pairs.map((p) => p.aWon),
    features,
    penalty,
  );
  const variants = pairs.flatMap((p) => [p.a, p.b]);
  const mean = features.map((f) => variants.reduce((s, v) => s + v[f], 0) / variants.length);
  const centred = { ...model, mean, intercept: 0 };
  const values = variants.map((v) => linearValue(centred, asRow(v)));
  const sd = Math.sqrt(values.reduce((s, v) => s + v * v, 0) / values.length) || 1;
  return { ...centred, weights: model.weights.map((w) => (LOGISTIC_PROBIT * w) / sd) };
}

const LOGISTIC_PROBIT = 1.7;

const overallOf = (model: LinearModel, inputs: OverallInputs) => overallScore(inputs, { overall: model } as CreativeModels);

const pairKey = (p: PairSample) => `pair/${p.pair}`;

/** The overall model on every pair, its penalty chosen by cross-validation. */
export function finalOverall(pairs: PairSample[], features: (keyof OverallInputs)[]): LinearModel {
  const penalty = choosePenalty(
    pairs.map(difference),
    pairs.map((p) => p.aWon),
    pairs.map(pairKey),
    pairFitter(features),
    logLoss,
  );
  return fitOverall(pairs, features, penalty);
}

/** Cross-validated by pair: the out-of-fold overall scores of both variants, the penalties chosen inside the training folds. */
export function overallFigures(pairs: PairSample[], features: (keyof OverallInputs)[]) {
  const folds = foldsOf(pairs.map(pairKey));
  const scores = pairs.map(() => ({ a: 0, b: 0 }));
  const penalties: number[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const train = pairs.filter((_, i) => folds[i] !== f);
    const penalty = choosePenalty(
      train.map(difference),
      train.map((p) => p.aWon),
      train.map(pairKey),
      pairFitter(features),
      logLoss,
    );
    penalties.push(penalty);
    const model = fitOverall(train, features, penalty);
    pairs.forEach((p, i) => {
      if (folds[i] === f) scores[i] = { a: overallOf(model, p.a), b: overallOf(model, p.b) };
    });
  }
  const wins = pairs.map((p) => p.aWon);
  const single = (f: keyof OverallInputs) =>
    pairAccuracy(
      pairs.map((p) => ({ a: p.a[f], b: p.b[f] })),
      wins,
    );
  return {
    scores,
    penalties,
    after: pairAccuracy(scores, wins),
    before: pairAccuracy(
      pairs.map((p) => p.before),
      wins,
    ),
    valenceAlone: pairAccuracy(
      pairs.map((p) => p.valence),
      wins,
    ),
    single: Object.fromEntries(OVERALL_FEATURES.map((f) => [f, single(f).accuracy])),
  };
}

/**
 * The "how sure" bands: pairs sorted by how far apart their out-of-fold scores are, cut at the given distances; in each,
 * how often the higher one won. `clearFrom`: the smallest cut beyond which the higher one won more often than 50 % by
 * the 90 % Wilson interval. When none does, NO_CLEAR_WINNER (beyond any difference of 0–100 scores) and a single band.
 */
export const NO_CLEAR_WINNER = 101;

export function verdictBands(scores: { a: number; b: number }[], aWon: number[], cuts: number[]) {
  const apart = scores.map(({ a, b }, i) => ({ d: Math.abs(a - b), won: a === b ? 0.5 : (a > b ? 1 : 0) === aWon[i] ? 1 : 0 }));
  const bands = cuts.map((from, k) => {
    const inBand = apart.filter(({ d }) => d >= from && (k + 1 >= cuts.length || d < cuts[k + 1]));
    const won = inBand.reduce((s, p) => s + p.won, 0);
    return { from, higherWon: inBand.length ? round(won / inBand.length, 2) : 0.5, pairs: inBand.length };
  });
  const clearFrom = cuts.find((from) => {
    const beyond = apart.filter(({ d }) => d >= from);
    return (
      beyond.length >= 10 &&
      wilson(
        beyond.reduce((s, p) => s + p.won, 0),
        beyond.length,
      )[0] > 0.5
    );
  });
  if (clearFrom === undefined) {
    // No distance tells: one band, how often the higher one won over every pair.
    const won = apart.reduce((s, p) => s + p.won, 0);
    return { clearFrom: NO_CLEAR_WINNER, bands: [{ from: 0, higherWon: round(won / apart.length, 2), pairs: apart.length }] };
  }
  return { clearFrom, bands };
}

/** Calibration: the mean stated probability beside how often the higher one won, and the Brier score, out of fold. */
export function calibration(scores: { a: number; b: number }[], aWon: number[], verdict: CreativeModels["verdict"]) {
  let brier = 0;
  let stated = 0;
  let won = 0;
  scores.forEach(({ a, b }, i) => {
    const d = Math.abs(a - b);
    const band = [...verdict.bands].reverse().find((x) => d >= x.from) ?? verdict.bands[0];
    const higherWon = a === b ? 0.5 : (a > b ? 1 : 0) === aWon[i] ? 1 : 0;
    brier += (band.higherWon - higherWon) ** 2;
    stated += band.higherWon;
    won += higherWon;
  });
  return { brier: round(brier / scores.length), stated: round(stated / scores.length), won: round(won / scores.length) };
}

/** The format each image's set stands for (infographics and objects stand for none). */
export function formatOf(set: ScoresSet): CreativeFormat | undefined {
  return CREATIVE_FORMATS.map((f) => f.id).find((format) => FORMAT_SETS[format].sets.includes(set));
}

export function formatFigures(samples: Sample[]) {
  const labelled = samples.filter((s) => formatOf(s.image.set));
  const rows = labelled.map((s) => asRow(s.features));
  const labels = labelled.map((s) => formatOf(s.image.set) as string);
  const folds = foldsOf(labelled.map((s) => s.key));
  const right: Record<string, { right: number; of: number }> = {};
  for (let f = 0; f < FOLDS; f++) {
    const train = labelled.flatMap((_, i) => (folds[i] === f ? [] : [i]));
    const model = softmaxFit(
      train.map((i) => rows[i]),
      train.map((i) => labels[i]),
      FORMAT_FEATURES,
      1,
    );
    labelled.forEach((_, i) => {
      if (folds[i] !== f) return;
      const p = softmaxProbabilities(model, rows[i]);
      const guess = model.classes[p.indexOf(Math.max(...p))];
      right[labels[i]] ??= { right: 0, of: 0 };
      right[labels[i]].of++;
      if (guess === labels[i]) right[labels[i]].right++;
    });
  }
  const total = Object.values(right).reduce((s, r) => ({ right: s.right + r.right, of: s.of + r.of }), { right: 0, of: 0 });
  return {
    accuracy: round(total.right / total.of),
    perFormat: Object.fromEntries(Object.entries(right).map(([format, r]) => [format, { right: round(r.right / r.of), images: r.of }])),
    model: softmaxFit(rows, labels, FORMAT_FEATURES, 1),
  };
}

/** 101 quantiles (0th to 100th percentile) of the values. */
export function quantiles(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return Array.from({ length: 101 }, (_, p) => {
    const at = (p / 100) * (sorted.length - 1);
    const low = Math.floor(at);
    return round(sorted[low] + (sorted[Math.min(sorted.length - 1, low + 1)] - sorted[low]) * (at - low), 2);
  });
}

export function normsOf(samples: Sample[], models: CreativeModels): CreativeModels["norms"] {
  const scoresOf = (s: Sample, format: CreativeFormat): Record<ScoreKind, number> => {
    const clarity = clarityScore(s.features, format, models).score;
    const appeal = appealScore(s.features, format, models).score;
    return { clarity, appeal, overall: overallOf(models.overall, overallInputs(s.pass.viewerPass, clarity, appeal)) };
  };
  const scored = CREATIVE_FORMATS.map(({ id }) => ({
    id,
    scores: ofSets(samples, FORMAT_SETS[id].sets).map((s) => scoresOf(s, id)),
  }));
  const table = (kind: ScoreKind) =>
    Object.fromEntries(
      scored.map(({ id, scores }) => [
        id,
        { name: FORMAT_SETS[id].name, size: scores.length, quantiles: quantiles(scores.map((x) => x[kind])) },
      ]),
    ) as CreativeModels["norms"][ScoreKind];
  return { clarity: table("clarity"), appeal: table("appeal"), overall: table("overall") };
}
