import { rgbJpeg } from "#src/media/pixels";
import type { ImageAppearance } from "../features/appearance";
import type { DeepLayer } from "../features/deep-features";
import type { Detection } from "../features/detectors";
import { fittedWithin, type RgbImage } from "../image";
import type { DensityMap } from "./density";
import { keptDetection } from "./eye-catchers";

/** What the image-only scores read: the decoded image and the parts of its analysis that cost nothing more. */
export interface CreativeInput {
  image: RgbImage;
  detections: readonly Detection[];
  appearance: ImageAppearance;
  affect: { valence: number; arousal: number };
  /** The expected density (viewer-independent: scoreImage's `expected`), for the competing focal points. */
  expected: DensityMap;
  deepMean: Partial<Record<DeepLayer, number[]>>;
}

/** Named image features (CREATIVE_FEATURE_NAMES), each a plain number, and the backbone's channels as `deep.LAYER.i`. */
export type CreativeFeatures = Record<CreativeFeatureName, number> & Record<`deep.${string}`, number>;

export const CREATIVE_FEATURE_NAMES = [
  "jpegKb", // the image saved as JPEG at quality 75, 512 px on the long side
  "logJpeg",
  "edges", // share of pixels on an edge (gradient > 0.1), at 256 px
  "strongEdges", // (gradient > 0.3)
  "gradient", // mean gradient magnitude
  "flat", // share of pixels whose four neighbours match within 3 levels
  "colours", // colours (4 bits a channel) covering at least 0.1 % of the image
  "colourEntropy", // bits
  "regions", // same-coloured connected regions of at least 0.2 % of the image, at 128 px
  "elements", // faces, persons and objects the eye catcher rule keeps
  "faces",
  "textBlocks",
  "textArea", // share of the image covered by read text blocks
  "objectArea",
  "focalPoints", // local maxima of the expected density over a third of the highest
  "focalSpread", // normalised entropy of the expected density
  "aspect", // ln(width / height)
  "brightness",
  "saturation",
  "colourfulness",
  "contrast",
  "dark",
  "warm",
  "green",
  "blue",
  "valence",
  "arousal",
] as const;
export type CreativeFeatureName = (typeof CREATIVE_FEATURE_NAMES)[number];

const JPEG = { longSide: 512, quality: 75 };
const PIXEL_SIDE = 256;
const REGION_SIDE = 128;
const EDGE = { weak: 0.1, strong: 0.3 };
const FLAT_LEVELS = 3;
const MIN_COLOUR_SHARE = 0.001;
const MIN_REGION_SHARE = 0.002;
export const FOCAL_SIDE = 16;
const PEAK_SHARE = 1 / 3;

async function jpegBytes(image: RgbImage): Promise<number> {
  return (await rgbJpeg(image, JPEG.quality, JPEG.longSide)).length;
}

function pixelFeatures({ width, height, data }: RgbImage) {
  const n = width * height;
  const luminance = new Float32Array(n);
  const counts = new Uint32Array(4096);
  for (let i = 0; i < n; i++) {
    const r = data[i * 3];
    const g = data[i * 3 + 1];
    const b = data[i * 3 + 2];
    luminance[i] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    counts[((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)]++;
  }
  let edges = 0;
  let strong = 0;
  let gradient = 0;
  let flat = 0;
  const inner = Math.max(1, (width - 2) * (height - 2));
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const g = Math.hypot(luminance[i + 1] - luminance[i - 1], luminance[i + width] - luminance[i - width]);
      gradient += g;
      if (g > EDGE.weak) edges++;
      if (g > EDGE.strong) strong++;
      if (sameColour(data, i, i - 1) && sameColour(data, i, i + 1) && sameColour(data, i, i - width) && sameColour(data, i, i + width))
        flat++;
    }
  }
  let colours = 0;
  let entropy = 0;
  for (const count of counts) {
    if (count === 0) continue;
    const p = count / n;
    if (p >= MIN_COLOUR_SHARE) colours++;
    entropy -= p * Math.log2(p);
  }
  return {
    edges: edges / inner,
    strongEdges: strong / inner,
    gradient: gradient / inner,
    flat: flat / inner,
    colours,
    colourEntropy: entropy,
  };
}

function sameColour(data: Uint8Array, i: number, j: number): boolean {
  return (
    Math.abs(data[i * 3] - data[j * 3]) <= FLAT_LEVELS &&
    Math.abs(data[i * 3 + 1] - data[j * 3 + 1]) <= FLAT_LEVELS &&
    Math.abs(data[i * 3 + 2] - data[j * 3 + 2]) <= FLAT_LEVELS
  );
}

/** Connected regions of one colour (3 bits a channel), four-connected, of at least MIN_REGION_SHARE of the image. */
function regionCount({ width, height, data }: RgbImage): number {
  const n = width * height;
  const colour = new Uint16Array(n);
  for (let i = 0; i < n; i++) colour[i] = ((data[i * 3] >> 5) << 6) | ((data[i * 3 + 1] >> 5) << 3) | (data[i * 3 + 2] >> 5);
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  let regions = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    seen[start] = 1;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    const visit = (j: number) => {
      if (!seen[j] && colour[j] === colour[start]) {
        seen[j] = 1;
        stack[top++] = j;
      }
    };
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % width;
      if (x > 0) visit(i - 1);
      if (x < width - 1) visit(i + 1);
      if (i >= width) visit(i - width);
      if (i + width < n) visit(i + width);
    }
    if (size >= MIN_REGION_SHARE * n) regions++;
  }
  return regions;
}

export function focalGrid(map: DensityMap): DensityMap {
  const scale = FOCAL_SIDE / Math.max(map.w, map.h);
  const w = Math.max(1, Math.round(map.w * scale));
  const h = Math.max(1, Math.round(map.h * scale));
  const values = new Float32Array(w * h);
  const column = Int32Array.from({ length: map.w }, (_, x) => Math.min(w - 1, Math.floor((x * w) / map.w)));
  for (let y = 0; y < map.h; y++) {
    const row = Math.min(h - 1, Math.floor((y * h) / map.h)) * w;
    for (let x = 0; x < map.w; x++) values[row + column[x]] += map.values[y * map.w + x];
  }
  return { w, h, values };
}

function focalFeatures(expected: DensityMap) {
  const { w, h, values } = focalGrid(expected);
  let max = 0;
  let total = 0;
  for (const v of values) {
    max = Math.max(max, v);
    total += v;
  }
  let peaks = 0;
  let entropy = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = values[y * w + x];
      if (v > 0 && total > 0) entropy -= (v / total) * Math.log(v / total);
      if (v < PEAK_SHARE * max || v <= 0) continue;
      let highest = true;
      for (let dy = -1; dy <= 1 && highest; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < w && ny < h && values[ny * w + nx] > v) highest = false;
        }
      if (highest) peaks++;
    }
  }
  return { focalPoints: peaks, focalSpread: w * h > 1 ? entropy / Math.log(w * h) : 0 };
}

function detectionFeatures(detections: readonly Detection[], width: number, height: number) {
  const area = width * height;
  const kept = detections.filter((d) => d.kind !== "text" && keptDetection(d));
  const texts = detections.filter((d) => d.kind === "text");
  const covered = (boxes: readonly Detection[]) => Math.min(1, boxes.reduce((s, d) => s + d.box.w * d.box.h, 0) / area);
  return {
    elements: kept.length,
    faces: kept.filter((d) => d.kind === "face").length,
    textBlocks: texts.length,
    textArea: covered(texts),
    objectArea: covered(kept.filter((d) => d.kind !== "face")),
  };
}

/** Signed square roots of the channel means: their distributions are skewed (as the affect readout reads them). */
function deepFeatures(deepMean: CreativeInput["deepMean"]): Record<`deep.${string}`, number> {
  const features: Record<`deep.${string}`, number> = {};
  for (const [layer, values] of Object.entries(deepMean))
    values.forEach((v, i) => (features[`deep.${layer}.${i}`] = Math.sign(v) * Math.sqrt(Math.abs(v))));
  return features;
}

/** The image-only features of one image (about 10–20 ms for 800 × 600 px). */
export async function creativeFeatures(input: CreativeInput): Promise<CreativeFeatures> {
  const { image, appearance } = input;
  const [bytes, small, tiny] = await Promise.all([jpegBytes(image), fittedWithin(image, PIXEL_SIDE), fittedWithin(image, REGION_SIDE)]);
  return {
    jpegKb: bytes / 1024,
    logJpeg: Math.log(bytes),
    ...pixelFeatures(small),
    regions: regionCount(tiny),
    ...detectionFeatures(input.detections, image.width, image.height),
    ...focalFeatures(input.expected),
    aspect: Math.log(image.width / image.height),
    brightness: appearance.brightness,
    saturation: appearance.saturation,
    colourfulness: appearance.colourfulness,
    contrast: appearance.contrast,
    dark: appearance.dark,
    warm: appearance.warm,
    green: appearance.green,
    blue: appearance.blue,
    valence: input.affect.valence,
    arousal: input.affect.arousal,
    ...deepFeatures(input.deepMean),
  };
}
