import { describe, expect, it } from "vitest";
import { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";
import { drawResamples, type Resamples } from "./intervals";
import { resampledViewerFigures, type ViewerRecords } from "./viewer-figures";

const logo = { x: 0, y: 0, w: 100, h: 100 };
const headline = { x: 200, y: 0, w: 200, h: 50 };
const at = (x: number, y: number, dur: number, cell: number): Fixation => ({ x, y, t: 0, dur, cell });

// Four viewers on a 4-cell grid: two start on the logo, one reads the headline, one looks elsewhere.
const records: ViewerRecords = {
  catchers: [
    { kind: "object", box: logo },
    { kind: "text", box: headline },
  ],
  captureBoxes: [logo],
  paths: [
    [at(50, 50, 300, 0), at(300, 20, 200, 1)],
    [at(50, 50, 500, 0)],
    [at(600, 300, 200, 3), at(300, 20, 400, 1)],
    [at(600, 300, 400, 3)],
  ],
  focus: 0.25,
  valence: [0.5, 0.2, -0.3, 0.1],
  arousal: [0.2, -0.1, 0.4, 0.3],
};

describe("the viewer figures of a resample", () => {
  it("are the audience's own when the resample holds each viewer once", () => {
    const once: Resamples = { count: 1, viewers: 4, weights: new Uint8Array(4).fill(1) };
    const [figures] = resampledViewerFigures(records, once, 1);
    expect(figures.capture).toBe(0.5);
    expect(figures.approach).toBe(50);
    expect(figures.valence).toBeCloseTo(0.125, 10);
    expect(figures.focus).toBe(0.25);
    expect(figures.catchers).toEqual([
      { kind: "object", reach: 50, share: 40 },
      { kind: "text", reach: 50, share: 30 },
    ]);
  });

  it("count a viewer drawn twice twice", () => {
    const twiceTheFirst: Resamples = { count: 1, viewers: 4, weights: Uint8Array.from([2, 0, 1, 1]) };
    const [figures] = resampledViewerFigures(records, twiceTheFirst, 1);
    expect(figures.capture).toBe(0.5);
    expect(figures.catchers[1].reach).toBe(75);
  });

  it("gives as many figures as resamples asked for, no more than drawn", () => {
    expect(resampledViewerFigures(records, drawResamples(4, new Rng(2), 30), 60)).toHaveLength(30);
    expect(resampledViewerFigures(records, drawResamples(4, new Rng(2), 30), 10)).toHaveLength(10);
  });
});
