import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAudioOnly, makeClip, makeGif, truncated } from "#test/support/clips";
import { decodeFrames, probeVideo, VideoFileError } from "./ffmpeg";

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-ffmpeg-"));
  makeClip(at("clip.mp4"), { seconds: 2 });
  makeAudioOnly(at("sound.mp4"));
  makeGif(at("animation.mp4"));
  truncated(readFileSync(at("clip.mp4")), at("cut-off.mp4"));
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

  it("fails on a file it cannot decode", async () => {
    const read = async () => {
      for await (const frame of decodeFrames(at("cut-off.mp4"), { fps: 2, width: 32, height: 24, format: "gray" })) void frame;
    };
    await expect(read()).rejects.toBeInstanceOf(VideoFileError);
  });
});
