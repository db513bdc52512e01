import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClip } from "#test/support/clips";
import { DEFAULT_PARAMETERS } from "../parameters";
import { probeVideo } from "#src/media/videos";
import { heatmapStills, writeHeatmapVideo } from "./heatmap-video";

let dir: string;
// Every viewer looks at the top left for the first second, then at the bottom right.
const paths = Array.from({ length: 50 }, () => [
  { x: 40, y: 30, t: 0, dur: 1000, cell: 0 },
  { x: 280, y: 210, t: 1000, dur: 1000, cell: 1 },
]);
const gaze = { width: 320, height: 240, durationMs: 2000, paths };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-heatmap-"));
  makeClip(path.join(dir, "clip.mp4"), { seconds: 2, sound: true });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the heatmap video", () => {
  it("is an H.264 MP4 of the clip at its size and length, with its sound", async () => {
    const target = path.join(dir, "heatmap.mp4");
    await writeHeatmapVideo(path.join(dir, "clip.mp4"), target, gaze, DEFAULT_PARAMETERS.density);
    const probe = await probeVideo(target);
    expect(probe).toMatchObject({ codec: "h264", width: 320, height: 240 });
    expect(probe.durationMs).toBeCloseTo(2000, -2);
    const sound = spawnSync("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      "a",
      "-show_entries",
      "stream=codec_name",
      "-of",
      "csv=p=0",
      target,
    ]);
    expect(sound.stdout.toString().trim()).toBe("aac");
  });

  it("lays the moment's heatmap where the viewers look", async () => {
    const [early, late] = await heatmapStills(path.join(dir, "clip.mp4"), gaze, DEFAULT_PARAMETERS.density, [500, 1500]);
    const redAt = async (bytes: Buffer, x: number, y: number) => {
      const { data } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      return data[0] - data[2];
    };
    // The peak is drawn red: at the top left early, at the bottom right late.
    expect(await redAt(early.bytes, 40, 30)).toBeGreaterThan(await redAt(early.bytes, 280, 210));
    expect(await redAt(late.bytes, 280, 210)).toBeGreaterThan(await redAt(late.bytes, 40, 30));
  });
});
