import { describe, expect, it } from "vitest";
import type { ImageFeatures } from "../features/feature-maps";
import { FEATURE_NAMES } from "../features/feature-names";
import { DEFAULT_PARAMETERS, EARLY_GROUPS, type EarlyTilt, type ModelParameters } from "../parameters";
import { priorityMap, priorityMaps } from "../priority/priority-map";
import { Rng } from "../rng";
import { nextLogWeights, sampleScanpaths, stationaryProposal, tables } from "./scanpaths";
import { drawViewers } from "./viewers";
import { DEGREE_FRACTION } from "../geometry";

/** A 4 × 3 grid on a 400 × 300 image: few cells, so empirical frequencies are sharp. */
const GRID = { w: 4, h: 3 };
const [WIDTH, HEIGHT] = [400, 300];
const groupTilt = (values: number[]) =>
  Object.fromEntries(Object.keys(EARLY_GROUPS).map((g, i) => [g, values[i]])) as EarlyTilt["photograph"];
const NONE = groupTilt([0, 0, 0, 0, 0, 0]);
/** Hand-made early tilts (faces, figures, text, salience, centre, layout) on the first and second fixations. */
const TILTED: ModelParameters = {
  ...DEFAULT_PARAMETERS,
  clock: {
    ...DEFAULT_PARAMETERS.clock,
    early: [
      { photograph: groupTilt([1, 0.5, -0.5, 0.25, 0, 1]), designed: NONE },
      { photograph: groupTilt([0.75, 0, 0.5, 0, -0.5, 0]), designed: NONE },
    ],
  },
};

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

/** The saccade likelihood exp(−(d/scale)^exponent) by cell offset, d in fractions of the long side, at [|dy| × w + |dx|]. */
function saccadeTable(): Float64Array {
  const { scale, exponent } = DEFAULT_PARAMETERS.amplitude;
  return Float64Array.from({ length: GRID.w * GRID.h }, (_, c) => {
    const d = Math.hypot(((c % GRID.w) * WIDTH) / GRID.w, (Math.floor(c / GRID.w) * HEIGHT) / GRID.h) / WIDTH;
    return Math.exp(-(d ** exponent) / scale ** exponent);
  });
}

/** The stationary distribution of the chain that proposes cell j from cell i ∝ proposal(j) × saccade likelihood. */
function stationaryOf(proposal: Float64Array): number[] {
  const saccade = saccadeTable();
  const cells = GRID.w * GRID.h;
  const kernel = (i: number, j: number) =>
    saccade[Math.abs(Math.floor(i / GRID.w) - Math.floor(j / GRID.w)) * GRID.w + Math.abs((i % GRID.w) - (j % GRID.w))];
  const rows = Array.from({ length: cells }, (_, i) => normalise(Array.from({ length: cells }, (_, j) => proposal[j] * kernel(i, j))));
  let p = Array<number>(cells).fill(1 / cells);
  for (let step = 0; step < 5000; step++) p = Array.from({ length: cells }, (_, j) => p.reduce((s, v, i) => s + v * rows[i][j], 0));
  return p;
}

/**
 * The model's next-fixation distribution written out directly, cell by cell: Q × exp(−(d/scale)^exponent) ×
 * e^(−dip at the last cell) × e^(bias × x) × the second fixation's tilt, d in fractions of the long side.
 */
function exactSecond(proposal: Float64Array, tilt: Float64Array, last: number, bias: number): number[] {
  const { scale, exponent } = DEFAULT_PARAMETERS.amplitude;
  const { sigma, strength } = DEFAULT_PARAMETERS.ior;
  const centre = (c: number) => ({
    x: (((c % GRID.w) + 0.5) * (WIDTH / GRID.w)) / WIDTH,
    y: ((Math.floor(c / GRID.w) + 0.5) * (HEIGHT / GRID.h)) / WIDTH,
  });
  const from = centre(last);
  return normalise(
    [...proposal].map((p, c) => {
      const to = centre(c);
      const d2 = (to.x - from.x) ** 2 + (to.y - from.y) ** 2;
      const xSigned = (((c % GRID.w) + 0.5) / GRID.w) * 2 - 1;
      return (
        p *
        Math.exp(-(Math.sqrt(d2) ** exponent) / scale ** exponent) *
        Math.exp(-strength * Math.exp(-d2 / (2 * sigma * sigma))) *
        Math.exp(bias * xSigned) *
        tilt[c]
      );
    }),
  );
}

describe("scanpath sampling", () => {
  it("draws first and second fixations from the model's distributions, reading bias, inhibition and early tilts included", async () => {
    const image = features();
    const viewers = drawViewers({}, 60_000, new Rng(1)).map((viewer) => ({ ...viewer, readingBias: 1.5 }));
    const priority = priorityMaps(image, TILTED, viewers);
    const paths = await sampleScanpaths(image, priority, viewers, WIDTH, HEIGHT, TILTED, new Rng(2), {
      readingDirectionBias: true,
    });
    const cells = GRID.w * GRID.h;
    const frequencies = (list: number[]) => normalise(Array.from({ length: cells }, (_, c) => list.filter((v) => v === c).length));

    const firstCells = paths.map((path) => path[0].cell);
    const { first, viewing, early } = priority.maps[0];
    // The first fixation's tilt is part of its map (priority-map.test.ts checks the map itself).
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
      const proposal = stationaryProposal(viewing, saccadeTable(), GRID.w, GRID.h);
      expect(totalVariation(frequencies(seconds), exactSecond(proposal, early[0], last, 1.5)), `after cell ${last}`).toBeLessThan(0.04);
    }
  });

  it("writes out each cell's log weight for the next fixation after a hand-made scanpath", () => {
    const image = features();
    const map = priorityMap(image, TILTED);
    const t = tables(image, WIDTH, HEIGHT, TILTED);
    const proposal = stationaryProposal(map.viewing, t.saccade, GRID.w, GRID.h);
    // Fixated: cell 5 (column 1, row 1), then cell 2 (column 2, row 0).
    const fixated = Int32Array.from([5, 2]);
    expect([...nextLogWeights(t, map, proposal, fixated, 0)]).toEqual([...map.first].map(Math.log));
    const { scale, exponent } = TILTED.amplitude;
    const { sigma, strength, decay } = TILTED.ior;
    const at = (c: number) => ({ x: ((c % GRID.w) * (WIDTH / GRID.w)) / WIDTH, y: (Math.floor(c / GRID.w) * (HEIGHT / GRID.h)) / WIDTH });
    const dip = (c: number, f: number) => Math.exp(-((at(c).x - at(f).x) ** 2 + (at(c).y - at(f).y) ** 2) / (2 * sigma * sigma));
    const third = nextLogWeights(t, map, proposal, fixated, 2);
    for (let c = 0; c < GRID.w * GRID.h; c++) {
      const d = Math.hypot(at(c).x - at(2).x, at(c).y - at(2).y);
      // From cell 2: Q × saccade likelihood, less the inhibition of cell 2 (this fixation) and of cell 5 (× decay).
      const expected = Math.log(proposal[c]) - (d / scale) ** exponent - strength * (dip(c, 2) + decay * dip(c, 5));
      expect(third[c]).toBeCloseTo(expected, 10);
    }
  });

  it("proposes from weights under which the viewing map is the stationary distribution", () => {
    const { viewing } = priorityMaps(features(), DEFAULT_PARAMETERS, drawViewers({}, 1, new Rng(1))).maps[0];
    const target = normalise([...viewing]);
    // Proposing from the viewing map itself settles on a sharper map; the stationary proposal settles on the map.
    expect(totalVariation(stationaryOf(viewing), target)).toBeGreaterThan(0.1);
    expect(totalVariation(stationaryOf(stationaryProposal(viewing, saccadeTable(), GRID.w, GRID.h)), target)).toBeLessThan(1e-4);
  });

  it("gives each viewer a pace, so fixation counts vary between viewers as much as the pace says and no more", async () => {
    const { logSd, viewerSd } = { logSd: 0.5, viewerSd: 0.2 };
    const countsWith = async (duration: { logSd: number; viewerSd: number }) => {
      const parameters = { ...DEFAULT_PARAMETERS, duration: { ...DEFAULT_PARAMETERS.duration, ...duration } };
      const viewers = drawViewers({}, 4000, new Rng(5));
      const priority = priorityMaps(features(), parameters, viewers);
      const paths = await sampleScanpaths(features(), priority, viewers, WIDTH, HEIGHT, parameters, new Rng(6), {
        readingDirectionBias: false,
      });
      const counts = paths.map((path) => path.length);
      const mean = counts.reduce((s, c) => s + c, 0) / counts.length;
      return { mean, sd: Math.sqrt(counts.reduce((s, c) => s + (c - mean) ** 2, 0) / counts.length) };
    };
    // The same spread of single durations, all of it within viewers or part of it between them.
    const alike = await countsWith({ logSd: Math.hypot(logSd, viewerSd), viewerSd: 0 });
    const paced = await countsWith({ logSd, viewerSd });
    // A count is convex in its viewer's durations, so a pace shared by a viewer's fixations raises the mean count by up
    // to e^(viewerSd²) − 1 ≈ 4 % (less with the fixed latency and saccade times), not more.
    expect(Math.abs(paced.mean - alike.mean) / alike.mean).toBeLessThan(0.05);
    expect(paced.sd).toBeGreaterThan(alike.sd * 1.2);
  });

  it("runs on the clock: a latency before the first fixation, a main-sequence saccade before each next one, the budget's end", async () => {
    // Fixed times: no spread in latency or durations, no lengthening on faces or text.
    const parameters = {
      ...DEFAULT_PARAMETERS,
      duration: { logMean: Math.log(230), logSd: 0, viewerSd: 0, faceFactor: 1, textFactor: 1 },
      clock: { latency: { logMean: Math.log(450), logSd: 0 }, saccade: { baseMs: 25, msPerDegree: 2.5 }, early: [] },
    };
    const viewers = drawViewers({}, 200, new Rng(3));
    const paths = await sampleScanpaths(
      features(),
      priorityMaps(features(), parameters, viewers),
      viewers,
      WIDTH,
      HEIGHT,
      parameters,
      new Rng(4),
      {
        readingDirectionBias: false,
      },
    );
    const degree = DEGREE_FRACTION * WIDTH;
    for (const path of paths) {
      let end = 0;
      path.forEach((f, i) => {
        const start = i === 0 ? 450 : end + 25 + 2.5 * (Math.hypot(f.x - path[i - 1].x, f.y - path[i - 1].y) / degree);
        expect(f.t).toBe(Math.round(start));
        expect(start).toBeLessThan(3000);
        expect(f.dur).toBe(Math.round(Math.min(230, 3000 - start)));
        end = start + 230;
      });
      // The next fixation, at most the image's diagonal away, would have started at or after the budget's end.
      expect(end + 25 + 2.5 * (Math.hypot(WIDTH, HEIGHT) / degree)).toBeGreaterThanOrEqual(3000);
    }
  });

  it("ends a mobile viewer's viewing after 3 s × 1.7 / 2.5 (the feed study), every other viewer's, tired ones too, after 3 s", async () => {
    const parameters = { ...DEFAULT_PARAMETERS, duration: { ...DEFAULT_PARAMETERS.duration, viewerSd: 0 } };
    const categories = {
      Device: { values: { Mobile: 1, Desktop: 1, Tablet: 1 }, locks: {} },
      Mood: { values: { Tired: 1, Stressed: 1 }, locks: {} },
      Age: { values: { "18-24": 1, "65+": 1 }, locks: {} },
    };
    const viewers = drawViewers(categories, 300, new Rng(5));
    const paths = await sampleScanpaths(
      features(),
      priorityMaps(features(), parameters, viewers),
      viewers,
      WIDTH,
      HEIGHT,
      parameters,
      new Rng(6),
      {
        readingDirectionBias: false,
      },
    );
    const ends = { mobile: [] as number[], other: [] as number[] };
    paths.forEach((path, v) => {
      const last = path[path.length - 1];
      (viewers[v].labels.Device === "Mobile" ? ends.mobile : ends.other).push(last.t + last.dur);
    });
    // The last fixation is cut at the budget's end (onset and duration each rounded to the ms); the next would have started later.
    expect(Math.max(...ends.mobile)).toBeLessThanOrEqual(2041);
    expect(Math.min(...ends.mobile)).toBeGreaterThan(1700);
    expect(Math.max(...ends.other)).toBeLessThanOrEqual(3001);
    expect(Math.min(...ends.other)).toBeGreaterThan(2660);
  });
});
