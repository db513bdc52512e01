import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeRgb, fittedWithin, scaledTo } from "./image";

async function gradient(width: number, height: number, format: "jpeg" | "png", orientation?: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set([(i % width) % 256, Math.floor(i / width) % 256, (i * 7) % 256], i * 3);
  const image = sharp(data, { raw: { width, height, channels: 3 } })[format]();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

const same = (a: { data: Uint8Array }, b: { data: Uint8Array }) => Buffer.from(a.data).equals(Buffer.from(b.data));

describe("one decode, smaller copies resized from its pixels", () => {
  it("gives every copy the size a decode at that size has, up or down", async () => {
    for (const [width, height] of [
      [1999, 1333],
      [1366, 768],
      [801, 599],
      [480, 320],
      [120, 90],
    ]) {
      const bytes = await gradient(width, height, "jpeg");
      const decoded = await decodeRgb(bytes);
      for (const side of [1024, 800, 256]) {
        const direct = await decodeRgb(bytes, side);
        const derived = await scaledTo(decoded, side);
        expect([derived.width, derived.height]).toEqual([direct.width, direct.height]);
      }
      const within = await fittedWithin(decoded, 800);
      expect(Math.max(within.width, within.height)).toBe(Math.min(800, Math.max(width, height)));
    }
    const small = await decodeRgb(await gradient(640, 480, "jpeg"));
    expect(await fittedWithin(small, 800)).toBe(small);
  });

  it("has the very pixels of a decode at that size where the decoder cannot shrink on load", async () => {
    for (const [width, height, side] of [
      [2000, 1125, 1024],
      [2000, 1125, 800],
      [480, 320, 256],
      [319, 480, 256],
      [120, 90, 256],
    ]) {
      const jpeg = await gradient(width, height, "jpeg");
      expect(same(await scaledTo(await decodeRgb(jpeg), side), await decodeRgb(jpeg, side))).toBe(true);
    }
    // A PNG never shrinks on load; a JPEG resized to a third of its size or less does, so its pixels differ slightly there.
    const png = await gradient(800, 600, "png");
    expect(same(await scaledTo(await decodeRgb(png), 256), await decodeRgb(png, 256))).toBe(true);
  });

  it("applies the EXIF orientation before any copy is made", async () => {
    const decoded = await decodeRgb(await gradient(300, 200, "jpeg", 6));
    expect([decoded.width, decoded.height]).toEqual([200, 300]);
    expect([(await scaledTo(decoded, 256)).width, (await scaledTo(decoded, 256)).height]).toEqual([171, 256]);
  });
});
