import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { applyEdits } from "./edits";

const WHITE = 255;
const W = 200;
const H = 100;

/** A white creative with a black 20×20 logo at (90, 40), as a PNG. */
async function creative(): Promise<Buffer> {
  const data = Buffer.alloc(W * H * 3, WHITE);
  for (let y = 40; y < 60; y++) for (let x = 90; x < 110; x++) data.fill(0, (y * W + x) * 3, (y * W + x) * 3 + 3);
  return sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toBuffer();
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, grey: (x: number, y: number) => data[(y * info.width + x) * info.channels] };
}

/** The bounding box of the dark pixels. */
function darkBox(image: Awaited<ReturnType<typeof pixels>>) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (image.grey(x, y) < 128) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x + 1), Math.max(y1, y + 1)];
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

const logo = { x: 90, y: 40, width: 20, height: 20 };

describe("applyEdits", () => {
  it("resizes a logo into the box asked and fills where it was", async () => {
    const to = { x: 85, y: 35, width: 30, height: 30 };
    const edited = await pixels((await applyEdits(await creative(), [{ kind: "place", box: logo, to }])).bytes);
    expect(darkBox(edited)).toEqual(to);
  });

  it("moves a logo and fills its old place from the surroundings", async () => {
    const to = { x: 10, y: 10, width: 20, height: 20 };
    const edited = await pixels((await applyEdits(await creative(), [{ kind: "place", box: logo, to }])).bytes);
    expect(darkBox(edited)).toEqual(to);
    expect(edited.grey(100, 50)).toBe(WHITE);
  });

  it("removes an element by filling it from its surroundings", async () => {
    const edited = await pixels((await applyEdits(await creative(), [{ kind: "remove", box: logo }])).bytes);
    expect(darkBox(edited).width).toBe(-Infinity);
  });

  it("fills without drawing a streak where a thin line crosses the edge", async () => {
    const data = Buffer.alloc(W * H * 3, WHITE);
    for (let x = 0; x < W; x++) data.fill(0, (50 * W + x) * 3, (50 * W + x) * 3 + 3);
    const png = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
      .png()
      .toBuffer();
    const edited = await pixels((await applyEdits(png, [{ kind: "remove", box: { x: 60, y: 20, width: 80, height: 60 } }])).bytes);
    // The single outer pixel row put the line's black at 1/2 weight next to the edge; the band spreads it thin.
    expect(edited.grey(61, 50)).toBeGreaterThan(200);
    expect(edited.grey(100, 50)).toBeGreaterThan(200);
  });

  it("raises a region's contrast against its surroundings and dims it towards them", async () => {
    const grey = Buffer.alloc(W * H * 3, 200);
    for (let y = 40; y < 60; y++) for (let x = 90; x < 110; x++) grey.fill(150, (y * W + x) * 3, (y * W + x) * 3 + 3);
    const png = await sharp(grey, { raw: { width: W, height: H, channels: 3 } })
      .png()
      .toBuffer();
    const raised = await pixels((await applyEdits(png, [{ kind: "contrast", box: logo, amount: 1 }])).bytes);
    const dimmed = await pixels((await applyEdits(png, [{ kind: "dim", box: logo, amount: 1 }])).bytes);
    expect(raised.grey(100, 50)).toBe(50); // 200 + 3 × (150 − 200)
    expect(dimmed.grey(100, 50)).toBe(188); // 200 + 0.25 × (150 − 200), rounded
    expect(raised.grey(10, 10)).toBe(200);
  });

  it("crops to the box kept, padding where it reaches outside with the border colour", async () => {
    const crop = await pixels(
      (await applyEdits(await creative(), [{ kind: "crop", placement: "1:1", box: { x: 50, y: 0, width: 100, height: 100 } }])).bytes,
    );
    expect([crop.width, crop.height]).toEqual([100, 100]);
    expect(darkBox(crop)).toEqual({ x: 40, y: 40, width: 20, height: 20 });
    const padded = await pixels(
      (await applyEdits(await creative(), [{ kind: "crop", placement: "9:16", box: { x: 150, y: 0, width: 60, height: 120 } }])).bytes,
    );
    expect([padded.width, padded.height, padded.grey(59, 119)]).toEqual([60, 120, WHITE]);
  });
});
