import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { applyEdit } from "#src/media/edits";
import { Detectors } from "../features/detectors";
import { TextDetector } from "../features/text-detector";
import { readLines, textDetections } from "../features/text-reading";
import { TextRecognizer } from "../features/text-recognizer";
import type { Box } from "../geometry";
import { decodeRgb, fittedWithin } from "../image";
import { type KeptReading, readingsAfter, recordingReader, reusingReader } from "./kept-readings";

const reading = (line: Box, text: string): KeptReading => ({
  line,
  read: { text, confidence: 0.95, weakest: 0.9, box: { ...line, w: line.w + 4 }, characters: [] },
  readHeight: line.h,
});
const IMAGE = { width: 800, height: 600 };

describe("kept text readings", () => {
  const headline = reading({ x: 100, y: 100, w: 200, h: 40 }, "Cool down");
  const cut = reading({ x: 380, y: 100, w: 100, h: 20 }, "half in the box");
  const under = reading({ x: 500, y: 420, w: 120, h: 20 }, "under the pasted box");
  const apart = reading({ x: 40, y: 540, w: 160, h: 20 }, "left alone");
  const kept = [headline, cut, under, apart];

  it("moves and scales a line inside a placed box with it, drops the lines it cuts or covers, leaves the others", () => {
    const edit = { kind: "place", box: { x: 90, y: 90, width: 340, height: 60 }, to: { x: 300, y: 380, width: 510, height: 90 } } as const;
    const after = readingsAfter(kept, [edit], { ...IMAGE, width: 900 });
    expect(after.map((r) => r.read.text)).toEqual(["Cool down", "left alone"]);
    expect(after[0].line).toEqual({ x: 315, y: 395, w: 300, h: 60 });
    expect(after[0].read.box).toEqual({ x: 315, y: 395, w: 306, h: 60 });
    expect(after[1]).toEqual(apart);
  });

  it("drops a line moved past the image's edge", () => {
    const edit = { kind: "place", box: { x: 90, y: 90, width: 220, height: 60 }, to: { x: 700, y: 90, width: 220, height: 60 } } as const;
    expect(readingsAfter([headline], [edit], IMAGE)).toEqual([]);
  });

  it("shifts the lines a crop keeps whole and drops those it cuts through", () => {
    const after = readingsAfter(kept, [{ kind: "crop", box: { x: 50, y: 0, width: 450, height: 600 }, placement: "3:4" }], IMAGE);
    expect(after.map((r) => [r.read.text, r.line.x])).toEqual([
      ["Cool down", 50],
      ["half in the box", 330],
    ]);
  });

  it("drops the lines a contrast, dim or removal touches, and reads a crop's size for the edits after it", () => {
    const dim = { kind: "dim", box: { x: 0, y: 500, width: 300, height: 100 }, amount: 0.6 } as const;
    expect(readingsAfter(kept, [dim], IMAGE).map((r) => r.read.text)).toEqual(["Cool down", "half in the box", "under the pasted box"]);
    const crop = { kind: "crop", box: { x: 0, y: 0, width: 400, height: 300 }, placement: "4:3" } as const;
    const place = { kind: "place", box: { x: 90, y: 90, width: 220, height: 60 }, to: { x: 250, y: 90, width: 220, height: 60 } } as const;
    expect(readingsAfter([headline], [crop, place], IMAGE)).toEqual([]);
  });

  it("reads on an edited ad only the line the edit enlarged; the others keep the recogniser's reading", async () => {
    const font = "font-family='DejaVu Sans, sans-serif'";
    const bytes = await sharp(
      Buffer.from(
        `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'><rect width='800' height='600' fill='#dcecfb'/>
          <text x='40' y='190' ${font} font-size='54' font-weight='bold' fill='#1d3557'>Cool down</text>
          <text x='40' y='300' ${font} font-size='22' fill='#457b9d'>Sparkling lemon, zero sugar.</text>
          <text x='40' y='400' ${font} font-size='64' font-weight='bold' fill='#e63946'>$1.99</text>
          <rect x='60' y='470' width='180' height='40' rx='8' fill='#1d3557'/>
          <text x='150' y='496' ${font} font-size='22' font-weight='bold' fill='white' text-anchor='middle'>Shop now</text></svg>`,
      ),
    )
      .png()
      .toBuffer();
    const [detector, recognizer] = await Promise.all([TextDetector.load(), TextRecognizer.load()]);
    const original = await decodeRgb(bytes);
    const small = async (image: typeof original) => {
      const scaled = await fittedWithin(image, Detectors.longSide);
      return { scaled, evidence: await detector.detect(scaled) };
    };
    const before = await small(original);
    const kept: KeptReading[] = [];
    await readLines(before.evidence, before.scaled, recordingReader(recognizer, original.width, kept));

    const edit = { kind: "place", box: { x: 60, y: 470, width: 180, height: 40 }, to: { x: 460, y: 440, width: 270, height: 60 } } as const;
    const edited = await applyEdit(original, edit);
    const after = await small(edited);
    const freshReads: KeptReading[] = [];
    const fresh = recordingReader(recognizer, edited.width, freshReads);
    const reused = await readLines(after.evidence, after.scaled, reusingReader(fresh, edited.width, readingsAfter(kept, [edit], original)));
    const read = await readLines(after.evidence, after.scaled, recognizer);

    expect(freshReads.map((r) => r.read.text)).toEqual(["Shop now"]);
    const texts = (lines: typeof read) => textDetections(lines, 1, 1).map((d) => d.text);
    expect(texts(reused)).toEqual(texts(read));
    expect(texts(reused)).toContain("Shop now");
  });
});
