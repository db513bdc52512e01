import * as tf from "@tensorflow/tfjs";

/**
 * The CenterNet detector's decoding, done the way @vladmandic/human 3.3 does it (src/object/centernet.ts, MIT), so
 * that the graph's one pass for the deep feature map also gives the objects: its output node holds 100 candidate
 * boxes, each x1, y1, x2, y2 in input pixels, a score and a class; a class-agnostic non-maximum suppression keeps at
 * most MAX_OBJECTS of them.
 */
export const DETECTOR_OUTPUT = "tower_0/detections";

/** Objects down to this score are decoded, so the eye-catcher rule (results/eye-catchers.ts) can be fitted below human's 0.35. */
const MIN_SCORE = 0.15;
/** The feature maps' objects: human's own floor, with which the priority map was fitted. */
export const FEATURE_MIN_SCORE = 0.35;
const MAX_OBJECTS = 20;
const IOU_THRESHOLD = 0.4;

/** The 80 COCO classes in the detector's class order (@vladmandic/human src/object/labels.ts). */
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
  /** Truncated to two decimals, as human reports it. */
  score: number;
  /** x, y, w, h in the pixels of the image the detector saw, truncated to whole pixels. */
  box: [number, number, number, number];
}

/**
 * Decodes the detector's output for an image of width × height squeezed to the square input of `inputSide`;
 * disposes `output`.
 */
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
