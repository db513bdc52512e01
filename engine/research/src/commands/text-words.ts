import { spacedText, TextRecognizer, WORD_EVIDENCE } from "@adsight/engine/src/simulation/stages";
import { type AnnotatedText, recogniseAnnotatedText, words, wordsMatched } from "../annotated-text";
import { FOLDS } from "../design-samples";

/*
 * `npm run text-words -w @adsight/research`: the dictionary's word correction (WORD_EVIDENCE in
 * features/text-recognizer.ts, features/word-correction.ts) against the words of every annotated element with words
 * of the 26 development designs and 26 web pages (design-boxes.json), read as annotated-text.ts reads them: the share
 * of the annotated words read exactly (letters and digits, case and punctuation aside, as a multiset), and how many
 * words the correction puts right and how many it breaks, for each evidence. 5-fold cross-validated by image within
 * each set: each fold takes the evidence with the most words on the other four.
 */

// -Infinity: no word is replaced.
const EVIDENCE = [-Infinity, 0, 0.5, 1, 1.5, 2, 3, 4, 6];

async function main(): Promise<void> {
  const reader = await TextRecognizer.load();
  const elements = await recogniseAnnotatedText(reader);
  const total = (of: AnnotatedText[]) => of.reduce((s, e) => s + words(e.text).length, 0);
  console.log(`${elements.length} annotated elements with words (${total(elements)} words)`);
  // Every element's reading at every evidence, once.
  const readings = new Map(
    elements.map((e) => [e, EVIDENCE.map((evidence) => e.lines.map((line) => spacedText(reader.words(line, evidence))).join(" "))]),
  );
  const matched = (e: AnnotatedText, k: number) => wordsMatched(e.text, readings.get(e)![k]);
  const share = (of: AnnotatedText[], k: (e: AnnotatedText) => number) => of.reduce((s, e) => s + matched(e, k(e)), 0) / total(of);
  for (const [k, evidence] of EVIDENCE.entries()) {
    const bySet = (["designs", "pages"] as const).map((set) =>
      share(
        elements.filter((e) => e.set === set),
        () => k,
      ),
    );
    const changed = elements.filter((e) => readings.get(e)![k] !== readings.get(e)![0]);
    const gained = changed.reduce((s, e) => s + Math.max(0, matched(e, k) - matched(e, 0)), 0);
    const lost = changed.reduce((s, e) => s + Math.max(0, matched(e, 0) - matched(e, k)), 0);
    console.log(
      `  evidence ${String(evidence).padEnd(9)} words read: all ${share(elements, () => k).toFixed(3)}  designs ${bySet[0].toFixed(3)}  pages ${bySet[1].toFixed(3)}  (${changed.length} elements changed: +${gained} words, -${lost})`,
    );
  }
  const chosen = new Map<string, number>();
  for (let fold = 0; fold < FOLDS; fold++) {
    for (const set of ["designs", "pages"] as const) {
      const training = elements.filter((e) => !(e.set === set && e.fold === fold));
      const best = EVIDENCE.map((_, k) => k).reduce((a, b) => (share(training, () => b) > share(training, () => a) ? b : a));
      chosen.set(`${set}/${fold}`, best);
    }
  }
  const heldOut = (e: AnnotatedText) => chosen.get(`${e.set}/${e.fold}`)!;
  const choices = [...new Set(chosen.values())].map((k) => `${EVIDENCE[k]} ${[...chosen.values()].filter((v) => v === k).length} times`);
  console.log(`cross-validated (each of the ${chosen.size} folds' evidence chosen on the others: ${choices.join(", ")}):`);
  for (const set of ["designs", "pages"] as const) {
    const inSet = elements.filter((e) => e.set === set);
    console.log(`  ${set.padEnd(8)} before ${share(inSet, () => 0).toFixed(3)}  after ${share(inSet, heldOut).toFixed(3)}`);
  }
  console.log(`  all      before ${share(elements, () => 0).toFixed(3)}  after ${share(elements, heldOut).toFixed(3)}`);
  for (const e of elements) {
    const k = EVIDENCE.indexOf(WORD_EVIDENCE);
    if (k >= 0 && readings.get(e)![k] !== readings.get(e)![0])
      console.log(`  ${e.set}: "${e.text}": "${readings.get(e)![0]}" → "${readings.get(e)![k]}"`);
  }
  console.log(`runtime WORD_EVIDENCE: ${WORD_EVIDENCE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
