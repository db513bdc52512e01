import type { Box } from "../geometry";
import type { RgbImage } from "../image";
import { DESIGNED_TEXT_FROM } from "./designed-rules";
import type { Detection } from "./detectors";
import { linesAt, type TextEvidence } from "./text-detector";
import { blockOf, textBlocks, type TextLine, WORD_GAP } from "./text-lines";
import type { TextRecognizer } from "./text-recognizer";
import { WordLexicon } from "./word-lexicon";

// Only lines the recogniser reads with confidence become eye catchers: the detector alone marks textures (a guitar's
// body, waves) as lines. The text map feeding the priority map stays the detector's probability.
export interface TextRule {
  /** Lines lower than this (image pixels at the detectors' 800 px) are not read: small print is no eye catcher. */
  minHeight: number;
  minConfidence: number;
  minCharacters: number;
  // The recogniser, trained on plain type, reads large display faces correctly but less surely.
  display?: { minHeight: number; minConfidence: number };
}

// Fitted by `npm run text-check -w @adsight/research -- --fit 1` (four of the five folds chose it).
export const TEXT_RULE: TextRule = { minHeight: 14, minConfidence: 0.9, minCharacters: 1 };

// Designs set brands small and headlines in display faces read less surely ("OBAMA." at 0.84): fitted by
// `npm run design-rules -w @adsight/research` with 12 lines read; with 24 it rules 6 px out on the pages (research LOG).
export const DESIGNED_TEXT_RULE: TextRule = {
  minHeight: 6,
  minConfidence: 0.9,
  minCharacters: 1,
  display: { minHeight: 20, minConfidence: 0.8 },
};

export const textRuleFor = (designed: number): TextRule => (designed >= DESIGNED_TEXT_FROM ? DESIGNED_TEXT_RULE : TEXT_RULE);

// Reading costs about 12 ms a line on two threads: the tallest lines only (README, "Reading more lines").
export const MAX_READ = 24;
const MAX_PARTNERS = 12; // a heading's second line is often shorter than the menus around it
const JOINED_CONFIDENCE = 0.8; // and read less surely ("Singapore" at 0.88)
const TOP_BAND = 0.12; // a page's wordmark sits at its top in small type ("Quora", the 40th tallest line)
const TOP_READ = 8;

export interface ReadTextLine extends TextLine {
  text: string;
  confidence: number;
  weakest: number;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
const BULLET = /^[.·•…]+$/u;
const ARROW = /^[-–>»›→]$/u;

export function isText(line: ReadTextLine, rule: TextRule = TEXT_RULE): boolean {
  const display = rule.display && line.box.h >= rule.display.minHeight;
  const minConfidence = display ? Math.min(rule.minConfidence, rule.display!.minConfidence) : rule.minConfidence;
  return line.confidence >= minConfidence && (line.text.match(LETTER_OR_DIGIT)?.length ?? 0) >= rule.minCharacters;
}

/** The lines read: the tallest MAX_READ of those at least `minHeight` tall, the lines stacked with them, the top band's. */
export function linesToRead<L extends TextLine>(lines: L[], minHeight: number, height: number): L[] {
  const tall = lines.filter((line) => line.box.h >= minHeight);
  const tallest = [...tall].sort((a, b) => b.box.h - a.box.h).slice(0, MAX_READ);
  const chosen = new Set(tallest);
  const tallestIn = (block: L[]) => Math.max(...block.map((line) => line.box.h));
  const partners = textBlocks(tall)
    .filter((block) => block.some((line) => chosen.has(line)))
    .sort((a, b) => tallestIn(b) - tallestIn(a))
    .flatMap((block) => block.filter((line) => !chosen.has(line)))
    .slice(0, MAX_PARTNERS);
  partners.forEach((line) => chosen.add(line));
  const top = tall
    .filter((line) => !chosen.has(line) && line.box.y < TOP_BAND * height)
    .sort((a, b) => b.box.h - a.box.h)
    .slice(0, TOP_READ);
  return [...tallest, ...partners, ...top];
}

export type LineReader = Pick<TextRecognizer, "read">;

export async function readLines(
  evidence: TextEvidence,
  image: RgbImage,
  recognizer: LineReader,
  minHeight = TEXT_RULE.minHeight,
  capped = true, // false: every line at least minHeight tall, for the research's fits
): Promise<ReadTextLine[]> {
  const found = linesAt(evidence, image.width, image.height);
  const lines = capped ? linesToRead(found, minHeight, image.height) : found.filter((line) => line.box.h >= minHeight);
  const read = await recognizer.read(
    image,
    lines.map((line) => line.box),
    found.map((line) => line.box),
  );
  return read.map((r, i) => ({ box: r.box, score: lines[i].score, text: r.text, confidence: r.confidence, weakest: r.weakest }));
}

// The widened crop reads a bullet or an arrow beside a line as a word of its own ("Mobile App .", "→ About Singapore").
function withoutStrayMarks(text: string): string {
  const words = text.split(/\s+/).filter((word) => word && !BULLET.test(word));
  if (words.length > 1 && ARROW.test(words.at(-1)!)) words.pop();
  if (words.length > 1 && ARROW.test(words[0])) words.shift();
  return words.join(" ");
}

/** The lines the rule keeps, with the lines stacked or set in a row with them read less surely, joined into blocks. */
export function textGroups(lines: ReadTextLine[], rule: TextRule = TEXT_RULE, wordGap = WORD_GAP): ReadTextLine[][] {
  const joinable = lines.filter((line) => isText(line, { ...rule, minConfidence: Math.min(rule.minConfidence, JOINED_CONFIDENCE) }));
  return textBlocks(joinable, wordGap).filter((group) => group.some((line) => isText(line, rule)));
}

/** How sure the recogniser is of a block's words: its least sure character's probability (surer than the lines' mean). */
export const blockReading = (group: readonly ReadTextLine[]): number => Math.min(...group.map((line) => line.weakest));

/** Whether every word of `text` is a dictionary word or a number: a misreading seldom spells words ("Califomia"). */
export function inDictionary(text: string, lexicon: WordLexicon = WordLexicon.load()): boolean {
  const words = text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}']/gu, "").replace(/'s$/i, ""))
    .filter(Boolean);
  return words.some((word) => /\p{L}/u.test(word)) && words.every((word) => /^\p{N}+$/u.test(word) || lexicon.has(word));
}

/** A block as a text eye catcher, in image px: its words and how surely they were read. */
export function blockDetection(group: readonly ReadTextLine[], scaleX: number, scaleY: number): Detection {
  const { box, score } = blockOf(group);
  const scaled: Box = { x: box.x * scaleX, y: box.y * scaleY, w: box.w * scaleX, h: box.h * scaleY };
  const text = group.map((line) => withoutStrayMarks(line.text)).join(" ");
  const lineHeight = Math.max(...group.map((line) => line.box.h)) * scaleY;
  return { kind: "text", label: "text", score, box: scaled, text, reading: blockReading(group), words: inDictionary(text), lineHeight };
}

export function textDetections(lines: ReadTextLine[], scaleX: number, scaleY: number, rule: TextRule = TEXT_RULE): Detection[] {
  return textGroups(lines, rule).map((group) => blockDetection(group, scaleX, scaleY));
}
