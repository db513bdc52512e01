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
// Four viewers are too few for a median time in the product; these tests read the rules on them all the same.
const HAND_MADE = { minLookers: 1 };

describe("time figures", () => {
  const [a, b] = timeFigures([A, B], paths, labels, HAND_MADE);

  it("gives the first look's median and quartiles over the viewers who looked, the other shares over all viewers", () => {
    // A's first looks: 0, 1700, 3500 ms.
    expect(a.time).toMatchObject({
      first_look_ms: { median: 1700, q1: 850, q3: 2600 },
      seen_1s: 25,
      seen_3s: 50,
      dwell_ms: 275,
      revisits: 25,
      entry_order: 1.33,
    });
    // B's first looks: 300, 1200 ms; viewer 1's two fixations in a row on B are no revisit.
    expect(b.time).toMatchObject({
      first_look_ms: { median: 750, q1: 525, q3: 975 },
      seen_1s: 25,
      seen_3s: 50,
      dwell_ms: 225,
      revisits: 0,
      entry_order: 1.5,
    });
  });

  it("gives the same figures per segment, over that segment's viewers", () => {
    expect(a.segments).toMatchObject({
      Gender: {
        Women: { first_look_ms: { median: 0, q1: 0, q3: 0 }, seen_1s: 50, seen_3s: 50, dwell_ms: 400, revisits: 50, entry_order: 1 },
        Men: { first_look_ms: { median: 2600, q1: 2150, q3: 3050 }, seen_1s: 0, seen_3s: 50, dwell_ms: 150, revisits: 0, entry_order: 1.5 },
      },
    });
    expect(b.segments.Gender.Women).toMatchObject({
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
    const [later, laterB] = timeFigures([A, B], clocked(untimed, 400, 50), labels, HAND_MADE);
    // The same figures but the first looks (and so their intervals).
    expect({ ...later.time, intervals: null }).toEqual({ ...a.time, intervals: null, first_look_ms: { median: 2250, q1: 1325, q3: 3100 } });
    expect({ ...laterB.time, intervals: null }).toEqual({
      ...b.time,
      intervals: null,
      first_look_ms: { median: 1200, q1: 975, q3: 1425 },
      seen_1s: 25,
    });
  });

  it("has no first look and no entry order for an area nobody looked at", () => {
    const [nobody] = timeFigures([{ x: 900, y: 900, w: 10, h: 10 }], paths, labels, HAND_MADE);
    expect(nobody.time).toMatchObject({ first_look_ms: null, seen_1s: 0, seen_3s: 0, dwell_ms: 0, revisits: 0, entry_order: null });
  });

  it("ranks areas entered on the same fixation alike", () => {
    const both = { x: 0, y: 0, w: 300, h: 100 };
    const areas = timeFigures([A, B, both], [paths[0]], [labels[0]], HAND_MADE);
    expect(areas.map((area) => area.time.entry_order)).toEqual([1, 2, 1]);
    // Moving from A to B stays inside the surrounding area: no revisit.
    expect(areas[2].time.revisits).toBe(0);
  });
});

describe("how sure the time figures are", () => {
  // 40 viewers: 12 look at A at 200, 400, … 2400 ms (for 300 ms each), the others elsewhere.
  const crowd = Array.from({ length: 40 }, (_, v) =>
    v < 12
      ? [
          { ...OUTSIDE, t: 0, dur: 200 * (v + 1) },
          { ...inA, t: 200 * (v + 1), dur: 300 },
        ]
      : [{ ...OUTSIDE, t: 0, dur: 3000 }],
  );
  const crowdLabels = crowd.map((_, v) => ({ Device: v % 4 === 0 ? "Tablet" : "Phone" }));
  const nowhere = { x: 900, y: 900, w: 10, h: 10 };
  const [onA, onNowhere] = timeFigures([A, nowhere], crowd, crowdLabels);

  it("counts the viewers who looked and those the shares are over", () => {
    expect(onA.time).toMatchObject({ viewers: 12, viewers_total: 40, seen_1s: 10, seen_3s: 30 });
    expect(onA.segments.Device.Tablet).toMatchObject({ viewers: 3, viewers_total: 10 });
  });

  it("gives Wilson's interval for shares, around the figure and never empty", () => {
    expect(onA.time.intervals?.seen_3s).toEqual([19.7, 42.9]);
    expect(onA.time.intervals?.seen_1s[0]).toBeGreaterThan(0);
    expect(onA.segments.Device.Tablet.intervals?.seen_1s).toEqual([2.3, 34.8]);
    expect(onA.segments.Device.Tablet.intervals?.seen_3s).toEqual([12.7, 55.8]);
  });

  it("brackets the median first look by order statistics and the dwell by the score interval of an amount", () => {
    const [low, high] = onA.time.intervals!.first_look_ms!;
    expect(low).toBeLessThanOrEqual(onA.time.first_look_ms!.median);
    expect(high).toBeGreaterThanOrEqual(onA.time.first_look_ms!.median);
    expect(low).toBeGreaterThanOrEqual(200);
    expect(high).toBeLessThanOrEqual(2400);
    // Every looker gave 300 ms: Wilson's interval of 12 in 40 (19.7–42.9 %), times 300 ms.
    expect(onA.time.dwell_ms).toBe(90);
    expect(onA.time.intervals!.dwell_ms).toEqual([59, 129]);
    // Nobody looked at it, yet the dwell may be above 0: Wilson's upper bound at 0 of 40, times the image's 300 ms.
    expect(onNowhere.time.intervals!.dwell_ms).toEqual([0, 19]);
    expect(onNowhere.segments.Device.Tablet.intervals!.dwell_ms![1]).toBeGreaterThan(19);
  });

  it("withholds a median time that fewer than ten viewers who looked would give", () => {
    expect(onA.segments.Device.Tablet).toMatchObject({ first_look_ms: null, entry_order: null });
    expect(onA.segments.Device.Tablet.intervals?.first_look_ms).toBeNull();
    expect(onA.segments.Device.Phone).toMatchObject({ viewers: 9, first_look_ms: null });
    expect(onA.time.first_look_ms).not.toBeNull();
  });
});

describe("quantile", () => {
  it("interpolates between order statistics", () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([7], 0.75)).toBe(7);
  });
});
