import { describe, expect, it } from "vitest";
import type { ImageFeatures } from "../features/feature-maps";
import { FEATURE_NAMES } from "../features/feature-names";
import { DEFAULT_PARAMETERS } from "../parameters";
import type { PriorityMap } from "../priority/priority-map";
import { expectedViewingTime } from "./audience";
import { durationFactors } from "./scanpaths";
import type { Viewer } from "./viewers";

const CELLS = 4;
const features: ImageFeatures = {
  grid: { w: 2, h: 2 },
  maps: FEATURE_NAMES.map((name) => Float32Array.from({ length: CELLS }, (_, c) => (name === "faces" && c === 3 ? 1 : 0))),
};
const map = (viewing: number[]): PriorityMap => ({ viewing: Float64Array.from(viewing), first: Float64Array.from(viewing), early: [] });
const viewer = (time: number): Viewer => ({ labels: {}, time, featureFactors: [], readingBias: 0, valence: 0, arousal: 0 });

describe("expected viewing time", () => {
  it("weighs each viewing map, normalised, by its viewers' time and lengthens the cells where fixations last longer", () => {
    const maps = [map([1, 1, 0, 0]), map([0, 0, 2, 2])];
    const viewers = [viewer(1), viewer(0.5), viewer(2)];
    const time = expectedViewingTime({ viewers, priority: { maps, mapOf: Uint32Array.from([0, 0, 1]) } }, features, DEFAULT_PARAMETERS);
    const lengthen = durationFactors(features, DEFAULT_PARAMETERS);
    expect(lengthen[3]).toBeGreaterThan(1);
    [0.75, 0.75, 1, 1].forEach((share, c) => expect(time[c]).toBeCloseTo(share * lengthen[c], 12));
  });
});
