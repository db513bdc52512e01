import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { grey16Png, resizedGrey16, resizedGreyPng, resizeRgb, rgbJpeg, rgbPng, rgbPngUnderSvg, type RgbImage } from "./pixels";

function gradient(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set([(i % width) * 8, Math.floor(i / width) * 8, 128], i * 3);
  return { width, height, data };
}

const rawOf = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe("resizeRgb", () => {
  it("stretches to the size asked, or fits inside it", async () => {
    expect(await resizeRgb(gradient(20, 10), 8, 8, "fill")).toMatchObject({ width: 8, height: 8 });
    const inside = await resizeRgb(gradient(20, 10), 8, 8, "inside");
    expect([inside.width, inside.height, inside.data.length]).toEqual([8, 4, 8 * 4 * 3]);
  });

  it("cuts out a crop before it resizes", async () => {
    const crop = await resizeRgb(gradient(20, 10), 2, 2, "fill", { x: 10, y: 5, w: 2, h: 2 });
    expect(Array.from(crop.data.subarray(0, 3))).toEqual([80, 40, 128]);
  });
});

describe("rgbJpeg", () => {
  it("encodes the pixels as a JPEG, within a long side when given", async () => {
    expect(await sharp(await rgbJpeg(gradient(20, 10), 80)).metadata()).toMatchObject({ format: "jpeg", width: 20, height: 10 });
    expect(await sharp(await rgbJpeg(gradient(20, 10), 80, 10)).metadata()).toMatchObject({ width: 10, height: 5 });
  });
});

describe("rgbPng", () => {
  it("keeps every pixel", async () => {
    const image = gradient(6, 4);
    const { data, info } = await rawOf(await rgbPng(image));
    expect([info.width, info.height, info.channels]).toEqual([6, 4, 3]);
    expect(Buffer.from(image.data).equals(data)).toBe(true);
  });
});

describe("rgbPngUnderSvg", () => {
  it("draws the SVG over the pixels", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="6" height="4"><rect x="0" y="0" width="3" height="4" fill="#ff0000"/></svg>`;
    const { data } = await sharp(await rgbPngUnderSvg(gradient(6, 4), svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Array.from(data.subarray(0, 3))).toEqual([255, 0, 0]);
    expect(Array.from(data.subarray(5 * 3, 6 * 3))).toEqual([40, 0, 128]);
  });
});

describe("grey planes", () => {
  it("resizes float levels to 16 bits, clipping the cubic kernel's undershoot at 0", async () => {
    const levels = await resizedGrey16({ w: 2, h: 1, values: Float32Array.from([0, 65535]) }, 8, 4);
    expect(levels).toHaveLength(32);
    expect(Math.min(...levels)).toBe(0);
    expect(Math.max(...levels)).toBeGreaterThan(60000);
  });

  it("writes 16-bit levels to a grey PNG as they are", async () => {
    const png = await grey16Png({ w: 2, h: 1, values: Uint16Array.from([1, 65000]) });
    const { data } = await sharp(png).toColourspace("grey16").raw({ depth: "ushort" }).toBuffer({ resolveWithObject: true });
    expect(Array.from(new Uint16Array(data.buffer, data.byteOffset, 2))).toEqual([1, 65000]);
  });

  it("writes 8-bit levels, resized, to a one-channel PNG", async () => {
    const png = await resizedGreyPng({ w: 2, h: 2, values: Uint8Array.from([0, 255, 255, 0]) }, 6, 6);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 6, height: 6, channels: 1 });
  });
});
