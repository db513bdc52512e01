export interface GridRegion {
  cells: number[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

// 4-connected.
export function floodFill(start: number, w: number, h: number, accept: (cell: number) => boolean, seen: Uint8Array): GridRegion {
  const region: GridRegion = { cells: [], minX: w, minY: h, maxX: 0, maxY: 0 };
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    region.cells.push(i);
    region.minX = Math.min(region.minX, x);
    region.maxX = Math.max(region.maxX, x);
    region.minY = Math.min(region.minY, y);
    region.maxY = Math.max(region.maxY, y);
    const neighbours = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1];
    for (const j of neighbours) {
      if (j >= 0 && !seen[j] && accept(j)) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return region;
}
