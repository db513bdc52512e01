import sharp from "sharp";
import type { DensityMap } from "./density";
import type { Detection } from "../features/detectors";
import type { RgbImage } from "../image";
import type { EncodedImage } from "../types";

/** Overlays are drawn at most this large on the long side (the results page shows them scaled down anyway). */
export const OVERLAY_LONG_SIDE = 1024;

/** The classic MATLAB jet colour map, v in 0..1. */
export function jet(v: number): [number, number, number] {
  const channel = (offset: number) => Math.round(255 * Math.max(0, Math.min(1, 1.5 - Math.abs(4 * v - offset))));
  return [channel(3), channel(2), channel(1)];
}

async function png(data: Uint8Array, width: number, height: number, channels: 1 | 3): Promise<EncodedImage> {
  let pipeline = sharp(data, { raw: { width, height, channels } });
  if (channels === 1) pipeline = pipeline.toColourspace("b-w");
  const bytes = await pipeline.png({ compressionLevel: 3 }).toBuffer();
  return { contentType: "image/png", bytes };
}

/** The density scaled to 0..255 at its own size; sharp then resizes it, much faster than a tensor resize. */
function densityBytes(density: DensityMap): Uint8Array {
  let max = 0;
  for (const v of density.values) max = Math.max(max, v);
  const grey = new Uint8Array(density.values.length);
  if (max > 0) for (let i = 0; i < grey.length; i++) grey[i] = Math.round((density.values[i] / max) * 255);
  return grey;
}

async function resizedDensity(density: DensityMap, width: number, height: number): Promise<Buffer> {
  return sharp(densityBytes(density), { raw: { width: density.w, height: density.h, channels: 1 } })
    .resize(width, height, { fit: "fill", kernel: "cubic" })
    .toColourspace("b-w")
    .raw()
    .toBuffer();
}

/** 8-bit greyscale density at the image's full size, brightest where attention is highest. */
export async function densityPng(density: DensityMap, width: number, height: number): Promise<EncodedImage> {
  return png(await resizedDensity(density, width, height), width, height, 1);
}

/** Renders jet overlays of one density over one image, optionally restricted to a box (per-object maps). */
export class DensityPainter {
  private constructor(
    private readonly image: RgbImage,
    private readonly values: Buffer,
    private readonly scale: number,
  ) {}

  static async create(image: RgbImage, density: DensityMap, scale: number): Promise<DensityPainter> {
    return new DensityPainter(image, await resizedDensity(density, image.width, image.height), scale);
  }

  /** Attention blended over the image; outside `box` the image is dimmed and uncoloured. */
  render(box?: Detection["box"]): Promise<EncodedImage> {
    const { width, height, data } = this.image;
    const out = new Uint8Array(width * height * 3);
    const x0 = box ? box.x * this.scale : 0;
    const y0 = box ? box.y * this.scale : 0;
    const x1 = box ? (box.x + box.w) * this.scale : width;
    const y1 = box ? (box.y + box.h) * this.scale : height;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const within = x >= x0 && x <= x1 && y >= y0 && y <= y1;
        const level = within ? this.values[i] : 0;
        const alpha = BLEND.alpha[level];
        const keep = (within ? 1 : OUTSIDE_DIM) * (1 - alpha);
        for (let c = 0; c < 3; c++) out[i * 3 + c] = data[i * 3 + c] * keep + BLEND.colour[level * 3 + c] * alpha;
      }
    }
    return png(out, width, height, 3);
  }
}

/** Brightness kept outside the object on per-object maps. */
const OUTSIDE_DIM = 0.45;

/**
 * Colour and opacity per density level. The square root lifts secondary peaks into view beside the main one; the
 * faintest levels stay fully transparent, so the image remains readable and 8-bit banding does not show.
 */
const BLEND = (() => {
  const colour = new Float32Array(256 * 3);
  const alpha = new Float32Array(256);
  for (let level = 0; level < 256; level++) {
    const v = Math.sqrt(level / 255);
    colour.set(jet(v), level * 3);
    alpha[level] = Math.min(0.65, Math.max(0, (v - 0.2) * 1.6));
  }
  return { colour, alpha };
})();

/** A scanpath as numbered fixations (circle area ∝ duration) joined by arrows, drawn over the image. */
export async function scanpathOverlay(
  image: RgbImage,
  scale: number,
  path: { x: number; y: number; dur: number }[],
  colour = "#ffd400",
): Promise<EncodedImage> {
  const { width, height } = image;
  const unit = Math.max(width, height) / 100;
  const points = path.map((f) => ({ x: f.x * scale, y: f.y * scale, r: unit * (0.9 + 0.9 * Math.sqrt(f.dur / 250)) }));
  const arrows = points.slice(1).map((p, i) => {
    const q = points[i];
    const length = Math.hypot(p.x - q.x, p.y - q.y) || 1;
    // Arrows run from rim to rim so that they do not hide the numbers.
    const [ux, uy] = [(p.x - q.x) / length, (p.y - q.y) / length];
    return `<line x1="${(q.x + ux * q.r).toFixed(1)}" y1="${(q.y + uy * q.r).toFixed(1)}" x2="${(p.x - ux * p.r).toFixed(1)}" y2="${(p.y - uy * p.r).toFixed(1)}" marker-end="url(#head)"/>`;
  });
  const circles = points.map((p) => `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${p.r.toFixed(1)}"/>`);
  const numbers = points.map((p, i) => `<text x="${p.x.toFixed(1)}" y="${(p.y + p.r * 0.4).toFixed(1)}">${i + 1}</text>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><marker id="head" markerWidth="6" markerHeight="6" refX="5" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z" fill="${colour}"/></marker></defs>
<rect width="100%" height="100%" fill="black" opacity="0.35"/>
<g stroke="${colour}" stroke-width="${(unit * 0.45).toFixed(1)}" fill="none">${arrows.join("")}</g>
<g fill="${colour}" fill-opacity="0.85" stroke="black" stroke-width="${(unit * 0.15).toFixed(1)}">${circles.join("")}</g>
<g font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${(unit * 1.3).toFixed(1)}" text-anchor="middle" fill="black">${numbers.join("")}</g>
</svg>`;
  const bytes = await sharp(image.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png({ compressionLevel: 3 })
    .toBuffer();
  return { contentType: "image/png", bytes };
}
