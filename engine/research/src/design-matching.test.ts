import { describe, expect, it } from "vitest";
import {
  type AnnotatedElement,
  finds,
  type FoundArea,
  iou,
  matchImage,
  names,
  readsAs,
  shareOn,
  substringDistance,
  tally,
} from "./design-matching";

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
const element = (role: string, text: string, b: ReturnType<typeof box>, letterHeight = 20): AnnotatedElement => ({
  role,
  text,
  box: b,
  letterHeight,
});
const area = (name: string, kind: string, b: ReturnType<typeof box>, text: string | null = null): FoundArea => ({
  name,
  kind,
  box: b,
  text,
});

describe("box matching", () => {
  it("measures intersection over union", () => {
    expect(iou(box(0, 0, 10, 10), box(5, 0, 10, 10))).toBeCloseTo(1 / 3, 12);
    expect(iou(box(0, 0, 10, 10), box(20, 20, 5, 5))).toBe(0);
  });

  it("finds an element by overlap alone", () => {
    const line = box(2, 0, 10, 10);
    expect(iou(box(0, 0, 10, 10), line)).toBeCloseTo(80 / 120, 12);
    expect(finds(box(0, 0, 10, 10), line, [line])).toBe(true);
  });

  it("lets a block that joins a three-line headline find each line", () => {
    const lines = [box(0, 0, 100, 10), box(0, 12, 100, 10), box(0, 24, 100, 10)];
    const block = box(0, 0, 100, 34);
    expect(iou(block, lines[0])).toBeLessThan(0.3);
    // Two of the lattice's 20 rows fall in the gaps between the lines.
    expect(shareOn(block, lines)).toBeCloseTo(0.9, 12);
    for (const line of lines) expect(finds(block, line, lines)).toBe(true);
  });

  it("does not let a large box that merely holds an element find it", () => {
    const headline = box(0, 0, 100, 34);
    expect(finds(box(0, 0, 400, 400), headline, [headline])).toBe(false);
  });

  it("does not let a 'clock' round a small line find it", () => {
    const start = box(20, 72, 39, 13);
    const clock = box(13, 50, 52, 57);
    expect(iou(clock, start)).toBeCloseTo(507 / 2964, 12);
    expect(finds(clock, start, [start])).toBe(false);
  });
});

describe("naming by words", () => {
  it("measures the edits to the closest run of characters", () => {
    expect(substringDistance("abc", "xxabcxx")).toBe(0);
    expect(substringDistance("abc", "xxabxx")).toBe(1);
    expect(substringDistance("abc", "")).toBe(3);
  });

  it("accepts the words inside a longer block, case, accents and punctuation aside", () => {
    expect(readsAs("UDDER MADNESS", "UDDER MADNESS Every day the EU spends £2")).toBe(true);
    expect(readsAs("MISION cumplida", "Misión cumplida!")).toBe(true);
  });

  it("allows a quarter of the letters misread, rounded down", () => {
    expect(readsAs("LAKE", "LAKF")).toBe(true);
    expect(readsAs("LAKE", "LXKF")).toBe(false);
    expect(readsAs("Leave your mark on the road", "Leave your mark")).toBe(false);
    expect(readsAs("Oxfam", null)).toBe(false);
  });

  it("names a pictorial logo only by an eye catcher of kind logo", () => {
    const logo = element("logo", "", box(0, 0, 40, 40));
    expect(names(area("Logo", "logo", box(0, 0, 40, 40)), logo)).toBe(true);
    expect(names(area("Clock", "object", box(0, 0, 40, 40)), logo)).toBe(false);
  });
});

describe("matchImage", () => {
  const elements = [
    element("headline", "Fire Works", box(10, 10, 200, 40)),
    element("brand", "Oxfam", box(10, 300, 80, 20), 8),
    element("logo", "", box(250, 300, 40, 40), 40),
    element("body", "Ticket fee by donation", box(10, 100, 200, 100), 10),
  ];
  const found = [
    area('Text: "Fire Works"', "text", box(12, 12, 196, 36), "Fire Works"),
    area('Text: "0xtam"', "text", box(10, 300, 80, 20), "0xtam"),
    area("Grey area, bottom right", "region", box(245, 295, 50, 50)),
    area("Clock", "object", box(300, 100, 60, 60)),
  ];
  const outcome = matchImage(elements, found, new Set(["headline", "brand", "logo"]));

  it("finds and names the measured roles' elements", () => {
    expect(outcome.elements.map((o) => [o.element.role, o.foundBy, o.namedBy])).toEqual([
      ["headline", ['Text: "Fire Works"'], ['Text: "Fire Works"']],
      ["brand", ['Text: "0xtam"'], []],
      ["logo", ["Grey area, bottom right"], []],
    ]);
  });

  it("judges only text, logo and object eye catchers for precision", () => {
    expect(outcome.areas.map((a) => [a.area.name, a.correct, a.finds])).toEqual([
      ['Text: "Fire Works"', true, ["headline"]],
      ['Text: "0xtam"', true, ["brand"]],
      ["Clock", false, []],
    ]);
  });

  it("tallies recall and precision, over all elements or those tall enough", () => {
    // "0xtam" misreads two of "Oxfam"'s five letters; the logo has none.
    expect(tally(outcome)).toEqual({ elements: 3, found: 3, named: 1, areas: 3, correct: 2, letters: 14, misread: 2 });
    expect(tally(outcome, (e) => e.letterHeight >= 12)).toEqual({
      elements: 2,
      found: 2,
      named: 1,
      areas: 3,
      correct: 2,
      letters: 9,
      misread: 0,
    });
  });

  it("does not let an annotated airplane's box find the headline printed over it", () => {
    const poster = [
      element("headline", "A400M", box(325, 53, 228, 34)),
      element("object", "airplane", box(0, 20, 220, 200)),
      element("object", "airplane", box(0, 197, 507, 166)),
    ];
    const outcome = matchImage(poster, [area("Airplane", "object", box(5, 12, 576, 351))], new Set(["headline"]));
    expect(outcome.elements[0].foundBy).toEqual([]);
    expect(outcome.areas[0].finds).toEqual(["object", "object"]);
    expect(outcome.areas[0].correct).toBe(true);
  });

  it("counts a fragment of an annotated paragraph as correct", () => {
    const fragment = matchImage(elements, [area('Text: "fee"', "text", box(60, 110, 30, 12), "fee")], new Set(["headline"]));
    expect(fragment.areas[0].correct).toBe(true);
    expect(fragment.areas[0].finds).toEqual([]);
  });
});
