import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAudioOnly, makeClip, makeGif, truncated, turned } from "#test/support/clips";
import { decodeFrames, probeVideo, VideoFileError } from "./ffmpeg";

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-ffmpeg-"));
  makeClip(at("clip.mp4"), { seconds: 2 });
  makeAudioOnly(at("sound.mp4"));
  makeGif(at("animation.mp4"));
  truncated(readFileSync(at("clip.mp4")), at("cut-off.mp4"));
  turned(at("clip.mp4"), at("portrait.mp4"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("probeVideo", () => {
  it("reads a clip's size, duration, codec and container", async () => {
    expect(await probeVideo(at("clip.mp4"))).toMatchObject({
      width: 320,
      height: 240,
      codec: "h264",
    });
    expect((await probeVideo(at("clip.mp4"))).container.split(",")).toContain("mp4");
    expect((await probeVideo(at("clip.mp4"))).durationMs).toBeCloseTo(2000, -2);
  });

  it("says what is wrong with a file that is no clip it can take", async () => {
    await expect(probeVideo(at("sound.mp4"))).rejects.toEqual(new VideoFileError("has no video stream"));
    await expect(probeVideo(at("cut-off.mp4"))).rejects.toEqual(new VideoFileError("is not a video ffmpeg can read"));
    await expect(probeVideo(at("missing.mp4"))).rejects.toBeInstanceOf(VideoFileError);
    // A GIF is a video to ffprobe: its container is what gives it away (videoRefusal).
    expect(await probeVideo(at("animation.mp4"))).toMatchObject({ codec: "gif", container: "gif" });
  });
});

describe("decodeFrames", () => {
  it("streams the frames at the rate and size asked for", async () => {
    const frames: Uint8Array[] = [];
    for await (const frame of decodeFrames(at("clip.mp4"), { fps: 2, width: 32, height: 24, format: "rgb24" })) frames.push(frame);
    expect(frames).toHaveLength(4);
    expect(frames.every((f) => f.length === 32 * 24 * 3)).toBe(true);
  });

  it("takes a clip stored with a quarter turn at the size it is shown, as ffmpeg decodes it", async () => {
    expect(await probeVideo(at("portrait.mp4"))).toMatchObject({ width: 240, height: 320 });
    const grey: Uint8Array[] = [];
    for await (const frame of decodeFrames(at("portrait.mp4"), { fps: 2, width: 24, height: 32, format: "gray" })) grey.push(frame);
    const upright: Uint8Array[] = [];
    for await (const frame of decodeFrames(at("clip.mp4"), { fps: 2, width: 32, height: 24, format: "gray" })) upright.push(frame);
    // A display rotation of 90° turns the picture anticlockwise: the turned frame's first column, top to bottom, is
    // the upright frame's first row, right to left.
    const column = Array.from({ length: 32 }, (_, y) => grey[0][y * 24]);
    const row = Array.from({ length: 32 }, (_, x) => upright[0][31 - x]);
    expect(column.map((v, i) => Math.abs(v - row[i])).reduce((a, b) => a + b) / 32).toBeLessThan(5);
  });

  it("fails on a file it cannot decode", async () => {
    const read = async () => {
      for await (const frame of decodeFrames(at("cut-off.mp4"), { fps: 2, width: 32, height: 24, format: "gray" })) void frame;
    };
    await expect(read()).rejects.toBeInstanceOf(VideoFileError);
  });
});
