import sharp from "sharp";
import type { Box } from "@adsight/engine/src/simulation/stages";
import { floodFill } from "@adsight/engine/src/simulation/features/regions";
import { iou, shareOn } from "./design-matching";

/**
 * Candidate pictorial logos for `logo-cv`, from the image alone: on the image at WORKING_SIDE px, pixels whose colour
 * gradient exceeds a threshold, with the lines of text blanked out, grown by 0 or 1 px and split into connected
 * blobs; every blob between MIN_SIDE px and MAX_SHARE of the image is a candidate, described by what tells a mark
 * apart: its size and shape, the edges inside it against those in a ring around it (isolation), its contrast to the
 * ring, how near it lies to an edge or a corner, how near to a line of text (a combination mark's lettering) and how
 * much of it an object covers.
 */

export const WORKING_SIDE = 400;
/** (gradient threshold, growth in px) pairs; their blobs are pooled. */
const SETTINGS: [number, number][] = [
  [0.12, 0],
  [0.12, 1],
  [0.2, 0],
  [0.2, 1],
];
const MIN_SIDE = 5;
const MAX_SHARE = 0.2;

export const LOGO_FEATURES = [
  "logArea",
  "logAreaSquared",
  "aspect",
  "fill",
  "edgesInside",
  "edgesAround",
  "ringSpread",
  "contrast",
  "edgeDistance",
  "edgeDistanceRoot",
  "cornerDistance",
  "centreY",
  "textGap",
  "onText",
  "onObjects",
  "designed",
] as const;

export interface LogoCandidate {
  /** In the image's own pixels. */
  box: Box;
  features: number[];
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

function gradientEdges({ data, width, height }: Pixels, threshold: number, blank: Box[]): Uint8Array {
  const edges = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let strongest = 0;
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        strongest = Math.max(strongest, Math.abs(data[i + 3] - data[i - 3]) + Math.abs(data[i + 3 * width] - data[i - 3 * width]));
      }
      edges[y * width + x] = strongest / 510 > threshold ? 1 : 0;
    }
  }
  for (const b of blank) {
    for (let y = Math.max(0, Math.floor(b.y)); y < Math.min(height, Math.ceil(b.y + b.h)); y++) {
      for (let x = Math.max(0, Math.floor(b.x)); x < Math.min(width, Math.ceil(b.x + b.w)); x++) edges[y * width + x] = 0;
    }
  }
  return edges;
}

function grown(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  if (radius === 0) return mask;
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < width && yy < height) out[yy * width + xx] = 1;
        }
      }
    }
  }
  return out;
}

/** Edge density, mean colour and luminance spread inside a box and in the ring around it. */
function insideAndRing(pixels: Pixels, edges: Uint8Array, box: Box) {
  const { data, width, height } = pixels;
  const ring = Math.max(2, Math.round(0.3 * Math.min(box.w, box.h)));
  const inside = { n: 0, edges: 0, colour: [0, 0, 0] };
  const around = { n: 0, edges: 0, colour: [0, 0, 0], lum: 0, lumSquares: 0 };
  for (let y = Math.max(0, box.y - ring); y < Math.min(height, box.y + box.h + ring); y++) {
    for (let x = Math.max(0, box.x - ring); x < Math.min(width, box.x + box.w + ring); x++) {
      const i = y * width + x;
      const within = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      const part = within ? inside : around;
      part.n++;
      part.edges += edges[i];
      for (let c = 0; c < 3; c++) part.colour[c] += data[i * 3 + c];
      if (!within) {
        const lum = (0.299 * data[i * 3] + 0.587 * data[i * 3 + 1] + 0.114 * data[i * 3 + 2]) / 255;
        around.lum += lum;
        around.lumSquares += lum * lum;
      }
    }
  }
  const n = Math.max(1, around.n);
  const lumMean = around.lum / n;
  return {
    edgesInside: inside.edges / Math.max(1, inside.n),
    edgesAround: around.edges / n,
    ringSpread: Math.sqrt(Math.max(0, around.lumSquares / n - lumMean * lumMean)),
    contrast: Math.hypot(...inside.colour.map((v, c) => v / Math.max(1, inside.n) - around.colour[c] / n)) / 441,
  };
}

/**
 * The candidates of one image. `text` and `objects` are boxes in the image's own pixels of width × height; `designed`
 * is its designed share.
 */
export async function logoCandidates(
  bytes: Buffer,
  image: { width: number; height: number; designed: number; text: Box[]; objects: Box[] },
): Promise<LogoCandidate[]> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .removeAlpha()
    .resize(WORKING_SIDE, WORKING_SIDE, { fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Pixels = { data, width: info.width, height: info.height };
  const { width, height } = pixels;
  const k = width / image.width;
  const scaled = (b: Box): Box => ({ x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k });
  const text = image.text.map(scaled);
  const objects = image.objects.map(scaled);
  const long = Math.max(width, height);
  const boxes: Box[] = [];
  const out: LogoCandidate[] = [];
  for (const [threshold, radius] of SETTINGS) {
    const edges = gradientEdges(pixels, threshold, text);
    const mask = grown(edges, width, height, radius);
    const seen = new Uint8Array(width * height);
    for (let start = 0; start < mask.length; start++) {
      if (seen[start] || !mask[start]) continue;
      const region = floodFill(start, width, height, (i) => mask[i] === 1, seen);
      const box = { x: region.minX, y: region.minY, w: region.maxX - region.minX + 1, h: region.maxY - region.minY + 1 };
      if (box.w < MIN_SIDE || box.h < MIN_SIDE || box.w * box.h > MAX_SHARE * width * height) continue;
      if (boxes.some((b) => iou(b, box) > 0.85)) continue;
      boxes.push(box);
      const side = Math.min(box.w, box.h);
      const textGap = Math.min(
        3,
        ...text.map((l) => {
          const dx = Math.max(0, l.x - (box.x + box.w), box.x - (l.x + l.w));
          const dy = Math.max(0, l.y - (box.y + box.h), box.y - (l.y + l.h));
          return Math.hypot(dx, dy) / Math.max(side, l.h);
        }),
      );
      const edgeDistance = Math.min(box.x, box.y, width - box.x - box.w, height - box.y - box.h) / long;
      const corners = [
        [0, 0],
        [width, 0],
        [0, height],
        [width, height],
      ];
      const cornerDistance =
        Math.min(
          ...corners.map(([cx, cy]) =>
            Math.hypot(
              Math.min(Math.abs(cx - box.x), Math.abs(cx - box.x - box.w)),
              Math.min(Math.abs(cy - box.y), Math.abs(cy - box.y - box.h)),
            ),
          ),
        ) / long;
      const logArea = Math.log((box.w * box.h) / (width * height));
      const ring = insideAndRing(pixels, edges, box);
      const features: Record<(typeof LOGO_FEATURES)[number], number> = {
        logArea,
        logAreaSquared: logArea * logArea,
        aspect: Math.abs(Math.log(box.w / box.h)),
        fill: region.cells.length / (box.w * box.h),
        ...ring,
        edgeDistance,
        edgeDistanceRoot: Math.sqrt(edgeDistance),
        cornerDistance,
        centreY: (box.y + box.h / 2) / height,
        textGap,
        onText: shareOn(box, text),
        onObjects: shareOn(box, objects),
        designed: image.designed,
      };
      out.push({ box: { x: box.x / k, y: box.y / k, w: box.w / k, h: box.h / k }, features: LOGO_FEATURES.map((f) => features[f]) });
    }
  }
  return out;
}
