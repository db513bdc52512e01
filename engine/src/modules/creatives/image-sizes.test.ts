import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_SIDE_PX } from "@adsight/shared";
import { createSimulator } from "#src/simulation/index";
import { OVERLAY_LONG_SIDE } from "#src/simulation/results/overlays";
import type { EncodedImage, Simulator } from "#src/simulation/index";
import { encodeInputImages, toDataUrl } from "./image-codec";

/** Deterministic sizes: every extreme the upload rules allow, then log-uniform sides (mulberry32, fixed seed). */
function sizes(): [number, number][] {
  const extremes: [number, number][] = [
    [1, 1],
    [2, 1],
    [1, IMAGE_MAX_SIDE_PX],
    [IMAGE_MAX_SIDE_PX, 1],
    [IMAGE_MAX_SIDE_PX, 2],
    [IMAGE_MAX_SIDE_PX, 5],
    [IMAGE_MAX_SIDE_PX, 10],
    [IMAGE_MAX_SIDE_PX, 20],
    [3, IMAGE_MAX_SIDE_PX],
    [IMAGE_MAX_SIDE_PX, IMAGE_MAX_SIDE_PX],
  ];
  let state = 0x5eed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const side = () => Math.max(1, Math.round(Math.exp(random() * Math.log(IMAGE_MAX_SIDE_PX))));
  return [...extremes, ...Array.from({ length: 10 }, (): [number, number] => [side(), side()])];
}

/** A PNG with stripes and a bright square, so every feature map has something to find. */
async function png(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inSquare = x > width / 3 && x < width / 2 && y > height / 3 && y < height / 2;
      pixels[i] = inSquare ? 250 : (x * 7) % 256;
      pixels[i + 1] = inSquare ? 250 : (y * 5) % 256;
      pixels[i + 2] = ((x + y) * 3) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Overlays are drawn on the picture scaled to fit OVERLAY_LONG_SIDE: same shape, at least a pixel a side. */
async function expectOverlayOf(image: EncodedImage, width: number, height: number): Promise<void> {
  const metadata = await sharp(image.bytes).metadata();
  const scale = Math.min(1, OVERLAY_LONG_SIDE / Math.max(width, height));
  expect(metadata.width).toBeGreaterThanOrEqual(1);
  expect(metadata.height).toBeGreaterThanOrEqual(1);
  expect(Math.abs((metadata.width ?? 0) - width * scale)).toBeLessThanOrEqual(1);
  expect(Math.abs((metadata.height ?? 0) - height * scale)).toBeLessThanOrEqual(1);
}

describe("every image the upload rules accept simulates", () => {
  let simulator: Simulator;
  beforeAll(async () => {
    // A few viewers are enough: the size-dependent work (features, overlays) does not depend on their number.
    simulator = await createSimulator({ nMax: 20 });
  });
  afterAll(async () => {
    await simulator?.dispose();
  });

  it.each(sizes())("%i × %i px", async (width, height) => {
    const [stored] = await encodeInputImages([toDataUrl("image/png", await png(width, height))]);
    expect([stored.width, stored.height]).toEqual([width, height]);
    const setup = {
      categories: {},
      scale: 100,
      seed: 7,
      context: { location: "", startDate: "2026-01-01", endDate: "2026-01-31", audience: "" },
    };
    const outcome = await simulator.runImage({ index: 0, bytes: stored.bytes }, setup, { include: { density: true, viewers: true } });
    expect([outcome.width, outcome.height]).toEqual([width, height]);
    expect(outcome.viewers).toHaveLength(20);
    for (const viewer of outcome.viewers) {
      for (const fixation of viewer.fixations) {
        expect(fixation.x).toBeGreaterThanOrEqual(0);
        expect(fixation.x).toBeLessThanOrEqual(width);
        expect(fixation.y).toBeGreaterThanOrEqual(0);
        expect(fixation.y).toBeLessThanOrEqual(height);
      }
    }
    for (const score of [outcome.overall_score, outcome.emo_approach_score, outcome.emo_risk_score]) {
      expect(Number.isFinite(score)).toBe(true);
    }
    for (const value of [outcome.emo_valence, outcome.emo_arousal]) expect(Math.abs(value)).toBeLessThanOrEqual(1);
    const density = await sharp(outcome.density.bytes).metadata();
    expect([density.width, density.height]).toEqual([width, height]);
    for (const overlay of [outcome.saliency_map_jet, ...Object.values(outcome.unique_objects)]) {
      await expectOverlayOf(overlay, width, height);
    }
  });
});
