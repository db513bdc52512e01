import type { ImageEdit, PixelBox } from "@adsight/shared";
import { decodeRgb } from "./images";
import { resizeRgb, rgbPng, type RgbImage } from "./pixels";

export interface EditedImage {
  contentType: "image/png";
  bytes: Buffer;
  width: number;
  height: number;
}

// How far outside a box its surroundings are read (px), as a share of the box's shorter side, at least 2 px.
const RING_SHARE = 0.15;
// A contrast edit at amount 1 triples the region's difference from its surroundings; a dim at 1 keeps a quarter of it.
const CONTRAST_GAIN = 2;
const DIM_KEEP = 0.25;

/** The edits applied in order to the creative's upright pixels, as a PNG (lossless, so only the edits change pixels). */
export async function applyEdits(bytes: Buffer, edits: readonly ImageEdit[]): Promise<EditedImage> {
  let image = await decodeRgb(bytes);
  for (const edit of edits) image = await applyEdit(image, edit);
  return { contentType: "image/png", bytes: await rgbPng(image), width: image.width, height: image.height };
}

export async function applyEdit(image: RgbImage, edit: ImageEdit): Promise<RgbImage> {
  switch (edit.kind) {
    case "place":
      return place(image, clipped(edit.box, image), edit.to);
    case "contrast":
      return towardsSurroundings(image, clipped(edit.box, image), 1 + CONTRAST_GAIN * edit.amount, 0);
    case "dim":
      return towardsSurroundings(image, clipped(edit.box, image), 1 - (1 - DIM_KEEP) * edit.amount, edit.amount);
    case "remove":
      return filled(copyOf(image), clipped(edit.box, image));
    case "crop":
      return cropped(image, edit.box);
  }
}

interface Rect {
  x0: number;
  y0: number;
  x1: number; // exclusive
  y1: number;
}

function clipped(box: PixelBox, image: RgbImage): Rect {
  return {
    x0: Math.max(0, Math.min(image.width, Math.round(box.x))),
    y0: Math.max(0, Math.min(image.height, Math.round(box.y))),
    x1: Math.max(0, Math.min(image.width, Math.round(box.x + box.width))),
    y1: Math.max(0, Math.min(image.height, Math.round(box.y + box.height))),
  };
}

const isEmpty = (r: Rect) => r.x1 <= r.x0 || r.y1 <= r.y0;
const copyOf = (image: RgbImage): RgbImage => ({ ...image, data: new Uint8Array(image.data) });

function ringWidth(r: Rect): number {
  return Math.max(2, Math.round(RING_SHARE * Math.min(r.x1 - r.x0, r.y1 - r.y0)));
}

function surroundingColour(image: RgbImage, r: Rect): [number, number, number] {
  const ring = ringWidth(r);
  const outer = clipped({ x: r.x0 - ring, y: r.y0 - ring, width: r.x1 - r.x0 + 2 * ring, height: r.y1 - r.y0 + 2 * ring }, image);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = outer.y0; y < outer.y1; y++)
    for (let x = outer.x0; x < outer.x1; x++) {
      if (x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1) continue;
      const i = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c++) sum[c] += image.data[i + c];
      n++;
    }
  if (n === 0) return borderColour(image);
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

export function borderColour(image: RgbImage): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  const add = (x: number, y: number) => {
    const i = (y * image.width + x) * 3;
    for (let c = 0; c < 3; c++) sum[c] += image.data[i + c];
    n++;
  };
  for (let x = 0; x < image.width; x++) {
    add(x, 0);
    add(x, image.height - 1);
  }
  for (let y = 1; y < image.height - 1; y++) {
    add(0, y);
    add(image.width - 1, y);
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

type Colour = [number, number, number];

// A Coons-like patch from bands along the edges: a background continues through the hole, a crossing line blurs in.
function filled(image: RgbImage, r: Rect): RgbImage {
  if (isEmpty(r)) return image;
  const fallback = surroundingColour(image, r);
  const ring = ringWidth(r);
  // Read every edge before writing, so the fill never reads its own output.
  const left = edgeBand(image, r.y0, r.y1, ring, (along, out) => [r.x0 - out, along]);
  const right = edgeBand(image, r.y0, r.y1, ring, (along, out) => [r.x1 - 1 + out, along]);
  const top = edgeBand(image, r.x0, r.x1, ring, (along, out) => [along, r.y0 - out]);
  const bottom = edgeBand(image, r.x0, r.x1, ring, (along, out) => [along, r.y1 - 1 + out]);
  for (let y = r.y0; y < r.y1; y++)
    for (let x = r.x0; x < r.x1; x++) {
      const j = y - r.y0;
      const k = x - r.x0;
      const sides: [Colour | null, number][] = [
        [left[j], x - r.x0 + 1],
        [right[j], r.x1 - x],
        [top[k], y - r.y0 + 1],
        [bottom[k], r.y1 - y],
      ];
      const mix = [0, 0, 0];
      let weight = 0;
      for (const [colour, distance] of sides) {
        if (!colour) continue;
        const w = 1 / distance;
        for (let c = 0; c < 3; c++) mix[c] += w * colour[c];
        weight += w;
      }
      const i = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c++) image.data[i + c] = Math.round(weight > 0 ? mix[c] / weight : fallback[c]);
    }
  return image;
}

const EDGE_DEPTH = 3;

/** Per position along an edge, the mean colour of a window ±ring along it and EDGE_DEPTH px outside it; null off the image. */
function edgeBand(
  image: RgbImage,
  from: number,
  to: number,
  ring: number,
  at: (along: number, out: number) => [number, number],
): (Colour | null)[] {
  const inside = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < image.width && y < image.height;
  const length = to - from + 2 * ring;
  const sums = new Float64Array((length + 1) * 4);
  for (let p = 0; p < length; p++) {
    const along = from - ring + p;
    const sum = [0, 0, 0];
    let n = 0;
    for (let out = 1; out <= EDGE_DEPTH; out++) {
      const point = at(along, out);
      if (!inside(point)) continue;
      const i = (point[1] * image.width + point[0]) * 3;
      for (let c = 0; c < 3; c++) sum[c] += image.data[i + c];
      n++;
    }
    for (let c = 0; c < 3; c++) sums[(p + 1) * 4 + c] = sums[p * 4 + c] + (n > 0 ? sum[c] / n : 0);
    sums[(p + 1) * 4 + 3] = sums[p * 4 + 3] + (n > 0 ? 1 : 0);
  }
  return Array.from({ length: to - from }, (_, k) => {
    if (!inside(at(from + k, 1))) return null;
    const lo = k * 4;
    const hi = (k + 2 * ring + 1) * 4;
    const n = sums[hi + 3] - sums[lo + 3];
    return [0, 1, 2].map((c) => (sums[hi + c] - sums[lo + c]) / n) as Colour;
  });
}

async function place(image: RgbImage, r: Rect, to: PixelBox): Promise<RgbImage> {
  const target = { w: Math.max(1, Math.round(to.width)), h: Math.max(1, Math.round(to.height)) };
  if (isEmpty(r)) return image;
  const patch = await resizeRgb(image, target.w, target.h, "fill", { x: r.x0, y: r.y0, w: r.x1 - r.x0, h: r.y1 - r.y0 });
  const out = filled(copyOf(image), r);
  const dx = Math.round(to.x);
  const dy = Math.round(to.y);
  for (let y = Math.max(0, dy); y < Math.min(out.height, dy + target.h); y++)
    for (let x = Math.max(0, dx); x < Math.min(out.width, dx + target.w); x++)
      out.data.set(
        patch.data.subarray(((y - dy) * target.w + (x - dx)) * 3, ((y - dy) * target.w + (x - dx)) * 3 + 3),
        (y * out.width + x) * 3,
      );
  return out;
}

function towardsSurroundings(image: RgbImage, r: Rect, gain: number, desaturate: number): RgbImage {
  if (isEmpty(r)) return image;
  const around = surroundingColour(image, r);
  const out = copyOf(image);
  for (let y = r.y0; y < r.y1; y++)
    for (let x = r.x0; x < r.x1; x++) {
      const i = (y * image.width + x) * 3;
      const grey = (image.data[i] + image.data[i + 1] + image.data[i + 2]) / 3;
      for (let c = 0; c < 3; c++) {
        const v = image.data[i + c] + desaturate * (grey - image.data[i + c]);
        out.data[i + c] = Math.max(0, Math.min(255, Math.round(around[c] + gain * (v - around[c]))));
      }
    }
  return out;
}

function cropped(image: RgbImage, box: PixelBox): RgbImage {
  const w = Math.max(1, Math.round(box.width));
  const h = Math.max(1, Math.round(box.height));
  const ox = Math.round(box.x);
  const oy = Math.round(box.y);
  const pad = borderColour(image).map(Math.round);
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const sx = x + ox;
      const sy = y + oy;
      const inside = sx >= 0 && sy >= 0 && sx < image.width && sy < image.height;
      const from = (sy * image.width + sx) * 3;
      for (let c = 0; c < 3; c++) data[(y * w + x) * 3 + c] = inside ? image.data[from + c] : pad[c];
    }
  return { width: w, height: h, data };
}
