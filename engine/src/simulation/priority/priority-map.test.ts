import { AUDIENCE_CATEGORIES, type Categories } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import type { ImageFeatures } from "../features/feature-maps";
import { FEATURE_NAMES } from "../features/feature-names";
import { DEFAULT_PARAMETERS, EARLY_GROUPS, earlyFactors, type EarlyTilt, type ModelParameters } from "../parameters";
import { Rng } from "../rng";
import { PROFILES } from "../viewers/profiles";
import { drawViewers } from "../viewers/viewers";
import { MAX_PROFILE_SHIFT, priorityMap, priorityMaps, type PriorityMap } from "./priority-map";

/** Feature maps in their documented ranges (0..1, centre terms −1..0), random and with hard 0/1 edges. */
function features(seed: number): ImageFeatures {
  const grid = { w: 32, h: 24 };
  const rng = new Rng(seed);
  const maps = FEATURE_NAMES.map((name) => {
    const sign = name === "centreX" || name === "centreY" ? -1 : 1;
    return Float32Array.from({ length: grid.w * grid.h }, () => sign * (rng.next() < 0.3 ? Math.round(rng.next()) : rng.next()));
  });
  return { grid, maps };
}

const only = (category: string, labels: Record<string, number>): Categories => ({ [category]: { values: labels, locks: {} } });

/** The largest change of log p (p the normalised map) over the cells. */
function maxLogRatio(a: Float64Array, b: Float64Array): number {
  const total = (m: Float64Array) => m.reduce((s, v) => s + v, 0);
  const [ta, tb] = [total(a), total(b)];
  let max = 0;
  for (let c = 0; c < a.length; c++) max = Math.max(max, Math.abs(Math.log(a[c] / ta) - Math.log(b[c] / tb)));
  return max;
}

/** Every label's own profile, and the combination of the strongest labels of every category. */
function profileSetups(): Categories[] {
  const single = Object.entries(PROFILES).flatMap(([category, labels]) =>
    Object.keys(labels).map((label) => only(category, { [label]: 1 })),
  );
  const extreme: Categories = {
    ...only(AUDIENCE_CATEGORIES.age.name, { "65+": 1 }),
    ...only(AUDIENCE_CATEGORIES.gender.name, { Female: 1 }),
    ...only(AUDIENCE_CATEGORIES.mood.name, { Tired: 1 }),
    ...only(AUDIENCE_CATEGORIES.timeOfDay.name, { Night: 1 }),
    ...only(AUDIENCE_CATEGORIES.device.name, { Mobile: 1 }),
    ...only(AUDIENCE_CATEGORIES.interests.name, { Beauty: 1 }),
  };
  return [...single, extreme];
}

describe("priority map", () => {
  it("gives an all-neutral audience exactly the baseline map", () => {
    const image = features(1);
    const neutral: Categories = {
      ...only(AUDIENCE_CATEGORIES.age.name, { "35-44": 1 }),
      ...only(AUDIENCE_CATEGORIES.mood.name, { Neutral: 0.5 }),
      ...only(AUDIENCE_CATEGORIES.timeOfDay.name, { Afternoon: 1 }),
      ...only(AUDIENCE_CATEGORIES.device.name, { Desktop: 1 }),
      ...only(AUDIENCE_CATEGORIES.location.name, { "Paris, France": 1 }),
    };
    const viewers = drawViewers(neutral, 50, new Rng(2));
    expect(viewers.every((v) => v.time === 1 && v.readingBias === 0)).toBe(true);
    const { maps, mapOf } = priorityMaps(image, DEFAULT_PARAMETERS, viewers);
    expect(maps).toHaveLength(1);
    expect([...mapOf].every((m) => m === 0)).toBe(true);
    expect(maps[0]).toEqual(priorityMap(image, DEFAULT_PARAMETERS));
  });

  it(`moves no cell's probability by more than a factor e^${MAX_PROFILE_SHIFT} for any profile (first fixation: × its largest weight factor)`, () => {
    // The first fixation's weights are the viewing weights × (centre factor or 1) + its early tilt, feature by feature.
    const [firstTilt] = DEFAULT_PARAMETERS.clock.early.map((tilt) => earlyFactors(tilt, 0));
    const firstFactor = Math.max(
      ...FEATURE_NAMES.map((name, k) =>
        Math.abs((name === "centreX" || name === "centreY" ? DEFAULT_PARAMETERS.firstFixationCentre : 1) + (firstTilt?.[k] ?? 0)),
      ),
    );
    for (const seed of [1, 2, 3]) {
      const image = features(seed);
      const baseline = priorityMap(image, DEFAULT_PARAMETERS);
      for (const categories of profileSetups()) {
        const [viewer] = drawViewers(categories, 1, new Rng(seed));
        const map: PriorityMap = priorityMap(image, DEFAULT_PARAMETERS, viewer.featureFactors);
        const label = JSON.stringify(viewer.labels);
        expect(maxLogRatio(map.viewing, baseline.viewing), label).toBeLessThanOrEqual(MAX_PROFILE_SHIFT + 1e-9);
        expect(maxLogRatio(map.first, baseline.first), label).toBeLessThanOrEqual(MAX_PROFILE_SHIFT * firstFactor + 1e-9);
      }
    }
  });

  it("tilts the early fixations' maps by each group's part of log P, photograph coefficients plus the designed share's", () => {
    const image = features(5);
    const groups = Object.keys(EARLY_GROUPS) as (keyof typeof EARLY_GROUPS)[];
    const of = (values: number[]) => Object.fromEntries(groups.map((g, i) => [g, values[i]])) as EarlyTilt["photograph"];
    // faces, figures, text, salience, centre, layout
    const early: EarlyTilt[] = [
      { photograph: of([1, 0.5, 0, 0, -0.5, 2]), designed: of([0, 0, 1, 0, 0, 0]) },
      { photograph: of([0.5, 0, 0, 0.25, 0, 0]), designed: of([0, 0, 0, 0, 0, -1]) },
    ];
    const parameters: ModelParameters = { ...DEFAULT_PARAMETERS, clock: { ...DEFAULT_PARAMETERS.clock, early } };
    const w = FEATURE_NAMES.map((name) => DEFAULT_PARAMETERS.weights[name]);
    const factor = (name: string, tilt: EarlyTilt) =>
      Object.entries(EARLY_GROUPS).reduce(
        (f, [g, names]) => ((names as readonly string[]).includes(name) ? f + tilt.photograph[g as keyof typeof EARLY_GROUPS] : f),
        0,
      );
    // exp(Σ ωₖ·Mₖ − max) per cell, written out.
    const exactMap = (omega: number[]) => {
      const log = Array.from({ length: 32 * 24 }, (_, c) => omega.reduce((s, o, k) => s + o * image.maps[k][c], 0));
      const max = Math.max(...log);
      return log.map((v) => Math.exp(v - max));
    };
    const map = priorityMap(image, parameters);
    const firstOmega = FEATURE_NAMES.map(
      (name, k) =>
        w[k] * ((name === "centreX" || name === "centreY" ? DEFAULT_PARAMETERS.firstFixationCentre : 1) + factor(name, early[0])),
    );
    [...map.first].forEach((v, c) => expect(v).toBeCloseTo(exactMap(firstOmega)[c], 12));
    expect(map.early).toHaveLength(1);
    const secondOmega = FEATURE_NAMES.map((name, k) => w[k] * factor(name, early[1]));
    [...map.early[0]].forEach((v, c) => expect(v).toBeCloseTo(exactMap(secondOmega)[c], 12));
    // A designed share d adds d × the designed coefficients: here the text group's and the layout group's.
    expect(earlyFactors(early[0], 0.25)[FEATURE_NAMES.indexOf("text")]).toBe(0.25);
    expect(earlyFactors(early[1], 0.5)[FEATURE_NAMES.indexOf("left")]).toBe(-0.5);
    expect(earlyFactors(early[0], 0.5)[FEATURE_NAMES.indexOf("faces")]).toBe(1);
  });

  it("keeps each single label's documented effect whole and scales down only combinations beyond the bound", () => {
    const image = features(4);
    const weights = FEATURE_NAMES.map((name) => DEFAULT_PARAMETERS.weights[name]);
    const shift = (factors: number[]) => weights.reduce((s, w, k) => s + Math.abs(w * (factors[k] - 1)), 0);
    const setups = profileSetups();
    for (const categories of setups.slice(0, -1)) {
      const [viewer] = drawViewers(categories, 1, new Rng(1));
      expect(shift(viewer.featureFactors), JSON.stringify(viewer.labels)).toBeLessThanOrEqual(MAX_PROFILE_SHIFT);
    }
    const [extreme] = drawViewers(setups.at(-1)!, 1, new Rng(1));
    expect(shift(extreme.featureFactors)).toBeGreaterThan(MAX_PROFILE_SHIFT);
    const capped = priorityMap(image, DEFAULT_PARAMETERS, extreme.featureFactors);
    expect(maxLogRatio(capped.viewing, priorityMap(image, DEFAULT_PARAMETERS).viewing)).toBeGreaterThan(0);
  });
});
