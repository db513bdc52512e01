import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS, VIDEO_MAX_SIDE_PX } from "../constants.js";
import type { KeyFrame, VideoEyeCatcher } from "../schemas/videos.js";
import { clipClock } from "./creative-labels.js";

export interface ProbedVideo {
  width: number;
  height: number;
  durationMs: number;
  codec: string;
  container: string;
  bytes: number;
}

// ffprobe names the MP4 and MOV family "mov,mp4,…".
const CONTAINERS = ["mp4", "mov", "webm"];
const CODECS = ["h264", "hevc", "vp8", "vp9", "av1"];

export function videoRefusal(video: ProbedVideo): string | null {
  if (!video.container.split(",").some((name) => CONTAINERS.includes(name))) return "is not an MP4, WebM or MOV video";
  if (!CODECS.includes(video.codec)) return `is encoded as ${video.codec || "an unknown codec"}, not H.264, HEVC, VP8, VP9 or AV1`;
  if (video.bytes > VIDEO_MAX_BYTES) return `is larger than ${VIDEO_MAX_BYTES / 1024 / 1024} MB`;
  if (video.durationMs > VIDEO_MAX_SECONDS * 1000) return `is longer than ${VIDEO_MAX_SECONDS} s`;
  if (Math.max(video.width, video.height) > VIDEO_MAX_SIDE_PX) return `is larger than ${VIDEO_MAX_SIDE_PX} px on its long side`;
  return null;
}

export const SEEN_BY_SECOND = 3;

export const KEY_FRAME_REASON_LABELS: Record<KeyFrame["reason"], string> = { scene: "Scene starts", peak: "Attention peak" };

/** A video recommendation's title: the key frame it was made on, then the edit in words. */
export function keyFrameEditTitle(frame: Pick<KeyFrame, "t_ms" | "reason">, edit: string): string {
  return `${KEY_FRAME_REASON_LABELS[frame.reason]} at ${clipClock(frame.t_ms)}: ${edit}`;
}

/** Where a key frame's change applies: its shot, up to the next cut or the clip's end. */
export const shotSpan = (frame: { t_ms: number; shot_end_ms: number }) =>
  `from ${clipClock(frame.t_ms)} to ${clipClock(frame.shot_end_ms)}`;

export function seenBy(eyeCatcher: Pick<VideoEyeCatcher, "seen_by_second" | "seen_by">, second: number): number {
  return eyeCatcher.seen_by_second[Math.min(second, eyeCatcher.seen_by_second.length) - 1] ?? eyeCatcher.seen_by;
}

export function seenByInterval(eyeCatcher: Pick<VideoEyeCatcher, "intervals">, second: number): [number, number] | null {
  const intervals = eyeCatcher.intervals;
  if (!intervals) return null;
  return intervals.seen_by_second[Math.min(second, intervals.seen_by_second.length) - 1] ?? intervals.seen_by;
}

// Before it is on screen, "seen by" is no verdict on it.
export function onScreenBy(eyeCatcher: Pick<VideoEyeCatcher, "first_on_screen_ms">, second: number): boolean {
  return eyeCatcher.first_on_screen_ms < second * 1000;
}

export interface VideoScores {
  nss: number;
  cc: number;
}

export interface VideoFidelity {
  command: string;
  clip: { seconds: number; observers: number; frames: number; fps: number; folds: number };
  centredGaussian: VideoScores;
  imageModel: VideoScores;
  splitHalf: VideoScores;
  viewers: VideoScores & { count: number };
  notCheckedOn: string;
}

// Slideshow ads made of development stills (3 s each), scored on each shot from 0.5 s after its cut.
export interface SlideshowMaterial {
  material: "photographs" | "web pages";
  images: number;
  imageModel: number;
  product: number;
  centredGaussian: number;
  gapByHalfSecond: number[];
}

export interface SlideshowFidelity {
  command: string;
  secondsPerImage: number;
  materials: SlideshowMaterial[];
  clipFittedOn: number;
}

export function videoFidelityRows(
  record: VideoFidelity,
  productName: string,
  slideshows: SlideshowFidelity | null,
): { map: string; nss: string; cc: string; product: boolean }[] {
  const row = (map: string, scores: VideoScores, product = false) => ({
    map,
    nss: scores.nss.toFixed(2),
    cc: scores.cc.toFixed(3),
    product,
  });
  const viewers = `${productName}: ${record.viewers.count.toLocaleString("en-US")} viewers through the clip`;
  return [
    slideshows
      ? { map: `${viewers} (fitted on it)`, nss: slideshows.clipFittedOn.toFixed(2), cc: "–", product: true }
      : row(viewers, record.viewers, true),
    row("The image model on each frame alone", record.imageModel),
    row("Half of the people predicting the other half", record.splitHalf),
    row("Centred Gaussian", record.centredGaussian),
  ];
}

export function videoFidelityText(record: VideoFidelity): string {
  return (
    `Checked on one ${Math.round(record.clip.seconds)}-second film clip that ${record.clip.observers} people watched with an eye tracker: ` +
    `${["once", "twice"][record.clip.fps - 1] ?? `${record.clip.fps} times`} a second, the simulated viewers' heatmap is scored on where the people ` +
    "looked at that moment. The video weights (how much the centre after a cut, motion and the shot before count) were fitted on " +
    "this clip together with slideshows made of development images, so the clip's figure is a fitted-on one."
  );
}

const nss = (value: number) => value.toFixed(2).replace("-", "−");
// A difference reads with its sign, and one that rounds to zero without one.
const signedNss = (value: number) => (Math.abs(value) < 0.005 ? "0.00" : `${value > 0 ? "+" : "−"}${Math.abs(value).toFixed(2)}`);

export function slideshowFidelityText(record: SlideshowFidelity): string {
  const materials = record.materials.map(
    (m) =>
      `on ${m.images} ${m.material}, ${nss(m.product)} through the video against ${nss(m.imageModel)} for the same images shown as ` +
      `stills (a spot in the centre: ${nss(m.centredGaussian)}; through the video minus as stills, half second by half second: ${m.gapByHalfSecond.map(signedNss).join(", ")})`,
  );
  return (
    `Slideshow ads: development images shown ${record.secondsPerImage} s each with hard cuts, each shot scored from 0.5 s after its ` +
    `cut by the heat where people looked at that image: ${materials.join("; ")}. On the film clip the video weights were fitted on, ` +
    `the simulated viewers score ${nss(record.clipFittedOn)}, a fitted-on figure and no promise for other clips.`
  );
}

// Said wherever the split-half figure is shown or was: with a dozen people it is a noisy floor, not a ceiling.
export const SPLIT_HALF_NOTE =
  "How well half of the people predict where the other half look is no upper limit: with a dozen people each half is " +
  "noisy, so a model can score above it without knowing more than people do.";
