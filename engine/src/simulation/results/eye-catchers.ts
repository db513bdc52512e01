import type { EyeCatcherKind } from "@adsight/shared";
import type { DensityMap } from "./density";
import type { Detection } from "../features/detectors";
import { contains } from "../geometry";
import { floodFill } from "../features/regions";
import type { Fixation } from "../viewers/scanpaths";

/** Objects reached by at least this share of viewers (%) count as eye catchers. */
export const EYE_CATCHER_REACH = 25;
/** At most this many unnamed salient regions are reported. */
const MAX_REGIONS = 3;

export interface AreaOfInterest {
  name: string;
  /** What the area is: a detection's kind, or "region" for a salient area no detector named. */
  kind: Exclude<EyeCatcherKind, "custom">;
  box: Detection["box"];
  /** The recognised words of a text area; null for other kinds. */
  text: string | null;
}

/** What the scores read of an area, automatic or the marketer's own. */
export type NamedBox = Pick<AreaOfInterest, "name" | "box">;

export interface AoiScores {
  reach: Record<string, number>;
  share: Record<string, number>;
  efficiency: Record<string, number>;
  eyeCatchers: string[];
}

function displayLabel(d: Detection): string {
  const label = d.kind === "face" ? "face" : d.label;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Unique human-readable names: "Bottle" when alone, "Face 1", "Face 2" … when there are several. */
function nameAll(labels: string[]): string[] {
  const totals = new Map<string, number>();
  for (const label of labels) totals.set(label, (totals.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return (totals.get(label) ?? 0) > 1 ? `${label} ${n}` : label;
  });
}

function positionName(cx: number, cy: number, width: number, height: number): string {
  const row = cy < height / 3 ? "top" : cy > (2 * height) / 3 ? "bottom" : "";
  const col = cx < width / 3 ? "left" : cx > (2 * width) / 3 ? "right" : "";
  const where = row && col ? `${row}-${col}` : row || col || "centre";
  return `Region ${where}`;
}

/**
 * Attention peaks no detector named: local maxima of the density above 30 % of its peak that lie outside every
 * detection, each grown to the connected area above half its height.
 */
function salientRegions(density: DensityMap, detections: Detection[], width: number, height: number): Detection["box"][] {
  const { w, h, values } = density;
  let peak = 0;
  for (const v of values) peak = Math.max(peak, v);
  if (peak <= 0) return [];
  const toPx = (gx: number, gy: number) => ({ x: ((gx + 0.5) / w) * width, y: ((gy + 0.5) / h) * height });
  const maxima: { i: number; v: number }[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const v = values[y * w + x];
      if (v < 0.3 * peak) continue;
      let isMax = true;
      for (let dy = -1; dy <= 1 && isMax; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && values[(y + dy) * w + x + dx] > v) isMax = false;
      const p = toPx(x, y);
      if (isMax && !detections.some((d) => contains(d.box, p.x, p.y))) maxima.push({ i: y * w + x, v });
    }
  }
  maxima.sort((a, b) => b.v - a.v);
  const taken = new Uint8Array(w * h);
  const boxes: Detection["box"][] = [];
  for (const { i, v } of maxima) {
    if (boxes.length >= MAX_REGIONS || taken[i]) continue;
    const region = floodFill(i, w, h, (j) => values[j] >= 0.5 * v, taken);
    boxes.push({
      x: (region.minX / w) * width,
      y: (region.minY / h) * height,
      w: ((region.maxX - region.minX + 1) / w) * width,
      h: ((region.maxY - region.minY + 1) / h) * height,
    });
  }
  return boxes;
}

/** Every detection plus the unnamed salient regions, with unique names. */
export function areasOfInterest(detections: Detection[], density: DensityMap, width: number, height: number): AreaOfInterest[] {
  const named = nameAll(detections.map(displayLabel)).map((name, i): AreaOfInterest => ({
    name,
    kind: detections[i].kind,
    box: detections[i].box,
    text: null,
  }));
  const regions = salientRegions(density, detections, width, height);
  const regionNames = nameAll(regions.map((b) => positionName(b.x + b.w / 2, b.y + b.h / 2, width, height)));
  return [...named, ...regions.map((box, i): AreaOfInterest => ({ name: regionNames[i], kind: "region", box, text: null }))];
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Reach (% of viewers), attention share (% of fixation time) and efficiency (share ÷ area share) per object. */
export function scoreAreas(areas: readonly NamedBox[], paths: Fixation[][], width: number, height: number): AoiScores {
  const totalTime = paths.reduce((s, path) => s + path.reduce((t, f) => t + f.dur, 0), 0) || 1;
  const result: AoiScores = { reach: {}, share: {}, efficiency: {}, eyeCatchers: [] };
  for (const area of areas) {
    let reached = 0;
    let time = 0;
    for (const path of paths) {
      let hit = false;
      for (const f of path) {
        if (contains(area.box, f.x, f.y)) {
          hit = true;
          time += f.dur;
        }
      }
      if (hit) reached++;
    }
    const reach = (100 * reached) / Math.max(1, paths.length);
    const share = (100 * time) / totalTime;
    const areaShare = (area.box.w * area.box.h) / (width * height);
    result.reach[area.name] = round(reach, 2);
    result.share[area.name] = round(share, 2);
    result.efficiency[area.name] = round(areaShare > 0 ? share / 100 / areaShare : 0, 3);
    if (reach >= EYE_CATCHER_REACH) result.eyeCatchers.push(area.name);
  }
  return result;
}

/** Share of viewers whose first two fixations include one on an eye catcher. */
export function captureShare(areas: readonly NamedBox[], eyeCatchers: string[], paths: Fixation[][]): number {
  const boxes = areas.filter((a) => eyeCatchers.includes(a.name)).map((a) => a.box);
  if (paths.length === 0 || boxes.length === 0) return 0;
  const captured = paths.filter((path) => path.slice(0, 2).some((f) => boxes.some((b) => contains(b, f.x, f.y)))).length;
  return captured / paths.length;
}
