import { describe, expect, it } from "vitest";
import { lowLevelMaps, lowLevelMapsOnThread } from "./low-level";

// A grey 64×48 image with a red square, and a bar of stripes on the right.
function image(): { width: number; height: number; data: Uint8Array } {
  const [width, height] = [64, 48];
  const data = new Uint8Array(width * height * 3).fill(128);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (x >= 10 && x < 18 && y >= 20 && y < 28) data.set([230, 20, 20], i);
      if (x >= 44 && x < 60 && y >= 8 && y < 40) data.fill(x % 4 < 2 ? 255 : 0, i, i + 3);
    }
  }
  return { width, height, data };
}

const peakOf = (values: Float32Array, width: number) => {
  const i = values.indexOf(Math.max(...values));
  return { x: i % width, y: Math.floor(i / width) };
};

describe("low-level maps", () => {
  it("put colour on the red square and orientation on the stripes, each in 0..1", () => {
    const { colour, orientation, intensity } = lowLevelMaps(image());
    for (const map of [colour, orientation, intensity]) {
      expect([map.w, map.h]).toEqual([64, 48]);
      expect(Math.min(...map.values)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...map.values)).toBeCloseTo(1, 5);
    }
    const red = peakOf(colour.values, 64);
    expect(red.x).toBeGreaterThanOrEqual(6);
    expect(red.x).toBeLessThan(22);
    expect(red.y).toBeGreaterThanOrEqual(16);
    expect(red.y).toBeLessThan(32);
    expect(peakOf(orientation.values, 64).x).toBeGreaterThanOrEqual(44);
  });

  it("are the same, bit for bit, on the model's JS thread", async () => {
    expect(await lowLevelMapsOnThread(image())).toEqual(lowLevelMaps(image()));
  });
});
