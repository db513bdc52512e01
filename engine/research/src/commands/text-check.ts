import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  blockOf,
  type Box,
  decodeRgb,
  Detectors,
  initBackend,
  joinLines,
  linesAt,
  linesToRead,
  readLines,
  TEXT_RULE,
  textDetections,
  type ReadTextLine,
  type TextRule,
} from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { loadOsie, osieFolds } from "../osie";
import { modelFingerprint } from "../model-fingerprint";
import { ANNOTATIONS_DIR, OSIE_DIR, REPO_ROOT } from "../paths";

/**
 * `npm run text-check -w @adsight/research -- [--boxes FILE] [--ads DIR] [--fit 1]`: text eye catchers against the
 * hand-annotated lines of text (text-boxes.json) on the development images and on the composed ads (DIR, from
 * compose-ads.ts), before (every block the detector finds) and after (the lines the recogniser reads under
 * TEXT_RULE). An eye catcher is correct when it covers at least 70 % of an annotated line; recall counts the
 * annotated lines whose letters are at least 12 px tall that an eye catcher covers by 70 %. Off text are eye catchers
 * less than half of whose box lies on annotated lines, and false text per image is counted on the images with no
 * text at all (no line annotated, no small print). `--fit 1` fits the rule on the development images: over all of them, and by 5-fold
 * cross-validation by image (chosen on four folds, scored on the fifth); the ads are never fitted on. What the
 * detector and recogniser found is cached in engine/.cache/text-check under the model's fingerprint.
 */

interface Line {
  box: Box;
  /** Height of the line's capitals, digits or ascenders; the box's height when not annotated. */
  letterHeight: number;
  /** Headline, price, call to action … on the ads; absent on photographs. */
  role?: string;
}
type Annotations = Record<string, Line[]>;

const COVER = 0.7;
/** An eye catcher less than this share of whose box lies on annotated lines is off text. */
const ON_TEXT = 0.5;
const MIN_LINE_HEIGHT = 12;
/** Roles the ads' targets are measured on. */
const AD_ROLES = new Set(["headline", "price", "cta"]);
/**
 * The fit's objective: lines found, less this many per eye catcher off text, and one per eye catcher on text that
 * covers no line (a fragment of one).
 */
const OFF_TEXT_COST = 3;
/** The smallest line height the fit tries, so every candidate line is read once (the runtime's cap applies after). */
const READ_FLOOR = 6;
const CACHE = path.resolve(REPO_ROOT, "engine/.cache/text-check");

const toBox = (b: number[] | Box): Box => (Array.isArray(b) ? { x: b[0], y: b[1], w: b[2], h: b[3] } : b);

function toLine(entry: number[] | { box: number[] | Box; letterHeight?: number; role?: string }): Line {
  if (Array.isArray(entry)) return { box: toBox(entry), letterHeight: entry[3] };
  const box = toBox(entry.box);
  return { box, letterHeight: entry.letterHeight ?? box.h, role: entry.role };
}

function load(file: string): { photos: Annotations; ads: Annotations; smallPrint: Set<string> } {
  type Entries = Record<string, Parameters<typeof toLine>[0][]>;
  const json = JSON.parse(readFileSync(file, "utf8")) as { images: Entries; ads?: Entries; smallPrint?: string[] };
  const convert = (set: Entries = {}) => Object.fromEntries(Object.entries(set).map(([k, v]) => [k, v.map(toLine)]));
  return { photos: convert(json.images), ads: convert(json.ads), smallPrint: new Set(json.smallPrint) };
}

const area = (b: Box) => Math.max(0, b.w) * Math.max(0, b.h);
function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** Share of `box` lying on any of `lines` (sampled on a 4-px lattice, so overlapping lines count once). */
function onLines(box: Box, lines: Box[]): number {
  let on = 0;
  let all = 0;
  for (let y = box.y + 2; y < box.y + box.h; y += 4) {
    for (let x = box.x + 2; x < box.x + box.w; x += 4) {
      all++;
      if (lines.some((l) => x >= l.x && x <= l.x + l.w && y >= l.y && y <= l.y + l.h)) on++;
    }
  }
  return all ? on / all : 0;
}

interface Tally {
  correct: number;
  offText: number;
  found: number;
  covered: number;
  lines: number;
}

function score(found: Box[], lines: Line[], counted: (line: Line) => boolean): Tally {
  const boxes = lines.map((l) => l.box);
  const target = lines.filter((l) => l.letterHeight >= MIN_LINE_HEIGHT && counted(l));
  return {
    correct: found.filter((f) => boxes.some((l) => overlap(f, l) >= COVER * area(l))).length,
    offText: found.filter((f) => onLines(f, boxes) < ON_TEXT).length,
    found: found.length,
    covered: target.filter((l) => found.some((f) => overlap(f, l.box) >= COVER * area(l.box))).length,
    lines: target.length,
  };
}

const add = (a: Tally, b: Tally): Tally => ({
  correct: a.correct + b.correct,
  offText: a.offText + b.offText,
  found: a.found + b.found,
  covered: a.covered + b.covered,
  lines: a.lines + b.lines,
});
const none: Tally = { correct: 0, offText: 0, found: 0, covered: 0, lines: 0 };
const describe = (t: Tally) =>
  `precision ${(t.correct / Math.max(1, t.found)).toFixed(3)} (${t.correct}/${t.found}), ` +
  `recall ${(t.covered / Math.max(1, t.lines)).toFixed(3)} (${t.covered}/${t.lines}), off text ${t.offText}`;

interface Found {
  /** The detector's blocks, as the eye catchers were before recognition. */
  blocks: Box[];
  /** Every line at least READ_FLOOR tall, read. */
  read: ReadTextLine[];
  /** From the detectors' pixels to the image's. */
  scale: { x: number; y: number };
  /** The detectors' image's height. */
  height: number;
}

async function findAll(detectors: Detectors, files: Record<string, string>): Promise<Record<string, Found>> {
  mkdirSync(CACHE, { recursive: true });
  const fingerprint = modelFingerprint();
  const out: Record<string, Found> = {};
  for (const [name, file] of Object.entries(files)) {
    const bytes = readFileSync(file);
    const cached = path.join(CACHE, `${path.basename(file)}-${bytes.length}-${fingerprint}.json`);
    if (existsSync(cached)) {
      out[name] = JSON.parse(readFileSync(cached, "utf8")) as Found;
      continue;
    }
    const full = await decodeRgb(bytes);
    const rgb = await decodeRgb(bytes, Detectors.longSide);
    const evidence = await detectors.text.detect(rgb);
    out[name] = {
      blocks: joinLines(linesAt(evidence, full.width, full.height)).map((group) => blockOf(group).box),
      read: await readLines(evidence, rgb, detectors.reader, READ_FLOOR),
      scale: { x: full.width / rgb.width, y: full.height / rgb.height },
      height: rgb.height,
    };
    writeFileSync(cached, JSON.stringify(out[name]));
  }
  return out;
}

const after = (f: Found, rule: TextRule) =>
  textDetections(linesToRead(f.read, rule.minHeight, f.height), f.scale.x, f.scale.y, rule).map((d) => d.box);

function tallyOver(names: string[], annotations: Annotations, found: (name: string) => Box[], counted = (_: Line) => true): Tally {
  return names.reduce((t, name) => add(t, score(found(name), annotations[name], counted)), none);
}

/** Images with no line annotated and no small print. */
let textFree: (name: string, lines: Line[]) => boolean = (_, lines) => lines.length === 0;

function falsePerTextFree(names: string[], annotations: Annotations, found: (name: string) => Box[]): string {
  const free = names.filter((n) => textFree(n, annotations[n]));
  const falseOnes = free.reduce((s, n) => s + found(n).length, 0);
  return `${(falseOnes / Math.max(1, free.length)).toFixed(3)} false text eye catchers per text-free image (${falseOnes} on ${free.length})`;
}

function report(label: string, set: Annotations, found: (name: string) => Box[], roles = false): void {
  const names = Object.keys(set);
  console.log(`${label}: ${describe(tallyOver(names, set, found))}`);
  if (roles)
    console.log(
      `${label}, headlines, prices, calls to action: ${describe(tallyOver(names, set, found, (l) => AD_ROLES.has(l.role ?? "")))}`,
    );
  else console.log(`${label}: ${falsePerTextFree(names, set, found)}`);
}

function candidateRules(): TextRule[] {
  const rules: TextRule[] = [];
  for (const minHeight of [READ_FLOOR, 8, 10, 12, 14, 16])
    for (let c = 30; c <= 95; c += 5)
      for (const minCharacters of [1, 2, 3, 4]) rules.push({ minHeight, minConfidence: c / 100, minCharacters });
  return rules;
}

function bestRule(annotations: Annotations, names: string[], found: Record<string, Found>): TextRule {
  let best = { rule: TEXT_RULE, value: -Infinity };
  for (const rule of candidateRules()) {
    const t = tallyOver(names, annotations, (n) => after(found[n], rule));
    const value = t.covered - OFF_TEXT_COST * t.offText - (t.found - t.correct - t.offText);
    if (value > best.value) best = { rule, value };
  }
  return best.rule;
}

function fit(photos: Annotations, found: Record<string, Found>): void {
  const names = Object.keys(photos);
  const all = bestRule(photos, names, found);
  console.log(
    `fitted on all ${names.length} images: ${JSON.stringify(all)}: ${describe(tallyOver(names, photos, (n) => after(found[n], all)))}`,
  );
  const { fold } = osieFolds(loadOsie());
  let crossValidated = none;
  for (let k = 0; k < 5; k++) {
    const train = names.filter((n) => fold.get(n) !== k);
    const test = names.filter((n) => fold.get(n) === k);
    const rule = bestRule(photos, train, found);
    const t = tallyOver(test, photos, (n) => after(found[n], rule));
    console.log(`fold ${k}: ${JSON.stringify(rule)}: ${describe(t)}`);
    crossValidated = add(crossValidated, t);
  }
  console.log(`cross-validated: ${describe(crossValidated)}`);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ["boxes", "ads", "fit"]);
  const { photos, ads, smallPrint } = load(args.boxes ?? path.join(ANNOTATIONS_DIR, "text-boxes.json"));
  textFree = (name, lines) => lines.length === 0 && !smallPrint.has(name);
  const { untouched } = osieFolds(loadOsie());
  const leaked = Object.keys(photos).filter((n) => untouched.some((u) => u.name === n));
  if (leaked.length > 0) throw new Error(`Annotations name untouched images: ${leaked.join(", ")}`);
  await initBackend();
  const detectors = await Detectors.load();
  const files: Record<string, string> = Object.fromEntries(Object.keys(photos).map((n) => [n, path.join(OSIE_DIR, "stimuli", n)]));
  if (args.ads) for (const n of Object.keys(ads)) files[`ad:${n}`] = path.join(args.ads, n);
  const found = await findAll(detectors, files);
  if (args.fit === "1") return fit(photos, found);
  report("development, before", photos, (n) => found[n].blocks);
  report("development, after", photos, (n) => after(found[n], TEXT_RULE));
  if (args.ads) {
    const adSet = Object.fromEntries(Object.entries(ads).map(([n, v]) => [`ad:${n}`, v]));
    report("composed ads, before", adSet, (n) => found[n].blocks, true);
    report("composed ads, after", adSet, (n) => after(found[n], TEXT_RULE), true);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
