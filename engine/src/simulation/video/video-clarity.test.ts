import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSimulator } from "../pipeline";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-video-clarity-"));
  const made = spawnSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=white:s=320x240:r=24:d=1"],
    ...["-f", "lavfi", "-i", "testsrc2=s=320x240:r=24:d=1", "-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0[v]", "-map", "[v]"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", path.join(dir, "blank-then-busy.mp4")],
  ]);
  if (made.status !== 0) throw new Error(made.stderr.toString());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("reads a blank second as clearer than a busy one, and the clip's clarity as its median second's", async () => {
  const simulator = await createSimulator({ nMax: 60 });
  const setup = { categories: {}, scale: 1, seed: 3, context: { location: "", startDate: "", endDate: "", audience: "" } };
  const run = await simulator.runVideo({ index: 0, file: path.join(dir, "blank-then-busy.mp4") }, setup, {
    heatmapVideo: path.join(dir, "heatmap.mp4"),
  });
  const [blank, busy] = run.clarity_by_second;
  expect(run.clarity_by_second).toHaveLength(run.timeline.length);
  expect(blank).toBeGreaterThan(busy + 10);
  expect(run.clarity_score).toBe(busy);
  const [low, high] = run.clarity_score_interval;
  expect(low).toBeLessThan(busy);
  expect(high).toBeGreaterThan(busy);
  expect(run.clarity_drivers.map((d) => d.id)).toEqual(["elements", "text", "focal", "colours", "detail"]);
}, 120_000);
