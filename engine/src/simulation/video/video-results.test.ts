import { describe, expect, it } from "vitest";
import type { Fixation } from "../viewers/scanpaths";
import type { Viewer } from "../viewers/viewers";
import { trackAreas, videoAreas, videoFigures, type FrameFindings } from "./video-results";

const NEUTRAL = { valence: 0, arousal: 0, emotions: [0, 0, 0, 0, 0, 0, 1] };
const frame = (tMs: number, areas: FrameFindings["areas"]): FrameFindings => ({
  tMs,
  areas,
  analysis: { affect: NEUTRAL, detections: [] },
});
const logo = (x: number): FrameFindings["areas"][number] => ({
  label: 'Text: "ACME"',
  kind: "text",
  text: "ACME",
  box: { x, y: 10, w: 40, h: 20 },
  sure: true,
});

describe("trackAreas", () => {
  it("follows a moving thing across frames, keeps it through one missed frame and ends it at a cut", () => {
    const frames = [frame(0, [logo(10)]), frame(500, [logo(20)]), frame(1000, []), frame(1500, [logo(30)]), frame(2000, [logo(30)])];
    const [first, second] = trackAreas(frames, [1800]);
    expect([...first.boxes.keys()]).toEqual([0, 1, 2, 3]);
    expect(first.boxes.get(2)).toEqual(logo(20).box);
    expect([...second.boxes.keys()]).toEqual([4]);
  });

  it("follows a line of text read differently from frame to frame, and names it by its most frequent reading", () => {
    const misread = { ...logo(12), label: 'Text: "ACNE"', text: "ACNE" };
    const tracks = trackAreas([frame(0, [logo(10)]), frame(500, [misread]), frame(1000, [logo(14)])], []);
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ label: 'Text: "ACME"', text: "ACME" });
  });

  it("names a line by its words where one frame reads them clearly and the others do not", () => {
    const unclear = { ...logo(12), label: "Text (unclear)", text: null };
    const tracks = trackAreas([frame(0, [unclear]), frame(500, [logo(10)]), frame(1000, [unclear])], []);
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ label: 'Text: "ACME"', text: "ACME" });
  });

  it("keeps a line on the track where it was read the same way, not on a smaller line it covers", () => {
    const line = (label: string, box: { x: number; y: number; w: number; h: number }) => ({
      label,
      kind: "text" as const,
      text: label,
      box,
      sure: true,
    });
    const frames = [
      frame(0, [line("Buy", { x: 0, y: 0, w: 100, h: 50 }), line("from", { x: 10, y: 30, w: 60, h: 15 })]),
      frame(500, [line("Buy", { x: 3, y: 3, w: 100, h: 50 })]),
      frame(1000, [line("Buy", { x: 6, y: 6, w: 100, h: 50 }), line("from", { x: 16, y: 36, w: 60, h: 15 })]),
    ];
    const tracks = trackAreas(frames, []);
    expect(tracks.map((t) => [t.label, [...t.boxes.keys()]])).toEqual([
      ["Buy", [0, 1, 2]],
      ["from", [0, 1, 2]],
    ]);
  });

  it("starts a new track for a thing of another label or far from the last box", () => {
    const frames = [frame(0, [logo(10)]), frame(500, [{ ...logo(10), label: "Bottle", kind: "object", text: null }, logo(200)])];
    expect(trackAreas(frames, [])).toHaveLength(3);
  });
});

describe("videoAreas", () => {
  const bird = (x: number): FrameFindings["areas"][number] => ({
    label: "Bird",
    kind: "object",
    text: null,
    box: { x, y: 50, w: 30, h: 30 },
    sure: true,
  });

  it("makes every thing of one label one eye catcher, with its boxes of each frame", () => {
    const frames = [frame(0, [bird(0), bird(100)]), frame(500, [bird(300)]), frame(1000, [bird(0), logo(200)])];
    const areas = videoAreas(frames, []);
    expect(areas.map((a) => a.label)).toEqual(["Bird", 'Text: "ACME"']);
    expect(areas[0].boxes.get(0)?.map((b) => b.x)).toEqual([0, 100]);
    // The bird at 0 is back at 1 s: missed at 0.5 s, it keeps its box there beside the bird seen at 300.
    expect(areas[0].boxes.get(1)?.map((b) => b.x)).toEqual([0, 300]);
  });

  it("keeps a thing on screen through a frame the detector missed, not across a cut", () => {
    const frames = [frame(0, [bird(0)]), frame(500, []), frame(1000, [bird(300)]), frame(1500, []), frame(2000, [bird(0)])];
    const [area] = videoAreas(frames, [1700]);
    expect([...area.boxes.keys()].sort()).toEqual([0, 1, 2, 4]);
    expect(area.boxes.get(1)?.map((b) => b.x)).toEqual([0]);
  });

  it("joins the same words in two shots", () => {
    expect(videoAreas([frame(0, [logo(10)]), frame(500, [logo(300)])], [400])).toHaveLength(1);
  });

  it("names a class through a shot where one frame's detection of it is sure, and leaves it out of a shot with none", () => {
    const unsure = (x: number) => ({ ...bird(x), sure: false });
    // Shot one: a bird unsure at 0 s, sure at 0.5 s far off, unsure again; shot two (from 1.7 s): never sure.
    const frames = [frame(0, [unsure(0)]), frame(500, [bird(400)]), frame(1000, [unsure(0)]), frame(2000, [unsure(0)])];
    const [area, ...others] = videoAreas(frames, [1700]);
    expect(others).toEqual([]);
    expect([...area.boxes.keys()].sort()).toEqual([0, 1, 2]);
    expect(videoAreas([frame(0, [unsure(0)]), frame(500, [unsure(0)])], [])).toEqual([]);
  });
});

describe("videoFigures", () => {
  // A logo on screen from 1 s to 2 s at the top left; twenty viewers: the women look at it at 1.2 s, the men never do
  // (ten who looked: as few as a median time is given for).
  const frames = [0, 500, 1000, 1500, 2000, 2500].map((t) => frame(t, t >= 1000 && t < 2000 ? [logo(0)] : []));
  const viewers = Array.from({ length: 20 }, (_, v) => ({ labels: { gender: v % 2 === 0 ? "Female" : "Male" } }) as unknown as Viewer);
  const at = (x: number, y: number, t: number, dur: number, cell: number): Fixation => ({ x, y, t, dur, cell });
  const paths = viewers.map((_, v) =>
    v % 2 === 0
      ? [at(100, 75, 0, 300, 5), at(20, 20, 1200, 500, 0), at(100, 75, 1800, 1200, 5)]
      : [at(100, 75, 0, 300, 5), at(150, 120, 500, 2500, 11)],
  );
  const clip = { width: 200, height: 150, durationMs: 3000, grid: { w: 4, h: 3 }, cuts: [] };
  const figures = videoFigures(clip, frames, viewers, paths, 1);

  it("says who saw an eye catcher by each second, when they first did, and how long it was on screen and looked at", () => {
    expect(figures.eyeCatchers).toHaveLength(1);
    // A sampled frame stands for the moments nearest it: the logo's frames at 1 and 1.5 s cover 0.75–1.75 s (the
    // first 100 ms step whose middle is nearer 1 s than 0.5 s starts at 0.8 s).
    expect(figures.eyeCatchers[0]).toMatchObject({
      name: 'Text: "ACME"',
      first_on_screen_ms: 800,
      on_screen_ms: 1000,
      looked_ms: 300,
      seen_by: 50,
      seen_by_second: [0, 50, 50],
      first_look_ms: { median: 1200 },
      viewers: 10,
    });
  });

  it("says how sure each figure is, and gives no median time for fewer than ten viewers who looked", () => {
    const { intervals } = figures.eyeCatchers[0];
    expect(intervals?.seen_by).toEqual([32.7, 67.3]);
    expect(intervals?.seen_by_second[0]).toEqual([0, 11.9]);
    expect(intervals?.first_look_ms).toEqual([1200, 1200]);
    const few = videoFigures(clip, frames, viewers.slice(0, 18), paths.slice(0, 18), 1);
    expect(few.eyeCatchers[0]).toMatchObject({ viewers: 9, first_look_ms: null, intervals: { first_look_ms: null } });
  });

  it("gives each second its attention shares and focus", () => {
    expect(figures.timeline.map((s) => s.attention)).toEqual([{}, { 'Text: "ACME"': 30 }, {}]);
    // Both viewers on one cell in the last second: all the gaze on one spot would be 1; two spots are less.
    expect(figures.timeline[2].focus).toBeGreaterThan(0.4);
    expect(figures.timeline[2].focus).toBeLessThan(1);
  });

  it("shows the first frame as a key frame", () => {
    expect(figures.keyFrames[0]).toEqual({ t_ms: 0, reason: "scene" });
  });
});
