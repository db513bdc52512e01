import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAudioOnly, makeClip, makeGif, truncated, turned } from "#test/support/clips";
import { checkUploadedVideo, type UploadedVideo } from "./video-upload";

let dir: string;
const at = (name: string) => path.join(dir, name);
const ffmpeg = (...args: string[]) => expect(spawnSync("ffmpeg", ["-v", "error", "-y", ...args]).status).toBe(0);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-upload-check-"));
  makeClip(at("clip.mp4"), { seconds: 3, width: 160, height: 90 });
  makeClip(at("streaming.mp4"), { seconds: 3, width: 160, height: 90, indexFirst: true });
  ffmpeg("-i", at("clip.mp4"), "-c", "copy", "-f", "mov", at("clip.mov"));
  ffmpeg("-f", "lavfi", "-i", "testsrc2=s=160x90:r=12:d=2", "-c:v", "libvpx-vp9", "-deadline", "realtime", at("clip.webm"));
  ffmpeg("-f", "lavfi", "-i", "testsrc2=s=160x90:r=12:d=2", "-c:v", "libx264", "-preset", "ultrafast", "-f", "matroska", at("h264.webm"));
  ffmpeg("-f", "lavfi", "-i", "testsrc=s=64x36:r=1:d=61", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", at("long.mp4"));
  makeAudioOnly(at("sound.mp4"));
  makeGif(at("animation.mp4"));
  truncated(readFileSync(at("clip.mp4")), at("cut-off.mp4"));
  truncated(readFileSync(at("streaming.mp4")), at("cut-off-streaming.mp4"));
  turned(at("clip.mp4"), at("portrait.mp4"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const checked = async (name: string): Promise<UploadedVideo> => {
  const outcome = await checkUploadedVideo(at(name));
  if (typeof outcome === "string") throw new Error(`${name} ${outcome}`);
  return outcome;
};

describe("checkUploadedVideo", () => {
  it("takes MP4, MOV and WebM clips, answering their size, length, type and a JPEG poster at their size", async () => {
    const clip = await checked("clip.mp4");
    expect(clip).toMatchObject({ width: 160, height: 90, type: "video/mp4" });
    expect(clip.durationMs).toBeGreaterThanOrEqual(2950);
    expect(clip.durationMs).toBeLessThanOrEqual(3100);
    expect(await sharp(clip.poster).metadata()).toMatchObject({ format: "jpeg", width: 160, height: 90 });
    expect((await checked("streaming.mp4")).type).toBe("video/mp4");
    expect((await checked("clip.mov")).type).toBe("video/quicktime");
    expect(await checked("clip.webm")).toMatchObject({ type: "video/webm", width: 160, height: 90, durationMs: 2000 });
  });

  it("shows a clip stored with a quarter turn as it is played: its poster upright", async () => {
    const portrait = await checked("portrait.mp4");
    expect(portrait).toMatchObject({ width: 90, height: 160 });
    expect(await sharp(portrait.poster).metadata()).toMatchObject({ width: 90, height: 160 });
  });

  it("says, in words that follow the file's name, why a file is refused", async () => {
    expect(await checkUploadedVideo(at("sound.mp4"))).toBe("has no video stream");
    expect(await checkUploadedVideo(at("animation.mp4"))).toBe("is not an MP4, WebM or MOV video");
    expect(await checkUploadedVideo(at("long.mp4"))).toBe("is longer than 60 s");
    expect(await checkUploadedVideo(at("cut-off.mp4"))).toBe("is not a video ffmpeg can read");
    expect(await checkUploadedVideo(at("cut-off-streaming.mp4"))).toMatch(/^is cut off: its frames end at [0-2]\.\d s of its 3\.\d s$/);
    // Matroska with H.264 in it is no WebM a browser is promised to play.
    expect(await checkUploadedVideo(at("h264.webm"))).toBe("is not an MP4, WebM or MOV video");
    expect(await checkUploadedVideo(at("missing.mp4"))).toBe("is not a video ffmpeg can read");
  });
});
