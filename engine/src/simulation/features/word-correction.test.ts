import { describe, expect, it } from "vitest";
import { correctWords, ctcLogLikelihood, type DecodedCharacter, type LineColumns } from "./word-correction";
import { editDistance, WordLexicon } from "./word-lexicon";

// Classes: 0 blank, 1..26 "a".."z", 27..52 "A".."Z", 53 space.
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SPACE = ALPHABET.length + 1;
const CLASSES = SPACE + 1;
const CLASS_OF = new Map([...ALPHABET].map((c, i) => [c, i + 1]));
CLASS_OF.set(" ", SPACE);

/** One column per entry: the classes it gives probability to (the rest goes to the blank). */
function columnsOf(spec: Record<string, number>[]): LineColumns {
  const probabilities = new Float32Array(spec.length * CLASSES);
  spec.forEach((column, t) => {
    let rest = 1;
    for (const [char, p] of Object.entries(column)) {
      probabilities[t * CLASSES + CLASS_OF.get(char)!] = p;
      rest -= p;
    }
    probabilities[t * CLASSES] = rest;
  });
  return { probabilities, steps: spec.length, classes: CLASSES, space: SPACE };
}

/** Greedy reading of `columns`: each column's likeliest non-blank class where it beats the blank. */
function decodedOf(columns: LineColumns): DecodedCharacter[] {
  const out: DecodedCharacter[] = [];
  for (let t = 0; t < columns.steps; t++) {
    let best = 0;
    for (let c = 1; c < CLASSES; c++) if (columns.probabilities[t * CLASSES + c] > columns.probabilities[t * CLASSES + best]) best = c;
    if (best !== 0) out.push({ char: best === SPACE ? " " : ALPHABET[best - 1], step: t, spaceBefore: 0 });
  }
  return out;
}

const lexicon = new WordLexicon(["the", "times", "tim", "time", "fund"]);
const text = (decoded: DecodedCharacter[]) => decoded.map((c) => c.char).join("");

describe("word lexicon", () => {
  it("measures edits and stops past the limit", () => {
    expect(editDistance("tmes", "times", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcd", 2)).toBe(3);
  });

  it("finds dictionary words within the edits, whatever the case", () => {
    expect(lexicon.near("Tmes", 1)).toEqual(["times"]);
    expect(new Set(lexicon.near("Tmes", 2))).toEqual(new Set(["the", "times", "time"]));
    expect(lexicon.has("TIMES")).toBe(true);
    expect(lexicon.has("tmes")).toBe(false);
  });

  it("loads the spelling dictionary", () => {
    const english = WordLexicon.load();
    expect(english.has("advertising")).toBe(true);
    expect(english.has("colour") && english.has("color")).toBe(true);
    expect(english.has("benelits")).toBe(false);
  });
});

describe("CTC likelihood", () => {
  it("sums every alignment of the labels over the columns", () => {
    // Two columns, one label "a" (p 0.6 then 0.3): a-a, a-blank, blank-a = 0.6·0.3 + 0.6·0.7 + 0.4·0.3.
    const columns = columnsOf([{ a: 0.6 }, { a: 0.3 }]);
    expect(Math.exp(ctcLogLikelihood(columns, 0, 1, [CLASS_OF.get("a")!]))).toBeCloseTo(0.18 + 0.42 + 0.12, 6);
    // "aa" needs a blank between the two: impossible in two columns.
    expect(ctcLogLikelihood(columns, 0, 1, [1, 1])).toBe(-Infinity);
  });

  it("counts the space class as a gap around a word", () => {
    const columns = columnsOf([{ " ": 1 }, { a: 1 }]);
    expect(ctcLogLikelihood(columns, 0, 1, [CLASS_OF.get("a")!])).toBeCloseTo(0, 9);
  });
});

describe("word correction", () => {
  // "The Tmes": the "i" of "Times" had some probability in its column, under the blank's.
  const line = columnsOf([{ T: 0.9 }, { h: 0.9 }, { e: 0.9 }, { " ": 0.9 }, { T: 0.9 }, { i: 0.3 }, { m: 0.9 }, { e: 0.9 }, { s: 0.9 }]);

  it("puts a misread word right where the columns give the dictionary word nearly its reading's probability", () => {
    const decoded = decodedOf(line);
    expect(text(decoded)).toBe("The Tmes");
    // log P("Tmes") − log P("Times") over those columns is log(0.7 / 0.3) = 0.85.
    expect(text(correctWords(decoded, line, CLASS_OF, lexicon, 1, 0.01))).toBe("The Times");
    expect(text(correctWords(decoded, line, CLASS_OF, lexicon, 0.8, 0.01))).toBe("The Tmes");
  });

  it("keeps the reading's case, punctuation and end columns", () => {
    const shouted = columnsOf([{ T: 0.9 }, { I: 0.2 }, { M: 0.9 }, { E: 0.9 }, { S: 0.9 }]);
    const corrected = correctWords(decodedOf(shouted), shouted, CLASS_OF, new WordLexicon(["times"]), 4, 0.01);
    expect(text(corrected)).toBe("TIMES");
    expect([corrected[0].step, corrected[corrected.length - 1].step]).toEqual([0, 4]);
  });

  it("reads a double letter read once as the double letter, not as a word without it", () => {
    // "folow": "flow" drops a sure "o"; "follow" collapses to what was read.
    const narrow = columnsOf([{ f: 0.9 }, { o: 0.9 }, { l: 0.9 }, { o: 0.9 }, { w: 0.9 }]);
    expect(text(correctWords(decodedOf(narrow), narrow, CLASS_OF, new WordLexicon(["flow", "follow"]), 4, 0.01))).toBe("follow");
  });

  it("leaves dictionary words, short words and lines that are mostly not English as read", () => {
    const decoded = decodedOf(line);
    expect(correctWords(decoded, line, CLASS_OF, new WordLexicon(["the", "tmes", "times"]), 4, 0.01)).toEqual(decoded);
    // Of "Tund Fnd Qzx" none is an English word: the line is left alone although "fund" is near.
    const foreign = columnsOf([
      { T: 0.6, F: 0.3 },
      { u: 0.9 },
      { n: 0.9 },
      { d: 0.9 },
      { " ": 0.9 },
      { F: 0.9 },
      { n: 0.9 },
      { d: 0.9 },
      { " ": 0.9 },
      { Q: 0.9 },
      { z: 0.9 },
      { x: 0.9 },
    ]);
    expect(text(correctWords(decodedOf(foreign), foreign, CLASS_OF, lexicon, 4, 0.01))).toBe("Tund Fnd Qzx");
    // Alone on its line the same word is put right.
    const alone = columnsOf([{ T: 0.6, F: 0.3 }, { u: 0.9 }, { n: 0.9 }, { d: 0.9 }]);
    expect(text(correctWords(decodedOf(alone), alone, CLASS_OF, lexicon, 4, 0.01))).toBe("Fund");
  });
});
