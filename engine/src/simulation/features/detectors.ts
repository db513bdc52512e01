import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import type { Config, Human } from "@vladmandic/human";
import { registerFileModelLoader } from "../backend";
import type { Box } from "../geometry";
import type { RgbImage } from "../image";
import { decodeObjects, DETECTOR_OUTPUT } from "./coco-objects";
import { DEEP_LAYERS, INPUT_SIDE, loadBackbone, pooledMaps, runBackbone, type DeepLayer, type DeepMaps } from "./deep-features";
import { FACE_RULE, isFace, type FaceCandidate } from "./face-rule";
import { TextDetector } from "./text-detector";
import { TextRecognizer } from "./text-recognizer";

export type DetectionKind = "face" | "person" | "object" | "text";

/** One detected thing, box in image pixels. */
export interface Detection {
  kind: DetectionKind;
  /** COCO class name, "face", "person" or "text". */
  label: string;
  score: number;
  box: Box;
  /** Face expressions with their probabilities (faces only). */
  expressions?: Record<string, number>;
  /** The words read on a block of text (text only). */
  text?: string;
}

/** Detectors see at most this long side: their own inputs are smaller, so larger images only cost time. */
const DETECTION_LONG_SIDE = 800;
/**
 * @vladmandic/human drops a face whose score, rounded to two decimals, equals its threshold, so the face detector runs
 * a hair below the rule's and the rule decides.
 */
const FACE_FLOOR = FACE_RULE.minConfidence - 0.01;

/** A face candidate with its box (in the pixels of the image the detectors saw) and expressions. */
export interface FoundFace extends FaceCandidate {
  box: [number, number, number, number];
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

/**
 * Faces with expressions and the 80 COCO classes (people included), from @vladmandic/human's bundled models, and
 * the text detector and recogniser. The object detector's graph is run here rather than by human: one pass gives both its objects
 * and the inner layers the deep feature map reads.
 */
export class Detectors {
  private constructor(
    private readonly human: Human,
    private readonly backbone: tf.GraphModel,
    /** Lines of text, from its own model (features/text-detector.ts). */
    readonly text: TextDetector,
    /** What the lines say (features/text-recognizer.ts). */
    readonly reader: TextRecognizer,
  ) {}

  /**
   * Loads once per process. @vladmandic/human keeps its models in module-level variables, so disposed weights
   * would be reused by a later instance: the models are shared and held for the life of the process instead.
   */
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

  /** The detections, and the deep maps of `deep.layers` on `deep.grid` from the same pass of the object detector's graph. */
  async detectWithDeepMaps(
    image: RgbImage,
    fullWidth: number,
    fullHeight: number,
    deep?: { grid: { w: number; h: number }; layers: DeepLayer[] },
  ): Promise<{ detections: Detection[]; deep: DeepMaps }> {
    const faces = await this.faceCandidates(image, FACE_FLOOR);
    const layers = deep?.layers ?? [];
    const [output, ...activations] = runBackbone(this.backbone, image, [DETECTOR_OUTPUT, ...layers.map((l) => DEEP_LAYERS[l])]);
    let maps: DeepMaps = {};
    try {
      if (deep) maps = pooledMaps(activations, layers, deep.grid);
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
    return { detections, deep: maps };
  }

  /** Every face candidate at or above `floor` confidence, before the face rule: what the rule's fit reads. */
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

  /** The longest side to decode an image at before detection. */
  static readonly longSide = DETECTION_LONG_SIDE;
}
