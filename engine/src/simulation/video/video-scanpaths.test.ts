import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMETERS } from "../parameters";
import { Rng } from "../rng";
import { fixationAt, videoScanpaths } from "./video-scanpaths";

const onlyCell = (cell: number) => Float64Array.from({ length: 12 }, (_, c) => (c === cell ? 1 : 1e-12));
const { firstFixationsAfterCut } = DEFAULT_PARAMETERS.video;
// The frame's baseline viewers make each of their first fixations on these cells, equally often.
const looksAt = (cells: number[], size = 12) => {
  const looks = new Float32Array(firstFixationsAfterCut * size);
  for (let k = 0; k < firstFixationsAfterCut; k++) for (const cell of cells) looks[k * size + cell] = 1 / cells.length;
  return looks;
};
// The first shot shows something at the top left, the second at the bottom right.
const maps = [
  { tMs: 0, cells: onlyCell(0), firstLooks: looksAt([0]) },
  { tMs: 1000, cells: onlyCell(11), firstLooks: looksAt([11]) },
];
const clip = (cuts: number[]) => ({ grid: { w: 4, h: 3 }, width: 400, height: 300, durationMs: 3000, cuts });
const cellsAt = (paths: ReturnType<typeof videoScanpaths>, tMs: number) => paths.map((path) => path[fixationAt(path, tMs)].cell);

describe("videoScanpaths", () => {
  it("starts at the centre, looks after the latency and follows the frame on screen", () => {
    const paths = videoScanpaths(clip([900]), maps, 200, DEFAULT_PARAMETERS, new Rng(3));
    expect(new Set(cellsAt(paths, 50))).toEqual(new Set([1 * 4 + 2]));
    expect(new Set(cellsAt(paths, 2500))).toEqual(new Set([11]));
    for (const path of paths) {
      expect(path[0]).toMatchObject({ x: 200, y: 150, t: 0 });
      // Each fixation starts after the one before it and a saccade; none runs past the clip's end.
      for (let i = 1; i < path.length; i++) expect(path[i].t).toBeGreaterThan(path[i - 1].t + path[i - 1].dur);
      expect(path[path.length - 1].t + path[path.length - 1].dur).toBeLessThanOrEqual(3000);
    }
  });

  it("never looks by a frame from across a cut", () => {
    const withCut = cellsAt(videoScanpaths(clip([900]), maps, 200, DEFAULT_PARAMETERS, new Rng(3)), 850);
    const withoutCut = cellsAt(videoScanpaths(clip([]), maps, 200, DEFAULT_PARAMETERS, new Rng(3)), 850);
    expect(withCut.filter((c) => c === 11)).toHaveLength(0);
    expect(withCut.filter((c) => c === 0).length).toBeGreaterThan(100);
    expect(withoutCut.filter((c) => c === 11).length).toBeGreaterThan(100);
  });

  it("settles on the frame's map itself, as viewers of an image do, not on a sharpened map", () => {
    const grid = { w: 8, h: 6 };
    const map = Float64Array.from({ length: 48 }, (_, c) => Math.exp((c * 7) % 5));
    const total = map.reduce((s, v) => s + v, 0);
    const long = { grid, width: 800, height: 600, durationMs: 20_000, cuts: [] };
    const paths = videoScanpaths(long, [{ tMs: 0, cells: map, firstLooks: looksAt([0], 48) }], 3000, DEFAULT_PARAMETERS, new Rng(4));
    const shares = new Float64Array(48);
    for (const t of [8000, 12_000, 16_000]) for (const cell of cellsAt(paths, t)) shares[cell] += 1 / (3 * 3000);
    // Total variation between where the viewers are and the map: 3 × 3 000 draws leave about 0.03 of it.
    const distance = shares.reduce((s, v, c) => s + Math.abs(v - map[c] / total), 0) / 2;
    expect(distance).toBeLessThan(0.06);
  });

  it("after a hard cut, makes its first fixations where the new frame's own viewers make theirs, then follows the map", () => {
    // The second shot's map spreads over its right column; its viewers first look at its thing at the bottom right.
    const spread = Float64Array.from({ length: 12 }, (_, c) => (c % 4 === 3 ? 1 : 1e-12));
    const shots = [maps[0], { tMs: 1000, cells: spread, firstLooks: looksAt([11]) }];
    const long = { ...clip([900]), durationMs: 8000 };
    // A fixation is drawn when the one before it ends.
    const after = videoScanpaths(long, shots, 300, DEFAULT_PARAMETERS, new Rng(6)).map((path) =>
      path.filter((_, i) => i > 0 && path[i - 1].t + path[i - 1].dur >= 900),
    );
    for (const fixations of after) {
      expect(fixations.slice(0, firstFixationsAfterCut).map((f) => f.cell)).toEqual(Array(firstFixationsAfterCut).fill(11));
      for (const f of fixations.slice(firstFixationsAfterCut)) expect(f.cell % 4).toBe(3);
    }
    const later = after.flatMap((fixations) => fixations.slice(firstFixationsAfterCut).map((f) => f.cell));
    expect(later.filter((cell) => cell !== 11).length).toBeGreaterThan(later.length / 4);
  });

  it("draws the same gaze from the same seed", () => {
    expect(videoScanpaths(clip([900]), maps, 50, DEFAULT_PARAMETERS, new Rng(9))).toEqual(
      videoScanpaths(clip([900]), maps, 50, DEFAULT_PARAMETERS, new Rng(9)),
    );
  });
});
