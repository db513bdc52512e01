import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import {
  blur,
  decodeRgb,
  DEEP_LAYER_NAMES,
  type DeepLayer,
  deepMaps,
  type DeepReadout,
  deepSaliency,
  DEFAULT_PARAMETERS,
  designedShare,
  Detectors,
  FEATURE_NAMES,
  gridSize,
  type ImageAnalysis,
  interplayMap,
  loadBackbone,
  SAMPLING_LONG_SIDE,
} from "@adsight/engine/src/simulation/stages";
import sharp from "sharp";
import type { DesignedImage } from "./designed";
import type { PixelFixation } from "./metrics";
import { cachedAnalysis, type OsieImage } from "./osie";

/** The raw backbone activations are cached here: they depend only on the image and the backbone, not on any fit. */
const CACHE = process.env.DEEP_CACHE ?? "/work/cache/deep";

/** Which set an image comes from: OSIE photographs, FiWI web pages (fixations) or GDI designs (importance maps). */
export type SampleSet = "osie" | "fiwi" | "gdi";

/** A design's importance map counts as this many fixations in the fit (an OSIE image holds about 135, a page 150). */
export const IMPORTANCE_FIXATIONS = 150;

/**
 * One image as the readout fit sees it: its feature maps and deep layers on the sampling grid, and its fixations
 * (a design's importance map on the grid instead, as fractional counts).
 */
export interface Sample {
  image: OsieImage;
  set: SampleSet;
  /** A design's importance map at the image's size (designs only; no points then). */
  importance?: Float32Array;
  /** How likely the image is designed content (ModelParameters.designed), set by the fit that uses it. */
  designed?: number;
  analysis: ImageAnalysis;
  width: number;
  height: number;
  grid: { w: number; h: number };
  /** Existing maps by name, [cell]. */
  base: Record<string, Float32Array>;
  /** Deep layers, [cell][channel]. */
  deep: Record<DeepLayer, { channels: number; values: Float32Array }>;
  counts: Float64Array;
  points: PixelFixation[];
  /** The design matrix [cell][column], filled once the columns are known. */
  x?: Float64Array;
}

/** The existing maps the readout weighs beside the deep layers and its own centre terms. */
export const BASE = FEATURE_NAMES.filter((n) => !n.startsWith("centre") && n !== "deep" && n !== "deepDesigned" && n !== "interplay");

/** Backbone time per image (ms) of the images whose deep maps were not cached yet. */
export const backboneTimings: number[] = [];

/** Samples of the images in order; `sigma` (cells) pre-blurs every map. Detectors load only when an analysis is missing. */
export async function loadSamples(images: OsieImage[], sigma = 0): Promise<Sample[]> {
  let detectors: Promise<Detectors> | undefined;
  const load = () => (detectors ??= Detectors.load());
  const samples: Sample[] = [];
  for (const image of images) samples.push(await loadSample(image, load, sigma));
  return samples;
}

async function loadSample(image: OsieImage, detectors: () => Promise<Detectors>, sigma: number): Promise<Sample> {
  const analysis = await cachedAnalysis(image, detectors);
  const { width, height } = analysis;
  const grid = gridSize(width, height, SAMPLING_LONG_SIDE);
  const cells = grid.w * grid.h;
  const file = path.join(CACHE, `v1-${image.name}.bin`);
  let raw: Float32Array;
  let channels: number[];
  if (existsSync(file)) {
    const b = readFileSync(file);
    raw = new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
    channels = JSON.parse(readFileSync(`${file}.json`, "utf8")) as number[];
  } else {
    const model = await loadBackbone();
    const rgb = await decodeRgb(readFileSync(image.file), 800);
    const started = Date.now();
    const maps = deepMaps(model, rgb, grid) as Required<ReturnType<typeof deepMaps>>;
    backboneTimings.push(Date.now() - started);
    channels = DEEP_LAYER_NAMES.map((l) => maps[l].channels);
    raw = new Float32Array(channels.reduce((s, c) => s + c, 0) * cells);
    let offset = 0;
    for (const l of DEEP_LAYER_NAMES) {
      raw.set(maps[l].values, offset);
      offset += maps[l].values.length;
    }
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, Buffer.from(raw.buffer));
    writeFileSync(`${file}.json`, JSON.stringify(channels));
  }
  const base: Record<string, Float32Array> = {};
  for (const n of BASE) base[n] = analysis.features.maps[FEATURE_NAMES.indexOf(n)];
  const deep = {} as Sample["deep"];
  let offset = 0;
  DEEP_LAYER_NAMES.forEach((l, i) => {
    deep[l] = { channels: channels[i], values: raw.subarray(offset, offset + channels[i] * cells) };
    offset += channels[i] * cells;
  });
  if (sigma > 0) blurSample(base, deep, grid, sigma);
  const set: SampleSet = (image as Partial<DesignedImage>).set ?? "osie";
  const importanceFile = (image as Partial<DesignedImage>).importance;
  if (importanceFile) {
    const importance = await importanceMap(importanceFile, width, height);
    return {
      image,
      set,
      importance,
      analysis,
      width,
      height,
      grid,
      base,
      deep,
      counts: importanceCounts(importance, width, height, grid),
      points: [],
    };
  }
  const counts = new Float64Array(cells);
  const points: PixelFixation[] = [];
  for (const s of image.subjects) {
    s.x.forEach((x, j) => {
      const y = s.y[j];
      points.push({ x, y });
      const gx = Math.min(grid.w - 1, Math.max(0, Math.floor((x / width) * grid.w)));
      const gy = Math.min(grid.h - 1, Math.max(0, Math.floor((y / height) * grid.h)));
      counts[gy * grid.w + gx] += 1;
    });
  }
  return { image, set, analysis, width, height, grid, base, deep, counts, points };
}

/** The importance map at the image's size, 0..1. */
async function importanceMap(file: string, width: number, height: number): Promise<Float32Array> {
  const raw = await sharp(file).removeAlpha().greyscale().resize(width, height, { fit: "fill" }).toColourspace("b-w").raw().toBuffer();
  return Float32Array.from(raw, (v) => v / 255);
}

/** Importance summed per grid cell, scaled to IMPORTANCE_FIXATIONS in all. */
function importanceCounts(importance: Float32Array, width: number, height: number, grid: { w: number; h: number }): Float64Array {
  const counts = new Float64Array(grid.w * grid.h);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(grid.h - 1, Math.floor((y / height) * grid.h));
    for (let x = 0; x < width; x++)
      counts[gy * grid.w + Math.min(grid.w - 1, Math.floor((x / width) * grid.w))] += importance[y * width + x];
  }
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((v) => (v / total) * IMPORTANCE_FIXATIONS);
}

/** The sample's image analysis as the runtime would make it with this readout: only the deep and interplay maps differ. */
export function analysisWithReadout(sample: Sample, readout: DeepReadout): ImageAnalysis {
  const { features } = sample.analysis;
  const cells = sample.grid.w * sample.grid.h;
  const deep = deepSaliency(sample.deep, readout, cells);
  const maps = features.maps.map((m, k) =>
    FEATURE_NAMES[k] === "deep" ? deep.photograph : FEATURE_NAMES[k] === "deepDesigned" ? deep.designed : m,
  );
  const interplay = FEATURE_NAMES.indexOf("interplay");
  maps[interplay] = interplayMap(
    maps.slice(0, interplay),
    sample.deep,
    readout.hidden ?? [],
    designedShare(DEFAULT_PARAMETERS, features.content),
    cells,
  );
  return { ...sample.analysis, features: { ...features, maps } };
}

/** Gaussian pre-blur of every map (σ in cells): the readout of DeepGaze I blurs its output the same way. */
function blurSample(base: Sample["base"], deep: Sample["deep"], grid: { w: number; h: number }, sigma: number): void {
  tf.tidy(() => {
    const names = Object.keys(base);
    const stacked = tf.tensor4d(Float32Array.from(names.flatMap((n) => Array.from(base[n]))), [names.length, grid.h, grid.w, 1]);
    const out = blur(stacked, sigma).dataSync();
    names.forEach((n, k) => (base[n] = Float32Array.from(out.subarray(k * grid.w * grid.h, (k + 1) * grid.w * grid.h))));
    for (const l of DEEP_LAYER_NAMES) {
      const { channels, values } = deep[l];
      // [cell][channel] → [channel, h, w, 1] for the blur, and back.
      const t = tf.tensor4d(values, [1, grid.h, grid.w, channels]).transpose<tf.Tensor4D>([3, 1, 2, 0]);
      deep[l] = { channels, values: blur(t, sigma).transpose([3, 1, 2, 0]).dataSync() as Float32Array };
    }
  });
}
