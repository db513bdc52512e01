import type { Box } from "../geometry";
import type { RgbImage } from "../image";

export interface ColourGrid {
  w: number;
  h: number;
  rgb: number[];
}

export function colourGrid(image: RgbImage, grid: { w: number; h: number }): ColourGrid {
  const sums = new Float64Array(grid.w * grid.h * 3);
  const counts = new Float64Array(grid.w * grid.h);
  for (let y = 0; y < image.height; y++) {
    const row = Math.min(grid.h - 1, Math.floor((y / image.height) * grid.h)) * grid.w;
    for (let x = 0; x < image.width; x++) {
      const cell = row + Math.min(grid.w - 1, Math.floor((x / image.width) * grid.w));
      const p = (y * image.width + x) * 3;
      for (let c = 0; c < 3; c++) sums[cell * 3 + c] += image.data[p + c];
      counts[cell]++;
    }
  }
  return { ...grid, rgb: Array.from(sums, (s, i) => Math.round(s / Math.max(1, counts[Math.floor(i / 3)]))) };
}

// Hue bands of the common basic colour terms; brown for dark oranges and reds.
export function colourName(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const saturation = max === 0 ? 0 : (max - min) / max;
  if (max < 0.2) return "black";
  if (saturation < 0.2) return max > 0.8 ? "white" : "grey";
  const hue = hueOf(r, g, b);
  if (hue < 15 || hue >= 345) return max < 0.5 ? "brown" : "red";
  if (hue < 40) return max < 0.6 ? "brown" : "orange";
  if (hue < 70) return max < 0.5 ? "brown" : "yellow";
  if (hue < 165) return "green";
  if (hue < 195) return "turquoise";
  if (hue < 260) return "blue";
  if (hue < 290) return "purple";
  return "pink";
}

function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

export function dominantColour(
  colours: ColourGrid,
  box: Box,
  width: number,
  height: number,
  weight: (x: number, y: number) => number = () => 1,
): string {
  const x0 = Math.max(0, Math.floor((box.x / width) * colours.w));
  const y0 = Math.max(0, Math.floor((box.y / height) * colours.h));
  const x1 = Math.min(colours.w - 1, Math.ceil(((box.x + box.w) / width) * colours.w) - 1);
  const y1 = Math.min(colours.h - 1, Math.ceil(((box.y + box.h) / height) * colours.h) - 1);
  const votes = new Map<string, number>();
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = (y * colours.w + x) * 3;
      const name = colourName(colours.rgb[i], colours.rgb[i + 1], colours.rgb[i + 2]);
      const cellWeight = weight(((x + 0.5) / colours.w) * width, ((y + 0.5) / colours.h) * height);
      votes.set(name, (votes.get(name) ?? 0) + cellWeight);
    }
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "grey";
}
