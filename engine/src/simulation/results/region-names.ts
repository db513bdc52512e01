import type { Box } from "../geometry";

export function positionInWords(box: Box, width: number, height: number): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const row = cy < height / 3 ? "top" : cy > (2 * height) / 3 ? "bottom" : "";
  const col = cx < width / 3 ? "left" : cx > (2 * width) / 3 ? "right" : "";
  return [row, col].filter(Boolean).join(" ") || "centre";
}

export function regionName(colour: string, box: Box, width: number, height: number): string {
  return `${colour.charAt(0).toUpperCase()}${colour.slice(1)} area, ${positionInWords(box, width, height)}`;
}
