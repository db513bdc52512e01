export interface Plane {
  w: number;
  h: number;
  values: Float32Array;
}

export function gaussianKernel(sigma: number): number[] {
  const radius = Math.max(1, Math.ceil(sigma * 2.5));
  const values: number[] = [];
  for (let i = -radius; i <= radius; i++) values.push(Math.exp(-(i * i) / (2 * sigma * sigma)));
  const total = values.reduce((s, v) => s + v, 0);
  return values.map((v) => v / total);
}

// Mirrored index: the kernel never reaches further than the plane (blurPlane cuts it).
const mirrored = (j: number, length: number) => (j < 0 ? -j : j >= length ? 2 * (length - 1) - j : j);

// Each output sums its taps in order in doubles, so the two passes below agree bit for bit with a plain loop.
function convolveColumns(source: Float32Array, target: Float32Array, w: number, h: number, taps: number[]): void {
  const r = (taps.length - 1) / 2;
  const sums = new Float64Array(w);
  for (let y = 0; y < h; y++) {
    sums.fill(0);
    for (let t = -r; t <= r; t++) {
      const row = mirrored(y + t, h) * w;
      const tap = taps[t + r];
      for (let x = 0; x < w; x++) sums[x] += tap * source[row + x];
    }
    target.set(sums, y * w);
  }
}

function convolveRows(source: Float32Array, target: Float32Array, w: number, h: number, taps: number[]): void {
  const r = (taps.length - 1) / 2;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let sum = 0;
      if (x >= r && x + r < w) for (let t = -r; t <= r; t++) sum += taps[t + r] * source[row + x + t];
      else for (let t = -r; t <= r; t++) sum += taps[t + r] * source[row + mirrored(x + t, w)];
      target[row + x] = sum;
    }
  }
}

// feature-maps.ts `blur` in plain JS: on planes this size several times faster than tfjs's conv2d on wasm.
export function blurPlane({ w, h, values }: Plane, sigma: number, between = new Float32Array(w * h)): Plane {
  const kernel = gaussianKernel(sigma);
  const r = (kernel.length - 1) / 2;
  const cut = (pad: number) => kernel.slice(r - pad, r + pad + 1);
  const out = new Float32Array(w * h);
  convolveColumns(values, between, w, h, cut(Math.min(r, h - 1)));
  convolveRows(between, out, w, h, cut(Math.min(r, w - 1)));
  return { w, h, values: out };
}
