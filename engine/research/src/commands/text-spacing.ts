import { readFileSync } from "node:fs";
import path from "node:path";
import {
  decodeRgb,
  Detectors,
  linesAt,
  type ReadLine,
  SPACE_EVIDENCE,
  spacedText,
  TextDetector,
  TextRecognizer,
} from "@adsight/engine/src/simulation/stages";
import { normalisedWords, readsAs } from "../design-matching";
import { DESIGNED_SETS, type DesignedSetKey, FOLDS } from "../design-samples";
import { ANNOTATIONS_DIR, DESIGNED_DIR } from "../paths";

/*
 * `npm run text-spacing -w @adsight/research`: where the recogniser's words are split (SPACE_EVIDENCE in
 * features/text-recognizer.ts), against the words of the hand-annotated headlines, brand names and headings of the
 * 26 development designs and 26 web pages (design-boxes.json). Every line of at least 5 px is read as the analysis
 * reads it; an element's lines are those whose centre lies in its box (widened by half its height), top to bottom.
 * Elements whose letters are read (design-check's naming rule, spaces ignored) are scored: the share of their words
 * read as words (the same letters between spaces, as a multiset), for each space evidence. 5-fold cross-validated
 * by image within each set: each fold takes the evidence with the most words on the other four.
 */

const EVIDENCE = [Infinity, 0.003, 0.005, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3, 0.5];
const LINE_FLOOR = 5;

interface Element {
  set: DesignedSetKey;
  fold: number;
  text: string;
  lines: ReadLine[];
}

const words = (text: string) => text.split(/\s+/).map(normalisedWords).filter(Boolean);

function wordsRead(element: Element, evidence: number): number {
  const left = words(element.lines.map((line) => spacedText(line.characters, evidence)).join(" "));
  let matched = 0;
  for (const word of words(element.text)) {
    const at = left.indexOf(word);
    if (at < 0) continue;
    matched++;
    left.splice(at, 1);
  }
  return matched;
}

async function readElements(): Promise<Element[]> {
  type Raw = { role: string; text: string; box: number[] };
  const annotations = JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, "design-boxes.json"), "utf8")) as Record<
    DesignedSetKey,
    Record<string, Raw[]>
  >;
  const detector = await TextDetector.load();
  const reader = await TextRecognizer.load();
  const elements: Element[] = [];
  for (const set of ["designs", "pages"] as const) {
    for (const [i, name] of Object.keys(annotations[set]).sort().entries()) {
      const bytes = readFileSync(path.join(DESIGNED_DIR, DESIGNED_SETS[set].dir, name));
      const full = await decodeRgb(bytes);
      const image = await decodeRgb(bytes, Math.max(full.width, full.height) > Detectors.longSide ? Detectors.longSide : undefined);
      const scale = full.width / image.width;
      const lines = linesAt(await detector.detect(image), image.width, image.height).filter((line) => line.box.h >= LINE_FLOOR);
      const read = await reader.read(
        image,
        lines.map((line) => line.box),
      );
      for (const raw of annotations[set][name]) {
        if (!normalisedWords(raw.text)) continue;
        const [x, y, w, h] = raw.box;
        const inside = read
          .filter(({ box }) => {
            const cx = (box.x + box.w / 2) * scale;
            const cy = (box.y + box.h / 2) * scale;
            return cx >= x - h / 2 && cx <= x + w + h / 2 && cy >= y - h / 2 && cy <= y + h + h / 2;
          })
          .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
        const letters = inside.map((line) => line.characters.map((c) => c.char).join("")).join("");
        if (readsAs(raw.text, letters)) elements.push({ set, fold: i % FOLDS, text: raw.text, lines: inside });
      }
      console.log(`read ${set}/${name}`);
    }
  }
  return elements;
}

const share = (elements: Element[], evidence: (e: Element) => number) => {
  const total = elements.reduce((s, e) => s + words(e.text).length, 0);
  return elements.reduce((s, e) => s + wordsRead(e, evidence(e)), 0) / total;
};

async function main(): Promise<void> {
  const elements = await readElements();
  const total = elements.reduce((s, e) => s + words(e.text).length, 0);
  console.log(`${elements.length} annotated elements whose letters are read (${total} words)`);
  for (const evidence of EVIDENCE) {
    const bySet = (["designs", "pages"] as const).map((set) =>
      share(
        elements.filter((e) => e.set === set),
        () => evidence,
      ),
    );
    console.log(
      `  evidence ${String(evidence).padEnd(8)} words read as words: all ${share(elements, () => evidence).toFixed(3)}  designs ${bySet[0].toFixed(3)}  pages ${bySet[1].toFixed(3)}`,
    );
  }
  const chosen = new Map<string, number>();
  for (let fold = 0; fold < FOLDS; fold++) {
    for (const set of ["designs", "pages"] as const) {
      const training = elements.filter((e) => !(e.set === set && e.fold === fold));
      const best = EVIDENCE.reduce((a, b) => (share(training, () => b) > share(training, () => a) ? b : a));
      chosen.set(`${set}/${fold}`, best);
    }
  }
  const heldOut = (e: Element) => chosen.get(`${e.set}/${e.fold}`)!;
  const times = (evidence: number) => [...chosen.values()].filter((value) => value === evidence).length;
  const choices = [...new Set(chosen.values())].map((evidence) => `${evidence} ${times(evidence)} times`);
  console.log(`cross-validated (each of the ${chosen.size} folds' evidence chosen on the others: ${choices.join(", ")}):`);
  for (const set of ["designs", "pages"] as const) {
    const inSet = elements.filter((e) => e.set === set);
    console.log(`  ${set.padEnd(8)} before ${share(inSet, () => Infinity).toFixed(3)}  after ${share(inSet, heldOut).toFixed(3)}`);
  }
  console.log(`  all      before ${share(elements, () => Infinity).toFixed(3)}  after ${share(elements, heldOut).toFixed(3)}`);
  console.log(`runtime SPACE_EVIDENCE: ${SPACE_EVIDENCE}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
