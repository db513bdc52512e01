import { describe, expect, it } from "vitest";
import { recommendationKeyFrames } from "./key-frames";

const scene = (t_ms: number) => ({ t_ms, reason: "scene" as const });
const peak = (t_ms: number) => ({ t_ms, reason: "peak" as const });

describe("a video's key frames for recommendations", () => {
  it("takes each shot's first frame with the end of its shot, not the attention peaks", () => {
    const clip = { key_frames: [scene(0), peak(1500), scene(3000), peak(4200)], scene_cuts_ms: [2960], duration_ms: 6000 };
    expect(recommendationKeyFrames(clip)).toEqual([
      { t_ms: 0, reason: "scene", shot_end_ms: 2960 },
      { t_ms: 3000, reason: "scene", shot_end_ms: 6000 },
    ]);
  });

  it("keeps the opening shot and then the longest, in time order, at most the cap, each once", () => {
    // Shots: 0–1 s, 1–1.5 s, 1.5–5 s, 5–6 s, 6–10 s; the second shot's frame is listed twice.
    const clip = {
      key_frames: [scene(0), scene(1000), scene(1000), scene(1500), scene(5000), scene(6000)],
      scene_cuts_ms: [1000, 1500, 5000, 6000],
      duration_ms: 10_000,
    };
    expect(recommendationKeyFrames(clip, 3).map((k) => [k.t_ms, k.shot_end_ms])).toEqual([
      [0, 1000],
      [1500, 5000],
      [6000, 10_000],
    ]);
    expect(recommendationKeyFrames(clip, 1)).toEqual([{ t_ms: 0, reason: "scene", shot_end_ms: 1000 }]);
    expect(recommendationKeyFrames(clip, 10)).toHaveLength(5);
  });

  it("has none for a clip without a scene key frame", () => {
    expect(recommendationKeyFrames({ key_frames: [peak(500)], scene_cuts_ms: [], duration_ms: 2000 })).toEqual([]);
  });
});
