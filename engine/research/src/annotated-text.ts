import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type Box,
  decodeRgb,
  Detectors,
  linesAt,
  type RecognisedLine,
  TextDetector,
  TextRecognizer,
} from "@adsight/engine/src/simulation/stages";
import { normalisedWords } from "./design-matching";
import { DESIGNED_SETS, type DesignedSetKey, FOLDS } from "./design-samples";
import { ANNOTATIONS_DIR, DESIGNED_DIR } from "./paths";

/**
 * The annotated text of the 26 development designs and 26 web pages (design-boxes.json: every element with words)
 * with the lines the recogniser reads in it, for the reading fits (`text-spacing`, `text-words`). Every line of at least
 * LINE_FLOOR px is recognised as the analysis recognises it; an element's lines are those whose centre lies in its box
 * (widened by half its height), top to bottom. Folds: 5 by image within each set, in name order.
 */

const LINE_FLOOR = 5;

export interface AnnotatedText {
  set: DesignedSetKey;
  fold: number;
  text: string;
  lines: RecognisedLine[];
}

export const words = (text: string) => text.split(/\s+/).map(normalisedWords).filter(Boolean);

export async function recogniseAnnotatedText(reader: TextRecognizer): Promise<AnnotatedText[]> {
  type Raw = { role: string; text: string; box: number[] };
  const annotations = JSON.parse(readFileSync(path.join(ANNOTATIONS_DIR, "design-boxes.json"), "utf8")) as Record<
    DesignedSetKey,
    Record<string, Raw[]>
  >;
  const detector = await TextDetector.load();
  const elements: AnnotatedText[] = [];
  for (const set of ["designs", "pages"] as const) {
    for (const [i, name] of Object.keys(annotations[set]).sort().entries()) {
      const bytes = readFileSync(path.join(DESIGNED_DIR, DESIGNED_SETS[set].dir, name));
      const full = await decodeRgb(bytes);
      const image = await decodeRgb(bytes, Math.max(full.width, full.height) > Detectors.longSide ? Detectors.longSide : undefined);
      const scale = full.width / image.width;
      const found = linesAt(await detector.detect(image), image.width, image.height).map((line) => line.box);
      const lines: { box: Box; recognised: RecognisedLine }[] = [];
      for (const box of found.filter((b) => b.h >= LINE_FLOOR)) lines.push({ box, recognised: await reader.recognise(image, box, found) });
      for (const raw of annotations[set][name]) {
        if (!normalisedWords(raw.text)) continue;
        const [x, y, w, h] = raw.box;
        const inside = lines
          .filter(({ box }) => {
            const cx = (box.x + box.w / 2) * scale;
            const cy = (box.y + box.h / 2) * scale;
            return cx >= x - h / 2 && cx <= x + w + h / 2 && cy >= y - h / 2 && cy <= y + h + h / 2;
          })
          .sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
        elements.push({ set, fold: i % FOLDS, text: raw.text, lines: inside.map((line) => line.recognised) });
      }
      console.log(`read ${set}/${name}`);
    }
  }
  return elements;
}

/** How many of the element's words are among `read`'s words (each read word counted once). */
export function wordsMatched(text: string, read: string): number {
  const left = words(read);
  let matched = 0;
  for (const word of words(text)) {
    const at = left.indexOf(word);
    if (at < 0) continue;
    matched++;
    left.splice(at, 1);
  }
  return matched;
}
