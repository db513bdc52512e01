import type { ImageAppearance } from "./appearance";
import { COCO_LABELS } from "./coco-objects";
import { DEEP_LAYER_NAMES, type DeepLayer, type Gist, GIST_NODE_NAMES } from "./deep-features";
import type { Detection } from "./detectors";

export interface AffectInputs {
  width: number;
  height: number;
  appearance: ImageAppearance;
  detections: Detection[];
  deepMean: Partial<Record<DeepLayer, number[]>>;
  deepLooked: Partial<Record<DeepLayer, number[]>>; // weighted where the attention readout looks (`lookedWeights`)
  gist: Gist;
}

// By name prefix: what the research's ablation leaves out one at a time.
export const AFFECT_GROUPS = ["colour", "faces", "objects", "deep", "looked", "gist"] as const;
export type AffectGroup = (typeof AFFECT_GROUPS)[number];

// @vladmandic/human's names, in Emotion6's answers' order (EMOTION_NAMES).
export const EXPRESSIONS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"] as const;

// Other COCO classes count only towards the number of objects.
const OBJECT_GROUPS: Record<string, readonly string[]> = {
  animal: ["bird", "cat", "dog", "horse", "sheep", "cow", "elephant", "bear", "zebra", "giraffe", "teddy bear"],
  vehicle: ["bicycle", "car", "motorcycle", "airplane", "bus", "train", "truck", "boat"],
  food: [
    "banana",
    "apple",
    "sandwich",
    "orange",
    "broccoli",
    "carrot",
    "hot dog",
    "pizza",
    "donut",
    "cake",
    "wine glass",
    "cup",
    "bowl",
    "bottle",
  ],
  sport: [
    "frisbee",
    "skis",
    "snowboard",
    "sports ball",
    "kite",
    "baseball bat",
    "baseball glove",
    "skateboard",
    "surfboard",
    "tennis racket",
  ],
  home: ["chair", "couch", "potted plant", "bed", "dining table", "tv", "laptop", "book", "clock", "vase"],
  blade: ["knife", "scissors", "fork"],
};
const GROUP_OF = new Map<string, string>(Object.entries(OBJECT_GROUPS).flatMap(([group, labels]) => labels.map((l) => [l, group])));
if ([...GROUP_OF.keys()].some((label) => !(COCO_LABELS as readonly string[]).includes(label))) throw new Error("unknown COCO label");

// Channel means are skewed, a few images far above the rest: their signed square roots read better (research LOG, "Emotion").
const rooted = (value: number) => Math.sign(value) * Math.sqrt(Math.abs(value));

const boxShare = (d: Detection, area: number) => Math.min(1, (d.box.w * d.box.h) / area);

export function affectFeatures(inputs: AffectInputs): Map<string, number> {
  const features = new Map<string, number>();
  const area = Math.max(1, inputs.width * inputs.height);
  for (const [name, value] of Object.entries(inputs.appearance) as [string, number][]) features.set(`colour.${name}`, value);

  const faces = inputs.detections.filter((d) => d.kind === "face");
  const faceArea = faces.reduce((s, f) => s + boxShare(f, area), 0);
  features.set("faces.count", Math.log1p(faces.length));
  features.set("faces.area", Math.sqrt(Math.min(1, faceArea)));
  // The expressions, weighed by each face's size; a picture without faces shows none.
  for (const expression of EXPRESSIONS) {
    const shown = faces.reduce((s, f) => s + boxShare(f, area) * (f.expressions?.[expression] ?? 0), 0);
    features.set(`faces.${expression}`, faceArea > 0 ? shown / faceArea : 0);
  }

  const people = inputs.detections.filter((d) => d.kind === "person");
  const objects = inputs.detections.filter((d) => d.kind === "object");
  features.set("objects.person", Math.max(0, ...people.map((d) => d.score)));
  features.set(
    "objects.personArea",
    Math.sqrt(
      Math.min(
        1,
        people.reduce((s, d) => s + boxShare(d, area), 0),
      ),
    ),
  );
  features.set("objects.people", Math.log1p(people.length));
  features.set("objects.count", Math.log1p(objects.length));
  for (const group of Object.keys(OBJECT_GROUPS)) {
    const found = objects.filter((d) => GROUP_OF.get(d.label) === group);
    features.set(`objects.${group}`, Math.max(0, ...found.map((d) => d.score)));
  }

  for (const layer of DEEP_LAYER_NAMES) {
    inputs.deepMean[layer]?.forEach((value, channel) => features.set(`deep.${layer}.${channel}`, rooted(value)));
    inputs.deepLooked[layer]?.forEach((value, channel) => features.set(`looked.${layer}.${channel}`, rooted(value)));
  }
  for (const node of GIST_NODE_NAMES)
    inputs.gist[node]?.forEach((value, channel) => features.set(`gist.${node}.${channel}`, rooted(value)));
  return features;
}
