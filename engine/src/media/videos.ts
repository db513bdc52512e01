import { finished, lastLine, runTool, toolOutput } from "./ffmpeg-process";

// Frames stream through ffmpeg's pipes one at a time: a clip is never held whole in memory.

export interface VideoProbe {
  width: number;
  height: number;
  durationMs: number;
  codec: string;
  container: string;
  /** Frames a second (ffprobe's average), 0 when it gives none. */
  fps: number;
}

export class VideoFileError extends Error {}

export async function probeVideo(file: string): Promise<VideoProbe> {
  const { code, out } = await toolOutput("ffprobe", ["-v", "error", "-show_streams", "-show_format", "-of", "json", file]);
  if (code !== 0) throw new VideoFileError("is not a video ffmpeg can read");
  type Probe = {
    streams?: {
      codec_type?: string;
      codec_name?: string;
      width?: number;
      height?: number;
      duration?: string;
      avg_frame_rate?: string;
      side_data_list?: { rotation?: number }[];
      tags?: { rotate?: string };
    }[];
    format?: { duration?: string; format_name?: string };
  };
  const probe = JSON.parse(out.toString()) as Probe;
  const video = probe.streams?.find((s) => s.codec_type === "video" && s.width && s.height);
  if (!video?.width || !video.height) throw new VideoFileError("has no video stream");
  const durationMs = Number(video.duration ?? probe.format?.duration) * 1000;
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw new VideoFileError("has no duration");
  // A phone's portrait clip is stored landscape with a turn to show it by: ffmpeg decodes it turned.
  const rotation = Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0);
  const turned = Math.abs(rotation) % 180 === 90;
  const [frames, per] = (video.avg_frame_rate ?? "0/1").split("/").map(Number);
  return {
    width: turned ? video.height : video.width,
    height: turned ? video.width : video.height,
    durationMs,
    codec: video.codec_name ?? "",
    container: probe.format?.format_name ?? "",
    fps: per > 0 && Number.isFinite(frames / per) ? frames / per : 0,
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
  const child = runTool("ffmpeg", [
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

export interface OverlayLayer {
  frames: Iterable<Uint8Array>;
  width: number;
  height: number;
  fps: number;
}

/** ffmpeg scales and blends an RGBA layer over the clip: the layer's frames are small, the video's pixels never reach JavaScript. */
export async function encodeOverlaid(source: string, target: string, size: { w: number; h: number }, layer: OverlayLayer): Promise<void> {
  const { w, h } = size;
  const graph = `[0:v]fps=${layer.fps},scale=${w}:${h}:flags=area[clip];[1:v]scale=${w}:${h}:flags=bicubic[heat];[clip][heat]overlay=shortest=1,format=yuv420p[out]`;
  const child = runTool("ffmpeg", [
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
  const {
    code,
    stderr,
    out: data,
  } = await toolOutput("ffmpeg", [
    ...["-v", "error", "-nostdin", "-ss", (tMs / 1000).toFixed(3), "-i", file, "-an", "-frames:v", "1"],
    ...["-vf", `scale=${width}:${height}:flags=area`, "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1"],
  ]);
  if (code !== 0 || data.length < width * height * 3)
    throw new VideoFileError(`cannot be decoded at ${Math.round(tMs)} ms (${lastLine(stderr)})`);
  return new Uint8Array(data.buffer, data.byteOffset, width * height * 3);
}
