import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeRgb } from "../image";
import { linesAt, MIN_INPUT_SIDE, TextDetector } from "./text-detector";
import { blockOf, cellMaximum, textBlocks, textLines } from "./text-lines";

const blocksOf = (probability: Float32Array, width: number, height: number) =>
  textBlocks(textLines(probability, width, height)).map(blockOf);

/** A probability map with filled rectangles [x, y, w, h, p]. */
function mapWith(width: number, height: number, rects: number[][]): Float32Array {
  const map = new Float32Array(width * height);
  for (const [x0, y0, w, h, p] of rects) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) map[y * width + x] = p;
  }
  return map;
}

describe("text lines from the detector's probability map", () => {
  it("grows each shrunk line back and joins stacked lines of one size into a block", () => {
    // Two lines 10 px high, 6 px apart, overlapping horizontally; a larger line far below.
    expect(
      textLines(
        mapWith(200, 120, [
          [20, 10, 100, 10, 0.9],
          [30, 26, 80, 10, 0.9],
          [20, 80, 150, 24, 0.95],
        ]),
        200,
        120,
      ),
    ).toHaveLength(3);
    const lines = blocksOf(
      mapWith(200, 120, [
        [20, 10, 100, 10, 0.9],
        [30, 26, 80, 10, 0.9],
        [20, 80, 150, 24, 0.95],
      ]),
      200,
      120,
    );
    expect(lines).toHaveLength(2);
    const [block, line] = lines;
    expect(block.box.x).toBeLessThan(20);
    expect(block.box.y).toBeLessThan(10);
    expect(block.box.y + block.box.h).toBeGreaterThan(36);
    expect(line.box.y).toBeLessThan(80);
    expect(line.box.w).toBeGreaterThan(150);
    expect(line.score).toBeCloseTo(0.95);
  });

  it("keeps a headline and the smaller line under it apart", () => {
    const lines = blocksOf(
      mapWith(200, 100, [
        [20, 10, 120, 30, 0.9],
        [20, 46, 80, 12, 0.9],
      ]),
      200,
      100,
    );
    expect(lines).toHaveLength(2);
  });

  it("joins the words of one line the detector split at wide spaces, not words of another size or far off in the row", () => {
    const line = (x: number, w: number, h = 30) => ({ box: { x, y: 100 - h / 2, w, h }, score: 0.9 });
    // "THE", "BIG", "ONE" a letter apart; "Sale" beside them in smaller type; a price two headline heights away.
    const words = [line(10, 60), line(95, 55), line(175, 65)];
    expect(textBlocks(words)).toHaveLength(1);
    expect(textBlocks([...words, line(270, 40, 16)])).toHaveLength(2);
    expect(textBlocks([...words, line(300, 60)])).toHaveLength(2);
    expect(textBlocks(words, -Infinity)).toHaveLength(3);
  });

  it("drops specks and weak responses", () => {
    const lines = textLines(
      mapWith(100, 100, [
        [10, 10, 2, 40, 0.9],
        [30, 30, 50, 10, 0.5],
      ]),
      100,
      100,
    );
    expect(lines).toEqual([]);
  });

  it("marks every grid cell a line touches with its probability", () => {
    const grid = cellMaximum(mapWith(40, 20, [[5, 5, 12, 2, 0.8]]), 40, 20, { w: 4, h: 2 });
    expect(Array.from(grid).map((v) => Math.round(v * 10) / 10)).toEqual([0.8, 0.8, 0, 0, 0, 0, 0, 0]);
  });
});

describe("text detector", () => {
  it("finds a headline and a price on a composed ad, and nothing on a shape without text", async () => {
    const svg = (body: string) =>
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='640' height='480'><rect width='640' height='480' fill='#f2efe8'/>${body}</svg>`,
      );
    const ad = await sharp(
      svg(`<text x='60' y='110' font-family='DejaVu Sans' font-size='56' font-weight='bold' fill='#222'>Summer Sale</text>
           <text x='380' y='400' font-family='DejaVu Sans' font-size='44' fill='#c00'>$49.99</text>`),
    )
      .jpeg()
      .toBuffer();
    const plain = await sharp(svg("<circle cx='320' cy='240' r='120' fill='#4a7'/>")).jpeg().toBuffer();
    const detector = await TextDetector.load();
    const found = await detector.detect(await decodeRgb(ad));
    const centres = linesAt(found, 640, 480).map(({ box }) => [box.x + box.w / 2, box.y + box.h / 2]);
    expect(centres.some(([x, y]) => x > 150 && x < 330 && y > 60 && y < 110)).toBe(true);
    expect(centres.some(([x, y]) => x > 380 && x < 560 && y > 350 && y < 400)).toBe(true);
    expect((await detector.detect(await decodeRgb(plain))).lines).toEqual([]);
  });

  it("reads a small design enlarged to the detector's long side, with lines in the design's own pixels", async () => {
    const poster = await sharp(
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='300' height='400'><rect width='300' height='400' fill='#fff'/>
         <text x='20' y='60' font-family='DejaVu Sans' font-size='30' font-weight='bold' fill='#123'>OPEN DAY</text>
         <text x='20' y='380' font-family='DejaVu Sans' font-size='11' fill='#123'>Riverside Gallery</text></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const found = await (await TextDetector.load()).detect(await decodeRgb(poster));
    expect(Math.max(found.width, found.height)).toBeGreaterThanOrEqual(MIN_INPUT_SIDE - 16);
    const lines = linesAt(found, 300, 400);
    expect(lines.some(({ box }) => box.y < 60 && box.y + box.h > 40 && box.w > 120)).toBe(true);
    expect(lines.some(({ box }) => box.y < 380 && box.y + box.h > 370 && box.x < 40)).toBe(true);
  });
});
