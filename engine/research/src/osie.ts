import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { analyseImage, decodeRgb, type Detectors, FITTED_READOUT, type ImageAnalysis } from "@adsight/engine/src/simulation/stages";
import { OSIE_DIR, REPO_ROOT } from "./paths";

const CACHE_DIR = path.resolve(REPO_ROOT, "engine/.cache/osie");

export interface HumanScanpath {
  x: number[];
  y: number[];
  dur: number[];
  /** Recorded fixation onsets (ms after the image appeared), where the data set has them (the web pages). */
  t?: number[];
}

export interface OsieImage {
  name: string;
  file: string;
  subjects: HumanScanpath[];
}

/** OSIE's fixations are 1-based pixel positions; these are converted to 0-based. */
export function loadOsie(): OsieImage[] {
  const raw = JSON.parse(readFileSync(path.join(OSIE_DIR, "fixations.json"), "utf8")) as {
    img: string;
    subjects: HumanScanpath[];
  }[];
  return raw.map((entry) => ({
    name: entry.img,
    file: path.join(OSIE_DIR, "stimuli", entry.img),
    subjects: entry.subjects.map((s) => ({ x: s.x.map((v) => v - 1), y: s.y.map((v) => v - 1), dur: s.dur })),
  }));
}

/** Fit on the first 140 images (in file order), report on the last 60. */
export const FIT_COUNT = 140;

export function osieSplit(images: OsieImage[]): { fit: OsieImage[]; heldOut: OsieImage[] } {
  const sorted = [...images].sort((a, b) => a.name.localeCompare(b.name));
  return { fit: sorted.slice(0, FIT_COUNT), heldOut: sorted.slice(FIT_COUNT) };
}

/** Images kept out of every fit and choice (issue 11's closing figures), and the cross-validation folds. */
const UNTOUCHED = 40;
export const FOLDS = 5;

/** FNV-1a of the file name, as a fraction: a fixed, seeded assignment that needs no stored list. */
export function hash(text: string, seed: number): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 2 ** 32;
}

/** The untouched split (40 images by seeded hash) and 5 folds by image over the other 160 development images. */
export function osieFolds(images: OsieImage[]): { untouched: OsieImage[]; dev: OsieImage[]; fold: Map<string, number> } {
  const ranked = [...images].sort((a, b) => hash(a.name, 2026) - hash(b.name, 2026));
  const untouched = ranked.slice(0, UNTOUCHED).sort((a, b) => a.name.localeCompare(b.name));
  const dev = ranked.slice(UNTOUCHED).sort((a, b) => a.name.localeCompare(b.name));
  const order = [...dev].sort((a, b) => hash(a.name, 7) - hash(b.name, 7));
  const fold = new Map(order.map((image, i) => [image.name, i % FOLDS]));
  return { untouched, dev, fold };
}

/**
 * Image analysis (detectors and feature maps) cached on disk, so calibration and scoring reruns skip the
 * detectors. The cache key includes the analysis code version below (bump it when the features change) and the
 * fitted deep readout, whose map the analysis holds.
 */
const ANALYSIS_VERSION = 16;
const READOUT_KEY = hash(JSON.stringify(FITTED_READOUT), 0).toString(36).slice(2, 10);

const cacheFile = (image: OsieImage) => path.join(CACHE_DIR, `v${ANALYSIS_VERSION}-${READOUT_KEY}-${image.name}.json`);

/** Whether the image's analysis is cached (tests that need many analyses run only then). */
export const analysisCached = (image: OsieImage): boolean => existsSync(cacheFile(image));

export async function cachedAnalysis(image: OsieImage, detectors: () => Promise<Detectors>): Promise<ImageAnalysis> {
  const file = cacheFile(image);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as ImageAnalysis & { features: { maps: number[][] } };
    return { ...stored, features: { ...stored.features, maps: stored.features.maps.map((m) => Float32Array.from(m)) } };
  }
  const analysis = await analyseImage(await decodeRgb(readFileSync(image.file)), await detectors());
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(
    file,
    JSON.stringify({ ...analysis, features: { ...analysis.features, maps: analysis.features.maps.map((m) => Array.from(m)) } }),
  );
  return analysis;
}
