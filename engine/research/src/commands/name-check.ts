import { readFileSync } from "node:fs";
import path from "node:path";
import type { NameFidelity, NamePrecision, TextReadings } from "@adsight/shared";
import {
  type Box,
  blockDetection,
  candidateDetections,
  type Detection,
  initBackend,
  inReadingOrder,
  NAMING_RULE,
  type NamingRule,
  OBJECT_RULE,
  type ReadTextLine,
  textGroups,
  textRuleFor,
  WORD_GAP,
} from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { normalisedWords } from "../design-matching";
import { recordFidelity } from "../fidelity";
import { writeJson } from "../json-file";
import {
  type AnnotatedText,
  fitClasses,
  judgeReading,
  type JudgedObject,
  objectIsRight,
  precision,
  type Reading,
  splitLines,
  type Tally,
  tallyNames,
} from "../name-judging";
import { loadNameSamples, type NameSample, type NameSet } from "../name-samples";
import { osieFolds, loadOsie } from "../osie";
import { ANNOTATIONS_DIR, SIMULATION_DIR } from "../paths";

/*
 * `npm run name-check -w @adsight/research -- [--write 1] [--record 1]`
 *
 * Are the names of eye catchers right? On the 160 development photographs (object-boxes.json, text-boxes.json) and
 * the 26 development designs and 26 web pages (object-names.json, design-boxes.json), judged as name-judging.ts says:
 * - objects and persons: every detection that becomes an area (OBJECT_RULE) and its name's precision per class; the
 *   named classes fitted (`fitClasses`: from which score each class is at least TARGET precise, with MIN_RIGHT right)
 *   on all images and 5-fold cross-validated by image within each set; "before" names every class;
 * - text: how often a text eye catcher's stated words are exactly right, for each reading confidence from which they
 *   are stated (`NamingRule.reading`, below it "Text (unclear)"), and "before" (no line joined in a row, every reading
 *   stated); the confidences, for any words and for dictionary words, state the most exact readings keeping TARGET
 *   of the stated ones exact.
 * `--write 1` writes the fitted rule to results/named-classes.json; `--record 1` the figures to fidelity.json → names.
 */

const TARGET = 0.9;
const MIN_RIGHT = 5;
const FOLDS = 5;
const READINGS = Array.from({ length: 14 }, (_, i) => Math.round(30 + 5 * i) / 100); // 0.3 … 0.95
const WORD_GAPS = [0.25, 0.5, 0.75, 1, 1.5, 2];
const SETS: NameSet[] = ["photographs", "designs", "pages"];
const COMMAND = "npm run name-check -w @adsight/research";

type Verdict = { label: string; score: number; at: [number, number]; right: boolean };
type Boxed = { box: [number, number, number, number] };
const toBox = ([x, y, w, h]: [number, number, number, number]): Box => ({ x, y, w, h });

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, file), "utf8")) as T;

function loadAnnotations() {
  const objects = readJson<{ images: Record<string, ({ label: string } & Boxed)[]> }>("object-boxes.json").images;
  const verdicts = readJson<Record<"designs" | "pages", Record<string, Verdict[]>>>("object-names.json");
  const photoText = readJson<{ images: Record<string, ({ text: string } & Boxed)[]> }>("text-boxes.json").images;
  const design = readJson<Record<"designs" | "pages", Record<string, ({ text: string } & Boxed)[]>>>("design-boxes.json");
  const text = (sample: NameSample): AnnotatedText[] =>
    (sample.set === "photographs" ? (photoText[sample.name] ?? []) : design[sample.set][sample.name])
      .filter((e) => normalisedWords(e.text))
      .map((e) => ({ text: e.text, box: toBox(e.box) }));
  const right = (sample: NameSample, d: Detection): boolean => {
    if (sample.set === "photographs")
      return objectIsRight(
        d,
        (objects[sample.name] ?? []).map((a) => ({ label: a.label, box: toBox(a.box) })),
      );
    const verdict = (verdicts[sample.set][sample.name] ?? []).find(
      (v) =>
        v.label === d.label && Math.abs(v.score - d.score) < 0.005 && Math.abs(v.at[0] - d.box.x) <= 2 && Math.abs(v.at[1] - d.box.y) <= 2,
    );
    if (!verdict)
      throw new Error(`object-names.json has no verdict for ${sample.set}/${sample.name}: ${d.label} ${d.score} at ${d.box.x}, ${d.box.y}`);
    return verdict.right;
  };
  return { design, text, right };
}

function textBlocksOf(sample: NameSample, wordGap: number): Detection[] {
  return textGroups(sample.lines, textRuleFor(sample.designed), wordGap).map((group: ReadTextLine[]) =>
    blockDetection(group, sample.scale.x, sample.scale.y),
  );
}

const precisionOf = (t: Tally) => ({ named: t.named, right: t.right, precision: round(precision(t)) });
const round = (v: number) => Math.round(v * 1000) / 1000;
const addTally = (a: Tally, b: Tally): Tally => ({ named: a.named + b.named, right: a.right + b.right });

function namePrecision(judged: readonly JudgedObject[], rule: NamingRule): NamePrecision {
  const bySet = Object.fromEntries(
    SETS.map((set) => [
      set,
      precisionOf(
        tallyNames(
          judged.filter((j) => j.set === set),
          rule,
        ),
      ),
    ]),
  );
  const all = tallyNames(judged, rule);
  return { ...precisionOf(all), withheld: judged.length - all.named, bySet: bySet as NamePrecision["bySet"] };
}

interface JudgedBlock {
  set: NameSet;
  fold: number;
  reading: number;
  words: boolean;
  verdict: Reading;
}

type ReadingRule = NamingRule["reading"];
const everyReading: ReadingRule = { sure: 0, words: 0 };

function textReadings(blocks: readonly JudgedBlock[], from: ReadingRule): TextReadings {
  const count = (set?: NameSet) => {
    const on = blocks.filter((b) => b.verdict !== "off" && (!set || b.set === set));
    const stated = on.filter((b) => b.reading >= (b.words ? from.words : from.sure));
    const exact = stated.filter((b) => b.verdict === "exact").length;
    return { onText: on.length, stated: stated.length, exact, exactRate: round(exact / Math.max(1, stated.length)) };
  };
  return {
    ...count(),
    off: blocks.filter((b) => b.verdict === "off").length,
    bySet: Object.fromEntries(SETS.map((set) => [set, count(set)])) as TextReadings["bySet"],
  };
}

/** The confidences (any words; dictionary words) that state the most exact readings with at least TARGET of them exact. */
function fitReading(blocks: readonly JudgedBlock[]): ReadingRule {
  let best = { rule: { sure: 1, words: 1 }, exact: -1 };
  for (const sure of READINGS)
    for (const words of READINGS.filter((w) => w <= sure)) {
      const t = textReadings(blocks, { sure, words });
      if (t.exactRate >= TARGET && t.exact > best.exact) best = { rule: { sure, words }, exact: t.exact };
    }
  return best.rule;
}

const describe = (label: string, p: NamePrecision) =>
  `${label}: precision ${p.precision} (${p.right}/${p.named}), withheld ${p.withheld}; ` +
  SETS.map((set) => `${set} ${p.bySet[set].precision} (${p.bySet[set].right}/${p.bySet[set].named})`).join(", ");

const describeText = (label: string, t: TextReadings) =>
  `${label}: exact ${t.exactRate} (${t.exact}/${t.stated} stated of ${t.onText} on text, ${t.off} off text); ` +
  SETS.map((set) => `${set} ${t.bySet[set].exactRate} (${t.bySet[set].exact}/${t.bySet[set].stated} of ${t.bySet[set].onText})`).join(", ");

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), ["write", "record", "list"]);
  await initBackend();
  const { design, text, right } = loadAnnotations();
  const samples = await loadNameSamples(design);
  const { fold: osieFold } = osieFolds(loadOsie());
  const designedFold = new Map(
    (["designs", "pages"] as const).flatMap((set) =>
      Object.keys(design[set])
        .sort()
        .map((name, i) => [`${set}/${name}`, i % FOLDS] as const),
    ),
  );
  const foldOf = (s: NameSample) => (s.set === "photographs" ? osieFold.get(s.name)! : designedFold.get(`${s.set}/${s.name}`)!);

  const judged: JudgedObject[] = samples.flatMap((s) =>
    candidateDetections([...s.detections, ...textBlocksOf(s, WORD_GAP)], OBJECT_RULE, s.designed)
      .filter((d) => d.kind === "person" || d.kind === "object")
      .map((d) => ({ set: s.set, fold: foldOf(s), label: d.label, score: d.score, right: right(s, d) })),
  );
  const every: NamingRule = { ...NAMING_RULE, classes: Object.fromEntries(judged.map((j) => [j.label, 0])) };
  const classes = fitClasses(judged, TARGET, MIN_RIGHT);
  let crossValidated: Tally = { named: 0, right: 0 };
  for (let k = 0; k < FOLDS; k++) {
    const rule = {
      ...NAMING_RULE,
      classes: fitClasses(
        judged.filter((j) => j.fold !== k),
        TARGET,
        MIN_RIGHT,
      ),
    };
    crossValidated = addTally(
      crossValidated,
      tallyNames(
        judged.filter((j) => j.fold === k),
        rule,
      ),
    );
  }
  const perClass = [...new Set(judged.map((j) => j.label))].sort().map((label) => {
    const own = judged.filter((j) => j.label === label);
    const named = own.filter((j) => classes[label] !== undefined && j.score >= classes[label]);
    return {
      label,
      from: classes[label] ?? null,
      all: precisionOf({ named: own.length, right: own.filter((j) => j.right).length }),
      ...precisionOf({ named: named.length, right: named.filter((j) => j.right).length }),
    };
  });
  const before = namePrecision(judged, every);
  const after = namePrecision(judged, { ...NAMING_RULE, classes });
  console.log(describe("objects before (every class named)", before));
  console.log(describe("objects after", after));
  console.log(`objects cross-validated: precision ${round(precision(crossValidated))} (${crossValidated.right}/${crossValidated.named})`);
  for (const c of perClass)
    console.log(
      `  ${c.label}: ${c.from === null ? "left out" : `from ${c.from}`}, ${c.right}/${c.named} named right; all ${c.all.right}/${c.all.named}`,
    );

  const order = (lines: AnnotatedText[]) => inReadingOrder(lines);
  const judgeBlocks = (wordGap: number): JudgedBlock[] =>
    samples.flatMap((s) =>
      textBlocksOf(s, wordGap).map((b) => {
        const verdict = judgeReading({ box: b.box, text: b.text ?? "" }, text(s), order);
        if (args.list === "1" && wordGap === WORD_GAP && verdict === "wrong")
          console.log(
            `  wrong: ${s.set}/${s.name} "${b.text}" (${(b.reading ?? 0).toFixed(2)}) at ${b.box.x.toFixed(0)}, ${b.box.y.toFixed(0)}`,
          );
        return { set: s.set, fold: foldOf(s), reading: b.reading ?? 0, words: b.words ?? false, verdict };
      }),
    );
  const beforeBlocks = judgeBlocks(-Infinity);
  const blocks = judgeBlocks(WORD_GAP);
  const textBefore = textReadings(beforeBlocks, everyReading);
  console.log(describeText("text before (no words joined in a row, every reading stated)", textBefore));
  const split = (wordGap: number) => samples.reduce((n, s) => n + splitLines(textBlocksOf(s, wordGap), text(s)), 0);
  console.log(`annotated lines cut into several eye catchers, before: ${split(-Infinity)}`);
  for (const gap of WORD_GAPS) {
    const joined = textReadings(judgeBlocks(gap), everyReading);
    console.log(describeText(`text, words ${gap} line heights apart joined, every reading stated`, joined) + `; cut lines ${split(gap)}`);
  }
  for (const from of READINGS) console.log(describeText(`  stated from ${from}`, textReadings(blocks, { sure: from, words: from })));
  const reading = fitReading(blocks);
  let textCrossValidated = { stated: 0, exact: 0 };
  for (let k = 0; k < FOLDS; k++) {
    const t = textReadings(
      blocks.filter((b) => b.fold === k),
      fitReading(blocks.filter((b) => b.fold !== k)),
    );
    textCrossValidated = { stated: textCrossValidated.stated + t.stated, exact: textCrossValidated.exact + t.exact };
  }
  const textAfter = textReadings(blocks, reading);
  console.log(describeText(`text after (stated from ${reading.sure}, dictionary words from ${reading.words})`, textAfter));
  console.log(
    `text cross-validated: exact ${round(textCrossValidated.exact / Math.max(1, textCrossValidated.stated))} (${textCrossValidated.exact}/${textCrossValidated.stated})`,
  );

  const rule: NamingRule = { classes, reading };
  if (args.write === "1") writeJson(path.join(SIMULATION_DIR, "results/named-classes.json"), rule);
  if (args.record === "1") {
    const images = Object.fromEntries(SETS.map((set) => [set, samples.filter((s) => s.set === set).length])) as NameFidelity["images"];
    recordFidelity("names", {
      command: `${COMMAND} -- --record 1`,
      images,
      target: TARGET,
      objects: {
        before,
        after,
        crossValidated: precisionOf(crossValidated),
        classes: perClass,
      },
      text: {
        reading,
        before: textBefore,
        after: textAfter,
        crossValidated: {
          ...textCrossValidated,
          exactRate: round(textCrossValidated.exact / Math.max(1, textCrossValidated.stated)),
        },
      },
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
