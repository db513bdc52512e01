import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMETERS } from "../parameters";
import { Rng } from "../rng";
import { fixationAt, videoScanpaths } from "./video-scanpaths";

const onlyCell = (cell: number) => Float64Array.from({ length: 12 }, (_, c) => (c === cell ? 1 : 1e-12));
// The first shot shows something at the top left, the second at the bottom right.
const maps = [
  { tMs: 0, cells: onlyCell(0) },
  { tMs: 1000, cells: onlyCell(11) },
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

  it("draws the same gaze from the same seed", () => {
    expect(videoScanpaths(clip([900]), maps, 50, DEFAULT_PARAMETERS, new Rng(9))).toEqual(
      videoScanpaths(clip([900]), maps, 50, DEFAULT_PARAMETERS, new Rng(9)),
    );
  });
});
