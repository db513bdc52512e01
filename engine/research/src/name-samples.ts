import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  analyseImage,
  decodeRgb,
  DEFAULT_PARAMETERS,
  designedShare,
  type Detection,
  Detectors,
  type ImageAnalysis,
  type ReadTextLine,
  readLines,
  textRuleFor,
} from "@adsight/engine/src/simulation/stages";
import { DESIGNED_SETS } from "./design-samples";
import { cachedAnalysis, loadOsie, osieFolds } from "./osie";
import { DESIGNED_DIR, REPO_ROOT } from "./paths";

/**
 * The development images as `name-check` reads them: the detections that get names (faces, persons, objects from
 * 0.15) and the text lines the analysis reads, before they are joined into blocks, so that the naming rules can be
 * fitted without running the detectors again. Photographs: the 160 development images of `osieFolds` (their
 * analysis from engine/.cache/osie); designs and pages: the 52 of design-boxes.json. Cached in engine/.cache/names
 * by file name and VERSION (the detectors' outputs, not the naming rules, so a naming change keeps the cache).
 */

const CACHE = path.resolve(REPO_ROOT, "engine/.cache/names");
const VERSION = 1;

export type NameSet = "photographs" | "designs" | "pages";

export interface NameSample {
  set: NameSet;
  name: string;
  width: number;
  height: number;
  designed: number;
  /** Faces, persons and objects, image px. */
  detections: Detection[];
  /** The lines the analysis reads, in the px of the image the detectors saw. */
  lines: ReadTextLine[];
  /** From those px to the image's. */
  scale: { x: number; y: number };
}

async function sampleOf(
  set: NameSet,
  name: string,
  file: string,
  analysis: () => Promise<ImageAnalysis>,
  detectors: () => Promise<Detectors>,
) {
  const cached = path.join(CACHE, `v${VERSION}-${set}-${name}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, "utf8")) as NameSample;
  const analysed = await analysis();
  const designed = designedShare(DEFAULT_PARAMETERS, analysed.features.content);
  const larger = Math.max(analysed.width, analysed.height) > Detectors.longSide;
  const forDetection = await decodeRgb(readFileSync(file), larger ? Detectors.longSide : undefined);
  const found = await detectors();
  const evidence = await found.text.detect(forDetection);
  const sample: NameSample = {
    set,
    name,
    width: analysed.width,
    height: analysed.height,
    designed,
    detections: analysed.detections.filter((d) => d.kind !== "text"),
    lines: await readLines(evidence, forDetection, found.reader, textRuleFor(designed).minHeight),
    scale: { x: analysed.width / forDetection.width, y: analysed.height / forDetection.height },
  };
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, JSON.stringify(sample));
  console.log(`read ${set}/${name}`);
  return sample;
}

export async function loadNameSamples(
  designBoxes: Record<"designs" | "pages", Record<string, unknown>>,
  designedOnly = false,
): Promise<NameSample[]> {
  let detectors: Promise<Detectors> | undefined;
  const load = () => (detectors ??= Detectors.load());
  const samples: NameSample[] = [];
  for (const image of designedOnly ? [] : osieFolds(loadOsie()).dev)
    samples.push(await sampleOf("photographs", image.name, image.file, () => cachedAnalysis(image, load), load));
  for (const set of ["designs", "pages"] as const)
    for (const name of Object.keys(designBoxes[set]).sort()) {
      const file = path.join(DESIGNED_DIR, DESIGNED_SETS[set].dir, name);
      samples.push(await sampleOf(set, name, file, async () => analyseImage(await decodeRgb(readFileSync(file)), await load()), load));
    }
  return samples;
}
