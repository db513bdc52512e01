import { describe, expect, it } from "vitest";
import type { Detection } from "@adsight/engine/src/simulation/stages";
import { fitClasses, isRunOfWords, judgeReading, type JudgedObject, objectIsRight, splitLines, tallyNames } from "./name-judging";

const judged = (label: string, score: number, right: boolean): JudgedObject => ({ set: "photographs", fold: 0, label, score, right });
const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });
const inRows = <L extends { box: { x: number; y: number } }>(lines: L[]) =>
  [...lines].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);

describe("naming precision", () => {
  it("names a class from the lowest score that keeps 0.9 of its names right with enough of them, and leaves the rest out", () => {
    const dogs = [0.9, 0.8, 0.7, 0.6, 0.5].map((s) => judged("dog", s, true));
    const classes = fitClasses(
      [
        ...dogs,
        judged("dog", 0.4, false),
        judged("dog", 0.3, true),
        ...[0.9, 0.8, 0.7].map((s) => judged("clock", s, true)),
        ...[0.9, 0.8, 0.7, 0.6, 0.5].map((s, i) => judged("cup", s, i % 2 === 0)),
      ],
      0.9,
      5,
    );
    // From 0.3 the dogs are 6 of 7 right (0.86); from 0.5, 5 of 5. Three clocks are too few; the cups never reach 0.9.
    expect(classes).toEqual({ dog: 0.5 });
    expect(
      tallyNames([...dogs, judged("dog", 0.4, false), judged("clock", 0.9, true)], { classes, reading: { sure: 0.9, words: 0.9 } }),
    ).toEqual({
      named: 5,
      right: 5,
    });
  });

  it("counts an object right on an annotated thing of its class, or lying mostly on one", () => {
    const dog = (b: ReturnType<typeof box>): Detection => ({ kind: "object", label: "dog", score: 0.6, box: b });
    const annotated = [{ label: "dog", box: box(100, 100, 100, 100) }];
    expect(objectIsRight(dog(box(110, 105, 95, 100)), annotated)).toBe(true);
    expect(objectIsRight(dog(box(120, 120, 40, 40)), annotated)).toBe(true);
    expect(objectIsRight(dog(box(300, 100, 100, 100)), annotated)).toBe(false);
    expect(objectIsRight({ ...dog(box(100, 100, 100, 100)), label: "cat" }, annotated)).toBe(false);
  });
});

describe("exact readings", () => {
  const headline = [
    { text: "THE BIG ONE", box: box(100, 50, 300, 40) },
    { text: "Sale ends Sunday", box: box(100, 100, 200, 20) },
  ];

  it("takes the letters of whole consecutive words, spaces and case aside", () => {
    expect(isRunOfWords("THEBIG", "the big one")).toBe(true);
    expect(isRunOfWords("NE", "THE BIG ONE")).toBe(false);
    expect(isRunOfWords("SONNY", "SONY")).toBe(false);
    expect(isRunOfWords("", "SONY")).toBe(false);
  });

  it("judges a block by the annotated lines that lie in it, in reading order, or by the one it lies on", () => {
    expect(judgeReading({ box: box(95, 45, 310, 80), text: "THE BIG ONE Sale ends Sunday" }, headline, inRows)).toBe("exact");
    expect(judgeReading({ box: box(95, 45, 310, 80), text: "Sale ends Sunday THE BIG ONE" }, headline, inRows)).toBe("wrong");
    expect(judgeReading({ box: box(330, 50, 70, 40), text: "NE" }, headline, inRows)).toBe("wrong");
    expect(judgeReading({ box: box(100, 50, 60, 40), text: "THE" }, headline, inRows)).toBe("exact");
    expect(judgeReading({ box: box(500, 300, 60, 40), text: "RG" }, headline, inRows)).toBe("off");
  });

  it("counts the annotated lines cut into several blocks", () => {
    expect(splitLines([{ box: box(100, 50, 60, 40) }, { box: box(200, 50, 60, 40) }, { box: box(100, 100, 200, 20) }], headline)).toBe(1);
  });
});
