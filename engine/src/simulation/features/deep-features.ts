import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import { registerFileModelLoader } from "../backend";
import type { RgbImage } from "../image";
import type { FeatureName } from "./feature-names";
import { softmax } from "./affect-readout";

// MobileNetV3 backbone of @vladmandic/human's CenterNet (COCO), read the DeepGaze I way (Kümmerer et al. 2014): linear readout.
export const DEEP_LAYERS = {
  stride8: "tower_0/MobilenetV3/expanded_conv_5/add", // 40 channels: parts and textures
  stride16: "tower_0/MobilenetV3/expanded_conv_11/add", // 112 channels: object parts
  head: "tower_0/CenternetHead/mul", // stride 4, the detector's last shared layer
  classes: "tower_0/keypoints", // the 80 COCO class heatmaps before thresholding
} as const;
export type DeepLayer = keyof typeof DEEP_LAYERS;
export const DEEP_LAYER_NAMES = Object.keys(DEEP_LAYERS) as DeepLayer[];

// The squeeze of the deepest blocks' squeeze-and-excitation: the network's own whole-image summary (Hu et al. 2018), a
// vector per block that the backbone computes anyway. The affect readout reads it: what a picture shows as a whole.
export const GIST_NODES = {
  block11: "tower_0/MobilenetV3/expanded_conv_11/squeeze_excite/Conv/Relu",
  block12: "tower_0/MobilenetV3/expanded_conv_12/squeeze_excite/Conv/Relu",
  block13: "tower_0/MobilenetV3/expanded_conv_13/squeeze_excite/Conv/Relu",
  block14: "tower_0/MobilenetV3/expanded_conv_14/squeeze_excite/Conv/Relu",
} as const;
export type GistNode = keyof typeof GIST_NODES;
export const GIST_NODE_NAMES = Object.keys(GIST_NODES) as GistNode[];
export type Gist = Partial<Record<GistNode, number[]>>;

export const LOOKED_TEMPERATURE = 1; // of `lookedWeights`: the spread itself (research LOG, "Emotion")
export const INPUT_SIDE = 512; // centernet.json's signature; human squeezes every image to it

let loaded: Promise<tf.GraphModel> | undefined;

export function loadBackbone(): Promise<tf.GraphModel> {
  registerFileModelLoader();
  const file = path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "models", "centernet.json");
  loaded ??= tf.loadGraphModel(`file://${file}`);
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

export type DeepMaps = Partial<Record<DeepLayer, { channels: number; values: Float32Array }>>;

export function readoutLayers(readout?: DeepReadout): DeepLayer[] {
  return DEEP_LAYER_NAMES.filter(
    (l) => !readout || readout.layers[l] || readout.designed?.[l] || readout.hidden?.some((u) => u.layers[l] || u.designedLayers[l]),
  );
}

export function runBackbone(model: tf.GraphModel, image: RgbImage, nodes: string[]): tf.Tensor[] {
  return tf.tidy(() => {
    const input = tf.tensor4d(image.data, [1, image.height, image.width, 3], "int32").toFloat().resizeBilinear([INPUT_SIDE, INPUT_SIDE]);
    const outputs = model.execute(input, nodes);
    return Array.isArray(outputs) ? outputs : [outputs];
  });
}

export function pooledMaps(activations: tf.Tensor[], layers: DeepLayer[], grid: { w: number; h: number }): DeepMaps {
  const result = {} as DeepMaps;
  // Not tidy's result: tidy walks what it returns element by element, the maps' arrays included (~80 ms an image).
  tf.tidy(() => {
    layers.forEach((layer, i) => {
      const out = activations[i] as tf.Tensor4D;
      // Area-average down to the grid: resize to a multiple of it, then pool.
      const factor = Math.max(1, Math.floor(out.shape[1] / grid.h));
      const resized = tf.image.resizeBilinear(out, [grid.h * factor, grid.w * factor], false, true);
      const pooled = factor > 1 ? tf.avgPool(resized, factor, factor, "valid") : resized;
      result[layer] = { channels: out.shape[3], values: pooled.dataSync() as Float32Array };
    });
  });
  return result;
}

// For the readout's fit; the runtime takes its layers from the object detector's pass (detectWithDeepMaps).
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

// A hidden unit of the attention readout: relu of a linear map of the feature maps, channels and designed share d.
export interface HiddenUnit {
  bias: number;
  designedBias: number; // added × d, as the designed weights and layers
  weights: Partial<Record<FeatureName, number>>;
  designedWeights: Partial<Record<FeatureName, number>>;
  layers: Partial<Record<DeepLayer, number[]>>;
  designedLayers: Partial<Record<DeepLayer, number[]>>;
  out: number;
}

export interface DeepReadout {
  layers: Partial<Record<DeepLayer, number[]>>;
  /** What designed content adds to each channel's weight (the priority map takes it × d, as `deepDesigned`). */
  designed?: Partial<Record<DeepLayer, number[]>>;
  hidden?: HiddenUnit[]; // read as the `interplay` map
}

/** The deep readout's map and what designed content adds to it (zeros without a designed readout), on the grid. */
export interface DeepSaliency {
  photograph: Float32Array;
  designed: Float32Array;
}

// Standardisation and principal components are folded into the weights; constants cancel in the softmax.
export function deepSaliency(maps: DeepMaps, readout: DeepReadout, cells: number): DeepSaliency {
  return { photograph: weightedChannels(maps, readout.layers, cells), designed: weightedChannels(maps, readout.designed ?? {}, cells) };
}

export function weightedChannels(maps: DeepMaps, layers: DeepReadout["layers"], cells: number): Float32Array {
  const out = new Float32Array(cells);
  for (const layer of DEEP_LAYER_NAMES) {
    const weights = layers[layer];
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

export function gridMeans(maps: DeepMaps, cells: number, weights?: ArrayLike<number>): Partial<Record<DeepLayer, number[]>> {
  const means: Partial<Record<DeepLayer, number[]>> = {};
  for (const layer of DEEP_LAYER_NAMES) {
    const map = maps[layer];
    if (!map) continue;
    const sums = new Array<number>(map.channels).fill(0);
    for (let cell = 0; cell < cells; cell++) {
      const weight = weights ? weights[cell] : 1;
      for (let ch = 0; ch < map.channels; ch++) sums[ch] += weight * map.values[cell * map.channels + ch];
    }
    means[layer] = weights ? sums : sums.map((s) => s / cells);
  }
  return means;
}

/** Weights summing to 1 that follow the saliency: its softmax at LOOKED_TEMPERATURE times its spread over the cells. */
export function lookedWeights(saliency: ArrayLike<number>): Float64Array {
  const values = Array.from(saliency);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length) || 1;
  return Float64Array.from(softmax(values.map((v) => v / (LOOKED_TEMPERATURE * spread))));
}
