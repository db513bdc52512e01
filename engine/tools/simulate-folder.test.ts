import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeVideo } from "#src/media/videos";
import { makeAudioOnly, makeClip, makeGif, truncated } from "#test/support/clips";
import { main } from "./simulate-folder";

let dir: string;
const at = (...parts: string[]) => path.join(dir, ...parts);
const json = (out: string, name: string) => JSON.parse(readFileSync(at(out, `${name}.json`), "utf8")) as Record<string, unknown>;

interface VideoJson {
  width: number;
  height: number;
  duration_ms: number;
  scene_cuts_ms: number[];
  frames_analysed: number;
  frames: { t_ms: number; density: string }[];
  timeline: { second: number; focus: number; affect: { emo_valence: number } }[];
  key_frames: { t_ms: number; reason: string; heatmap: string }[];
  eye_catchers: { name: string; seen_by_second: number[] }[];
  heatmap_video: string;
  timeline_csv: string;
  clarity_score: number;
  clarity_by_second: number[];
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-simulate-video-"));
  mkdirSync(at("in"));
  makeClip(at("in", "clip.mp4"), { seconds: 3 });
  makeClip(at("long.mp4"), { seconds: 180, width: 64, height: 48 });
  copyFileSync(at("long.mp4"), at("in", "three-minutes.mp4"));
  makeGif(at("in", "animation.mov"));
  makeAudioOnly(at("in", "sound.mp4"));
  truncated(readFileSync(at("in", "clip.mp4")), at("in", "cut-off.webm"));
  makeClip(at("streamable.mp4"), { seconds: 6, indexFirst: true });
  truncated(readFileSync(at("streamable.mp4")), at("in", "half-uploaded.mp4"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("simulate with videos", () => {
  it("simulates a clip second by second and leaves out, by name and reason, every file it cannot take", async () => {
    const logged: string[] = [];
    const log = console.log;
    console.log = (line: string) => logged.push(line);
    const code = await main(["--images", at("in"), "--out", at("out"), "--scale", "1", "--seed", "4"]).finally(() => (console.log = log));
    expect(code).toBe(1);
    expect(logged).toEqual(
      expect.arrayContaining([
        "animation.mov is not an MP4, WebM or MOV video: left out",
        "sound.mp4 has no video stream: left out",
        "three-minutes.mp4 is longer than 60 s: left out",
        "cut-off.webm is not a video ffmpeg can read: left out",
      ]),
    );
    // Its index up front, the first half of a file probes as the whole: the frames run out early.
    expect(
      logged.filter((line) => /^half-uploaded\.mp4 is cut off: it ends after \d\.\d s of its 6\.0 s: left out$/.test(line)),
    ).toHaveLength(1);
    expect(readdirSync(at("out")).filter((f) => !f.startsWith("clip."))).toEqual([]);

    const clip = json("out", "clip") as unknown as VideoJson;
    expect(clip).toMatchObject({ width: 320, height: 240 });
    expect(clip.duration_ms).toBeCloseTo(3000, -2);
    expect(clip.frames.map((f) => f.t_ms)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    // The colour bars stand still: their first frame is analysed, the two after it repeat it.
    expect(clip.frames_analysed).toBe(4);
    for (const frame of clip.frames) {
      const meta = await sharp(at("out", frame.density)).metadata();
      expect(meta).toMatchObject({ format: "png", width: 320, height: 240, channels: 1, depth: "uchar" });
    }
    // The test pattern gives way to colour bars at 1.5 s: a scene of its own, whose first frame is a key frame.
    expect(clip.scene_cuts_ms).toHaveLength(1);
    expect(clip.scene_cuts_ms[0]).toBeGreaterThan(1400);
    expect(clip.key_frames.filter((k) => k.reason === "scene").map((k) => k.t_ms)).toEqual([0, 1500]);
    for (const key of clip.key_frames) expect((await sharp(at("out", key.heatmap)).metadata()).format).toBe("jpeg");
    expect(clip.timeline.map((s) => s.second)).toEqual([0, 1, 2]);
    for (const second of clip.timeline) {
      expect(second.focus).toBeGreaterThanOrEqual(0);
      expect(second.focus).toBeLessThanOrEqual(1);
      expect(Math.abs(second.affect.emo_valence)).toBeLessThanOrEqual(1);
    }
    for (const e of clip.eye_catchers) expect(e.seen_by_second).toEqual([...e.seen_by_second].sort((a, b) => a - b));
    expect(clip.clarity_by_second).toHaveLength(3);
    expect(clip.clarity_by_second).toContain(clip.clarity_score);
    const [header, first] = readFileSync(at("out", clip.timeline_csv), "utf8").split("\n");
    expect(header).toMatch(/^"second","focus","valence","arousal","positive_energy","emotional_risk","clarity"/);
    expect(first.split(",")[6]).toBe(String(clip.clarity_by_second[0]));
    const heatmap = await probeVideo(at("out", clip.heatmap_video));
    expect(heatmap).toMatchObject({ codec: "h264", width: 320, height: 240 });
    expect(heatmap.durationMs).toBeCloseTo(3000, -2);
  });

  it("gives the same result for the same seed", async () => {
    await main(["--images", at("in"), "--out", at("again"), "--scale", "1", "--seed", "4"]);
    expect(existsSync(at("out", "clip.json"))).toBe(true);
    expect(json("again", "clip")).toEqual(json("out", "clip"));
    for (const frame of (json("again", "clip") as unknown as VideoJson).frames)
      expect(readFileSync(at("again", frame.density)).equals(readFileSync(at("out", frame.density)))).toBe(true);
  });
});
