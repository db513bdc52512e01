import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import type { Config, Human } from "@vladmandic/human";
import { registerFileModelLoader } from "../backend";
import type { Box } from "../geometry";
import type { RgbImage } from "../image";
import { decodeObjects, DETECTOR_OUTPUT } from "./coco-objects";
import {
  DEEP_LAYERS,
  GIST_NODES,
  INPUT_SIDE,
  loadBackbone,
  pooledMaps,
  runBackbone,
  type DeepLayer,
  type DeepMaps,
  type Gist,
  type GistNode,
} from "./deep-features";
import { FACE_RULE, isFace, type FaceCandidate } from "./face-rule";
import { TextDetector } from "./text-detector";
import { TextRecognizer } from "./text-recognizer";

export type DetectionKind = "face" | "person" | "object" | "text";

export interface Detection {
  kind: DetectionKind;
  label: string; // COCO class name, "face", "person" or "text"
  score: number;
  box: Box; // image px
  expressions?: Record<string, number>;
  text?: string;
  /** Text: how surely the recogniser read the words (text-reading.ts, blockReading), and whether they are all dictionary words. */
  reading?: number;
  words?: boolean;
  /** Text: the height of the block's tallest line, image px (its type size: a paragraph's box is tall, its lines are not). */
  lineHeight?: number;
}

// The detectors' own inputs are smaller, so larger images only cost time.
const DETECTION_LONG_SIDE = 800;
// @vladmandic/human drops a face whose score, rounded to 2 decimals, equals its threshold: run a hair below, let the rule decide.
const FACE_FLOOR = FACE_RULE.minConfidence - 0.01;

export interface FoundFace extends FaceCandidate {
  box: [number, number, number, number]; // px of the image the detectors saw
  expressions: Record<string, number>;
}

type HumanModule = { Human: new (config: Partial<Config>) => Human };

async function humanModule(): Promise<HumanModule> {
  // The package's export map has no usable entry for its node+wasm build, so it is required by file path; it uses
  // the same @tensorflow/tfjs-core instance as this module, hence the same backend.
  const dist = path.dirname(require.resolve("@vladmandic/human"));
  const file = tf.getBackend() === "tensorflow" ? "human.node.js" : "human.node-wasm.js";
  return (await import(path.join(dist, file))) as HumanModule;
}

function modelDirectory(): string {
  return path.join(path.dirname(require.resolve("@vladmandic/human")), "..", "models");
}

let loaded: Promise<Detectors> | undefined;

// The object detector's graph is run here, not by human: one pass gives its objects and the deep map's inner layers.
export class Detectors {
  private constructor(
    private readonly human: Human,
    private readonly backbone: tf.GraphModel,
    readonly text: TextDetector,
    readonly reader: TextRecognizer,
  ) {}

  // Once per process: human keeps its models in module variables, so a later instance would reuse disposed weights.
  static load(): Promise<Detectors> {
    loaded ??= Detectors.create();
    loaded.catch(() => (loaded = undefined));
    return loaded;
  }

  private static async create(): Promise<Detectors> {
    registerFileModelLoader();
    const { Human } = await humanModule();
    const human = new Human({
      backend: tf.getBackend() as Config["backend"],
      modelBasePath: `file://${modelDirectory()}/`,
      debug: false,
      async: false,
      warmup: "none",
      cacheSensitivity: 0,
      filter: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: false, maxDetected: 20, minConfidence: FACE_FLOOR, return: false },
        // The mesh's face score is the rule's two-eyes check; invalid meshes are kept so the rule sees every candidate.
        mesh: { enabled: true, keepInvalid: true },
        iris: { enabled: false },
        description: { enabled: false },
        emotion: { enabled: true },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      object: { enabled: false },
    });
    await human.load();
    return new Detectors(human, await loadBackbone(), await TextDetector.load(), await TextRecognizer.load());
  }

  async detect(image: RgbImage, fullWidth: number, fullHeight: number): Promise<Detection[]> {
    return (await this.detectWithDeepMaps(image, fullWidth, fullHeight)).detections;
  }

  async detectWithDeepMaps(
    image: RgbImage,
    fullWidth: number,
    fullHeight: number,
    deep?: { grid: { w: number; h: number }; layers: DeepLayer[]; gist?: GistNode[] },
  ): Promise<{ detections: Detection[]; deep: DeepMaps; gist: Gist }> {
    const faces = await this.faceCandidates(image, FACE_FLOOR);
    const layers = deep?.layers ?? [];
    const gistNodes = deep?.gist ?? [];
    const [output, ...activations] = runBackbone(this.backbone, image, [
      DETECTOR_OUTPUT,
      ...layers.map((l) => DEEP_LAYERS[l]),
      ...gistNodes.map((node) => GIST_NODES[node]),
    ]);
    let maps: DeepMaps = {};
    const gist: Gist = {};
    try {
      if (deep) maps = pooledMaps(activations.slice(0, layers.length), layers, deep.grid);
      // Each is 1×1×channels: the squeeze already averaged the block over the whole image.
      gistNodes.forEach((node, i) => (gist[node] = Array.from(activations[layers.length + i].dataSync())));
    } finally {
      tf.dispose(activations);
    }
    const objects = await decodeObjects(output, INPUT_SIDE, image.width, image.height);
    const sx = fullWidth / image.width;
    const sy = fullHeight / image.height;
    const toBox = ([x, y, w, h]: [number, number, number, number]) => ({ x: x * sx, y: y * sy, w: w * sx, h: h * sy });
    const detections: Detection[] = [];
    for (const face of faces.filter((f) => isFace(f))) {
      detections.push({ kind: "face", label: "face", score: face.confidence, box: toBox(face.box), expressions: face.expressions });
    }
    for (const object of objects) {
      const kind = object.label === "person" ? "person" : "object";
      detections.push({ kind, label: object.label, score: object.score, box: toBox(object.box) });
    }
    return { detections, deep: maps, gist };
  }

  // Before the face rule: what the rule's fit reads.
  async faceCandidates(image: RgbImage, floor: number): Promise<FoundFace[]> {
    const input = tf.tensor4d(image.data, [1, image.height, image.width, 3], "int32");
    try {
      const result = await this.human.detect(input, { face: { detector: { minConfidence: floor } } });
      return result.face.map((face): FoundFace => ({
        confidence: face.boxScore,
        meshScore: face.faceScore,
        side: face.box[2],
        box: face.box,
        expressions: Object.fromEntries((face.emotion ?? []).map((e) => [e.emotion, e.score])),
      }));
    } finally {
      input.dispose();
    }
  }

  static readonly longSide = DETECTION_LONG_SIDE;
}
