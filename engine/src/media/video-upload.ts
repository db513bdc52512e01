import { stat } from "node:fs/promises";
import { IMAGE_JPEG_QUALITY, VIDEO_MESSAGES, type VideoMimeType, videoRefusal } from "@adsight/shared";
import { toolOutput } from "./ffmpeg-process";
import { rgbJpeg } from "./pixels";
import { frameAt, probeVideo, VideoFileError, type VideoProbe } from "./videos";

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
  const poster = await rgbJpeg({ width, height, data: pixels }, Math.round(IMAGE_JPEG_QUALITY * 100));
  return { width, height, durationMs, type, poster };
}

// Every packet read but only key frames decoded (where the codec can skip): a minute of 1080p takes a second or so.
async function scanVideo(file: string): Promise<{ endMs: number; brand: string } | string> {
  const { code, out } = await toolOutput("ffprobe", [
    ...["-v", "error", "-select_streams", "v:0", "-skip_frame", "nokey"],
    ...["-show_entries", "packet=pts_time,duration_time:frame=pts_time:format_tags=major_brand", "-of", "compact", file],
  ]);
  if (code !== 0) return VIDEO_MESSAGES.undecodable;
  let endMs = 0;
  let frames = 0;
  let brand = "";
  for (const line of out.toString().split("\n")) {
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
