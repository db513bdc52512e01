import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  densityRaster,
  Detectors,
  FITTED_READOUT,
  type ModelParameters,
  type probeVideo,
  sampleFrames,
  samplingGrid,
} from "@adsight/engine/src/simulation/stages";
import { cachedFrameMaps, framesParts } from "./density-cache";
import { imageModelFingerprint } from "./model-fingerprint";
import { REPO_ROOT, VIDEO_DIR } from "./paths";

/*
 * The video development data (../shared/data/video-dev, its README): one 30 s film clip and 13 observers' raw gaze.
 * The clip is probed and decoded by the engine (Debian's ffmpeg, `apt-get install -y ffmpeg`).
 */

export const DEV_CLIP = path.join(VIDEO_DIR, "MARCH_12a.mov");

export interface GazeTrack {
  observer: string;
  /** Valid samples only, in time order: ms from the clip's start and video pixels. */
  t: Float64Array;
  x: Float64Array;
  y: Float64Array;
}

export interface GazePoint {
  x: number;
  y: number;
}

export function loadGaze(): GazeTrack[] {
  const dir = path.join(VIDEO_DIR, "gaze");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".csv"))
    .sort()
    .map((file) => {
      const rows = readFileSync(path.join(dir, file), "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split(",").map(Number))
        .filter((r) => r[3] === 1 && r.every(Number.isFinite));
      rows.sort((a, b) => a[0] - b[0]);
      return {
        observer: path.basename(file, ".csv"),
        t: Float64Array.from(rows, (r) => r[0]),
        x: Float64Array.from(rows, (r) => r[1]),
        y: Float64Array.from(rows, (r) => r[2]),
      };
    });
}

/** The mean of an observer's valid samples in [fromMs, toMs), or undefined where there are none. */
export function gazeIn(track: GazeTrack, fromMs: number, toMs: number): GazePoint | undefined {
  let lo = 0;
  let hi = track.t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (track.t[mid] < fromMs) lo = mid + 1;
    else hi = mid;
  }
  let x = 0;
  let y = 0;
  let n = 0;
  for (let i = lo; i < track.t.length && track.t[i] < toMs; i++, n++) {
    x += track.x[i];
    y += track.y[i];
  }
  return n === 0 ? undefined : { x: x / n, y: y / n };
}

/** The clip's cache files, one per part of `sampleFrames` kept. */
export function devClipCache(parameters: ModelParameters, seed: number): Record<"densities" | "visits" | "looks", string> {
  const file = path.resolve(REPO_ROOT, "engine/.cache/video-check", `${imageModelFingerprint()}-${parameters.video.fps}fps-${seed}s`);
  return { densities: `${file}.bin`, visits: `${file}-visits.bin`, looks: `${file}-looks${parameters.video.firstFixationsAfterCut}.bin` };
}

/**
 * The clip's sampled frames' image-model densities, visits and first looks (the engine's sampleFrames), cached under the image
 * model's fingerprint.
 */
export async function devClipMaps(
  probe: Awaited<ReturnType<typeof probeVideo>>,
  parameters: ModelParameters,
  seed: number,
): Promise<Record<"densities" | "visits" | "looks", Float32Array[]>> {
  const raster = densityRaster(probe.width, probe.height);
  const grid = samplingGrid(probe.width, probe.height);
  return cachedFrameMaps(
    devClipCache(parameters, seed),
    { densities: raster.w * raster.h, visits: grid.w * grid.h, looks: parameters.video.firstFixationsAfterCut * grid.w * grid.h },
    async () => {
      let started = Date.now();
      return framesParts(
        await sampleFrames(DEV_CLIP, probe, await Detectors.load(), parameters, FITTED_READOUT, seed, (done) => {
          console.log(`frame ${done - 1}: ${Date.now() - started} ms`);
          started = Date.now();
        }),
      );
    },
  );
}
