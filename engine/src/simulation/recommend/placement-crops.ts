import { type EyeCatcher, PLACEMENTS, type PixelBox, type PlacementId, safeBox, type TargetCandidate } from "@adsight/shared";
import type { SyntheticViewer } from "../types";
import { boxArea, overlap, type Size } from "./boxes";

export interface OriginalRun {
  target: TargetCandidate | null;
  image: Size;
  eyeCatchers: EyeCatcher[];
  viewers: SyntheticViewer[];
}

export interface PlacementCrop {
  placement: PlacementId;
  box: PixelBox;
  title: string;
}

// Shapes this close to the image's are left alone; positions are tried in this many steps along the free side.
const SAME_SHAPE = 0.05;
const STEPS = 40;
// The areas that must stay whole and uncovered: the target and the most reached eye catchers.
const KEY_ELEMENTS = 3;

// Pads are never proposed: the blank gathers the fixations, a gain of the overall score, not of the ad.
export function placementCrops({ image, eyeCatchers, viewers, target }: OriginalRun): PlacementCrop[] {
  const keys = [
    ...(target ? [target.box] : []),
    ...eyeCatchers
      .filter((e) => e.kind !== "custom")
      .sort((a, b) => b.time.seen_3s - a.time.seen_3s)
      .slice(0, KEY_ELEMENTS)
      .map((e) => e.box),
  ];
  const fixations = viewers.flatMap((v) => v.fixations);
  const kept = (box: PixelBox) =>
    fixations.reduce(
      (sum, f) => (f.x >= box.x && f.x < box.x + box.width && f.y >= box.y && f.y < box.y + box.height ? sum + f.dur : sum),
      0,
    );
  const shape = image.width / image.height;
  const found: PlacementCrop[] = [];
  for (const { id, ratio, label } of PLACEMENTS) {
    if (Math.abs(shape - ratio) / ratio <= SAME_SHAPE) continue;
    const keepsKeys = (box: PixelBox) => {
      const safe = safeBox(box.width, box.height, id);
      const uncovered = { ...safe, x: safe.x + box.x, y: safe.y + box.y };
      return keys.every((k) => overlap(k, uncovered) === boxArea(k));
    };
    const best = cropsFor(image, ratio)
      .filter(keepsKeys)
      .map((box) => ({ box, time: kept(box) }))
      .sort((a, b) => b.time - a.time)[0];
    if (!best) continue;
    found.push({ placement: id, box: best.box, title: `Crop to a ${label}, the key elements clear of the app's interface` });
  }
  return found;
}

function cropsFor(image: Size, ratio: number): PixelBox[] {
  const { width: W, height: H } = image;
  if (W / H > ratio) {
    const width = Math.round(H * ratio);
    const step = Math.max(1, (W - width) / STEPS);
    return Array.from({ length: STEPS + 1 }, (_, i) => ({ x: Math.round(i * step), y: 0, width, height: H })).filter(
      (b) => b.x + b.width <= W,
    );
  }
  const height = Math.round(W / ratio);
  const step = Math.max(1, (H - height) / STEPS);
  return Array.from({ length: STEPS + 1 }, (_, i) => ({ x: 0, y: Math.round(i * step), width: W, height })).filter(
    (b) => b.y + b.height <= H,
  );
}
