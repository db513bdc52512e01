import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, VIDEO_MAX_SIDE_PX } from "../constants.js";
import type { KeyFrame, VideoEyeCatcher } from "../schemas/videos.js";

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

/** The "seen by" second the results page and the report give beside the end of the clip: the question marketers ask of a brand. */
export const SEEN_BY_SECOND = 3;

export const KEY_FRAME_REASON_LABELS: Record<KeyFrame["reason"], string> = { scene: "Scene starts", peak: "Attention peak" };

/** The % of all viewers who had looked at the eye catcher by the end of `second` (1 = the first); of a shorter clip, by its end. */
export function seenBy(eyeCatcher: Pick<VideoEyeCatcher, "seen_by_second" | "seen_by">, second: number): number {
  return eyeCatcher.seen_by_second[Math.min(second, eyeCatcher.seen_by_second.length) - 1] ?? eyeCatcher.seen_by;
}

/** seenBy's 90 % interval; null for results stored before intervals existed. */
export function seenByInterval(eyeCatcher: Pick<VideoEyeCatcher, "intervals">, second: number): [number, number] | null {
  const intervals = eyeCatcher.intervals;
  if (!intervals) return null;
  return intervals.seen_by_second[Math.min(second, intervals.seen_by_second.length) - 1] ?? intervals.seen_by;
}

/** Whether the eye catcher had come on screen by the end of `second`: before then "seen by" is no verdict on it. */
export function onScreenBy(eyeCatcher: Pick<VideoEyeCatcher, "first_on_screen_ms">, second: number): boolean {
  return eyeCatcher.first_on_screen_ms < second * 1000;
}

/** NSS and CC of a map against the observers' gaze, averaged over the scored moments. */
export interface VideoScores {
  nss: number;
  cc: number;
}

/**
 * The `video` section of engine/research/fidelity.json, written by the research command it names: the development clip's
 * scores, the product's viewers against the references.
 */
export interface VideoFidelity {
  command: string;
  clip: { seconds: number; observers: number; frames: number; fps: number; folds: number };
  centredGaussian: VideoScores;
  imageModel: VideoScores;
  splitHalf: VideoScores;
  viewers: VideoScores & { count: number };
  notCheckedOn: string;
}

/** The video check's table as /accuracy and the report show it: the product's viewers first, then the references. */
export function videoFidelityRows(
  record: VideoFidelity,
  productName: string,
): { map: string; nss: string; cc: string; product: boolean }[] {
  const row = (map: string, scores: VideoScores, product = false) => ({
    map,
    nss: scores.nss.toFixed(2),
    cc: scores.cc.toFixed(3),
    product,
  });
  return [
    row(`${productName}: ${record.viewers.count.toLocaleString("en-US")} viewers through the clip`, record.viewers, true),
    row("The image model on each frame alone", record.imageModel),
    row("Half of the people predicting the other half", record.splitHalf),
    row("Centred Gaussian", record.centredGaussian),
  ];
}

/** What the video check is, in one paragraph, for /accuracy and the report. */
export function videoFidelityText(record: VideoFidelity): string {
  return (
    `Checked on one ${Math.round(record.clip.seconds)}-second film clip that ${record.clip.observers} people watched with an eye tracker: ` +
    `${["once", "twice"][record.clip.fps - 1] ?? `${record.clip.fps} times`} a second, the simulated viewers' heatmap is scored on where the people ` +
    "looked at that moment. The clip was used to fit how much motion and the centre count, so each score comes from weights fitted " +
    `without the part of the clip it is scored on (${record.clip.folds} folds of consecutive seconds).`
  );
}
