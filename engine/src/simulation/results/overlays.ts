import { decodeGrey16 } from "#src/media/images";
import { grey16Png, resizedGrey16, resizedGreyPng, rgbPng, rgbPngUnderSvg } from "#src/media/pixels";
import type { Box } from "../geometry";
import type { RgbImage } from "../image";
import type { EncodedImage } from "../types";
import type { Fixation } from "../viewers/scanpaths";
import type { Consensus } from "./consensus";
import type { DensityMap } from "./density";
import type { NamedBox } from "./eye-catchers";
import type { ScoringEvents } from "./image-scores";

// The results page shows them scaled down anyway.
export const OVERLAY_LONG_SIDE = 1024;

// MATLAB's jet colour map.
export function jet(v: number): [number, number, number] {
  const channel = (offset: number) => Math.round(255 * Math.max(0, Math.min(1, 1.5 - Math.abs(4 * v - offset))));
  return [channel(3), channel(2), channel(1)];
}

async function pngOf(data: Uint8Array, width: number, height: number): Promise<EncodedImage> {
  return { contentType: "image/png", bytes: await rgbPng({ width, height, data }) };
}

// 16 bits keep low-attention areas above zero.
export const DENSITY_PEAK_LEVEL = 65535;

export async function densityLevels(density: DensityMap, width: number, height: number): Promise<Uint16Array> {
  let max = 0;
  for (const v of density.values) max = Math.max(max, v);
  const scaled = new Float32Array(density.values.length);
  if (max > 0) for (let i = 0; i < scaled.length; i++) scaled[i] = (density.values[i] / max) * DENSITY_PEAK_LEVEL;
  return resizedGrey16({ w: density.w, h: density.h, values: scaled }, width, height);
}

export async function densityPng(density: DensityMap, width: number, height: number): Promise<EncodedImage> {
  const levels = await densityLevels(density, width, height);
  return { contentType: "image/png", bytes: await grey16Png({ w: width, h: height, values: levels }) };
}

/** 8 bits, for files a person opens: the peak is white. */
export async function densityGreyPng(density: DensityMap, width: number, height: number): Promise<EncodedImage> {
  let max = 0;
  for (const v of density.values) max = Math.max(max, v);
  const levels = Uint8Array.from(density.values, (v) => (max > 0 ? Math.round((255 * v) / max) : 0));
  return { contentType: "image/png", bytes: await resizedGreyPng({ w: density.w, h: density.h, values: levels }, width, height) };
}

/** The heatmap's colours and opacity per density cell (RGBA), for a compositor that scales and lays it over a picture. */
export function heatmapRgba(density: DensityMap): Uint8Array {
  let max = 0;
  for (const v of density.values) max = Math.max(max, v);
  const out = new Uint8Array(density.values.length * 4);
  density.values.forEach((v, i) => {
    const level = max > 0 ? Math.round((v / max) * DENSITY_PEAK_LEVEL) >> BLEND_SHIFT : 0;
    for (let c = 0; c < 3; c++) out[i * 4 + c] = BLEND.colour[level * 3 + c];
    out[i * 4 + 3] = Math.round(255 * BLEND.alpha[level]);
  });
  return out;
}

// For scoring the map as it is written.
export async function readDensityPng(image: EncodedImage): Promise<Float32Array> {
  const levels = await decodeGrey16(image.bytes);
  let total = 0;
  for (const v of levels) total += v;
  return Float32Array.from(levels, (v) => v / Math.max(1, total));
}

// The blend and the dimmed copy are made once; a per-object map pastes the box's rows of the blend into the copy.
export class DensityPainter {
  private constructor(
    private readonly image: RgbImage,
    private readonly blended: Uint8Array,
    private readonly dimmed: Uint8Array,
    private readonly scale: number,
  ) {}

  static async create(image: RgbImage, density: DensityMap, scale: number): Promise<DensityPainter> {
    const { width, height, data } = image;
    const blended = await blendedOver(image, density);
    const dimmed = new Uint8Array(width * height * 3);
    for (let i = 0; i < dimmed.length; i++) dimmed[i] = data[i] * OUTSIDE_DIM;
    return new DensityPainter(image, blended, dimmed, scale);
  }

  render(box?: Box): Promise<EncodedImage> {
    const { width, height } = this.image;
    if (!box) return pngOf(this.blended, width, height);
    const out = Uint8Array.from(this.dimmed);
    // Edges included.
    const x0 = Math.max(0, Math.ceil(box.x * this.scale));
    const x1 = Math.min(width - 1, Math.floor((box.x + box.w) * this.scale));
    const y0 = Math.max(0, Math.ceil(box.y * this.scale));
    const y1 = Math.min(height - 1, Math.floor((box.y + box.h) * this.scale));
    for (let y = y0; y <= y1 && x0 <= x1; y++)
      out.set(this.blended.subarray((y * width + x0) * 3, (y * width + x1 + 1) * 3), (y * width + x0) * 3);
    return pngOf(out, width, height);
  }
}

async function blendedOver(image: RgbImage, density: DensityMap): Promise<Uint8Array> {
  const { width, height, data } = image;
  const levels = await densityLevels(density, width, height);
  const blended = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const level = levels[i] >> BLEND_SHIFT;
    const alpha = BLEND.alpha[level];
    for (let c = 0; c < 3; c++) blended[i * 3 + c] = data[i * 3 + c] * (1 - alpha) + BLEND.colour[level * 3 + c] * alpha;
  }
  return blended;
}

export async function heatmapOverlay(image: RgbImage, density: DensityMap): Promise<EncodedImage> {
  return pngOf(await blendedOver(image, density), image.width, image.height);
}

const OUTSIDE_DIM = 0.45;

const BLEND_SHIFT = 4; // 4 096 steps of the 16-bit density
const BLEND_STEPS = (DENSITY_PEAK_LEVEL >> BLEND_SHIFT) + 1;

// The square root lifts secondary peaks into view; the faintest steps stay transparent so the image stays readable.
const BLEND = (() => {
  const colour = new Float32Array(BLEND_STEPS * 3);
  const alpha = new Float32Array(BLEND_STEPS);
  for (let level = 0; level < BLEND_STEPS; level++) {
    const v = Math.sqrt(level / (BLEND_STEPS - 1));
    colour.set(jet(v), level * 3);
    alpha[level] = Math.min(0.65, Math.max(0, (v - 0.2) * 1.6));
  }
  return { colour, alpha };
})();

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
  return { contentType: "image/png", bytes: await rgbPngUnderSvg(image, svg) };
}

export interface ImageOverlays {
  heatmap: EncodedImage;
  slices: EncodedImage[];
  objects: Record<string, EncodedImage>; // by area name
  consensus: EncodedImage | null;
  clusters: EncodedImage[];
}

/** The heatmaps, being encoded, and the painter of the eye catchers' maps. */
export interface Heatmaps {
  painter: DensityPainter;
  scale: number;
  heatmap: Promise<EncodedImage>;
  slices: Promise<EncodedImage[]>;
}

/**
 * The heatmaps need only the densities: blended here and left to sharp, which encodes them on its own threads while
 * the scores are computed. `picture` is the image of `size` scaled to at most OVERLAY_LONG_SIDE.
 */
export async function startHeatmaps(
  picture: RgbImage,
  size: { width: number; height: number },
  density: DensityMap,
  slices: readonly DensityMap[] = [],
): Promise<Heatmaps> {
  const scale = picture.width / size.width;
  const [painter, blends] = await Promise.all([
    DensityPainter.create(picture, density, scale),
    Promise.all(slices.map((slice) => blendedOver(picture, slice))),
  ]);
  return {
    painter,
    scale,
    heatmap: painter.render(),
    slices: Promise.all(blends.map((blend) => pngOf(blend, picture.width, picture.height))),
  };
}

/** Told by scoreImage what each overlay shows as soon as it is known, so sharp's threads draw it while the scores are computed. */
export class OverlayDrawing implements ScoringEvents {
  private objects: Promise<(readonly [string, EncodedImage])[]> = Promise.resolve([]);
  private clusters: Promise<EncodedImage[]> = Promise.resolve([]);
  private consensusOverlay: Promise<EncodedImage | null> = Promise.resolve(null);

  constructor(
    private readonly picture: RgbImage,
    private readonly heatmaps: Heatmaps,
    private readonly paths: Fixation[][],
  ) {}

  areas(areas: readonly NamedBox[]): void {
    const { painter } = this.heatmaps;
    this.objects = settledLater(Promise.all(areas.map(async (area) => [area.name, await painter.render(area.box)] as const)));
  }

  consensus(consensus: Consensus | null): void {
    const { picture, heatmaps, paths } = this;
    const draw = (viewer: number) => scanpathOverlay(picture, heatmaps.scale, paths[viewer]);
    this.clusters = settledLater(Promise.all((consensus?.clusters ?? []).map((cluster) => draw(cluster.medoid))));
    this.consensusOverlay = settledLater(consensus ? draw(consensus.medoid) : Promise.resolve(null));
  }

  async drawn(): Promise<ImageOverlays> {
    const [objects, clusters, consensus, heatmap, slices] = await Promise.all([
      this.objects,
      this.clusters,
      this.consensusOverlay,
      this.heatmaps.heatmap,
      this.heatmaps.slices,
    ]);
    return { heatmap, slices, objects: Object.fromEntries(objects), consensus, clusters };
  }
}

// Awaited once the scores are done; a failure meanwhile must not go unhandled.
function settledLater<T>(drawing: Promise<T>): Promise<T> {
  void drawing.catch(() => undefined);
  return drawing;
}
