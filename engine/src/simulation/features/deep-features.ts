import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import { registerFileModelLoader } from "../backend";
import type { RgbImage } from "../image";

/**
 * Deep feature maps from the MobileNetV3 backbone of the CenterNet object detector that ships inside
 * `@vladmandic/human` (MIT; trained on COCO): the DeepGaze I recipe (Kümmerer et al. 2014) of reading a pretrained
 * network's activations at several depths and fitting a linear readout on human fixations.
 */
export const DEEP_LAYERS = {
  /** Stride 8, 40 channels: parts and textures. */
  stride8: "tower_0/MobilenetV3/expanded_conv_5/add",
  /** Stride 16, 112 channels: object parts. */
  stride16: "tower_0/MobilenetV3/expanded_conv_11/add",
  /** Stride 4 head features after the feature pyramid (the detector's last shared layer). */
  head: "tower_0/CenternetHead/mul",
  /** The 80 COCO class heatmaps before thresholding. */
  classes: "tower_0/keypoints",
} as const;
export type DeepLayer = keyof typeof DEEP_LAYERS;
export const DEEP_LAYER_NAMES = Object.keys(DEEP_LAYERS) as DeepLayer[];

/** The detector's square input (centernet.json's signature), which @vladmandic/human squeezes every image to. */
export const INPUT_SIDE = 512;

let loaded: Promise<tf.GraphModel> | undefined;

export function loadBackbone(): Promise<tf.GraphModel> {
  registerFileModelLoader();
  const file = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "models", "centernet.json");
  loaded ??= tf.loadGraphModel(`file://${file}`);
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** Per layer, [cell][channel] activations averaged onto the grid (row-major cells). */
export type DeepMaps = Partial<Record<DeepLayer, { channels: number; values: Float32Array }>>;

/** The layers a readout weighs, or all of them for the fit. */
export function readoutLayers(readout?: DeepReadout): DeepLayer[] {
  return DEEP_LAYER_NAMES.filter((l) => !readout || readout.layers[l]);
}

/** Runs the backbone once on the image, squeezed to its square input as the detector sees it, and returns the named nodes. */
export function runBackbone(model: tf.GraphModel, image: RgbImage, nodes: string[]): tf.Tensor[] {
  return tf.tidy(() => {
    const input = tf.tensor4d(image.data, [1, image.height, image.width, 3], "int32").toFloat().resizeBilinear([INPUT_SIDE, INPUT_SIDE]);
    const outputs = model.execute(input, nodes);
    return Array.isArray(outputs) ? outputs : [outputs];
  });
}

/** Averages each layer's activations onto the w×h grid; the resize back to the image's aspect undoes the squeeze. */
export function pooledMaps(activations: tf.Tensor[], layers: DeepLayer[], grid: { w: number; h: number }): DeepMaps {
  return tf.tidy(() => {
    const result = {} as DeepMaps;
    layers.forEach((layer, i) => {
      const out = activations[i] as tf.Tensor4D;
      // Area-average down to the grid: resize to a multiple of it, then pool.
      const factor = Math.max(1, Math.floor(out.shape[1] / grid.h));
      const resized = tf.image.resizeBilinear(out, [grid.h * factor, grid.w * factor], false, true);
      const pooled = factor > 1 ? tf.avgPool(resized, factor, factor, "valid") : resized;
      result[layer] = { channels: out.shape[3], values: pooled.dataSync() as Float32Array };
    });
    return result;
  });
}

/**
 * Every layer's deep map, from a pass of its own: what the readout's fit reads. The runtime takes the layers its
 * readout weighs from the object detector's pass (Detectors.detectWithDeepMaps).
 */
export function deepMaps(model: tf.GraphModel, image: RgbImage, grid: { w: number; h: number }): DeepMaps {
  const activations = runBackbone(
    model,
    image,
    DEEP_LAYER_NAMES.map((l) => DEEP_LAYERS[l]),
  );
  try {
    return pooledMaps(activations, DEEP_LAYER_NAMES, grid);
  } finally {
    tf.dispose(activations);
  }
}

/** The fitted readout of the deep layers: one weight per channel (written by the readout fit, see README). */
export interface DeepReadout {
  layers: Partial<Record<DeepLayer, number[]>>;
}

/**
 * The backbone's contribution to the log priority map on the grid: Σ over layers and channels of weight ×
 * activation (standardisation and principal components are folded into the weights; constants cancel in the
 * softmax).
 */
export function deepSaliency(maps: DeepMaps, readout: DeepReadout, cells: number): Float32Array {
  const out = new Float32Array(cells);
  for (const layer of DEEP_LAYER_NAMES) {
    const weights = readout.layers[layer];
    const map = maps[layer];
    if (!weights) continue;
    if (!map) throw new Error(`Deep layer ${layer} was not computed`);
    const { channels, values } = map;
    if (weights.length !== channels) throw new Error(`Deep readout for ${layer} has ${weights.length} weights for ${channels} channels`);
    for (let c = 0; c < cells; c++) {
      let sum = 0;
      for (let ch = 0; ch < channels; ch++) sum += values[c * channels + ch] * weights[ch];
      out[c] += sum;
    }
  }
  return out;
}

/** Each layer's channels averaged over the grid's cells: the whole image's deep features, for the affect readout. */
export function gridMeans(maps: DeepMaps, cells: number): Partial<Record<DeepLayer, number[]>> {
  const means: Partial<Record<DeepLayer, number[]>> = {};
  for (const layer of DEEP_LAYER_NAMES) {
    const map = maps[layer];
    if (!map) continue;
    const sums = new Array<number>(map.channels).fill(0);
    for (let cell = 0; cell < cells; cell++) for (let ch = 0; ch < map.channels; ch++) sums[ch] += map.values[cell * map.channels + ch];
    means[layer] = sums.map((s) => s / cells);
  }
  return means;
}
