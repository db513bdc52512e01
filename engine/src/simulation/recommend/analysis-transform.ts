import type { ImageEdit, PixelBox } from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import { FEATURE_NAMES, type FeatureName } from "../features/feature-names";
import { boxAfter, boxArea, overlap } from "./boxes";

// Maps of where a cell is, not of what is in it: they stay put when content moves.
const POSITIONAL: FeatureName[] = ["centreX", "centreY", "top", "left"];
// The low-level maps a contrast or dim edit scales (what the pixels' contrast against their surroundings drives).
const LOW_LEVEL: FeatureName[] = ["intensity", "colour", "orientation", "spectral"];
// The same gains the pixel edit applies (media/edits.ts), on the maps' 0..1 scale.
const CONTRAST_GAIN = 2;
const DIM_KEEP = 0.25;

const moving = FEATURE_NAMES.map((name) => !POSITIONAL.includes(name));
const lowLevel = FEATURE_NAMES.map((name) => LOW_LEVEL.includes(name));

/**
 * The analysis as the edit would leave it, without looking at pixels again: the cells of the edited box on the sampling
 * grid move, are filled from the cells around them, or have their low-level contrast scaled; detections move with them.
 * A crop changes the grid itself and is not transformed (null).
 */
export function transformedAnalysis(analysis: ImageAnalysis, edit: ImageEdit): ImageAnalysis | null {
  if (edit.kind === "crop") return null;
  const { grid } = analysis.features;
  const cells = cellsOf(edit.box, analysis, grid);
  const maps = analysis.features.maps.map((map, k) => {
    if (!moving[k]) return map;
    const out = Float32Array.from(map);
    const around = ringMean(map, edit.box, analysis, grid);
    if (edit.kind === "place" || edit.kind === "remove") for (const c of cells) out[c] = around;
    if (edit.kind === "place") {
      const sx = edit.box.width / edit.to.width;
      const sy = edit.box.height / edit.to.height;
      for (const c of cellsOf(edit.to, analysis, grid)) {
        const [x, y] = cellCentre(c, analysis, grid);
        const source = cellAt(edit.box.x + (x - edit.to.x) * sx, edit.box.y + (y - edit.to.y) * sy, analysis, grid);
        out[c] = map[source];
      }
    }
    if (edit.kind === "contrast" && lowLevel[k])
      for (const c of cells) out[c] = Math.min(1, around + (1 + CONTRAST_GAIN * edit.amount) * (map[c] - around));
    if (edit.kind === "dim") {
      const keep = 1 - (1 - DIM_KEEP) * edit.amount;
      for (const c of cells) out[c] = around + keep * (map[c] - around);
    }
    return out;
  });
  const size = { width: analysis.width, height: analysis.height };
  const inBox = (box: { x: number; y: number; w: number; h: number }) => overlap(pixelOf(box), edit.box) >= 0.5 * boxArea(pixelOf(box));
  const detections = analysis.detections
    .filter((d) => !(edit.kind === "remove" && inBox(d.box)))
    .map((d) => {
      if (edit.kind !== "place" || !inBox(d.box)) return d;
      const moved = boxAfter(pixelOf(d.box), edit, size);
      return { ...d, box: { x: moved.x, y: moved.y, w: moved.width, h: moved.height } };
    });
  return { ...analysis, detections, features: { ...analysis.features, maps } };
}

const pixelOf = (box: { x: number; y: number; w: number; h: number }): PixelBox => ({ x: box.x, y: box.y, width: box.w, height: box.h });

function cellCentre(c: number, analysis: ImageAnalysis, grid: { w: number; h: number }): [number, number] {
  return [(((c % grid.w) + 0.5) / grid.w) * analysis.width, ((Math.floor(c / grid.w) + 0.5) / grid.h) * analysis.height];
}

function cellAt(x: number, y: number, analysis: ImageAnalysis, grid: { w: number; h: number }): number {
  const gx = Math.max(0, Math.min(grid.w - 1, Math.floor((x / analysis.width) * grid.w)));
  const gy = Math.max(0, Math.min(grid.h - 1, Math.floor((y / analysis.height) * grid.h)));
  return gy * grid.w + gx;
}

/** The cells whose centres lie in the box (at least the cell under its centre). */
function cellsOf(box: PixelBox, analysis: ImageAnalysis, grid: { w: number; h: number }): number[] {
  const found: number[] = [];
  for (let c = 0; c < grid.w * grid.h; c++) {
    const [x, y] = cellCentre(c, analysis, grid);
    if (x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height) found.push(c);
  }
  if (found.length === 0) found.push(cellAt(box.x + box.width / 2, box.y + box.height / 2, analysis, grid));
  return found;
}

/** The mean of the cells touching the box from outside: what fills a vacated area. */
function ringMean(map: Float32Array, box: PixelBox, analysis: ImageAnalysis, grid: { w: number; h: number }): number {
  const cellW = analysis.width / grid.w;
  const cellH = analysis.height / grid.h;
  const outer = { x: box.x - cellW, y: box.y - cellH, width: box.width + 2 * cellW, height: box.height + 2 * cellH };
  const inner = new Set(cellsOf(box, analysis, grid));
  const ring = cellsOf(outer, analysis, grid).filter((c) => !inner.has(c));
  if (ring.length === 0) return map.reduce((s, v) => s + v, 0) / map.length;
  return ring.reduce((s, c) => s + map[c], 0) / ring.length;
}
