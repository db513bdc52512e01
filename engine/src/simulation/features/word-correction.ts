import type { WordLexicon } from "./word-lexicon";

// Misread words put right where the recogniser's columns agree: research LOG, "Words spelled".

/** The recogniser's output for one line: each column's class probabilities; class 0 is CTC's blank. */
export interface LineColumns {
  probabilities: Float32Array;
  steps: number;
  classes: number;
  space: number;
}

export interface ReadCharacter {
  char: string;
  /** The space class's highest probability in the columns between this character and the one before it. */
  spaceBefore: number;
}

export interface DecodedCharacter extends ReadCharacter {
  step: number;
}

export const gapBefore = (characters: readonly ReadCharacter[], i: number, evidence: number) =>
  i > 0 && characters[i].char !== " " && characters[i - 1].char !== " " && characters[i].spaceBefore >= evidence;

/** log P(labels | columns from..to) under CTC: blanks (or spaces) around and between the labels, repeats merged. */
export function ctcLogLikelihood(columns: LineColumns, from: number, to: number, labels: readonly number[]): number {
  const { probabilities, classes, space } = columns;
  const states = 2 * labels.length + 1;
  const emit = (state: number, t: number) =>
    state % 2 === 0
      ? probabilities[t * classes] + probabilities[t * classes + space]
      : probabilities[t * classes + labels[(state - 1) / 2]];
  let alpha = new Float64Array(states);
  alpha[0] = emit(0, from);
  if (states > 1) alpha[1] = emit(1, from);
  let logScale = 0;
  for (let t = from + 1; t <= to; t++) {
    const next = new Float64Array(states);
    for (let s = 0; s < states; s++) {
      let sum = alpha[s] + (s > 0 ? alpha[s - 1] : 0);
      if (s % 2 === 1 && s > 1 && labels[(s - 1) / 2] !== labels[(s - 3) / 2]) sum += alpha[s - 2];
      next[s] = sum * emit(s, t);
    }
    // Rescaled every column: a long word's likelihood is far below the smallest double.
    const total = next.reduce((a, b) => a + b, 0);
    if (total <= 0) return -Infinity;
    for (let s = 0; s < states; s++) next[s] /= total;
    logScale += Math.log(total);
    alpha = next;
  }
  const end = alpha[states - 1] + (states > 1 ? alpha[states - 2] : 0);
  return end > 0 ? Math.log(end) + logScale : -Infinity;
}

const LETTERS = /^[A-Za-z]+$/;
// Shorter words have too many neighbours to tell a misread from a word ("gov" → "go", two edits "MOHAK" → "MOHAIR").
const MIN_LETTERS = 4;
const TWO_EDITS_FROM = 6;
const ENGLISH_SHARE = 0.5;

const punctuationLettersPunctuation = (word: string) => /^([^A-Za-z]*)(.*?)([^A-Za-z]*)$/.exec(word)!.slice(1) as [string, string, string];

function cased(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  if (like[0] === like[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** Each misread word replaced by the likeliest dictionary word within `evidence` (natural log) of the reading. */
export function correctWords(
  decoded: readonly DecodedCharacter[],
  columns: LineColumns,
  classOf: ReadonlyMap<string, number>,
  lexicon: WordLexicon,
  evidence: number,
  spaceEvidence: number,
): DecodedCharacter[] {
  const ranges: [number, number][] = [];
  for (let start = 0; start < decoded.length; start++) {
    if (decoded[start].char === " ") continue;
    let end = start;
    while (end + 1 < decoded.length && decoded[end + 1].char !== " " && !gapBefore(decoded, end + 1, spaceEvidence)) end++;
    ranges.push([start, end]);
    start = end;
  }
  const text = ([start, end]: [number, number]) =>
    decoded
      .slice(start, end + 1)
      .map((c) => c.char)
      .join("");
  const alphabetic = ranges
    .map((range) => punctuationLettersPunctuation(text(range))[1])
    .filter((core) => core.length > 1 && LETTERS.test(core));
  if (alphabetic.length > 1 && alphabetic.filter((core) => lexicon.has(core)).length < ENGLISH_SHARE * alphabetic.length)
    return [...decoded];
  const out: DecodedCharacter[] = [];
  let next = 0;
  for (const [start, end] of ranges) {
    out.push(...decoded.slice(next, start), ...correctedWord(decoded, start, end, columns, classOf, lexicon, evidence));
    next = end + 1;
  }
  out.push(...decoded.slice(next));
  return out;
}

function correctedWord(
  decoded: readonly DecodedCharacter[],
  start: number,
  end: number,
  columns: LineColumns,
  classOf: ReadonlyMap<string, number>,
  lexicon: WordLexicon,
  evidence: number,
): DecodedCharacter[] {
  const word = decoded.slice(start, end + 1);
  const text = word.map((c) => c.char).join("");
  const [prefix, core, suffix] = punctuationLettersPunctuation(text);
  if (core.length < MIN_LETTERS || !LETTERS.test(core) || lexicon.has(core)) return word;
  const from = start > 0 ? Math.floor((decoded[start - 1].step + decoded[start].step) / 2) + 1 : 0;
  const to = end + 1 < decoded.length ? Math.floor((decoded[end].step + decoded[end + 1].step) / 2) : columns.steps - 1;
  const likelihood = (s: string) => {
    const labels = [...s].map((c) => classOf.get(c));
    return labels.every((c): c is number => c !== undefined) ? ctcLogLikelihood(columns, from, to, labels) : -Infinity;
  };
  const asRead = likelihood(text);
  let best = { text, likelihood: asRead - evidence };
  for (const candidate of lexicon.near(core, core.length < TWO_EDITS_FROM ? 1 : 2)) {
    const spelled = prefix + cased(candidate, core) + suffix;
    // CTC needs a blank between a double letter's columns, so a narrow one is read once ("folow" for "follow").
    const l = Math.max(likelihood(spelled), likelihood(spelled.replace(/([A-Za-z])\1/g, "$1")));
    if (l >= best.likelihood && l > -Infinity) best = { text: spelled, likelihood: l };
  }
  if (best.text === text) return word;
  return [...best.text].map((char, i, chars) => ({
    char,
    step: i === chars.length - 1 ? word[word.length - 1].step : word[0].step,
    spaceBefore: i === 0 ? word[0].spaceBefore : 0,
  }));
}
