import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeRgb } from "../image";
import { Detectors } from "./detectors";
import { linesAt, TextDetector } from "./text-detector";
import { DESIGNED_TEXT_FROM } from "./designed-rules";
import {
  DESIGNED_TEXT_RULE,
  inDictionary,
  linesToRead,
  MAX_READ,
  readLines,
  TEXT_RULE,
  textDetections,
  textRuleFor,
  type ReadTextLine,
} from "./text-reading";
import { ctcDecode, SPACE_EVIDENCE, spacedText, TextRecognizer } from "./text-recognizer";

async function textOf(bytes: Buffer) {
  const image = await decodeRgb(bytes, Detectors.longSide);
  const evidence = await (await TextDetector.load()).detect(image);
  return textDetections(await readLines(evidence, image, await TextRecognizer.load()), 1, 1);
}

describe("text recognition", () => {
  it("merges repeated columns and drops blanks", () => {
    // Classes: 0 blank, 1 and 2 characters; columns read 1, 1, blank, 1, 2.
    const p = Float32Array.from([0.1, 0.8, 0.1, 0.2, 0.7, 0.1, 0.9, 0.05, 0.05, 0.1, 0.6, 0.3, 0.1, 0.2, 0.7]);
    expect(ctcDecode(p, 5, 3, 2).map((r) => [r.index, r.step])).toEqual([
      [1, 0],
      [1, 3],
      [2, 4],
    ]);
  });

  it("keeps, for each character, the space class's highest probability in the columns since the character before", () => {
    // Classes: 0 blank, 1 "a", 2 "b", 3 space; columns read a, blank (space 0.3), blank (space 0.45), b, b, blank, a.
    const p = Float32Array.from(
      [
        [0.1, 0.8, 0.05, 0.05],
        [0.6, 0.05, 0.05, 0.3],
        [0.5, 0.0, 0.05, 0.45],
        [0.1, 0.0, 0.85, 0.05],
        [0.2, 0.0, 0.7, 0.1],
        [0.9, 0.0, 0.0, 0.1],
        [0.1, 0.8, 0.0, 0.1],
      ].flat(),
    );
    expect(ctcDecode(p, 7, 4, 3).map((r) => [r.index, r.step, r.spaceBefore])).toEqual([
      [1, 0, 0],
      [2, 3, Math.fround(0.45)],
      [1, 6, Math.fround(0.1)],
    ]);
  });

  it("puts a space where the space class reached SPACE_EVIDENCE between two characters, never two spaces", () => {
    const read = (text: string, evidence: number[]) => [...text].map((char, i) => ({ char, spaceBefore: evidence[i] ?? 0 }));
    const below = SPACE_EVIDENCE / 2;
    expect(spacedText(read("itscows", [0, below, 0, SPACE_EVIDENCE, below, below, 0]))).toBe("its cows");
    expect(spacedText(read("ofits", [0, 0, SPACE_EVIDENCE / 2, 0, 0]))).toBe("ofits");
    expect(spacedText(read("of its", [0, 0, 0.9, 0.9, 0, 0]))).toBe("of its");
    expect(spacedText(read("ab", [0.9, 0]))).toBe("ab");
  });

  it("reads a composed ad's headline and price, boxed around their characters", async () => {
    // The drink banner of the research package's composed ads (compose-ads.ts), without its logo and bottle.
    const font = "font-family='DejaVu Sans, Arial, sans-serif'";
    const banner = await sharp(
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'><rect width='800' height='600' fill='#dcecfb'/>
          <text x='40' y='190' ${font} font-size='54' font-weight='bold' fill='#1d3557'>Cool down</text>
          <text x='40' y='250' ${font} font-size='54' font-weight='bold' fill='#1d3557'>this summer</text>
          <text x='40' y='300' ${font} font-size='22' fill='#457b9d'>Sparkling lemon, zero sugar.</text>
          <text x='40' y='400' ${font} font-size='64' font-weight='bold' fill='#e63946'>$1.99</text>
          <rect x='40' y='460' width='220' height='56' rx='28' fill='#e63946'/>
          <text x='150' y='496' ${font} font-size='22' font-weight='bold' fill='white' text-anchor='middle'>Shop now</text></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const found = await textOf(banner);
    const texts = found.map((d) => d.text);
    expect(texts).toContain("Cool down this summer");
    expect(texts).toContain("$1.99");
    expect(texts).toContain("Shop now");
    const price = found.find((d) => d.text === "$1.99")!;
    // The price is drawn from x = 40 in 64 px type: its box starts at the "$", not after it, and ends near the "9".
    expect(price.box.x).toBeGreaterThan(30);
    expect(price.box.x).toBeLessThan(48);
    expect(price.box.w).toBeLessThan(220);
  });

  it("leaves the letters its pads read of the next line in the row to that line", async () => {
    // A word gap the detector splits the headline at: each line's pad reaches the other's nearest letter.
    const font = "font-family='DejaVu Sans, Arial, sans-serif' font-size='64' font-weight='bold' fill='#fff'";
    const headline = await sharp(
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'><rect width='800' height='600' fill='#2a4d6e'/>
          <text x='60' y='120' ${font}>Leave</text><text x='291' y='120' ${font}>your mark</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const image = await decodeRgb(headline, Detectors.longSide);
    const evidence = await (await TextDetector.load()).detect(image);
    expect(linesAt(evidence, image.width, image.height).filter((line) => line.box.h > 40)).toHaveLength(2);
    const read = await readLines(evidence, image, await TextRecognizer.load());
    expect(read.map((line) => line.text).sort()).toEqual(["Leave", "your mark"]);
    expect(textDetections(read, 1, 1).map((d) => d.text)).toEqual(["Leave your mark"]);
  });

  it("finds no text on a shape without letters", async () => {
    const plain = await sharp(
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='480'><rect width='640' height='480' fill='#f2efe8'/>` +
          `<circle cx='320' cy='240' r='120' fill='#4a7'/><rect x='60' y='380' width='300' height='30' fill='#333'/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    expect(await textOf(plain)).toEqual([]);
  });

  it("reads the tallest MAX_READ lines of a page whose headings stand little above its menus", async () => {
    // 24 one-word lines in 28 px type and six in 12 px, three columns of ten.
    const font = "font-family='DejaVu Sans, Arial, sans-serif'";
    const tall = (
      "Weather Garden Travel Science Sport Business Culture Health Music Books Money Cinema Family Food " +
      "Letters Opinion Design Cars Homes Style Fashion Tennis Poetry Markets"
    ).split(" ");
    const small = "Login Search Contact Privacy Terms Careers".split(" ");
    const svg = [...tall, ...small]
      .map((word, i) => {
        const size = i < tall.length ? 28 : 12;
        return `<text x='${30 + (i % 3) * 260}' y='${45 + Math.floor(i / 3) * 57}' ${font} font-size='${size}'>${word}</text>`;
      })
      .join("");
    const page = await sharp(
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'><rect width='800' height='600' fill='white'/>${svg}</svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const image = await decodeRgb(page, Detectors.longSide);
    const evidence = await (await TextDetector.load()).detect(image);
    expect(linesAt(evidence, image.width, image.height).filter((line) => line.box.h >= 6)).toHaveLength(tall.length + small.length);
    const read = await readLines(evidence, image, await TextRecognizer.load(), 6);
    expect(MAX_READ).toBe(tall.length);
    expect(read.map((line) => line.text).sort()).toEqual([...tall].sort());
  });

  it("keeps a small brand name and a display headline read less surely on designed content, not on a photograph", () => {
    const line = (y: number, h: number, text: string, confidence: number): ReadTextLine => ({
      box: { x: 20, y, w: 10 * h, h },
      score: 0.9,
      text,
      confidence,
      weakest: confidence,
    });
    const display = DESIGNED_TEXT_RULE.display!;
    const lines = [
      line(20, 40, "HEADLINE", 0.97),
      line(100, display.minHeight, "OBAMA", display.minConfidence),
      line(300, 9, "Riverside", 0.95),
    ];
    const read = (designed: number) => {
      const rule = textRuleFor(designed);
      return textDetections(
        lines.filter((l) => l.box.h >= rule.minHeight),
        1,
        1,
        rule,
      ).map((d) => d.text);
    };
    expect(textRuleFor(DESIGNED_TEXT_FROM)).toBe(DESIGNED_TEXT_RULE);
    expect(textRuleFor(DESIGNED_TEXT_FROM - 0.01)).toBe(TEXT_RULE);
    expect(read(0)).toEqual(["HEADLINE"]);
    expect(read(DESIGNED_TEXT_FROM)).toEqual(["HEADLINE", "OBAMA", "Riverside"]);
  });
  it("reads a heading's second line, though shorter than the menus, and names the heading by both", () => {
    const line = (x: number, y: number, w: number, h: number, text = "", confidence = 0.95): ReadTextLine => ({
      box: { x, y, w, h },
      score: 0.9,
      text,
      confidence,
      weakest: confidence,
    });
    // A menu of MAX_READ items in 15 px type, a heading's first line in 16 px and its second in 14 px just under it.
    const menu = Array.from({ length: MAX_READ }, (_, i) => line(20 + 60 * (i % 12), 10 + 300 * Math.floor(i / 12), 50, 15));
    const first = line(300, 100, 120, 16, "Your New");
    const second = line(300, 115, 110, 14, "Singapore", 0.88);
    const read = linesToRead([...menu, first, second], 6, 600);
    expect(read).toContain(first);
    expect(read).toContain(second);
    expect(textDetections([first, second], 1, 1, DESIGNED_TEXT_RULE).map((d) => d.text)).toEqual(["Your New Singapore"]);
    expect(textDetections([second], 1, 1, DESIGNED_TEXT_RULE)).toEqual([]);
    // The block's type size is its tallest line, in image px: the heading's 16 px at twice the detectors' scale.
    expect(textDetections([first, second], 2, 2, DESIGNED_TEXT_RULE).map((d) => d.lineHeight)).toEqual([32]);
  });

  it("leaves out the bullets, and the arrows ending or starting a line, that its widened crop reads as words of their own", () => {
    const line = (y: number, text: string): ReadTextLine => ({
      box: { x: 20, y, w: 200, h: 20 },
      score: 0.9,
      text,
      confidence: 0.95,
      weakest: 0.9,
    });
    const block = [line(100, "A higher form . of"), line(118, "art -"), line(300, "Open 10 am - 3 pm >"), line(500, "→ News ... 25.")];
    expect(textDetections(block, 1, 1, DESIGNED_TEXT_RULE).map((d) => d.text)).toEqual([
      "A higher form of art",
      "Open 10 am - 3 pm",
      "News 25.",
    ]);
  });

  it("reads a page's small wordmark at its top, though not among the tallest lines", () => {
    const line = (x: number, y: number, h: number): ReadTextLine => ({
      box: { x, y, w: 5 * h, h },
      score: 0.9,
      text: "",
      confidence: 0,
      weakest: 0,
    });
    const body = Array.from({ length: 30 }, (_, i) => line(20 + 260 * (i % 3), 200 + 40 * Math.floor(i / 3), 15));
    const wordmark = line(20, 20, 10);
    const caption = line(20, 620, 10);
    const read = linesToRead([...body, wordmark, caption], 6, 800);
    expect(read).toContain(wordmark);
    expect(read).not.toContain(caption);
  });

  it("tells words all in the dictionary, or numbers, from a reading with a word misspelled or a name", () => {
    expect(inDictionary("THE. LIMITS OF CONTROL")).toBe(true);
    expect(inDictionary("JUEVES 14/09")).toBe(false);
    expect(inDictionary("Open at 10 - 3 days a week")).toBe(true);
    expect(inDictionary("Tour of Califomia")).toBe(false);
    expect(inDictionary("2004")).toBe(false);
  });

  it("reads lines side by side in a block left to right", () => {
    const line = (x: number, y: number, w: number, h: number, text: string): ReadTextLine => ({
      box: { x, y, w, h },
      score: 0.9,
      text,
      confidence: 0.95,
      weakest: 0.9,
    });
    const lines = [line(270, 420, 115, 45, "25."), line(185, 433, 89, 38, "APRIL"), line(165, 480, 170, 40, "THE MOHAWK")];
    expect(textDetections(lines, 1, 1, DESIGNED_TEXT_RULE).map((d) => d.text)).toEqual(["APRIL 25. THE MOHAWK"]);
  });
});
