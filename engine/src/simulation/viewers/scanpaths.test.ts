import { describe, expect, it } from "vitest";
import { FEATURE_NAMES, type ImageFeatures } from "../features/feature-maps";
import { DEFAULT_PARAMETERS } from "../parameters";
import { priorityMaps } from "../priority/priority-map";
import { Rng } from "../rng";
import { sampleScanpaths } from "./scanpaths";
import { drawViewers } from "./viewers";

/** A 4 × 3 grid on a 400 × 300 image: few cells, so empirical frequencies are sharp. */
const GRID = { w: 4, h: 3 };
const [WIDTH, HEIGHT] = [400, 300];

function features(): ImageFeatures {
  const rng = new Rng(11);
  const maps = FEATURE_NAMES.map((name) => {
    const sign = name === "centreX" || name === "centreY" ? -1 : 1;
    return Float32Array.from({ length: GRID.w * GRID.h }, () => sign * rng.next());
  });
  return { grid: GRID, maps };
}

const normalise = (weights: number[]) => {
  const total = weights.reduce((s, v) => s + v, 0);
  return weights.map((v) => v / total);
};
const totalVariation = (p: number[], q: number[]) => p.reduce((s, v, i) => s + Math.abs(v - q[i]), 0) / 2;

/**
 * The model's next-fixation distribution written out directly, cell by cell, as the tensor sampler computed it:
 * P × exp(−(d/scale)^exponent) × e^(−dip at the last cell) × e^(bias × x), d in fractions of the long side.
 */
function exactSecond(viewing: Float64Array, last: number, bias: number): number[] {
  const { scale, exponent } = DEFAULT_PARAMETERS.amplitude;
  const { sigma, strength } = DEFAULT_PARAMETERS.ior;
  const centre = (c: number) => ({
    x: (((c % GRID.w) + 0.5) * (WIDTH / GRID.w)) / WIDTH,
    y: ((Math.floor(c / GRID.w) + 0.5) * (HEIGHT / GRID.h)) / WIDTH,
  });
  const from = centre(last);
  return normalise(
    [...viewing].map((p, c) => {
      const to = centre(c);
      const d2 = (to.x - from.x) ** 2 + (to.y - from.y) ** 2;
      const xSigned = (((c % GRID.w) + 0.5) / GRID.w) * 2 - 1;
      return (
        p *
        Math.exp(-(Math.sqrt(d2) ** exponent) / scale ** exponent) *
        Math.exp(-strength * Math.exp(-d2 / (2 * sigma * sigma))) *
        Math.exp(bias * xSigned)
      );
    }),
  );
}

describe("scanpath sampling", () => {
  it("draws first and second fixations from the model's distributions, reading bias and inhibition included", async () => {
    const image = features();
    const viewers = drawViewers({}, 60_000, new Rng(1)).map((viewer) => ({ ...viewer, readingBias: 1.5 }));
    const priority = priorityMaps(image, DEFAULT_PARAMETERS, viewers);
    const paths = await sampleScanpaths(image, priority, viewers, WIDTH, HEIGHT, DEFAULT_PARAMETERS, new Rng(2), {
      readingDirectionBias: true,
    });
    const cells = GRID.w * GRID.h;
    const frequencies = (list: number[]) => normalise(Array.from({ length: cells }, (_, c) => list.filter((v) => v === c).length));

    const firstCells = paths.map((path) => path[0].cell);
    const { first, viewing } = priority.maps[0];
    const exactFirst = normalise([...first].map((p, c) => p * Math.exp(1.5 * ((((c % GRID.w) + 0.5) / GRID.w) * 2 - 1))));
    expect(totalVariation(frequencies(firstCells), exactFirst)).toBeLessThan(0.01);

    // The first cells that at least 1 500 of the viewers start on, so each second-fixation frequency is sharp.
    const common = [...Array(cells).keys()]
      .filter((c) => exactFirst[c] * viewers.length > 1700)
      .sort((a, b) => exactFirst[b] - exactFirst[a]);
    expect(common.length).toBeGreaterThanOrEqual(2);
    for (const last of common) {
      const seconds = paths.filter((path) => path[0].cell === last && path.length > 1).map((path) => path[1].cell);
      expect(seconds.length).toBeGreaterThan(1500);
      expect(totalVariation(frequencies(seconds), exactSecond(viewing, last, 1.5)), `after cell ${last}`).toBeLessThan(0.04);
    }
  });
});
