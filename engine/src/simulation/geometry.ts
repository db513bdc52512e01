// 1° of visual angle / long side (OSIE: 24 px on 800 px).
export const DEGREE_FRACTION = 24 / 800;

// Image px.
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function contains(box: Box, x: number, y: number): boolean {
  return x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;
}

export function intersectionArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}
