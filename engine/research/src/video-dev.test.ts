import { describe, expect, it } from "vitest";
import { gazeIn, type GazeTrack } from "./video-dev";

const track: GazeTrack = {
  observer: "hand-made",
  t: Float64Array.from([0, 10, 20, 30, 50]),
  x: Float64Array.from([100, 110, 130, 400, 500]),
  y: Float64Array.from([50, 60, 70, 80, 90]),
};

describe("gazeIn", () => {
  it("averages the samples from the window's start up to, not including, its end", () => {
    expect(gazeIn(track, 10, 30)).toEqual({ x: 120, y: 65 });
    expect(gazeIn(track, 0, 11)).toEqual({ x: 105, y: 55 });
  });

  it("has no point where the window holds no sample", () => {
    expect(gazeIn(track, 31, 50)).toBeUndefined();
    expect(gazeIn(track, 60, 100)).toBeUndefined();
  });
});
