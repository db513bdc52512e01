import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { creativeFeatures, type CreativeFeatures, type CreativeInput } from "@adsight/engine/src/simulation/results/creative-features";
import { type DeepLayer, decodeRgb, type Detection, type ImageAppearance } from "@adsight/engine/src/simulation/stages";
import { hash } from "./osie";
import { OSIE_DIR, REPO_ROOT, SIMULATION_DIR } from "./paths";

/** The scores development sets beside the repository (README there): complexity, page appeal, display-ad likability, A/B pairs. */
export const SCORES_DIR = path.resolve(REPO_ROOT, "../shared/data/scores-dev");
const CACHE_DIR = path.resolve(REPO_ROOT, "engine/.cache/scores");

export const SAVOIAS_CATEGORIES = ["ad", "vis", "scenes", "objects"] as const;
export type SavoiasCategory = (typeof SAVOIAS_CATEGORIES)[number];
export type ScoresSet = SavoiasCategory | "pages" | "display" | "ab" | "osie";

export interface ScoresImage {
  set: ScoresSet;
  name: string;
  file: string;
  /** SAVOIAS: complexity 0–100; pages: mean appeal 1–9; display ads: mean rating 1–7. */
  rating?: number;
  /** Display ads: the share of raters choosing each opinion label. */
  labels?: Record<string, number>;
}

export interface AbPair {
  pair: number;
  a: string;
  b: string;
  winner: "a" | "b";
  web_mobile: string;
  page_type: string;
  /** What changed between the variants: element → the attributes that changed (Size, Position, Presence, Text Content …). */
  ui_change?: Record<string, string[]>;
}

function parseCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  const names = header.split(",");
  return rows.map((row) => Object.fromEntries(row.split(",").map((value, i) => [names[i], value])));
}

export const scoresDataPresent = () => existsSync(path.join(SCORES_DIR, "README.md"));

export function loadPairs(): AbPair[] {
  return JSON.parse(readFileSync(path.join(SCORES_DIR, "ab-tests/pairs.json"), "utf8")) as AbPair[];
}

/** Every image of every set, rated or not (the A/B variants and OSIE's photographs carry no rating). */
export function loadScoresImages(): ScoresImage[] {
  const savoias = parseCsv(path.join(SCORES_DIR, "savoias/complexity.csv")).map((row) => ({
    set: row.category as SavoiasCategory,
    name: path.basename(row.image),
    file: path.join(SCORES_DIR, "savoias", row.image),
    rating: Number(row.complexity),
  }));
  const pages = parseCsv(path.join(SCORES_DIR, "web-appeal/ratings.csv")).map((row) => ({
    set: "pages" as const,
    name: row.image,
    file: path.join(SCORES_DIR, "web-appeal/images", row.image),
    rating: Number(row.mean_appeal),
  }));
  const labels = JSON.parse(readFileSync(path.join(SCORES_DIR, "display-ads/labels.json"), "utf8")) as Record<
    string,
    { opinion_label_dist: Record<string, number> }
  >;
  const display = parseCsv(path.join(SCORES_DIR, "display-ads/ratings.csv")).map((row) => ({
    set: "display" as const,
    name: row.image,
    file: path.join(SCORES_DIR, "display-ads/images", row.image),
    rating: Number(row.mean_rating),
    labels: labels[row.image]?.opinion_label_dist,
  }));
  const ab = loadPairs().flatMap((pair) =>
    [pair.a, pair.b].map((name) => ({ set: "ab" as const, name, file: path.join(SCORES_DIR, "ab-tests/images", name) })),
  );
  const stimuli = path.join(OSIE_DIR, "stimuli");
  const osie = existsSync(stimuli)
    ? readdirSync(stimuli)
        .sort()
        .map((name) => ({ set: "osie" as const, name, file: path.join(stimuli, name) }))
    : [];
  return [...savoias, ...pages, ...display, ...ab, ...osie];
}

/**
 * All sets in one seeded shuffled order, an A/B pair's variants side by side and OSIE's photographs (norms only) last:
 * the order the cache is filled in, so any prefix samples every rated set and holds whole pairs.
 */
export function scoresOrder(): ScoresImage[] {
  const key = (image: ScoresImage) =>
    image.set === "osie"
      ? 1 + hash(image.name, 7)
      : image.set === "ab"
        ? hash(`ab/${image.name.split("_")[0]}`, 7) + (image.name.includes("_b") ? 1e-12 : 0)
        : hash(`${image.set}/${image.name}`, 7);
  return loadScoresImages().sort((a, b) => key(a) - key(b));
}

/** One eye catcher's viewer figures (as the results report them). */
export interface CatcherFigures {
  kind: string;
  /** Share of the image's area, 0..1. */
  area: number;
  reach: number; // %
  share: number; // % of fixation time
  firstLookMs: number | null; // median over the viewers who looked
  seen1s: number; // %
}

/** What a simulation of the image's viewers gives, at the extraction's viewer count. */
export interface ViewerPass {
  viewers: number;
  focus: number; // 0..1
  capture: number; // 0..1
  overall: number; // the hand-set overall score, 0..100
  valence: number;
  arousal: number;
  approach: number; // 0..100
  risk: number;
  catchers: CatcherFigures[];
  /** The expected density (viewer-independent) on a 16-cell long side, for its peaks. */
  expected: { w: number; h: number; values: number[] };
}

/** What the extraction caches per image: the analysis' summary, and the viewers' figures. */
export interface ScoresPass {
  width: number;
  height: number;
  /** Everything the analysis found (faces, persons, objects, read text blocks). */
  detections: Detection[];
  appearance: ImageAppearance;
  textCoverage: number | null;
  flatShare: number | null;
  affect: { valence: number; arousal: number };
  viewerPass: ViewerPass;
  /** ImageAnalysis.deepMean (passes cached before it was kept get it from a detector pass alone, `deepPass`). */
  deepMean?: Partial<Record<DeepLayer, number[]>>;
  /** CPU ms of the analysis and of the simulation. */
  ms: { analysis: number; simulation: number };
}

export const PASS_VERSION = 1;
export const passFile = (image: ScoresImage) => path.join(CACHE_DIR, `v${PASS_VERSION}-${image.set}-${image.name}.json`);

export function cachedPass(image: ScoresImage): ScoresPass | null {
  const file = passFile(image);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ScoresPass) : null;
}

export function storePass(image: ScoresImage, pass: ScoresPass): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  // Whole or not at all: a stopped extraction leaves no half-written pass.
  writeFileSync(`${passFile(image)}.part`, JSON.stringify(pass));
  renameSync(`${passFile(image)}.part`, passFile(image));
}

/**
 * The image-only features of every image with a full pass (`light`: of every SAVOIAS image with a full or a light pass,
 * read without detections, density or affect, which clarity does not read), computed from the image and its cached
 * pass; cached by the features' source.
 */
export async function cachedFeatures(images: readonly ScoresImage[], light = false): Promise<Map<ScoresImage, CreativeFeatures>> {
  const source = readFileSync(path.join(SIMULATION_DIR, "results/creative-features.ts"), "utf8");
  const version = createHash("sha256").update(source).digest("hex").slice(0, 8);
  const file = path.join(CACHE_DIR, `features-${version}.json`);
  const stored: Record<string, CreativeFeatures> = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, CreativeFeatures>)
    : {};
  const result = new Map<ScoresImage, CreativeFeatures>();
  let added = 0;
  for (const image of images) {
    const key = `${light ? "light/" : ""}${image.set}/${image.name}`;
    const input = featureInput(image, light);
    if (!input) continue;
    if (!stored[key]) {
      stored[key] = await creativeFeatures({ image: await decodeRgb(readFileSync(image.file)), ...input });
      added++;
    }
    result.set(image, stored[key]);
  }
  if (added) writeFileSync(file, JSON.stringify(stored));
  return result;
}

const UNIFORM = { w: 1, h: 1, values: new Float32Array([1]) };

/** What clarity reads of a light pass: no detections, affect or viewers. */
export const lightFeatureInput = ({ appearance, deepMean }: Pick<LightPass, "appearance" | "deepMean">): Omit<CreativeInput, "image"> => ({
  detections: [],
  appearance,
  affect: { valence: 0, arousal: 0 },
  deepMean,
  expected: UNIFORM,
});

function featureInput(image: ScoresImage, light: boolean): Omit<CreativeInput, "image"> | null {
  const pass = cachedPass(image);
  if (light) {
    const source = pass?.deepMean ? pass : cachedLight(image);
    return source?.deepMean ? lightFeatureInput({ appearance: source.appearance, deepMean: source.deepMean }) : null;
  }
  if (!pass?.deepMean) return null;
  const { expected } = pass.viewerPass;
  return {
    detections: pass.detections,
    appearance: pass.appearance,
    affect: pass.affect,
    deepMean: pass.deepMean,
    expected: { w: expected.w, h: expected.h, values: Float32Array.from(expected.values) },
  };
}

/** How many images of scoresOrder() are cached before the first that is not. */
export function cachedPrefix(): number {
  const order = scoresOrder();
  const missing = order.findIndex((image) => !cachedPass(image)?.deepMean);
  return missing < 0 ? order.length : missing;
}

/** What clarity reads of a SAVOIAS image (the light pass of `scores:extract --light 1`). */
export interface LightPass {
  width: number;
  height: number;
  appearance: ImageAppearance;
  deepMean: Partial<Record<DeepLayer, number[]>>;
}

export const isSavoias = (image: ScoresImage) => (SAVOIAS_CATEGORIES as readonly string[]).includes(image.set);
const lightFile = (image: ScoresImage) => path.join(CACHE_DIR, `light-v${PASS_VERSION}-${image.set}-${image.name}.json`);

export function cachedLight(image: ScoresImage): LightPass | null {
  const file = lightFile(image);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as LightPass) : null;
}

export function storeLight(image: ScoresImage, pass: LightPass): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(lightFile(image), JSON.stringify(pass));
}

/** How many SAVOIAS images clarity can read (a full pass with the backbone's channels, or a light pass). */
export const clarityCached = () =>
  loadScoresImages().filter((image) => isSavoias(image) && (cachedPass(image)?.deepMean || cachedLight(image))).length;
