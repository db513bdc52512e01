import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeSlideshowAd } from "#test/support/clips";
import { editClip } from "./video-edits";
import { frameAt, probeVideo } from "./videos";

let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-video-edits-"));
  makeSlideshowAd(at("ad.mp4"));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Mean of one channel over a box of a 640×360 RGB frame.
function mean(frame: Uint8Array, box: { x: number; y: number; w: number; h: number }, channel: number): number {
  let sum = 0;
  for (let y = box.y; y < box.y + box.h; y++) for (let x = box.x; x < box.x + box.w; x++) sum += frame[(y * 640 + x) * 3 + channel];
  return sum / (box.w * box.h);
}

describe("editClip", () => {
  it("edits the frames of one shot only and keeps the clip's size and length", async () => {
    // The second shot's blue block (x 400–600, y 40–240) removed from 3 s to the end.
    const edit = { kind: "remove" as const, box: { x: 400, y: 40, width: 200, height: 200 } };
    await editClip(at("ad.mp4"), at("removed.mp4"), edit, { fromMs: 3000, toMs: 6000 });
    const probe = await probeVideo(at("removed.mp4"));
    expect([probe.width, probe.height, probe.codec]).toEqual([640, 360, "h264"]);
    expect(probe.durationMs).toBeCloseTo(6000, -2);
    const block = { x: 450, y: 90, w: 100, h: 100 };
    const [before, after] = [await frameAt(at("ad.mp4"), 4000, 640, 360), await frameAt(at("removed.mp4"), 4000, 640, 360)];
    expect(mean(before, block, 2) - mean(before, block, 0)).toBeGreaterThan(150);
    expect(Math.abs(mean(after, block, 2) - mean(after, block, 0))).toBeLessThan(20);
    // The first shot's red block is where it was.
    const red = { x: 90, y: 170, w: 100, h: 100 };
    const first = await frameAt(at("removed.mp4"), 1000, 640, 360);
    expect(mean(first, red, 0) - mean(first, red, 2)).toBeGreaterThan(150);
  });

  it("crops every frame to a placement's box", async () => {
    const edit = { kind: "crop" as const, placement: "1:1", box: { x: 140, y: 0, width: 360, height: 360 } };
    await editClip(at("ad.mp4"), at("square.mp4"), edit, { fromMs: 0, toMs: 3000 });
    const probe = await probeVideo(at("square.mp4"));
    expect([probe.width, probe.height]).toEqual([360, 360]);
    expect(probe.durationMs).toBeCloseTo(6000, -2);
  });
});
