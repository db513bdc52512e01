import { type EyeCatcherKind, type KeyFrame, MIN_VIEWERS_FOR_TIME, type VideoEyeCatcher, type VideoSecond } from "@adsight/shared";
import type { ImageAnalysis } from "../features/analysis";
import { contains, intersectionArea, type Box } from "../geometry";
import type { DensityCalibration } from "../parameters";
import { fixationDensity, type DensityMap } from "../results/density";
import { UNCLEAR_TEXT } from "../results/region-names";
import { viewerAffect } from "../results/emotion";
import { round1, segmentAffect } from "../results/image-scores";
import { amountInterval, amountScale, medianInterval, shareInterval } from "../results/intervals";
import { focusOf } from "../results/score";
import { quantile } from "../results/time-figures";
import { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";
import type { Viewer } from "../viewers/viewers";
import { fixationAt, mapPicker } from "./video-scanpaths";

export const GAZE_STEP_MS = 100;
/** A detection joins a track of its label whose last box it overlaps this much (IoU; text: the share of the smaller box). */
const TRACK_OVERLAP = 0.3;
const TEXT_OVERLAP = 0.5;
const TRACK_GAP = 1;
const PEAK_KEY_FRAMES = 3;
const KEY_FRAME_GAP_MS = 2000;

export interface FrameFindings {
  tMs: number;
  /** `sure`: whether the thing's class may be named from this frame's detection (`classIsSure`). */
  areas: { label: string; kind: Exclude<EyeCatcherKind, "custom" | "region">; text: string | null; box: Box; sure: boolean }[];
  analysis: Pick<ImageAnalysis, "affect" | "detections">;
}

interface Track {
  label: string;
  kind: FrameFindings["areas"][number]["kind"];
  text: string | null;
  boxes: Map<number, Box>;
  sure: boolean;
}

// Text lines join into blocks differently from frame to frame: a block is the same text as one it mostly lies in.
function overlap(a: Box, b: Box, text: boolean): number {
  const inter = intersectionArea(a, b);
  return text ? inter / Math.min(a.w * a.h, b.w * b.h) : inter / (a.w * a.h + b.w * b.h - inter);
}

/**
 * A detector misses a thing now and then: the frames it missed keep the thing's last box. Text is matched by place
 * first, since a line is read a little differently from frame to frame; it takes the clear reading seen most often.
 */
export function trackAreas(frames: readonly FrameFindings[], cuts: readonly number[]): Track[] {
  const tracks: (Track & { last: number; readings: Map<string, number> })[] = [];
  const shotOf = (t: number) => cuts.filter((c) => c <= t).length;
  const sameThing = (track: Track, area: FrameFindings["areas"][number]) =>
    area.kind === "text" ? track.kind === "text" : track.label.toLowerCase() === area.label.toLowerCase();
  frames.forEach((frame, k) => {
    const taken = new Set<Track>();
    const shot = shotOf(frame.tMs);
    for (const area of frame.areas) {
      let best: (typeof tracks)[number] | undefined;
      let bestOverlap = area.kind === "text" ? TEXT_OVERLAP : TRACK_OVERLAP;
      for (const track of tracks) {
        if (k - track.last > TRACK_GAP + 1 || taken.has(track) || !sameThing(track, area) || shotOf(frames[track.last].tMs) !== shot)
          continue;
        const o = overlap(track.boxes.get(track.last) as Box, area.box, area.kind === "text");
        // Of the places a line fits, the one where it was read the same way before.
        const score = o + (o >= TEXT_OVERLAP && track.readings.has(area.label) ? 1 : 0);
        if (score >= bestOverlap) [best, bestOverlap] = [track, score];
      }
      if (best) for (let gap = best.last + 1; gap < k; gap++) best.boxes.set(gap, best.boxes.get(best.last) as Box);
      else
        tracks.push(
          (best = { label: area.label, kind: area.kind, text: area.text, boxes: new Map(), last: k, readings: new Map(), sure: false }),
        );
      best.sure ||= area.sure;
      best.boxes.set(k, area.box);
      best.last = k;
      best.readings.set(area.label, (best.readings.get(area.label) ?? 0) + 1);
      taken.add(best);
    }
  });
  return tracks.map(({ readings, boxes, kind, sure }) => {
    // A line read clearly in one frame and unsurely in others is its clear words, as an image would name it.
    const clear = [...readings].filter(([label]) => label !== UNCLEAR_TEXT);
    const [label] = (clear.length > 0 ? clear : [...readings]).reduce((a, b) => (b[1] > a[1] ? b : a));
    const text = frames.flatMap((f) => f.areas).find((area) => area.label === label)?.text ?? null;
    return { label, kind, text, boxes, sure };
  });
}

export interface VideoArea {
  label: string;
  kind: Track["kind"];
  text: string | null;
  /** Each sampled frame's boxes of it: a kind of thing can be on screen several times at once. */
  boxes: Map<number, Box[]>;
}

/**
 * A video's eye catchers are kinds of thing, not single things: every bird on screen is "Bird", a line of text is its
 * words wherever they show. At two frames a second, across cuts and with detectors that lose a thing now and then,
 * one bird or one person cannot be told from another; following each gave a clip of penguins 48 eye catchers
 * ("Bird 1" … "Bird 24"). A frame the detectors missed between two that show the thing, in one shot, keeps its boxes.
 * A class is named in a shot where one frame's detection of it is sure; in a shot without one its detections are left
 * out (the penguins' "Surfboard"), as a video lists no unnamed areas.
 */
export function videoAreas(frames: readonly FrameFindings[], cuts: readonly number[]): VideoArea[] {
  const shotOf = (k: number) => cuts.filter((c) => c <= frames[k].tMs).length;
  const tracks = trackAreas(frames, cuts);
  const kindIn = (track: Track) => `${shotOf(Math.min(...track.boxes.keys()))}:${track.kind}:${track.label.toLowerCase()}`;
  const named = new Set(tracks.filter((track) => track.sure).map(kindIn));
  const byName = new Map<string, VideoArea>();
  for (const track of tracks.filter((t) => named.has(kindIn(t)))) {
    const key = `${track.kind}:${track.label.toLowerCase()}`;
    const area = byName.get(key) ?? { label: track.label, kind: track.kind, text: track.text, boxes: new Map<number, Box[]>() };
    byName.set(key, area);
    for (const [k, box] of track.boxes) area.boxes.set(k, [...(area.boxes.get(k) ?? []), box]);
  }
  for (const { boxes } of byName.values())
    for (let k = 1; k + 1 < frames.length; k++) {
      const before = boxes.get(k - 1);
      if (!boxes.has(k) && before && boxes.has(k + 1) && shotOf(k - 1) === shotOf(k + 1)) boxes.set(k, before);
    }
  return [...byName.values()];
}

export function gazeDensity(
  paths: readonly Fixation[][],
  tMs: number,
  width: number,
  height: number,
  calibration: DensityCalibration,
): DensityMap {
  const points = paths.map((path) => {
    const f = path[fixationAt(path, tMs)];
    return [{ x: f.x, y: f.y, t: 0, dur: 1 }];
  });
  return fixationDensity(points, width, height, calibration);
}

const round2 = (v: number) => Math.round(v * 100) / 100;

interface Clip {
  width: number;
  height: number;
  durationMs: number;
  grid: { w: number; h: number };
  cuts: readonly number[];
}

export interface VideoFigures {
  timeline: VideoSecond[];
  eyeCatchers: VideoEyeCatcher[];
  keyFrames: KeyFrame[];
}

export function videoFigures(
  clip: Clip,
  frames: readonly FrameFindings[],
  viewers: readonly Viewer[],
  paths: readonly Fixation[][],
  seed: number,
): VideoFigures {
  const { durationMs, grid } = clip;
  const pickFrame = mapPicker(frames, clip.cuts);
  const areas = videoAreas(frames, clip.cuts);
  const seconds = Math.max(1, Math.ceil(durationMs / 1000));
  const steps = Math.max(1, Math.ceil(durationMs / GAZE_STEP_MS));
  const n = viewers.length;
  const firstSeen = areas.map(() => new Float64Array(n).fill(-1));
  const lookedSteps = areas.map(() => new Float64Array(n));
  const attention = areas.map(() => new Float64Array(seconds));
  const onScreen = areas.map(() => ({ steps: 0, first: -1 }));
  const cellTime = Array.from({ length: seconds }, () => new Float64Array(grid.w * grid.h));
  const at = new Int32Array(n);
  for (let j = 0; j < steps; j++) {
    const t = j * GAZE_STEP_MS + GAZE_STEP_MS / 2;
    const s = Math.floor(t / 1000);
    const k = pickFrame(t);
    const boxes = areas.map((area) => area.boxes.get(k));
    boxes.forEach((areaBoxes, a) => {
      if (!areaBoxes) return;
      onScreen[a].steps++;
      if (onScreen[a].first < 0) onScreen[a].first = t - GAZE_STEP_MS / 2;
    });
    for (let v = 0; v < n; v++) {
      const path = paths[v];
      while (at[v] + 1 < path.length && path[at[v] + 1].t <= t) at[v]++;
      const f = path[at[v]];
      cellTime[s][f.cell]++;
      boxes.forEach((areaBoxes, a) => {
        if (!areaBoxes?.some((box) => contains(box, f.x, f.y))) return;
        lookedSteps[a][v]++;
        attention[a][s]++;
        // The rest at the centre before the first saccade is no look the viewer made.
        if (at[v] > 0 && firstSeen[a][v] < 0) firstSeen[a][v] = Math.max(f.t, t - GAZE_STEP_MS / 2);
      });
    }
  }
  const stepsIn = (s: number) => Math.min(steps, (s + 1) * (1000 / GAZE_STEP_MS)) - s * (1000 / GAZE_STEP_MS);
  const share = (count: number, total: number) => round1((100 * count) / Math.max(1, total));
  const scale = GAZE_STEP_MS * amountScale(...lookedSteps);
  const eyeCatchers = areas
    .map((area, a): VideoEyeCatcher => {
      const firsts = Float64Array.from(firstSeen[a].filter((t) => t >= 0)).sort();
      const timed = firsts.length >= MIN_VIEWERS_FOR_TIME;
      const seenBy = (s: number) => firsts.filter((t) => t < (s + 1) * 1000).length;
      const looked = amountInterval(
        lookedSteps[a].map((steps) => steps * GAZE_STEP_MS),
        0,
        scale,
      );
      const firstLook = timed ? medianInterval(firsts) : null;
      return {
        name: area.label,
        kind: area.kind,
        text: area.text,
        first_on_screen_ms: onScreen[a].first,
        on_screen_ms: onScreen[a].steps * GAZE_STEP_MS,
        looked_ms: Math.round((GAZE_STEP_MS * lookedSteps[a].reduce((x, y) => x + y, 0)) / Math.max(1, n)),
        seen_by: share(firsts.length, n),
        seen_by_second: Array.from({ length: seconds }, (_, s) => share(seenBy(s), n)),
        first_look_ms: timed
          ? { median: Math.round(quantile(firsts, 0.5)), q1: Math.round(quantile(firsts, 0.25)), q3: Math.round(quantile(firsts, 0.75)) }
          : null,
        viewers: firsts.length,
        intervals: {
          seen_by: shareInterval(firsts.length, n),
          seen_by_second: Array.from({ length: seconds }, (_, s) => shareInterval(seenBy(s), n)),
          looked_ms: looked,
          first_look_ms: firstLook && [Math.round(firstLook[0]), Math.round(firstLook[1])],
        },
      };
    })
    .filter((e) => e.on_screen_ms > 0)
    .sort((a, b) => b.looked_ms - a.looked_ms || a.first_on_screen_ms - b.first_on_screen_ms);
  const timeline = Array.from({ length: seconds }, (_, s): VideoSecond => {
    const frame = frames[pickFrame(s * 1000 + 500)];
    const inSecond = paths.map((path) =>
      path
        .filter((f) => f.t < (s + 1) * 1000 && f.t + f.dur > s * 1000)
        .map((f) => ({ ...f, dur: Math.min(f.t + f.dur, (s + 1) * 1000) - Math.max(f.t, s * 1000) })),
    );
    const affect = viewerAffect(frame.analysis, viewers as Viewer[], inSecond, new Rng(seed, s));
    return {
      second: s,
      focus: round2(focusOf(cellTime[s])),
      attention: Object.fromEntries(
        areas.flatMap((area, a) => (attention[a][s] > 0 ? [[area.label, share(attention[a][s], stepsIn(s) * n)]] : [])),
      ),
      affect: {
        ...segmentAffect(affect),
        segments: Object.fromEntries(
          Object.entries(affect.segments).map(([category, labels]) => [
            category,
            Object.fromEntries(Object.entries(labels).map(([label, figures]) => [label, segmentAffect(figures)])),
          ]),
        ),
      },
    };
  });
  return { timeline, eyeCatchers, keyFrames: keyFrames(clip, frames, paths) };
}

function keyFrames(clip: Clip, frames: readonly FrameFindings[], paths: readonly Fixation[][]): KeyFrame[] {
  const starts = [0, ...clip.cuts].flatMap((cut, i, all) => {
    const next = all[i + 1] ?? Infinity;
    const first = frames.find((f) => f.tMs >= cut && f.tMs < next);
    return first ? [{ t_ms: first.tMs, reason: "scene" as const }] : [];
  });
  const cells = clip.grid.w * clip.grid.h;
  const focusAt = frames.map((frame) => {
    const counts = new Float64Array(cells);
    for (const path of paths) counts[path[fixationAt(path, frame.tMs)].cell]++;
    return { tMs: frame.tMs, focus: focusOf(counts) };
  });
  const chosen: KeyFrame[] = [...starts];
  for (const { tMs } of [...focusAt].sort((a, b) => b.focus - a.focus)) {
    if (chosen.filter((c) => c.reason === "peak").length >= PEAK_KEY_FRAMES) break;
    if (chosen.every((c) => Math.abs(c.t_ms - tMs) >= KEY_FRAME_GAP_MS)) chosen.push({ t_ms: tMs, reason: "peak" });
  }
  return chosen.sort((a, b) => a.t_ms - b.t_ms);
}
