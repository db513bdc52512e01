import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VIDEO_DIR } from "./paths";

/*
 * The video development data (../shared/data/video-dev, its README): one 30 s film clip and 13 observers' raw gaze,
 * decoded and read with Debian's ffmpeg and ffprobe (`apt-get install -y ffmpeg`), which must be on the PATH.
 */

export const DEV_CLIP = path.join(VIDEO_DIR, "MARCH_12a.mov");

export interface VideoProbe {
  width: number;
  height: number;
  durationMs: number;
}

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

function run(command: string, args: string[], maxBuffer: number): Buffer {
  const result = spawnSync(command, args, { maxBuffer });
  if (result.error) throw new Error(`${command} could not run (${result.error.message}): apt-get install -y ffmpeg`);
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.toString().trim().split("\n").pop()}`);
  return result.stdout;
}

export function probeVideo(file: string): VideoProbe {
  type Probe = { streams: { codec_type: string; width?: number; height?: number }[]; format: { duration: string } };
  const probe = JSON.parse(
    run("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file], 1 << 24).toString(),
  ) as Probe;
  const video = probe.streams.find((s) => s.codec_type === "video");
  if (!video?.width || !video.height) throw new Error(`${file} has no video stream`);
  return { width: video.width, height: video.height, durationMs: Number(probe.format.duration) * 1000 };
}

/**
 * The clip's frames at `fps` (ffmpeg's fps filter: frame k is the one shown at k / fps s), scaled to width × height,
 * as packed RGB (3 bytes a pixel) or grey (1).
 */
export function decodeFrames(file: string, fps: number, width: number, height: number, format: "rgb24" | "gray"): Uint8Array[] {
  const channels = format === "rgb24" ? 3 : 1;
  const bytes = run(
    "ffmpeg",
    ["-v", "error", "-i", file, "-an", "-vf", `fps=${fps},scale=${width}:${height}:flags=area`, "-f", "rawvideo", "-pix_fmt", format, "-"],
    1 << 30,
  );
  const size = width * height * channels;
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset + size <= bytes.length; offset += size)
    frames.push(new Uint8Array(bytes.buffer, bytes.byteOffset + offset, size));
  return frames;
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
