import { type ReadLine, SPACE_EVIDENCE, spacedText, TextRecognizer } from "@adsight/engine/src/simulation/stages";
import { type AnnotatedText, recogniseAnnotatedText, words, wordsMatched } from "../annotated-text";
import { readsAs } from "../design-matching";
import { FOLDS } from "../design-samples";

/*
 * `npm run text-spacing -w @adsight/research`: where the recogniser's words are split (SPACE_EVIDENCE in
 * features/text-recognizer.ts), against the words of the hand-annotated headlines, brand names and headings of the
 * 26 development designs and 26 web pages (design-boxes.json), read as annotated-text.ts reads them, with the
 * runtime's word correction. Elements whose letters are read (design-check's naming rule, spaces ignored) are scored:
 * the share of their words read as words (the same letters between spaces, as a multiset), for each space evidence.
 * 5-fold cross-validated by image within each set: each fold takes the evidence with the most words on the other four.
 */

const EVIDENCE = [Infinity, 0.003, 0.005, 0.01, 0.02, 0.03, 0.05, 0.07, 0.1, 0.15, 0.2, 0.3, 0.5];

interface Element extends Omit<AnnotatedText, "lines"> {
  lines: Pick<ReadLine, "characters">[];
}

const wordsRead = (element: Element, evidence: number) =>
  wordsMatched(element.text, element.lines.map((line) => spacedText(line.characters, evidence)).join(" "));

async function readElements(): Promise<Element[]> {
  const reader = await TextRecognizer.load();
  const elements: Element[] = [];
  for (const element of await recogniseAnnotatedText(reader)) {
    const lines = element.lines.map((line) => ({
      characters: reader.words(line).map(({ char, spaceBefore }) => ({ char, spaceBefore })),
    }));
    const letters = lines.map((line) => line.characters.map((c) => c.char).join("")).join("");
    if (readsAs(element.text, letters)) elements.push({ ...element, lines });
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
