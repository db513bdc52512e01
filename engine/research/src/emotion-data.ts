import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EMOTION_NAMES } from "@adsight/shared";
import {
  affectFeatures,
  ANALYSIS_LONG_SIDE,
  appearanceOf,
  type DeepLayer,
  DEEP_LAYER_NAMES,
  type Detection,
  Detectors,
  decodeRgb,
  deepSaliency,
  FITTED_READOUT,
  GIST_NODE_NAMES,
  type Gist,
  gridMeans,
  type ImageAppearance,
  lookedWeights,
  samplingGrid,
} from "@adsight/engine/src/simulation/stages";
import { hash } from "./osie";
import { REPO_ROOT } from "./paths";

/** The rated sets beside the repository (README there): Emotion6 photographs and BASS pictograms, 1–9 scales. */
export const EMOTION_DIR = path.resolve(REPO_ROOT, "../shared/data/emotion-dev");
const CACHE_DIR = path.resolve(REPO_ROOT, "engine/.cache/emotion");

export type RatedSet = "emotion6" | "bass";
export const RATED_SETS: RatedSet[] = ["emotion6", "bass"];

export interface RatedImage {
  set: RatedSet;
  name: string;
  file: string;
  /** Mean ratings with the scale's midpoint at 0 and its ends at ±1. */
  valence: number;
  arousal: number;
  /** BASS: the raters' standard deviations on the same −1..1 units. */
  valenceSd?: number;
  arousalSd?: number;
  /** Emotion6: the share of raters naming each of EMOTION_NAMES. */
  emotions?: number[];
}

function parseCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  const names = header.split(",");
  return rows.map((row) => Object.fromEntries(row.split(",").map((value, i) => [names[i], value])));
}

/** Maps a 1..9 rating to −1..1 (5 → 0). */
const centred = (rating: number) => (rating - 5) / 4;

export function loadRatedSet(set: RatedSet): RatedImage[] {
  const dir = path.join(EMOTION_DIR, set);
  return parseCsv(path.join(dir, "ratings.csv")).map((row) => {
    if (row.scale !== "1-9") throw new Error(`${set}/${row.image}: unexpected scale ${row.scale}`);
    const image: RatedImage = {
      set,
      name: row.image,
      file: path.join(dir, "images", row.image),
      valence: centred(Number(row.valence)),
      arousal: centred(Number(row.arousal)),
    };
    if (row.valence_sd) {
      image.valenceSd = Number(row.valence_sd) / 4;
      image.arousalSd = Number(row.arousal_sd) / 4;
    }
    if (row.p_neutral !== undefined) {
      const shares = EMOTION_NAMES.map((name) => Number(row[`p_${name}`]));
      const total = shares.reduce((s, p) => s + p, 0);
      image.emotions = shares.map((p) => p / total);
    }
    return image;
  });
}

/** What the detector pass gives per image: the faces and objects, each deep layer pooled over the sampling grid, the gist. */
export interface DetectorPass {
  width: number;
  height: number;
  detections: Detection[];
  /** Per layer, each channel's mean over the grid's cells, and weighted by where the attention readout looks. */
  deepMean: Partial<Record<DeepLayer, number[]>>;
  deepLooked: Partial<Record<DeepLayer, number[]>>;
  gist: Gist;
}

const PASS_VERSION = 3;
// Where the attention readout's deep map looks weighs the channels, so refitting it runs the pass afresh (its hidden units are not read).
const READOUT = createHash("sha256")
  .update(JSON.stringify({ ...FITTED_READOUT, hidden: undefined }))
  .digest("hex")
  .slice(0, 8);
const passFile = (image: RatedImage) => path.join(CACHE_DIR, `v${PASS_VERSION}-${READOUT}-${image.set}-${image.name}.json`);

/**
 * The detector pass of one rated image, cached in engine/.cache/emotion (about 1 s CPU an image uncached): the same
 * calls and inputs as the worker's analysis, without the text detector (the rated sets carry no text).
 */
export async function cachedDetectorPass(image: RatedImage, detectors: () => Promise<Detectors>): Promise<DetectorPass> {
  const file = passFile(image);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as DetectorPass;
  const bytes = readFileSync(image.file);
  const full = await decodeRgb(bytes);
  const { width, height } = full;
  const forDetection = Math.max(width, height) > Detectors.longSide ? await decodeRgb(bytes, Detectors.longSide) : full;
  const grid = samplingGrid(width, height);
  const { detections, deep, gist } = await (
    await detectors()
  ).detectWithDeepMaps(forDetection, width, height, {
    grid,
    layers: DEEP_LAYER_NAMES,
    gist: GIST_NODE_NAMES,
  });
  const cells = grid.w * grid.h;
  const deepMean = gridMeans(deep, cells);
  const deepLooked = gridMeans(deep, cells, lookedWeights(deepSaliency(deep, FITTED_READOUT, cells).photograph));
  const pass: DetectorPass = { width, height, detections, deepMean, deepLooked, gist };
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(pass));
  return pass;
}

const APPEARANCE_VERSION = 1;

/** The whole-image appearance as the worker's analysis measures it (on the image decoded at twice the analysis side). */
export async function cachedAppearance(image: RatedImage): Promise<ImageAppearance> {
  const file = path.join(CACHE_DIR, `appearance-v${APPEARANCE_VERSION}-${image.set}-${image.name}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as ImageAppearance;
  const appearance = appearanceOf(await decodeRgb(readFileSync(image.file), ANALYSIS_LONG_SIDE * 2));
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(appearance));
  return appearance;
}

export interface RatedFeatures {
  image: RatedImage;
  pass: DetectorPass;
  appearance: ImageAppearance;
  features: Map<string, number>;
}

/** Both sets in one seeded shuffled order: the order the cache is filled in, so any prefix samples both at random. */
export function ratedOrder(): RatedImage[] {
  return RATED_SETS.flatMap(loadRatedSet).sort((a, b) => hash(`${a.set}/${a.name}`, 3) - hash(`${b.set}/${b.name}`, 3));
}

/**
 * The first `count` images of ratedOrder() with their affect features (all of them by default); without `count`, the
 * longest cached prefix. Throws when one of the first `count` is not cached yet.
 */
export async function ratedFeatures(count?: number): Promise<RatedFeatures[]> {
  const order = ratedOrder();
  const rated: RatedFeatures[] = [];
  for (const image of order.slice(0, count ?? order.length)) {
    if (!existsSync(passFile(image))) {
      if (count !== undefined)
        throw new Error(`${image.set}/${image.name} is not in engine/.cache/emotion: run npm run emotion:extract -w @adsight/research`);
      break;
    }
    const pass = JSON.parse(readFileSync(passFile(image), "utf8")) as DetectorPass;
    const appearance = await cachedAppearance(image);
    const features = affectFeatures({
      width: pass.width,
      height: pass.height,
      appearance,
      detections: pass.detections,
      deepMean: pass.deepMean,
      deepLooked: pass.deepLooked,
      gist: pass.gist,
    });
    rated.push({ image, pass, appearance, features });
  }
  return rated;
}

/** How many images of ratedOrder() are cached before the first that is not. */
export function cachedPrefix(): number {
  const order = ratedOrder();
  const missing = order.findIndex((image) => !existsSync(passFile(image)));
  return missing < 0 ? order.length : missing;
}
