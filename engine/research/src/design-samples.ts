import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  analyseImage,
  decodeRgb,
  DEFAULT_PARAMETERS,
  designedShare,
  Detectors,
  type ReadTextLine,
  readLines,
  TextDetector,
} from "@adsight/engine/src/simulation/stages";
import type { AnnotatedElement } from "./design-matching";
import { modelFingerprint } from "./model-fingerprint";
import { ANNOTATIONS_DIR, DESIGNED_DIR, REPO_ROOT } from "./paths";

/**
 * The development designs and web pages as the fits of designed content read them (`design-rules`, `logo-cv`): each
 * image's designed share, its objects and every line of text of at least READ_FLOOR px, read, cached in
 * engine/.cache/design-rules under the model's fingerprint, with its hand
 * annotations (annotations/design-boxes.json) and its fold (5 by image within each set, in name order).
 */

const CACHE = path.resolve(REPO_ROOT, "engine/.cache/design-rules");
const READ_FLOOR = 5;
export const FOLDS = 5;

export interface Analysed {
  width: number;
  height: number;
  designed: number;
  objects: { score: number; label: string; box: { x: number; y: number; w: number; h: number } }[];
  /** Every line of at least READ_FLOOR px, read, in the pixels the detectors saw. */
  read: ReadTextLine[];
  /** From the read lines' pixels to the image's. */
  scale: number;
}

export type DesignedSetKey = "designs" | "pages";

export interface DesignSample extends Analysed {
  set: DesignedSetKey;
  name: string;
  file: string;
  fold: number;
  elements: AnnotatedElement[];
}

export const DESIGNED_SETS: Record<DesignedSetKey, { dir: string; roles: ReadonlySet<string> }> = {
  designs: { dir: "gdi/images", roles: new Set(["headline", "brand", "logo"]) },
  pages: { dir: "fiwi/images", roles: new Set(["heading", "brand", "logo"]) },
};

let fingerprint: string | undefined;

export async function analyseFile(detectors: Detectors, file: string): Promise<Analysed> {
  const bytes = readFileSync(file);
  fingerprint ??= modelFingerprint();
  const cached = path.join(CACHE, `${path.basename(file)}-${bytes.length}-${fingerprint}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8")) as Analysed;
  const analysis = await analyseImage(await decodeRgb(bytes), detectors);
  const forDetection = await decodeRgb(
    bytes,
    Math.max(analysis.width, analysis.height) > Detectors.longSide ? Detectors.longSide : undefined,
  );
  const evidence = await (await TextDetector.load()).detect(forDetection);
  const out: Analysed = {
    width: analysis.width,
    height: analysis.height,
    designed: designedShare(DEFAULT_PARAMETERS, analysis.features.content),
    objects: analysis.detections.filter((d) => d.kind === "object").map(({ score, label, box }) => ({ score, label, box })),
    read: await readLines(evidence, forDetection, detectors.reader, READ_FLOOR, false),
    scale: analysis.width / forDetection.width,
  };
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, JSON.stringify(out));
  console.log(`analysed ${path.basename(file)}`);
  return out;
}

export async function loadDesignSamples(detectors: Detectors): Promise<DesignSample[]> {
  type Raw = { role: string; text: string; box: number[]; letterHeight: number };
  const annotations = JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, "design-boxes.json"), "utf8")) as Record<
    DesignedSetKey,
    Record<string, Raw[]>
  >;
  const samples: DesignSample[] = [];
  for (const set of ["designs", "pages"] as const) {
    for (const [i, name] of Object.keys(annotations[set]).sort().entries()) {
      const file = path.join(DESIGNED_DIR, DESIGNED_SETS[set].dir, name);
      const elements = annotations[set][name].map((e) => ({
        role: e.role,
        text: e.text,
        letterHeight: e.letterHeight,
        box: { x: e.box[0], y: e.box[1], w: e.box[2], h: e.box[3] },
      }));
      samples.push({ ...(await analyseFile(detectors, file)), set, name, file, fold: i % FOLDS, elements });
    }
  }
  return samples;
}
