import type { Categories } from "@adsight/shared";
import { FEATURE_NAMES } from "../features/feature-names";
import { profileOf } from "./profiles";
import type { Rng } from "../rng";

export interface Viewer {
  labels: Record<string, string>;
  time: number;
  featureFactors: number[]; // centre terms carry the centre-bias factor
  readingBias: number;
  valence: number;
  arousal: number;
}

export function drawViewers(categories: Categories, count: number, rng: Rng): Viewer[] {
  const entries = Object.entries(categories).map(([name, category]) => {
    const labels = Object.keys(category.values);
    return { name, labels, weights: labels.map((label) => Math.max(0, category.values[label])) };
  });
  const viewers: Viewer[] = [];
  for (let i = 0; i < count; i++) {
    const viewer: Viewer = {
      labels: {},
      time: 1,
      featureFactors: FEATURE_NAMES.map(() => 1),
      readingBias: 0,
      valence: 0,
      arousal: 0,
    };
    let centre = 1;
    const featureShift: number[] = FEATURE_NAMES.map(() => 0);
    for (const entry of entries) {
      if (entry.labels.length === 0) continue;
      const label = entry.labels[rng.pick(entry.weights)];
      viewer.labels[entry.name] = label;
      const profile = profileOf(entry.name, label);
      viewer.time *= profile.time ?? 1;
      centre *= profile.centre ?? 1;
      viewer.readingBias += profile.readingBias;
      viewer.valence += profile.valence ?? 0;
      viewer.arousal += profile.arousal ?? 0;
      FEATURE_NAMES.forEach((name, k) => (featureShift[k] += profile.features?.[name] ?? 0));
    }
    viewer.featureFactors = FEATURE_NAMES.map((name, k) =>
      name === "centreX" || name === "centreY" ? centre : Math.max(0, 1 + featureShift[k]),
    );
    viewers.push(viewer);
  }
  return viewers;
}
