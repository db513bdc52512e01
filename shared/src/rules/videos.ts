import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, VIDEO_MAX_SIDE_PX } from "../constants.js";

/** What a probe of the file found: its video stream, its container's format names (ffprobe's) and its size. */
export interface ProbedVideo {
  width: number;
  height: number;
  durationMs: number;
  codec: string;
  container: string;
  bytes: number;
}

/** The containers taken (MP4, MOV, WebM: ffprobe names the first two's family "mov,mp4,…") and the codecs in them. */
const CONTAINERS = ["mp4", "mov", "webm"];
const CODECS = ["h264", "hevc", "vp8", "vp9", "av1"];

/** Why a clip cannot be simulated, in words that follow its file name ("clip.mp4 is longer than 60 s"), or null. */
export function videoRefusal(video: ProbedVideo): string | null {
  if (!video.container.split(",").some((name) => CONTAINERS.includes(name))) return "is not an MP4, WebM or MOV video";
  if (!CODECS.includes(video.codec)) return `is encoded as ${video.codec || "an unknown codec"}, not H.264, HEVC, VP8, VP9 or AV1`;
  if (video.bytes > VIDEO_MAX_BYTES) return `is larger than ${VIDEO_MAX_BYTES / 1024 / 1024} MB`;
  if (video.durationMs > VIDEO_MAX_SECONDS * 1000) return `is longer than ${VIDEO_MAX_SECONDS} s`;
  if (Math.max(video.width, video.height) > VIDEO_MAX_SIDE_PX) return `is larger than ${VIDEO_MAX_SIDE_PX} px on its long side`;
  return null;
}
