import { AUDIENCE_CATEGORIES, type Categories } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, type ImageFeatures } from "../features/feature-maps";
import { DEFAULT_PARAMETERS } from "../parameters";
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

  it(`moves no cell's probability by more than a factor e^${MAX_PROFILE_SHIFT} for any profile (first fixation: × the first-fixation centre factor)`, () => {
    for (const seed of [1, 2, 3]) {
      const image = features(seed);
      const baseline = priorityMap(image, DEFAULT_PARAMETERS);
      for (const categories of profileSetups()) {
        const [viewer] = drawViewers(categories, 1, new Rng(seed));
        const map: PriorityMap = priorityMap(image, DEFAULT_PARAMETERS, viewer.featureFactors);
        const label = JSON.stringify(viewer.labels);
        expect(maxLogRatio(map.viewing, baseline.viewing), label).toBeLessThanOrEqual(MAX_PROFILE_SHIFT + 1e-9);
        expect(maxLogRatio(map.first, baseline.first), label).toBeLessThanOrEqual(
          MAX_PROFILE_SHIFT * DEFAULT_PARAMETERS.firstFixationCentre + 1e-9,
        );
      }
    }
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
