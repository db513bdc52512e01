import { AUDIENCE_CATEGORIES } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { consensusOf, editDistance } from "./results/consensus";
import { consensusOnThread } from "./results/consensus-thread";
import { PROFILES, profileOf, RTL_READING_BIAS } from "./viewers/profiles";
import { Rng } from "./rng";
import { focusOf, overallScore } from "./results/score";
import { drawViewers } from "./viewers/viewers";
import { timeFigures } from "./results/time-figures";

describe("behaviour profiles", () => {
  it("has a profile with a reason for every vocabulary label", () => {
    for (const { name, labels } of Object.values(AUDIENCE_CATEGORIES)) {
      for (const label of labels) expect(PROFILES[name]?.[label]?.reason, `${name}: ${label}`).toBeTruthy();
    }
  });

  it("reads the location's country for the reading direction, and is neutral for unknown labels", () => {
    expect(profileOf("Location", "Cairo, Egypt").readingBias).toBe(RTL_READING_BIAS);
    expect(profileOf("Location", "Berlin, Germany").readingBias).toBe(0);
    const unknown = profileOf("Pets", "Cats");
    expect([unknown.readingBias, unknown.time, unknown.centre, unknown.features, unknown.valence]).toEqual([
      0,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe("viewers", () => {
  it("draws labels in proportion to the category weights", () => {
    const viewers = drawViewers({ Device: { values: { Mobile: 0.25, Desktop: 0.75 }, locks: {} } }, 4000, new Rng(1));
    const mobile = viewers.filter((v) => v.labels.Device === "Mobile").length / viewers.length;
    expect(mobile).toBeGreaterThan(0.22);
    expect(mobile).toBeLessThan(0.28);
    expect(viewers.find((v) => v.labels.Device === "Mobile")?.time).toBeCloseTo(0.68);
  });

  it("shortens the viewing time of mobile viewers only, as the feed study measured it (1.7 s against 2.5 s)", () => {
    const timed = Object.entries(PROFILES).flatMap(([category, labels]) =>
      Object.entries(labels).flatMap(([label, profile]) => (profile.time === undefined ? [] : [`${category}: ${label}`])),
    );
    expect(timed).toEqual(["Device: Mobile"]);
    const categories = {
      Device: { values: { Mobile: 1, Tablet: 1 }, locks: {} },
      Mood: { values: { Tired: 1 }, locks: {} },
      "Time of day": { values: { Night: 1 }, locks: {} },
    };
    for (const viewer of drawViewers(categories, 50, new Rng(2)))
      expect(viewer.time).toBe(viewer.labels.Device === "Mobile" ? 1.7 / 2.5 : 1);
  });

  it("counts in Seen in 3 s every viewer, one who moved on at 2.04 s as not having seen what they had not looked at", () => {
    const box = { x: 0, y: 0, w: 100, h: 100 };
    const mobile = [{ x: 500, y: 500, t: 500, dur: 1540 }];
    const desktop = [
      { x: 500, y: 500, t: 500, dur: 1800 },
      { x: 50, y: 50, t: 2400, dur: 600 },
    ];
    const [figures] = timeFigures([box], [mobile, desktop], [{ Device: "Mobile" }, { Device: "Desktop" }]);
    expect(figures.time).toMatchObject({ seen_1s: 0, seen_3s: 50, dwell_ms: 300 });
    expect(figures.segments.Device.Mobile).toMatchObject({ seen_3s: 0, dwell_ms: 0 });
  });
});

describe("scanpath consensus", () => {
  const at = (cells: number[]) =>
    cells.map((c, i) => ({ x: (c % 5) * 20 + 10, y: Math.floor(c / 5) * 20 + 10, t: 500 + 250 * i, dur: 200, cell: c }));

  it("measures normalised edit distance", () => {
    expect(editDistance("ABC", "ABC")).toBe(0);
    expect(editDistance("ABC", "ABD")).toBeCloseTo(1 / 3);
    expect(editDistance("", "AB")).toBe(1);
  });

  it("finds the typical path and separates two groups of viewers", () => {
    const left = Array.from({ length: 12 }, () => at([0, 5, 10, 15]));
    const right = Array.from({ length: 8 }, () => at([4, 9, 14, 19]));
    const result = consensusOf([...left, ...right], 100, 100, new Rng(3));
    expect(result?.medoid).toBeLessThan(12);
    expect(result?.clusters.map((c) => c.members.length)).toEqual([12, 8]);
  });

  it("is the same on its thread as here, from the same draws, sampled viewers included", async () => {
    const rng = new Rng(11);
    const paths = Array.from({ length: 700 }, () =>
      at(Array.from({ length: Math.floor(rng.next() * 6) }, () => Math.floor(rng.next() * 25))),
    );
    const here = consensusOf(paths, 100, 100, new Rng(9, 1));
    expect(here?.clusters.length).toBeGreaterThan(1);
    expect(await consensusOnThread(paths, 100, 100, [9, 1])).toEqual(here);
    expect(await consensusOnThread([[], []], 100, 100, [9, 1])).toBeNull();
  });
});

describe("overall score", () => {
  it("is 0 for spread attention and no capture or appeal, 100 for the opposite", () => {
    expect(focusOf([1, 1, 1, 1])).toBeCloseTo(0);
    expect(focusOf([1, 0, 0, 0])).toBeCloseTo(1);
    expect(overallScore({ focus: 0, capture: 0, appeal: 0 })).toBe(0);
    expect(overallScore({ focus: 1, capture: 1, appeal: 1 })).toBe(100);
  });
});
