import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { byShot, makeSlideshowAd } from "#test/support/clips";
import { createSimulator } from "../pipeline";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-slideshow-"));
  makeSlideshowAd(path.join(dir, "slideshow.mp4"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("follows a slideshow ad's eye catchers across its cut: the second shot's are looked at only after it, the first's before", async () => {
  const simulator = await createSimulator({ nMax: 300 });
  const setup = { categories: {}, scale: 100, seed: 5, context: { location: "", startDate: "", endDate: "", audience: "" } };
  const run = await simulator.runVideo({ index: 0, file: path.join(dir, "slideshow.mp4") }, setup, {
    heatmapVideo: path.join(dir, "heatmap.mp4"),
  });
  const [first, second] = byShot(run.eye_catchers);
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
  for (const e of second) expect(e.seen_by_second[2]).toBe(0);
  expect(Math.max(...second.map((e) => e.seen_by))).toBeGreaterThan(25);
  expect(Math.max(...first.map((e) => e.seen_by_second[2]))).toBeGreaterThan(25);
}, 180_000);
