import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type Box,
  COCO_LABELS,
  decodeRgb,
  type Detection,
  Detectors,
  initBackend,
  candidateDetections,
  isBackdrop,
  OBJECT_RULE,
  type ObjectRule,
} from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { cachedAnalysis, loadOsie, osieFolds } from "../osie";
import { modelFingerprint } from "../model-fingerprint";
import { ANNOTATIONS_DIR, OSIE_DIR, REPO_ROOT } from "../paths";

/**
 * `npm run object-check -w @adsight/research -- [--boxes FILE] [--fit 1]`: person and object eye catchers against the
 * hand-annotated objects of the development images (object-boxes.json). A detection is correct when it overlaps an
 * unmatched annotated object of its class at IoU ≥ 0.5, matched best score first; recall is over the annotated
 * objects of the 80 COCO classes, the only ones the detector can name. A lenient count, where an annotation that is no
 * COCO class ("plate", "sign") matches a detection of any class, is printed beside it. `--fit 1` fits the person and
 * object thresholds for F1 (strict) over all images and by 5-fold cross-validation by image (chosen on four folds,
 * scored on the fifth). The detections are cached in engine/.cache/object-check under the model's fingerprint,
 * the text lines read with the rest of the analysis in engine/.cache/osie.
 */

interface Annotated {
  label: string;
  box: Box;
}
type Annotations = Record<string, Annotated[]>;

const MIN_IOU = 0.5;
const CACHE = path.resolve(REPO_ROOT, "engine/.cache/object-check");
const COCO = new Set<string>(COCO_LABELS);

function toAnnotated(entry: unknown): Annotated {
  const e = entry as { label?: string; class?: string; box: number[] | Box };
  const box = Array.isArray(e.box) ? { x: e.box[0], y: e.box[1], w: e.box[2], h: e.box[3] } : e.box;
  return { label: (e.label ?? e.class ?? "").toLowerCase(), box };
}

function iou(a: Box, b: Box): number {
  const w = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const h = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = w * h;
  return inter / (a.w * a.h + b.w * b.h - inter);
}

interface Tally {
  correct: number;
  found: number;
  objects: number;
}

let lenient = false;

function score(kept: Detection[], all: Annotated[]): Tally {
  const found = kept.filter((d) => d.kind === "person" || d.kind === "object");
  const annotated = lenient ? all : all.filter((a) => COCO.has(a.label));
  const left = [...annotated];
  let correct = 0;
  for (const d of [...found].sort((a, b) => b.score - a.score)) {
    const hit = left.findIndex((a) => (!COCO.has(a.label) || a.label === d.label) && iou(a.box, d.box) >= MIN_IOU);
    if (hit >= 0) {
      left.splice(hit, 1);
      correct++;
    }
  }
  return { correct, found: found.length, objects: annotated.length };
}

const none: Tally = { correct: 0, found: 0, objects: 0 };
const add = (a: Tally, b: Tally): Tally => ({ correct: a.correct + b.correct, found: a.found + b.found, objects: a.objects + b.objects });
const precision = (t: Tally) => t.correct / Math.max(1, t.found);
const recall = (t: Tally) => t.correct / Math.max(1, t.objects);
const f1 = (t: Tally) => (2 * t.correct) / Math.max(1, t.found + t.objects);
const describe = (t: Tally) =>
  `precision ${precision(t).toFixed(3)} (${t.correct}/${t.found}), recall ${recall(t).toFixed(3)} (${t.correct}/${t.objects}), F1 ${f1(t).toFixed(3)}`;

async function detectAll(names: string[]): Promise<Record<string, Detection[]>> {
  mkdirSync(CACHE, { recursive: true });
  const fingerprint = modelFingerprint();
  let detectors: Detectors | undefined;
  const out: Record<string, Detection[]> = {};
  for (const name of names) {
    const cached = path.join(CACHE, `${name}-${fingerprint}.json`);
    if (existsSync(cached)) {
      out[name] = JSON.parse(readFileSync(cached, "utf8")) as Detection[];
      continue;
    }
    detectors ??= await Detectors.load();
    const bytes = readFileSync(path.join(OSIE_DIR, "stimuli", name));
    const full = await decodeRgb(bytes);
    const rgb = await decodeRgb(bytes, Detectors.longSide);
    out[name] = (await detectors.detect(rgb, full.width, full.height)).filter((d) => d.kind === "person" || d.kind === "object");
    writeFileSync(cached, JSON.stringify(out[name]));
  }
  return out;
}

/** OSIE's images are all 800 × 600. */
const OSIE_SIZE = { width: 800, height: 600 };

/** The eye-catcher candidates under the rule; with `backdrops`, less the containers that are the scene's backdrop. */
function kept(found: Detection[], rule: ObjectRule, backdrops: boolean): Detection[] {
  const candidates = candidateDetections(found, rule);
  return backdrops ? candidates.filter((d) => !isBackdrop(d, candidates, OSIE_SIZE.width, OSIE_SIZE.height)) : candidates;
}

const tallyOver = (names: string[], annotations: Annotations, found: Record<string, Detection[]>, rule: ObjectRule, backdrops = false) =>
  names.reduce((t, n) => add(t, score(kept(found[n], rule, backdrops), annotations[n])), none);

function bestRule(names: string[], annotations: Annotations, found: Record<string, Detection[]>): ObjectRule {
  const steps = Array.from({ length: 14 }, (_, i) => Math.round((0.15 + 0.05 * i) * 100) / 100);
  let best = { rule: OBJECT_RULE, value: -Infinity };
  for (const person of steps)
    for (const object of steps) {
      const rule = { ...OBJECT_RULE, person, object };
      const value = f1(tallyOver(names, annotations, found, rule));
      if (value > best.value) best = { rule, value };
    }
  return best.rule;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ["boxes", "fit"]);
  const file = args.boxes ?? path.join(ANNOTATIONS_DIR, "object-boxes.json");
  const json = JSON.parse(readFileSync(file, "utf8")) as { images: Record<string, unknown[]> };
  const annotations: Annotations = Object.fromEntries(Object.entries(json.images).map(([n, v]) => [n, v.map(toAnnotated)]));
  const names = Object.keys(annotations);
  const { untouched, fold } = osieFolds(loadOsie());
  const leaked = names.filter((n) => untouched.some((u) => u.name === n));
  if (leaked.length > 0) throw new Error(`Annotations name untouched images: ${leaked.join(", ")}`);
  await initBackend();
  const found = await detectAll(names);
  // The text eye catchers the analysis reads: an object a word fills is that word's sign (candidateDetections).
  let detectors: Promise<Detectors> | undefined;
  for (const image of loadOsie().filter((i) => names.includes(i.name))) {
    const analysis = await cachedAnalysis(image, () => (detectors ??= Detectors.load()));
    found[image.name].push(...analysis.detections.filter((d) => d.kind === "text"));
  }
  const before: ObjectRule = { person: 0.35, object: 0.35, designedObject: 0.35 };
  for (const mode of [false, true]) {
    lenient = mode;
    const label = mode ? "lenient" : "strict";
    console.log(`${label}, before (${JSON.stringify(before)}): ${describe(tallyOver(names, annotations, found, before))}`);
    console.log(`${label}, now (${JSON.stringify(OBJECT_RULE)}): ${describe(tallyOver(names, annotations, found, OBJECT_RULE))}`);
    console.log(`${label}, now, backdrops left out: ${describe(tallyOver(names, annotations, found, OBJECT_RULE, true))}`);
  }
  lenient = false;
  if (args.fit !== "1") return;
  const all = bestRule(names, annotations, found);
  console.log(`fitted on all ${names.length} images: ${JSON.stringify(all)}: ${describe(tallyOver(names, annotations, found, all))}`);
  let crossValidated = none;
  for (let k = 0; k < 5; k++) {
    const rule = bestRule(
      names.filter((n) => fold.get(n) !== k),
      annotations,
      found,
    );
    const t = tallyOver(
      names.filter((n) => fold.get(n) === k),
      annotations,
      found,
      rule,
    );
    console.log(`fold ${k}: ${JSON.stringify(rule)}: ${describe(t)}`);
    crossValidated = add(crossValidated, t);
  }
  console.log(`cross-validated: ${describe(crossValidated)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
