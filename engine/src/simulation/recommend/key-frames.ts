import {
  GOAL_FIGURES,
  GoalTargetError,
  goalTarget,
  type KeyFrame,
  type KeyFrameShot,
  keyFrameEditTitle,
  RECOMMENDATION_KEY_FRAMES,
  RECOMMENDATION_MAX_EDITS,
  type TargetCandidate,
} from "@adsight/shared";
import { rgbPng } from "#src/media/pixels";
import { frameAt, probeVideo } from "#src/media/videos";
import type {
  AudienceSetup,
  EncodedImage,
  RecommendedFrameEdit,
  SimulationImage,
  SimulationVideo,
  Simulator,
  VideoRecommendOptions,
  VideoRecommendOutcome,
} from "../types";
import { recommendEdits } from "./recommend";

interface ClipCuts {
  key_frames: readonly KeyFrame[];
  scene_cuts_ms: readonly number[];
  duration_ms: number;
}

// The opening shot (every viewer sees it) and the longest (on screen longest), in time order, each to its shot's end.
export function recommendationKeyFrames(clip: ClipCuts, cap = RECOMMENDATION_KEY_FRAMES): KeyFrameShot[] {
  const starts = [...new Set(clip.key_frames.filter((k) => k.reason === "scene").map((k) => k.t_ms))].sort((a, b) => a - b);
  const shots = starts.map((t_ms) => ({
    t_ms,
    reason: "scene" as const,
    shot_end_ms: clip.scene_cuts_ms.find((cut) => cut > t_ms) ?? clip.duration_ms,
  }));
  const [first, ...rest] = shots;
  if (!first || cap < 1) return [];
  const longest = rest.sort((a, b) => b.shot_end_ms - b.t_ms - (a.shot_end_ms - a.t_ms) || a.t_ms - b.t_ms).slice(0, cap - 1);
  return [first, ...longest].sort((a, b) => a.t_ms - b.t_ms);
}

// Each frame is a still simulated fresh, as an image is. The run's edits are shared between the frames, so a video's
// run simulates as many versions as an image's and costs the same.
export async function recommendKeyFrames(
  simulator: Pick<Simulator, "runImage">,
  nMax: number,
  video: SimulationVideo,
  frames: readonly KeyFrameShot[],
  setup: AudienceSetup,
  options: VideoRecommendOptions,
): Promise<VideoRecommendOutcome> {
  const { width, height } = await probeVideo(video.file);
  const perFrame = Math.max(1, Math.floor((options.maxEdits ?? RECOMMENDATION_MAX_EDITS) / Math.max(1, frames.length)));
  const kept: RecommendedFrameEdit[] = [];
  let tried = 0;
  for (const [i, frame] of frames.entries()) {
    options.signal?.throwIfAborted();
    const data = await frameAt(video.file, frame.t_ms, width, height);
    const still: EncodedImage = { contentType: "image/png", bytes: await rgbPng({ width, height, data }) };
    const image = { index: video.index, bytes: still.bytes };
    const target = await frameTarget(simulator, nMax, image, setup, options);
    if (target === "absent") continue;
    const outcome = await recommendEdits(simulator, nMax, image, setup, {
      ...options,
      target,
      maxEdits: perFrame,
      onProgress: (fraction) => options.onProgress?.((i + fraction) / frames.length),
    });
    tried += outcome.tried;
    kept.push(...outcome.kept.map((edit) => ({ ...edit, title: keyFrameEditTitle(frame, edit.title), key_frame: frame, before: still })));
  }
  kept.sort((a, b) => b.goal.change - a.goal.change);
  return { tried, kept };
}

// An area goal's eye catcher as the frame's own fresh run finds it: the one named `target`, or the rule's pick.
async function frameTarget(
  simulator: Pick<Simulator, "runImage">,
  nMax: number,
  image: SimulationImage,
  setup: AudienceSetup,
  options: VideoRecommendOptions,
): Promise<TargetCandidate | null | "absent"> {
  if (!GOAL_FIGURES[options.goal].area) return null;
  const fresh = await simulator.runImage(image, { ...setup, scale: (100 * options.viewers) / nMax }, { signal: options.signal });
  try {
    return goalTarget(options.goal, fresh.eye_catchers, options.target ?? undefined, fresh.height);
  } catch (error) {
    if (error instanceof GoalTargetError) return "absent";
    throw error;
  }
}
