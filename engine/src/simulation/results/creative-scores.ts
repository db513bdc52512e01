// The scores a marketer decides on (issue 49), each fitted to what people did: `npm run scores -w @adsight/research --
// --record 1` writes creative-models.json, and the research README says what each number rests on.
import type { CreativeFormat, NormSet } from "@adsight/shared";
import fitted from "./creative-models.json";
import type { CreativeFeatures } from "./creative-features";

export { creativeFeatures, CREATIVE_FEATURE_NAMES, type CreativeFeatures, type CreativeInput } from "./creative-features";

export { CREATIVE_FORMATS, type CreativeFormat } from "@adsight/shared";

// Complexity was judged within a kind (SAVOIAS): one clarity model per kind, pages read as infographics (the nearest).
export const CLARITY_JUDGED_AMONG = { display: "ad", print: "ad", page: "vis", photo: "scenes" } as const satisfies Record<
  CreativeFormat,
  string
>;
export type ClarityKind = (typeof CLARITY_JUDGED_AMONG)[CreativeFormat];

/** Appeal has one model per rated kind: pages for pages, display ads for every other creative (pictures people rated). */
export const APPEAL_JUDGED_AMONG = { display: "display", print: "display", page: "pages", photo: "display" } as const satisfies Record<
  CreativeFormat,
  string
>;
export type AppealKind = (typeof APPEAL_JUDGED_AMONG)[CreativeFormat];

export const SCORE_KINDS = ["clarity", "appeal", "overall"] as const;
export type ScoreKind = (typeof SCORE_KINDS)[number];

export interface LinearModel {
  features: string[];
  mean: number[];
  scale: number[];
  weights: number[];
  intercept: number;
}

export interface SoftmaxModel {
  classes: string[];
  features: string[];
  mean: number[];
  scale: number[];
  weights: number[][];
  intercepts: number[];
}

export const CLARITY_DRIVERS = [
  { id: "elements", label: "Number of elements", features: ["elements", "regions", "objectArea", "faces"] },
  { id: "text", label: "Amount of text", features: ["textBlocks", "textArea"] },
  { id: "focal", label: "Competing focal points", features: ["focalPoints", "focalSpread"] },
  { id: "colours", label: "Colours", features: ["colours", "colourEntropy", "colourfulness", "saturation"] },
  { id: "detail", label: "Fine detail and texture", features: ["jpegKb", "logJpeg", "edges", "strongEdges", "gradient", "flat"] },
] as const;
export type ClarityDriverId = (typeof CLARITY_DRIVERS)[number]["id"];

export interface ClarityDriver {
  id: ClarityDriverId;
  label: string;
  /** What the page shows: elements and focal points as counts, text as the % of the area, colours as a count. */
  value: number;
  /** Points of clarity this driver adds (+) or takes (−) against an average image of the fitted sets. */
  effect: number;
}

export interface ClarityScore {
  score: number;
  error: number;
  drivers: ClarityDriver[];
}

export interface OpinionLabel {
  id: string;
  label: string;
  share: number;
}

export interface AppealScore {
  score: number;
  error: number;
  labels: OpinionLabel[];
}

export interface CatcherFigures {
  kind: string;
  reach: number; // aoi_reach_scores, %
  share: number; // aoi_attention_shares, %
}

/** The viewer-dependent figures the overall score reads, each from the viewers of one run (or one bootstrap resample). */
export interface ViewerFigures {
  focus: number;
  capture: number;
  approach: number;
  valence: number;
  catchers: readonly CatcherFigures[];
}

export interface OverallInputs {
  focus: number;
  capture: number;
  approach: number; // 0..1
  valence: number;
  textReach: number;
  textShare: number;
  faceReach: number;
  clarity: number;
  appeal: number;
}

export interface AbVerdict {
  /** null: no clear winner (the scores are closer than the development pairs could tell apart). */
  winner: "a" | "b" | null;
  probability: number;
  pairsThisFarApart: number;
  /** The development pairs' gap band, in Overall Score points; `to` null: no upper bound. */
  band: { from: number; to: number | null };
}

export interface FormatGuess {
  format: CreativeFormat;
  probabilities: Record<CreativeFormat, number>;
}

export interface Percentile {
  /** % of the norm set's creatives scoring below `value` (ties count half), 0..100. */
  percentile: number;
  set: NormSet;
}

export interface CreativeModels {
  clarity: Record<ClarityKind, LinearModel & { error: number }>;
  appeal: Record<AppealKind, LinearModel & { error: number }>;
  labels: { id: string; label: string; model: LinearModel; showFrom: number }[];
  overall: LinearModel;
  verdict: { clearFrom: number; bands: { from: number; higherWon: number; pairs: number }[] };
  formats: SoftmaxModel;
  norms: Record<ScoreKind, Record<CreativeFormat, NormTable>>;
}

export const CREATIVE_MODELS = fitted as unknown as CreativeModels;

export function linearValue(model: LinearModel, row: Readonly<Record<string, number>>): number {
  return model.features.reduce(
    (s, name, i) => s + (model.weights[i] * ((row[name] ?? 0) - model.mean[i])) / model.scale[i],
    model.intercept,
  );
}

export function softmaxProbabilities(model: SoftmaxModel, row: Readonly<Record<string, number>>): number[] {
  const logits = model.classes.map((_, c) =>
    model.features.reduce(
      (s, name, i) => s + (model.weights[c][i] * ((row[name] ?? 0) - model.mean[i])) / model.scale[i],
      model.intercepts[c],
    ),
  );
  const max = Math.max(...logits);
  const e = logits.map((l) => Math.exp(l - max));
  const total = e.reduce((s, v) => s + v, 0);
  return e.map((v) => v / total);
}

const clamp100 = (v: number) => Math.max(0, Math.min(100, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

/** The standard normal CDF (Abramowitz & Stegun 7.1.26), to put a z-scored prediction on 0–100. */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function driverValue(id: ClarityDriverId, features: CreativeFeatures): number {
  if (id === "elements") return features.elements;
  if (id === "text") return round1(100 * features.textArea);
  if (id === "focal") return features.focalPoints;
  if (id === "colours") return features.colours;
  return round1(features.jpegKb);
}

/** Clarity = 100 − the complexity people would give it among creatives of its kind (SAVOIAS' 0–100 scale). */
export function clarityScore(features: CreativeFeatures, format: CreativeFormat, models = CREATIVE_MODELS): ClarityScore {
  const model = models.clarity[CLARITY_JUDGED_AMONG[format]];
  const drivers = CLARITY_DRIVERS.map(({ id, label, features: names }) => {
    const effect = model.features.reduce(
      (s, name, i) =>
        (names as readonly string[]).includes(name)
          ? s - (model.weights[i] * ((features as Record<string, number>)[name] - model.mean[i])) / model.scale[i]
          : s,
      0,
    );
    return { id, label, value: driverValue(id, features), effect: round1(effect) };
  });
  return { score: round1(clamp100(100 - linearValue(model, features))), error: model.error, drivers };
}

export function appealScore(features: CreativeFeatures, format: CreativeFormat, models = CREATIVE_MODELS): AppealScore {
  const model = models.appeal[APPEAL_JUDGED_AMONG[format]];
  const score = round1(100 * normalCdf(linearValue(model, features)));
  const labels = models.labels
    .map(({ id, label, model, showFrom }) => ({ id, label, share: Math.max(0, Math.min(1, linearValue(model, features))), showFrom }))
    .filter((l) => l.share >= l.showFrom)
    .map(({ id, label, share }) => ({ id, label, share: Math.round(share * 100) / 100 }));
  return { score, error: model.error, labels };
}

// The overall model was fitted on 1 000-viewer runs' focus, which falls with a run's size (small runs read 0.05 higher);
// the expected time's focus is the same at any size and sits 0.032 below it (sd 0.011, 24 images: `npm run focus-bias`).
export const FITTED_RUN_FOCUS_OFFSET = 0.032;

export function overallInputs(figures: ViewerFigures, clarity: number, appeal: number): OverallInputs {
  const of = (kind: string) => figures.catchers.filter((c) => c.kind === kind);
  const highestReach = (kind: string) => Math.max(0, ...of(kind).map((c) => c.reach)) / 100;
  return {
    focus: figures.focus,
    capture: figures.capture,
    approach: figures.approach / 100,
    valence: figures.valence,
    textReach: highestReach("text"),
    textShare: Math.min(1, of("text").reduce((s, c) => s + c.share, 0) / 100),
    faceReach: highestReach("face"),
    clarity: clarity / 100,
    appeal: appeal / 100,
  };
}

// Fitted on web pages: an input is held within three of their deviations, so a photograph's focus does not pin it at 100.
export function overallScore(inputs: OverallInputs, models = CREATIVE_MODELS): number {
  const { features, mean, scale } = models.overall;
  const held = features.map((name, i): [string, number] => [
    name,
    Math.min(mean[i] + 3 * scale[i], Math.max(mean[i] - 3 * scale[i], inputs[name as keyof OverallInputs])),
  ]);
  return round1(100 / (1 + Math.exp(-linearValue(models.overall, Object.fromEntries(held)))));
}

export function abVerdict(overallA: number, overallB: number, models = CREATIVE_MODELS): AbVerdict {
  const apart = Math.abs(overallA - overallB);
  const { bands } = models.verdict;
  const at = bands.reduce((found, b, i) => (apart >= b.from ? i : found), 0);
  const winner = apart < models.verdict.clearFrom ? null : overallA > overallB ? "a" : "b";
  return {
    winner,
    probability: bands[at].higherWon,
    pairsThisFarApart: bands[at].pairs,
    band: { from: bands[at].from, to: bands[at + 1]?.from ?? null },
  };
}

export function inferFormat(features: CreativeFeatures, models = CREATIVE_MODELS): FormatGuess {
  const p = softmaxProbabilities(models.formats, features);
  const probabilities = Object.fromEntries(models.formats.classes.map((c, i) => [c, Math.round(p[i] * 1000) / 1000])) as Record<
    CreativeFormat,
    number
  >;
  const best = models.formats.classes[p.indexOf(Math.max(...p))] as CreativeFormat;
  return { format: best, probabilities };
}

export type NormTable = NormSet & { quantiles: number[] };

export function percentileOf(kind: ScoreKind, format: CreativeFormat, value: number, models = CREATIVE_MODELS): Percentile {
  return percentileIn(models.norms[kind][format], value);
}

/** Where `value` falls among the norm set's scores: its quantile table (101 values, 0th to 100th percentile) interpolated. */
export function percentileIn({ name, size, quantiles }: NormTable, value: number): Percentile {
  const last = quantiles.length - 1;
  const above = quantiles.findIndex((q) => q > value);
  let position: number;
  if (above === 0) position = 0;
  else if (above < 0) position = last;
  else {
    const [lower, upper] = [quantiles[above - 1], quantiles[above]];
    // Where a run of equal quantiles holds the value, its middle.
    let first = above - 1;
    while (first > 0 && quantiles[first - 1] === lower) first--;
    position = lower === value ? (first + above - 1) / 2 : above - 1 + (value - lower) / (upper - lower);
  }
  return { percentile: Math.round((position / last) * 100), set: { name, size } };
}
