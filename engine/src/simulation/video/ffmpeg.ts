import { spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { IMAGE_JPEG_QUALITY, VIDEO_MESSAGES, type VideoMimeType, videoRefusal } from "@adsight/shared";
import sharp from "sharp";

// Frames stream through ffmpeg's pipes one at a time: a clip is never held whole in memory.

export const FFMPEG_MISSING = "ffmpeg and ffprobe are not installed: apt-get install -y ffmpeg";

export interface VideoProbe {
  width: number;
  height: number;
  durationMs: number;
  codec: string;
  container: string;
}

export class VideoFileError extends Error {}

interface Finished {
  code: number | null;
  stderr: string;
}

function finished(child: ReturnType<typeof spawn>): Promise<Finished> {
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < 4096) stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(FFMPEG_MISSING) : error));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

const lastLine = (text: string) => text.trim().split("\n").pop() ?? "";

export async function probeVideo(file: string): Promise<VideoProbe> {
  const child = spawn("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file]);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const { code } = await finished(child);
  if (code !== 0) throw new VideoFileError("is not a video ffmpeg can read");
  type Probe = {
    streams?: {
      codec_type?: string;
      codec_name?: string;
      width?: number;
      height?: number;
      duration?: string;
      side_data_list?: { rotation?: number }[];
      tags?: { rotate?: string };
    }[];
    format?: { duration?: string; format_name?: string };
  };
  const probe = JSON.parse(out) as Probe;
  const video = probe.streams?.find((s) => s.codec_type === "video" && s.width && s.height);
  if (!video?.width || !video.height) throw new VideoFileError("has no video stream");
  const durationMs = Number(video.duration ?? probe.format?.duration) * 1000;
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw new VideoFileError("has no duration");
  // A phone's portrait clip is stored landscape with a turn to show it by: ffmpeg decodes it turned.
  const rotation = Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0);
  const turned = Math.abs(rotation) % 180 === 90;
  return {
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationMs,
    codec: video.codec_name ?? "",
    container: probe.format?.format_name ?? "",
  };
}

export interface FrameRequest {
  /** Frames a second: frame k is the one on screen at k / fps s (ffmpeg's fps filter). */
  fps: number;
  width: number;
  height: number;
  format: "rgb24" | "gray";
}

export async function* decodeFrames(file: string, request: FrameRequest): AsyncGenerator<Uint8Array> {
  const { fps, width, height, format } = request;
  const size = width * height * (format === "rgb24" ? 3 : 1);
  const child = spawn("ffmpeg", [
    ...["-v", "error", "-nostdin", "-i", file, "-an", "-sn"],
    ...["-vf", `fps=${fps},scale=${width}:${height}:flags=area`, "-f", "rawvideo", "-pix_fmt", format, "pipe:1"],
  ]);
  const done = finished(child);
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length >= size) {
        yield new Uint8Array(pending.subarray(0, size));
        pending = pending.subarray(size);
      }
    }
  } finally {
    if (child.exitCode === null) child.kill();
  }
  const { code, stderr } = await done;
  if (code !== 0) throw new VideoFileError(`cannot be decoded (${lastLine(stderr)})`);
}

export interface HeatmapLayer {
  frames: Iterable<Uint8Array>;
  width: number;
  height: number;
  fps: number;
}

/** ffmpeg scales and blends: the layer's frames are small, the video's pixels never reach JavaScript. */
export async function encodeOverlaid(source: string, target: string, size: { w: number; h: number }, layer: HeatmapLayer): Promise<void> {
  const { w, h } = size;
  const graph = `[0:v]fps=${layer.fps},scale=${w}:${h}:flags=area[clip];[1:v]scale=${w}:${h}:flags=bicubic[heat];[clip][heat]overlay=shortest=1,format=yuv420p[out]`;
  const child = spawn("ffmpeg", [
    ...["-v", "error", "-y", "-i", source],
    ...["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${layer.width}x${layer.height}`, "-r", String(layer.fps), "-i", "pipe:0"],
    ...["-filter_complex", graph, "-map", "[out]", "-c:v", "libx264", "-preset", "veryfast", "-crf", "26"],
    // The clip's sound, if it has any, plays along: a voice-over is half of what a viewer of the ad meets.
    ...["-map", "0:a?", "-c:a", "aac", "-b:a", "128k", "-shortest", "-movflags", "+faststart", target],
  ]);
  const done = finished(child);
  child.stdin.on("error", () => undefined); // a failed encoder closes its input: its exit status says why
  for (const frame of layer.frames) {
    if (!child.stdin.write(frame)) await new Promise((resolve) => child.stdin.once("drain", resolve));
  }
  child.stdin.end();
  const { code, stderr } = await done;
  if (code !== 0) throw new Error(`ffmpeg could not write ${target}: ${lastLine(stderr)}`);
}

export async function frameAt(file: string, tMs: number, width: number, height: number): Promise<Uint8Array> {
  const child = spawn("ffmpeg", [
    ...["-v", "error", "-nostdin", "-ss", (tMs / 1000).toFixed(3), "-i", file, "-an", "-frames:v", "1"],
    ...["-vf", `scale=${width}:${height}:flags=area`, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
  ]);
  const chunks: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
  const { code, stderr } = await finished(child);
  const data = Buffer.concat(chunks);
  if (code !== 0 || data.length < width * height * 3)
    throw new VideoFileError(`cannot be decoded at ${Math.round(tMs)} ms (${lastLine(stderr)})`);
  return new Uint8Array(data.buffer, data.byteOffset, width * height * 3);
}

export interface UploadedVideo {
  width: number;
  height: number;
  durationMs: number;
  type: VideoMimeType;
  poster: Buffer;
}

// A clip cut off midway probes whole when its index comes first; its sound may outlast its pictures a little.
const CUT_OFF_SLACK_MS = 500;
const CUT_OFF_SLACK_SHARE = 0.03;

/** An upload's checks and poster (at min(1 s, half the clip)); a refusal is the words that follow its file name. */
export async function checkUploadedVideo(file: string): Promise<UploadedVideo | string> {
  let probe: VideoProbe;
  try {
    probe = await probeVideo(file);
  } catch (error) {
    if (error instanceof VideoFileError) return error.message;
    throw error;
  }
  const refusal = videoRefusal({ ...probe, bytes: (await stat(file)).size });
  if (refusal) return refusal;
  const scan = await scanVideo(file);
  if (typeof scan === "string") return scan;
  const type = mimeTypeOf(probe, scan.brand);
  if (!type) return VIDEO_MESSAGES.notContainer;
  const durationMs = Math.round(probe.durationMs);
  if (durationMs - scan.endMs > Math.max(CUT_OFF_SLACK_MS, durationMs * CUT_OFF_SLACK_SHARE))
    return VIDEO_MESSAGES.cutOff(scan.endMs, durationMs);
  const { width, height } = probe;
  let pixels: Uint8Array;
  try {
    pixels = await frameAt(file, Math.min(1000, durationMs / 2), width, height);
  } catch (error) {
    if (error instanceof VideoFileError) return VIDEO_MESSAGES.undecodable;
    throw error;
  }
  const poster = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: Math.round(IMAGE_JPEG_QUALITY * 100) })
    .toBuffer();
  return { width, height, durationMs, type, poster };
}

// Every packet read but only key frames decoded (where the codec can skip): a minute of 1080p takes a second or so.
async function scanVideo(file: string): Promise<{ endMs: number; brand: string } | string> {
  const child = spawn("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-skip_frame", "nokey"],
    ...["-show_entries", "packet=pts_time,duration_time:frame=pts_time:format_tags=major_brand", "-of", "compact", file],
  ]);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const { code } = await finished(child);
  if (code !== 0) return VIDEO_MESSAGES.undecodable;
  let endMs = 0;
  let frames = 0;
  let brand = "";
  for (const line of out.split("\n")) {
    if (line.startsWith("frame|")) frames += 1;
    else if (line.startsWith("format|")) brand = /major_brand=([^|]*)/.exec(line)?.[1] ?? "";
    else if (line.startsWith("packet|")) {
      const pts = Number(/pts_time=([\d.]+)/.exec(line)?.[1]);
      const duration = Number(/duration_time=([\d.]+)/.exec(line)?.[1] ?? 0);
      if (Number.isFinite(pts)) endMs = Math.max(endMs, (pts + (Number.isFinite(duration) ? duration : 0)) * 1000);
    }
  }
  return frames === 0 ? VIDEO_MESSAGES.undecodable : { endMs: Math.round(endMs), brand };
}

// ffprobe names MP4 and MOV alike, and Matroska and WebM: the brand tells the first, WebM's own codecs the second.
function mimeTypeOf(probe: VideoProbe, brand: string): VideoMimeType | null {
  const names = probe.container.split(",");
  if (names.includes("mp4")) return brand.trim() === "qt" ? "video/quicktime" : "video/mp4";
  if (names.includes("webm")) return ["vp8", "vp9", "av1"].includes(probe.codec) ? "video/webm" : null;
  return null;
}
