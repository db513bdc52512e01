import { DEGREE_FRACTION } from "../geometry";
import { blurHistograms, densityRaster } from "../results/density";
import { decodeFrames, type VideoProbe } from "#src/media/videos";

export const CHANGE_FPS = 12;
/** Motion maps are blurred by this fraction of the long side (2 cells of a 128-wide raster, as fitted). */
const MOTION_BLUR = 2 / 128;

export interface ClipChanges {
  changes: { tMs: number; map: Uint8Array }[];
  cuts: number[];
}

export async function clipChanges(file: string, probe: VideoProbe, cutLevels: number): Promise<ClipChanges> {
  const { w, h } = densityRaster(probe.width, probe.height);
  const changes: ClipChanges["changes"] = [];
  const cuts: number[] = [];
  let previous: Uint8Array | undefined;
  let j = 0;
  for await (const grey of decodeFrames(file, { fps: CHANGE_FPS, width: w, height: h, format: "gray" })) {
    if (previous) {
      const map = new Uint8Array(w * h);
      let total = 0;
      for (let i = 0; i < map.length; i++) total += map[i] = Math.abs(grey[i] - previous[i]);
      const tMs = (j * 1000) / CHANGE_FPS;
      if (total / map.length > cutLevels) cuts.push(tMs);
      else changes.push({ tMs, map });
    }
    previous = grey;
    j++;
  }
  return { changes, cuts };
}

/** The mean change over the window before `tMs`, blurred, on `size` (the density raster unless given); a cut is no movement. */
export function motionAt(
  clip: ClipChanges,
  tMs: number,
  windowMs: number,
  width: number,
  height: number,
  size?: { w: number; h: number },
): Float32Array {
  const { w, h } = densityRaster(width, height);
  const sum = new Float32Array(w * h);
  let n = 0;
  for (const change of clip.changes) {
    if (change.tMs > tMs || change.tMs <= tMs - windowMs) continue;
    for (let i = 0; i < sum.length; i++) sum[i] += change.map[i];
    n++;
  }
  if (n > 0) for (let i = 0; i < sum.length; i++) sum[i] /= n;
  const blurred = blurHistograms(sum, width, height, MOTION_BLUR / DEGREE_FRACTION)[0];
  return size && (size.w !== w || size.h !== h) ? meansInto(blurred, { w, h }, size) : blurred;
}

/** Each cell of `to` the mean of the cells of `from` whose centres fall in it. */
function meansInto(values: Float32Array, from: { w: number; h: number }, to: { w: number; h: number }): Float32Array {
  const sums = new Float32Array(to.w * to.h);
  const counts = new Float32Array(to.w * to.h);
  for (let y = 0; y < from.h; y++) {
    const row = Math.min(to.h - 1, Math.floor(((y + 0.5) / from.h) * to.h)) * to.w;
    for (let x = 0; x < from.w; x++) {
      const cell = row + Math.min(to.w - 1, Math.floor(((x + 0.5) / from.w) * to.w));
      sums[cell] += values[y * from.w + x];
      counts[cell]++;
    }
  }
  return sums.map((s, c) => s / Math.max(1, counts[c]));
}
