import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { asJpeg, decodeGrey16, decodeRgb, imageHeader, uprightJpeg } from "./images";

const red = { r: 255, g: 0, b: 0 };
const made = (width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}) => {
  const image = sharp({
    create: { width, height, channels: options.alpha ? 4 : 3, background: options.alpha ? { ...red, alpha: 0 } : red },
  });
  return (
    options.alpha ? image.png() : options.orientation ? image.jpeg().withMetadata({ orientation: options.orientation }) : image.jpeg()
  ).toBuffer();
};

describe("imageHeader", () => {
  it("reads the format and size, and answers null for bytes that are no image", async () => {
    expect(await imageHeader(await made(30, 20))).toEqual({ format: "jpeg", width: 30, height: 20 });
    expect(await imageHeader(await made(4, 5, { alpha: true }))).toEqual({ format: "png", width: 4, height: 5 });
    expect(await imageHeader(Buffer.from("not an image"))).toBeNull();
  });
});

describe("uprightJpeg", () => {
  it("turns by the EXIF orientation, puts transparency on white and keeps the size", async () => {
    const turned = await uprightJpeg(await made(30, 20, { orientation: 6 }), 80);
    expect([turned.width, turned.height]).toEqual([20, 30]);
    expect((await sharp(turned.bytes).metadata()).format).toBe("jpeg");
    const white = await uprightJpeg(await made(4, 4, { alpha: true }), 80);
    expect((await decodeRgb(white.bytes)).data.every((v) => v > 250)).toBe(true);
  });

  it("fits within a long side, never enlarging", async () => {
    expect(await uprightJpeg(await made(300, 150), 82, 100)).toMatchObject({ width: 100, height: 50 });
    expect(await uprightJpeg(await made(30, 15), 82, 100)).toMatchObject({ width: 30, height: 15 });
  });

  it("throws on bytes it cannot decode", async () => {
    await expect(uprightJpeg(Buffer.from("not an image"), 80)).rejects.toThrow();
  });
});

describe("asJpeg", () => {
  it("re-encodes a PNG as a JPEG of the same size", async () => {
    const png = await sharp({ create: { width: 6, height: 4, channels: 3, background: red } })
      .png()
      .toBuffer();
    expect(await sharp(await asJpeg(png, 85)).metadata()).toMatchObject({ format: "jpeg", width: 6, height: 4 });
  });
});

describe("decodeRgb", () => {
  it("answers upright RGB pixels without alpha, within a long side when asked", async () => {
    const rgb = await decodeRgb(await made(30, 20, { orientation: 6 }));
    expect([rgb.width, rgb.height, rgb.data.length]).toEqual([20, 30, 20 * 30 * 3]);
    expect(rgb.data[0]).toBeGreaterThan(240);
    expect((await decodeRgb(await made(4, 4, { alpha: true }))).data.length).toBe(4 * 4 * 3);
    expect(await decodeRgb(await made(300, 150), 100)).toMatchObject({ width: 100, height: 50 });
  });
});

describe("decodeGrey16", () => {
  it("reads a 16-bit grey PNG's levels", async () => {
    const levels = Uint16Array.from([0, 1000, 40000, 65535]);
    const png = await sharp(levels, { raw: { width: 2, height: 2, channels: 1 } })
      .toColourspace("grey16")
      .png()
      .toBuffer();
    expect(Array.from(await decodeGrey16(png))).toEqual([0, 1000, 40000, 65535]);
  });
});
