import { DEFAULT_PARAMETERS } from "@adsight/engine/src/simulation/stages";
import { describe, expect, it } from "vitest";
import { videoGaze } from "./video-viewers";

const grid = { w: 4, h: 3, width: 400, height: 300 };
const onlyCell = (cell: number) => Float64Array.from({ length: 12 }, (_, c) => (c === cell ? 1 : 1e-12));
// The first shot shows something at the top left, the second at the bottom right.
const maps = [
  { tMs: 0, cells: onlyCell(0) },
  { tMs: 1000, cells: onlyCell(11) },
];
const times = [100, 850, 2500];

describe("videoGaze", () => {
  it("starts at the centre, looks after the latency and follows the frame on screen", () => {
    const [start, , late] = videoGaze(grid, maps, times, 200, DEFAULT_PARAMETERS, 3, false, [900]);
    expect(new Set(start)).toEqual(new Set([1 * 4 + 2]));
    expect(new Set(late)).toEqual(new Set([11]));
  });

  it("never looks by a frame from across a cut", () => {
    const withCut = videoGaze(grid, maps, times, 200, DEFAULT_PARAMETERS, 3, false, [900])[1];
    const withoutCut = videoGaze(grid, maps, times, 200, DEFAULT_PARAMETERS, 3, false, [])[1];
    expect(withCut.filter((c) => c === 11)).toHaveLength(0);
    expect(withCut.filter((c) => c === 0).length).toBeGreaterThan(100);
    expect(withoutCut.filter((c) => c === 11).length).toBeGreaterThan(100);
  });

  it("draws the same gaze from the same seed", () => {
    expect(videoGaze(grid, maps, times, 50, DEFAULT_PARAMETERS, 9, true, [900])).toEqual(
      videoGaze(grid, maps, times, 50, DEFAULT_PARAMETERS, 9, true, [900]),
    );
  });
});
