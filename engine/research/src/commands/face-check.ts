import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeRgb, Detectors, type FaceRule, type FoundFace, initBackend, isFace } from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { loadOsie, osieFolds } from "../osie";
import { ANNOTATIONS_DIR, OSIE_DIR } from "../paths";

/**
 * `npm run face-check -w @adsight/research [-- --fit 1]`: the face detector's precision and recall against the
 * hand-annotated boxes in face-boxes.json (a detection counts when it overlaps an unmatched annotated face at
 * IoU ≥ 0.3). `--fit 1` fits the face rule on every candidate the detector reports down to FIT_FLOOR: over all
 * images, and by 5-fold cross-validation by image (the rule chosen on four folds, scored on the fifth).
 */

type Box = [number, number, number, number];
type Annotations = Record<string, Box[]>;

const FIT_FLOOR = 0.2;
/** The fit's objective: faces found, less this many per false face. */
const FALSE_FACE_COST = 10;

function iou(a: Box, b: Box): number {
  const x = Math.max(0, Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]));
  const y = Math.max(0, Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]));
  const inter = x * y;
  return inter / (a[2] * a[3] + b[2] * b[3] - inter);
}

/** Whether each found box (in order) matches an annotated face not matched before it, and the faces left over. */
function match(found: Box[], annotated: Box[]): { hits: boolean[]; missed: Box[] } {
  const missed = [...annotated];
  const hits = found.map((box) => {
    const hit = missed.findIndex((b) => iou(b, box) >= 0.3);
    if (hit >= 0) missed.splice(hit, 1);
    return hit >= 0;
  });
  return { hits, missed };
}

interface Tally {
  truePositives: number;
  detected: number;
  faces: number;
}

function tally(annotations: Annotations, names: string[], found: (name: string) => Box[]): Tally {
  const t: Tally = { truePositives: 0, detected: 0, faces: 0 };
  for (const name of names) {
    const boxes = found(name);
    t.truePositives += match(boxes, annotations[name]).hits.filter(Boolean).length;
    t.detected += boxes.length;
    t.faces += annotations[name].length;
  }
  return t;
}

const describe = (t: Tally) =>
  `precision ${(t.truePositives / Math.max(1, t.detected)).toFixed(3)} (${t.truePositives}/${t.detected}), ` +
  `recall ${(t.truePositives / t.faces).toFixed(3)} (${t.truePositives}/${t.faces})`;

async function check(detectors: Detectors, annotations: Annotations): Promise<void> {
  const found: Record<string, Box[]> = {};
  for (const [name, boxes] of Object.entries(annotations)) {
    const rgb = await decodeRgb(readFileSync(path.join(OSIE_DIR, "stimuli", name)), Detectors.longSide);
    const faces = (await detectors.detect(rgb, rgb.width, rgb.height)).filter((d) => d.kind === "face");
    found[name] = faces.map((d): Box => [d.box.x, d.box.y, d.box.w, d.box.h]);
    const { hits, missed } = match(found[name], boxes);
    faces.forEach((d, i) => {
      const expression = Object.entries(d.expressions ?? {}).sort((a, b) => b[1] - a[1])[0];
      const box = found[name][i].map(Math.round).join(",");
      console.log(`${name}: face ${d.score.toFixed(2)} ${box} ${expression?.[0] ?? ""} ${hits[i] ? "TP" : "FP"}`);
    });
    for (const b of missed) console.log(`${name}: missed ${b.join(",")}`);
  }
  console.log(describe(tally(annotations, Object.keys(annotations), (name) => found[name])));
}

const steps = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);

/** Every rule the fit tries: a mesh score of 0 ignores the mesh, a sure confidence of 1 makes it always decide. */
function candidateRules(): FaceRule[] {
  const rules: FaceRule[] = [];
  for (const minConfidence of steps(FIT_FLOOR, 0.8, 0.05))
    for (const minMeshScore of steps(0, 0.9, 0.1))
      // 4 px drops only degenerate boxes clamped at the image's edge.
      for (const minSide of [4, ...steps(20, 48, 4)])
        for (const sureConfidence of [...steps(0.7, 0.95, 0.05), 1])
          if (sureConfidence > minConfidence) rules.push({ minConfidence, minMeshScore, sureConfidence, minSide });
  return rules;
}

type Kept = (rule: FaceRule) => (name: string) => Box[];

function bestRule(annotations: Annotations, names: string[], kept: Kept, rules: FaceRule[]): FaceRule {
  let best = { rule: rules[0], value: -Infinity };
  for (const rule of rules) {
    const t = tally(annotations, names, kept(rule));
    const value = t.truePositives - FALSE_FACE_COST * (t.detected - t.truePositives);
    if (value > best.value) best = { rule, value };
  }
  return best.rule;
}

async function fit(detectors: Detectors, annotations: Annotations): Promise<void> {
  const candidates: Record<string, FoundFace[]> = {};
  for (const name of Object.keys(annotations)) {
    const rgb = await decodeRgb(readFileSync(path.join(OSIE_DIR, "stimuli", name)), Detectors.longSide);
    candidates[name] = await detectors.faceCandidates(rgb, FIT_FLOOR);
  }
  const names = Object.keys(annotations);
  const kept: Kept = (rule) => (name) => candidates[name].filter((c) => isFace(c, rule)).map((c) => c.box);
  const rules = candidateRules();
  const confidenceAlone = bestRule(
    annotations,
    names,
    kept,
    rules.filter((r) => r.minMeshScore === 0 && r.sureConfidence === 1),
  );
  console.log(`confidence alone: ${JSON.stringify(confidenceAlone)}: ${describe(tally(annotations, names, kept(confidenceAlone)))}`);
  const rule = bestRule(annotations, names, kept, rules);
  console.log(`fitted on all ${names.length} images: ${JSON.stringify(rule)}: ${describe(tally(annotations, names, kept(rule)))}`);
  const { fold } = osieFolds(loadOsie());
  const folds = [...new Set(names.map((name) => fold.get(name) ?? 0))].sort();
  const crossValidated: Tally = { truePositives: 0, detected: 0, faces: 0 };
  for (const k of folds) {
    const foldRule = bestRule(
      annotations,
      names.filter((name) => fold.get(name) !== k),
      kept,
      rules,
    );
    const t = tally(
      annotations,
      names.filter((name) => fold.get(name) === k),
      kept(foldRule),
    );
    console.log(`fold ${k}: ${JSON.stringify(foldRule)}: ${describe(t)}`);
    crossValidated.truePositives += t.truePositives;
    crossValidated.detected += t.detected;
    crossValidated.faces += t.faces;
  }
  console.log(`cross-validated: ${describe(crossValidated)}`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ["fit"]);
  await initBackend();
  const { images } = JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, "face-boxes.json"), "utf8")) as { images: Annotations };
  const detectors = await Detectors.load();
  await (args.fit === "1" ? fit(detectors, images) : check(detectors, images));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
