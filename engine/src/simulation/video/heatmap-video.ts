import { asJpeg } from "#src/media/images";
import { encodeOverlaid, frameAt } from "#src/media/videos";
import { gridSize } from "../image";
import type { DensityCalibration } from "../parameters";
import { densityRaster } from "../results/density";
import { heatmapOverlay, heatmapRgba, OVERLAY_LONG_SIDE } from "../results/overlays";
import type { EncodedImage } from "../types";
import type { Fixation } from "../viewers/scanpaths";
import { gazeDensity } from "./video-results";

/** The heatmap video's frame rate: the gaze moves a few times a second, so more frames add bytes, not information. */
export const HEATMAP_FPS = 12;

export function heatmapSize(width: number, height: number): { w: number; h: number } {
  const { w, h } = gridSize(width, height, Math.min(OVERLAY_LONG_SIDE, Math.max(width, height)));
  return { w: Math.max(2, w - (w % 2)), h: Math.max(2, h - (h % 2)) };
}

interface Gaze {
  width: number;
  height: number;
  durationMs: number;
  paths: readonly Fixation[][];
}

export async function writeHeatmapVideo(source: string, target: string, gaze: Gaze, calibration: DensityCalibration): Promise<void> {
  const raster = densityRaster(gaze.width, gaze.height);
  const frames = Math.max(1, Math.ceil((gaze.durationMs * HEATMAP_FPS) / 1000));
  function* layer(): Generator<Uint8Array> {
    for (let j = 0; j < frames; j++)
      yield heatmapRgba(gazeDensity(gaze.paths, (j * 1000) / HEATMAP_FPS, gaze.width, gaze.height, calibration));
  }
  await encodeOverlaid(source, target, heatmapSize(gaze.width, gaze.height), {
    frames: layer(),
    width: raster.w,
    height: raster.h,
    fps: HEATMAP_FPS,
  });
}

export async function heatmapStills(
  source: string,
  gaze: Gaze,
  calibration: DensityCalibration,
  times: readonly number[],
): Promise<EncodedImage[]> {
  const { w, h } = heatmapSize(gaze.width, gaze.height);
  const stills: EncodedImage[] = [];
  for (const tMs of times) {
    const data = await frameAt(source, tMs, w, h);
    const png = await heatmapOverlay({ width: w, height: h, data }, gazeDensity(gaze.paths, tMs, gaze.width, gaze.height, calibration));
    stills.push({ contentType: "image/jpeg", bytes: await asJpeg(png.bytes, 85) });
  }
  return stills;
}
