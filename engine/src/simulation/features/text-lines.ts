import type { Box } from "../geometry";
import { floodFill } from "./regions";

// DBNet's post-processing (Liao et al. 2020) as PaddleOCR runs it: areas grow back by area × UNCLIP / perimeter.
const BINARY = 0.3;
const LINE_SCORE = 0.6;
const UNCLIP = 1.5;
const MIN_SIDE = 3; // detector px
// A two-line headline is one eye catcher while the price under it stays another.
export const SAME_SIZE = 1.3;
const GAP = 0.5;
export const WORD_GAP = 1; // of the line's height

export interface TextLine {
  box: Box;
  score: number;
}

export function textLines(probability: Float32Array, width: number, height: number): TextLine[] {
  const seen = new Uint8Array(probability.length);
  const lines: TextLine[] = [];
  for (let start = 0; start < probability.length; start++) {
    if (seen[start] || probability[start] <= BINARY) continue;
    const region = floodFill(start, width, height, (i) => probability[i] > BINARY, seen);
    const w = region.maxX - region.minX + 1;
    const h = region.maxY - region.minY + 1;
    if (Math.min(w, h) < MIN_SIDE) continue;
    const score = region.cells.reduce((sum, i) => sum + probability[i], 0) / region.cells.length;
    if (score < LINE_SCORE) continue;
    const grow = (region.cells.length * UNCLIP) / (2 * (w + h));
    lines.push({ box: clamp({ x: region.minX - grow, y: region.minY - grow, w: w + 2 * grow, h: h + 2 * grow }, width, height), score });
  }
  return lines.sort(readingOrder);
}

const readingOrder = (a: { box: Box }, b: { box: Box }) => a.box.y - b.box.y || a.box.x - b.box.x;

function clamp(box: Box, width: number, height: number): Box {
  const x = Math.max(0, box.x);
  const y = Math.max(0, box.y);
  return { x, y, w: Math.min(width, box.x + box.w) - x, h: Math.min(height, box.y + box.h) - y };
}

/** A line of the same type beside `line` in its row (not a mark, small print or a line stacked over it). */
export function sameRow(line: Box, other: Box): boolean {
  const small = Math.min(line.h, other.h);
  const overlap = Math.min(line.y + line.h, other.y + other.h) - Math.max(line.y, other.y);
  return Math.max(line.h, other.h) <= SAME_SIZE * small && overlap >= small / 2;
}

// Stacked lines of one size (a two-line headline), or words of one line the detector split at wide spaces ("THE",
// "BIG", "ONE"): a headline over several words is one eye catcher.
function belongTogether(a: TextLine, b: TextLine, wordGap: number): boolean {
  const small = Math.min(a.box.h, b.box.h);
  if (Math.max(a.box.h, b.box.h) > SAME_SIZE * small) return false;
  const gap = Math.max(a.box.y, b.box.y) - Math.min(a.box.y + a.box.h, b.box.y + b.box.h);
  const overlap = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x);
  if (gap <= GAP * small && overlap > 0) return true;
  return sameRow(a.box, b.box) && -overlap <= wordGap * small;
}

export function textBlocks<L extends TextLine>(lines: L[], wordGap = WORD_GAP): L[][] {
  const parent = lines.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < lines.length; i++) {
    for (let j = i + 1; j < lines.length; j++) if (belongTogether(lines[i], lines[j], wordGap)) parent[root(j)] = root(i);
  }
  const groups = new Map<number, L[]>();
  lines.forEach((line, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), line]));
  return [...groups.values()].map(inReadingOrder).sort((a, b) => readingOrder(a[0], b[0]));
}

/** Row by row from the top, each left to right: lines side by side in a block ("APRIL" beside a taller "25."). */
export function inReadingOrder<L extends { box: Box }>(group: L[]): L[] {
  const rows: L[][] = [];
  for (const line of [...group].sort(readingOrder)) {
    const row = rows.at(-1);
    if (row && line.box.y + line.box.h / 2 < row[0].box.y + row[0].box.h) row.push(line);
    else rows.push([line]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.x - b.box.x));
}

export function blockOf(group: readonly TextLine[]): TextLine {
  const x = Math.min(...group.map((l) => l.box.x));
  const y = Math.min(...group.map((l) => l.box.y));
  const area = group.reduce((sum, l) => sum + l.box.w * l.box.h, 0);
  return {
    box: { x, y, w: Math.max(...group.map((l) => l.box.x + l.box.w)) - x, h: Math.max(...group.map((l) => l.box.y + l.box.h)) - y },
    score: group.reduce((sum, l) => sum + l.score * l.box.w * l.box.h, 0) / area,
  };
}

export function cellMaximum(probability: Float32Array, width: number, height: number, grid: { w: number; h: number }): Float32Array {
  const out = new Float32Array(grid.w * grid.h);
  for (let y = 0; y < height; y++) {
    const row = Math.min(grid.h - 1, Math.floor((y / height) * grid.h)) * grid.w;
    for (let x = 0; x < width; x++) {
      const cell = row + Math.min(grid.w - 1, Math.floor((x / width) * grid.w));
      const p = probability[y * width + x];
      if (p > out[cell]) out[cell] = p;
    }
  }
  return out;
}
