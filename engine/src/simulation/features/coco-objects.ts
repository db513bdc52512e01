import * as tf from "@tensorflow/tfjs";

// Decoded as @vladmandic/human 3.3 does (src/object/centernet.ts), so the deep map's one pass also gives the objects.
export const DETECTOR_OUTPUT = "tower_0/detections";

const MIN_SCORE = 0.15; // below human's 0.35, so the eye-catcher rule can be fitted there
export const FEATURE_MIN_SCORE = 0.35; // human's own floor, with which the priority map was fitted
const MAX_OBJECTS = 20;
const IOU_THRESHOLD = 0.4;

// human's src/object/labels.ts order.
// prettier-ignore
export const COCO_LABELS = [
  "person", "bicycle", "car", "motorcycle", "airplane", "bus", "train", "truck", "boat", "traffic light", "fire hydrant",
  "stop sign", "parking meter", "bench", "bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra",
  "giraffe", "backpack", "umbrella", "handbag", "tie", "suitcase", "frisbee", "skis", "snowboard", "sports ball", "kite",
  "baseball bat", "baseball glove", "skateboard", "surfboard", "tennis racket", "bottle", "wine glass", "cup", "fork",
  "knife", "spoon", "bowl", "banana", "apple", "sandwich", "orange", "broccoli", "carrot", "hot dog", "pizza", "donut",
  "cake", "chair", "couch", "potted plant", "bed", "dining table", "toilet", "tv", "laptop", "mouse", "remote",
  "keyboard", "cell phone", "microwave", "oven", "toaster", "sink", "refrigerator", "book", "clock", "vase", "scissors",
  "teddy bear", "hair drier", "toothbrush",
] as const;

export interface CocoObject {
  label: string;
  score: number; // truncated to two decimals, as human reports it
  box: [number, number, number, number]; // whole px of the image the detector saw
}

// Disposes `output`.
export async function decodeObjects(output: tf.Tensor, inputSide: number, width: number, height: number): Promise<CocoObject[]> {
  const candidates = ((await output.array()) as number[][][])[0];
  output.dispose();
  // Non-maximum suppression wants y1, x1, y2, x2.
  const boxes = tf.tensor2d(candidates.map(([x1, y1, x2, y2]) => [y1, x1, y2, x2]));
  const scores = tf.tensor1d(candidates.map((c) => c[4]));
  const kept = await tf.image.nonMaxSuppressionAsync(boxes, scores, MAX_OBJECTS, IOU_THRESHOLD, MIN_SCORE);
  const indices = await kept.data();
  tf.dispose([boxes, scores, kept]);
  const objects: CocoObject[] = [];
  for (const i of indices) {
    const [x1, y1, x2, y2, score, label] = candidates[i];
    if (Number.isNaN(label)) continue;
    const x = x1 / inputSide;
    const y = y1 / inputSide;
    objects.push({
      label: COCO_LABELS[label],
      score: Math.trunc(100 * score) / 100,
      box: [
        Math.trunc(x * width),
        Math.trunc(y * height),
        Math.trunc((x2 / inputSide - x) * width),
        Math.trunc((y2 / inputSide - y) * height),
      ],
    });
  }
  return objects;
}
