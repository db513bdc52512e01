import type { RgbImage } from "../image";
import { onJsThread } from "../js-thread";
import { blurPlane, type Plane } from "./plane-blur";

// Itti's low-level maps (intensity, colour opponents, orientation) in plain JS on Float32Arrays, as the tfjs version
// before it computed them: its ~90 small convolutions cost about 0.6 s an image on wasm, these about 0.05 s.

const CENTRE_SURROUND: [number, number][] = [
  [1, 4],
  [1, 8],
  [2, 8],
  [2, 16],
];

function mapOf(plane: Plane, f: (v: number, i: number) => number): Plane {
  const values = new Float32Array(plane.values.length);
  for (let i = 0; i < values.length; i++) values[i] = f(plane.values[i], i);
  return { w: plane.w, h: plane.h, values };
}

function extent(values: Float32Array): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max };
}

function unitRange(plane: Plane): Plane {
  const { min, max } = extent(plane.values);
  const scale = max - min + 1e-6;
  return mapOf(plane, (v) => (v - min) / scale);
}

// Itti's normalisation operator, approximated: promotes maps with few strong peaks.
function normalise(plane: Plane): Plane {
  const scaled = unitRange(plane);
  let sum = 0;
  for (const v of scaled.values) sum += v;
  const weight = (1 - sum / scaled.values.length) ** 2;
  return mapOf(scaled, (v) => v * weight);
}

function conspicuity(channel: Plane): Plane {
  const blurred = new Map<number, Float32Array>();
  const between = new Float32Array(channel.values.length);
  const at = (sigma: number) => {
    if (!blurred.has(sigma)) blurred.set(sigma, blurPlane(channel, sigma, between).values);
    return blurred.get(sigma)!;
  };
  const total = new Float32Array(channel.values.length);
  for (const [centre, surround] of CENTRE_SURROUND) {
    const [c, s] = [at(centre), at(surround)];
    const difference = normalise(mapOf(channel, (_, i) => Math.abs(c[i] - s[i])));
    for (let i = 0; i < total.length; i++) total[i] += difference.values[i];
  }
  return unitRange({ ...channel, values: total });
}

// Sobel on one-cell mirrored borders (repeated where the plane is one cell thin).
function gradients({ w, h, values }: Plane): { gx: Plane; gy: Plane } {
  const reflect = w > 1 && h > 1;
  const index = (i: number, n: number) => (i < 0 ? (reflect ? 1 : 0) : i >= n ? (reflect ? n - 2 : n - 1) : i);
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const [up, down] = [index(y - 1, h) * w, index(y + 1, h) * w];
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const [left, right] = [index(x - 1, w), index(x + 1, w)];
      const [a, b, c] = [values[up + left], values[up + x], values[up + right]];
      const [d, f] = [values[row + left], values[row + right]];
      const [g, k, m] = [values[down + left], values[down + x], values[down + right]];
      gx[row + x] = -a + c - 2 * d + 2 * f - g + m;
      gy[row + x] = -a - 2 * b - c + g + 2 * k + m;
    }
  }
  return { gx: { w, h, values: gx }, gy: { w, h, values: gy } };
}

export interface LowLevelMaps {
  intensity: Plane;
  colour: Plane;
  orientation: Plane;
}

export function lowLevelMaps(image: RgbImage): LowLevelMaps {
  const { width: w, height: h, data } = image;
  const pixels: Plane = { w, h, values: new Float32Array(w * h) };
  const channel = (f: (r: number, g: number, b: number) => number) =>
    mapOf(pixels, (_, i) => f(data[i * 3] / 255, data[i * 3 + 1] / 255, data[i * 3 + 2] / 255));
  const intensity = channel((r, g, b) => (r + g + b) / 3);
  const redGreen = conspicuity(channel((r, g) => r - g));
  const blueYellow = conspicuity(channel((r, g, b) => b - (r + g) / 2));
  const colour = unitRange(mapOf(redGreen, (v, i) => v + blueYellow.values[i]));
  const orientation = new Float32Array(w * h);
  for (const sigma of [1, 2]) {
    const { gx, gy } = gradients(blurPlane(intensity, sigma));
    const energies = [
      mapOf(gx, (v) => Math.abs(v)),
      mapOf(gy, (v) => Math.abs(v)),
      mapOf(gx, (v, i) => Math.abs(v + gy.values[i]) / Math.SQRT2),
      mapOf(gx, (v, i) => Math.abs(v - gy.values[i]) / Math.SQRT2),
    ];
    for (const energy of energies) {
      const map = conspicuity(energy).values;
      for (let i = 0; i < orientation.length; i++) orientation[i] += map[i];
    }
  }
  return { intensity: conspicuity(intensity), colour, orientation: unitRange({ w, h, values: orientation }) };
}

/** lowLevelMaps on the model's JS thread, while this one runs the backbone (analysis.ts). */
export function lowLevelMapsOnThread(image: RgbImage): Promise<LowLevelMaps> {
  return onJsThread(__filename, "lowLevelMaps", [image]);
}
