import { describe, expect, it } from "vitest";
import type { ColourGrid } from "../features/colours";
import type { Detection } from "../features/detectors";
import { areaName, classIsSure, displayLabel, type NamingRule, readsClearly } from "./area-names";

const rule: NamingRule = { classes: { person: 0.5, bird: 0.4 }, reading: { sure: 0.6, words: 0.4 } };
const box = { x: 350, y: 250, w: 100, h: 100 };
const thing = (label: string, score: number): Detection => ({ kind: label === "person" ? "person" : "object", label, score, box });
const text = (words: string, reading?: number, inDictionary = false): Detection => ({
  kind: "text",
  label: "text",
  score: 0.9,
  box,
  text: words,
  reading,
  words: inDictionary,
});
// A blue 4 × 3 colour grid over an 800 × 600 image.
const blue: ColourGrid = { w: 4, h: 3, rgb: Array.from({ length: 12 }, () => [20, 60, 200]).flat() };

describe("names that are right", () => {
  it("names a class from its fitted score only, and never a class left out", () => {
    expect(classIsSure(thing("person", 0.5), rule)).toBe(true);
    expect(classIsSure(thing("person", 0.49), rule)).toBe(false);
    expect(classIsSure(thing("bird", 0.41), rule)).toBe(true);
    expect(classIsSure(thing("surfboard", 0.99), rule)).toBe(false);
    expect(classIsSure({ kind: "face", label: "face", score: 0.7, box }, rule)).toBe(true);
  });

  it("states words read surely and calls the rest unclear", () => {
    expect(readsClearly(text("SONY", 0.6), rule)).toBe(true);
    expect(readsClearly(text("SONNY", 0.59), rule)).toBe(false);
    expect(readsClearly(text("by hand"), rule)).toBe(true);
    expect(readsClearly(text("UDDER MADNESS", 0.45, true), rule)).toBe(true);
    expect(readsClearly(text("UDDER MADNESS", 0.39, true), rule)).toBe(false);
    expect(displayLabel(text("SONY", 0.9), rule)).toBe('Text: "SONY"');
    expect(displayLabel(text("SONNY", 0.3), rule)).toBe("Text (unclear)");
  });

  it("describes an area plainly where its name is not sure: its colour and where it lies", () => {
    expect(areaName(thing("clock", 0.8), blue, 800, 600, rule)).toBe("Blue shape, centre");
    expect(areaName(thing("bird", 0.8), blue, 800, 600, rule)).toBe("Bird");
    expect(areaName({ ...text("RG", 0.2), box: { x: 300, y: 10, w: 200, h: 40 } }, blue, 800, 600, rule)).toBe("Text (unclear), top");
  });
});
