import { describe, expect, it } from "vitest";
import { quantile, timeFigures } from "./time-figures";

const A = { x: 0, y: 0, w: 100, h: 100 };
const B = { x: 200, y: 0, w: 100, h: 100 };
const OUTSIDE = { x: 500, y: 500 };
const inA = { x: 50, y: 50 };
const inB = { x: 250, y: 50 };

/** Onsets on a clock: the first fixation after `latency`, each next one `saccade` ms after the one before it ends. */
function clocked(untimedPaths: { x: number; y: number; dur: number }[][], latency: number, saccade: number) {
  return untimedPaths.map((path) => {
    let t = latency;
    return path.map((f) => {
      const timed = { ...f, t };
      t += f.dur + saccade;
      return timed;
    });
  });
}

/**
 * Four viewers, fixations as (where, ms), back to back from 0 ms below (`clocked(…, 0, 0)`).
 * 0 (Women): A 0–300, B 300–700, A again 700–1200 (a revisit), elsewhere.
 * 1 (Men): elsewhere 0–1200, B 1200–1500, B 1500–1700 (still there, no revisit), A 1700–1800.
 * 2 (Men): elsewhere 0–3500, A 3500–3700.
 * 3 (Women): elsewhere only.
 */
const untimed = [
  [
    { ...inA, dur: 300 },
    { ...inB, dur: 400 },
    { ...inA, dur: 500 },
    { ...OUTSIDE, dur: 2000 },
  ],
  [
    { ...OUTSIDE, dur: 1200 },
    { ...inB, dur: 300 },
    { x: 260, y: 60, dur: 200 },
    { ...inA, dur: 100 },
  ],
  [
    { ...OUTSIDE, dur: 3500 },
    { ...inA, dur: 200 },
  ],
  [{ ...OUTSIDE, dur: 250 }],
];
const paths = clocked(untimed, 0, 0);
const labels = [{ Gender: "Women" }, { Gender: "Men" }, { Gender: "Men" }, { Gender: "Women" }];

describe("time figures", () => {
  const [a, b] = timeFigures([A, B], paths, labels);

  it("gives the first look's median and quartiles over the viewers who looked, the other shares over all viewers", () => {
    // A's first looks: 0, 1700, 3500 ms.
    expect(a.time).toEqual({
      first_look_ms: { median: 1700, q1: 850, q3: 2600 },
      seen_1s: 25,
      seen_3s: 50,
      dwell_ms: 275,
      revisits: 25,
      entry_order: 1.33,
    });
    // B's first looks: 300, 1200 ms; viewer 1's two fixations in a row on B are no revisit.
    expect(b.time).toEqual({
      first_look_ms: { median: 750, q1: 525, q3: 975 },
      seen_1s: 25,
      seen_3s: 50,
      dwell_ms: 225,
      revisits: 0,
      entry_order: 1.5,
    });
  });

  it("gives the same figures per segment, over that segment's viewers", () => {
    expect(a.segments).toEqual({
      Gender: {
        Women: { first_look_ms: { median: 0, q1: 0, q3: 0 }, seen_1s: 50, seen_3s: 50, dwell_ms: 400, revisits: 50, entry_order: 1 },
        Men: { first_look_ms: { median: 2600, q1: 2150, q3: 3050 }, seen_1s: 0, seen_3s: 50, dwell_ms: 150, revisits: 0, entry_order: 1.5 },
      },
    });
    expect(b.segments.Gender.Women).toEqual({
      first_look_ms: { median: 300, q1: 300, q3: 300 },
      seen_1s: 50,
      seen_3s: 50,
      dwell_ms: 200,
      revisits: 0,
      entry_order: 2,
    });
    expect(b.segments.Gender.Men.entry_order).toBe(1);
  });

  it("reads each fixation's onset: a latency and saccades delay every first look", () => {
    // 400 ms before the first fixation, 50 ms per saccade: A's first looks at 400, 2250 and 3950 ms, B's at 750 and 1650.
    const [later, laterB] = timeFigures([A, B], clocked(untimed, 400, 50), labels);
    expect(later.time).toEqual({ ...a.time, first_look_ms: { median: 2250, q1: 1325, q3: 3100 } });
    expect(laterB.time).toEqual({ ...b.time, first_look_ms: { median: 1200, q1: 975, q3: 1425 }, seen_1s: 25 });
  });

  it("has no first look and no entry order for an area nobody looked at", () => {
    const [nobody] = timeFigures([{ x: 900, y: 900, w: 10, h: 10 }], paths, labels);
    expect(nobody.time).toEqual({ first_look_ms: null, seen_1s: 0, seen_3s: 0, dwell_ms: 0, revisits: 0, entry_order: null });
  });

  it("ranks areas entered on the same fixation alike", () => {
    const both = { x: 0, y: 0, w: 300, h: 100 };
    const areas = timeFigures([A, B, both], [paths[0]], [labels[0]]);
    expect(areas.map((area) => area.time.entry_order)).toEqual([1, 2, 1]);
    // Moving from A to B stays inside the surrounding area: no revisit.
    expect(areas[2].time.revisits).toBe(0);
  });
});

describe("quantile", () => {
  it("interpolates between order statistics", () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([7], 0.75)).toBe(7);
  });
});
