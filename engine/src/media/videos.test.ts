import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAudioOnly, makeClip, makeGif, truncated, turned } from "#test/support/clips";
import { decodeFrames, encodeOverlaid, frameAt, probeVideo, VideoFileError } from "./videos";

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

describe("frameAt", () => {
  it("answers the RGB frame on screen at a time, at the size asked for", async () => {
    const frame = await frameAt(at("clip.mp4"), 500, 32, 24);
    expect(frame).toHaveLength(32 * 24 * 3);
    // The clip shows colour bars after its cut at half time, the moving test pattern before it.
    const late = await frameAt(at("clip.mp4"), 1500, 32, 24);
    expect(Buffer.from(frame).equals(Buffer.from(late))).toBe(false);
  });

  it("fails on a file it cannot decode", async () => {
    await expect(frameAt(at("cut-off.mp4"), 500, 32, 24)).rejects.toBeInstanceOf(VideoFileError);
  });
});

describe("encodeOverlaid", () => {
  it("writes an H.264 MP4 of the clip with the layer laid over it, at the size and rate asked for", async () => {
    const layer = new Uint8Array(4 * 3 * 4).fill(255);
    const frames = Array.from({ length: 8 }, () => layer);
    await encodeOverlaid(at("clip.mp4"), at("overlaid.mp4"), { w: 64, h: 48 }, { frames, width: 4, height: 3, fps: 4 });
    const probe = await probeVideo(at("overlaid.mp4"));
    expect(probe).toMatchObject({ width: 64, height: 48, codec: "h264" });
    expect(probe.durationMs).toBeCloseTo(2000, -2);
    // An opaque white layer hides the clip.
    expect(Math.min(...(await frameAt(at("overlaid.mp4"), 1000, 8, 6)))).toBeGreaterThan(230);
  });

  it("says which file it could not write", async () => {
    const frames = [new Uint8Array(4 * 3 * 4)];
    await expect(
      encodeOverlaid(at("missing.mp4"), at("none.mp4"), { w: 64, h: 48 }, { frames, width: 4, height: 3, fps: 4 }),
    ).rejects.toThrow(/ffmpeg could not write .*none\.mp4/);
  });
});
