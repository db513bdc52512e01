import type { RgbImage } from "../image";

/** Whole-image appearance measures feeding the affect model, each in 0..1. */
export interface ImageAppearance {
  brightness: number;
  saturation: number;
  /** Hasler & Süsstrunk (2003) colourfulness, divided by 150. */
  colourfulness: number;
  /** Share of pixels on a strong edge. */
  complexity: number;
  /** Standard deviation of luminance. */
  contrast: number;
  /** Share of dark pixels (luminance under 0.25). */
  dark: number;
  /** Shares of pixels with a clear colour (saturation and value over 0.25) that are warm (red to yellow), green, blue. */
  warm: number;
  green: number;
  blue: number;
}

/** Hue in degrees (0..360) of a pixel with max > min. */
function hueOf(r: number, g: number, b: number, max: number, min: number): number {
  const d = max - min;
  const h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d;
  return (h * 60 + 360) % 360;
}

export function appearanceOf(image: RgbImage): ImageAppearance {
  const pixels = image.width * image.height;
  let brightness = 0;
  let saturation = 0;
  let rgSum = 0;
  let rgSquares = 0;
  let ybSum = 0;
  let ybSquares = 0;
  const luminance = new Float32Array(pixels);
  let luminanceSum = 0;
  let luminanceSquares = 0;
  let dark = 0;
  const hues = { warm: 0, green: 0, blue: 0 };
  for (let i = 0; i < pixels; i++) {
    const r = image.data[i * 3];
    const g = image.data[i * 3 + 1];
    const b = image.data[i * 3 + 2];
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    brightness += max / 255;
    saturation += max === 0 ? 0 : (max - min) / max;
    const rg = r - g;
    const yb = (r + g) / 2 - b;
    rgSum += rg;
    rgSquares += rg * rg;
    ybSum += yb;
    ybSquares += yb * yb;
    const y = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    luminance[i] = y;
    luminanceSum += y;
    luminanceSquares += y * y;
    if (y < 0.25) dark++;
    if (max >= 64 && max - min >= 0.25 * max) {
      const hue = hueOf(r, g, b, max, min);
      if (hue < 70 || hue >= 330) hues.warm++;
      else if (hue < 170) hues.green++;
      else if (hue < 270) hues.blue++;
    }
  }
  const luminanceMean = luminanceSum / pixels;
  const rgMean = rgSum / pixels;
  const ybMean = ybSum / pixels;
  const rgStd = Math.sqrt(Math.max(0, rgSquares / pixels - rgMean * rgMean));
  const ybStd = Math.sqrt(Math.max(0, ybSquares / pixels - ybMean * ybMean));
  const colourfulness = Math.hypot(rgStd, ybStd) + 0.3 * Math.hypot(rgMean, ybMean);
  let edges = 0;
  for (let y = 1; y < image.height - 1; y++) {
    for (let x = 1; x < image.width - 1; x++) {
      const i = y * image.width + x;
      const gx = luminance[i + 1] - luminance[i - 1];
      const gy = luminance[i + image.width] - luminance[i - image.width];
      if (Math.hypot(gx, gy) > 0.15) edges++;
    }
  }
  return {
    brightness: brightness / pixels,
    saturation: saturation / pixels,
    colourfulness: Math.min(1, colourfulness / 150),
    complexity: edges / Math.max(1, (image.width - 2) * (image.height - 2)),
    contrast: Math.sqrt(Math.max(0, luminanceSquares / pixels - luminanceMean * luminanceMean)),
    dark: dark / pixels,
    warm: hues.warm / pixels,
    green: hues.green / pixels,
    blue: hues.blue / pixels,
  };
}
