import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeClip } from "#test/support/clips";
import { createSimulator } from "../pipeline";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-video-signal-"));
  makeClip(path.join(dir, "clip.mp4"), { seconds: 2, width: 160, height: 90 });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A stopping worker hands its job back: the video stops at the next frame, before any heatmap video is written.
it("stops between frames once its signal aborts", async () => {
  const simulator = await createSimulator({ nMax: 60 });
  const stopping = new AbortController();
  const heatmapVideo = path.join(dir, "heatmap.mp4");
  const run = simulator.runVideo(
    { index: 0, file: path.join(dir, "clip.mp4") },
    {
      categories: {},
      scale: 1,
      seed: 7,
      context: { location: "Dubai", startDate: "2026-03-01", endDate: "2026-05-31", audience: "students" },
    },
    { heatmapVideo, signal: stopping.signal, onProgress: (fraction) => fraction > 0 && stopping.abort() },
  );
  await expect(run).rejects.toThrow(/aborted/i);
  expect(existsSync(heatmapVideo)).toBe(false);
});
