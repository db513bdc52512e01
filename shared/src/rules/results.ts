import type { EyeCatcher, TimeFigures } from "../schemas/eye-catchers.js";
import { areaNameKey } from "./aois.js";

export function formatSeconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "—" : `${(ms / 1000).toFixed(2)} s`;
}

export interface Ranked<T> {
  image: T;
  /** 1 is the highest overall score. */
  rank: number;
}

// A tie goes to the earlier image, so no two images share a rank.
export function rankByScore<T>(images: readonly T[], of: (image: T) => { idx: number; score: number }): Ranked<T>[] {
  return images
    .map((image) => ({ image, ...of(image) }))
    .sort((a, b) => b.score - a.score || a.idx - b.idx)
    .map(({ image }, index) => ({ image, rank: index + 1 }));
}

export interface AreaOnImage {
  idx: number;
  time: TimeFigures;
  best: boolean;
  fastest: boolean;
}

export interface SharedArea {
  name: string;
  images: AreaOnImage[];
}

export function sharedAreas(images: readonly { idx: number; eyeCatchers: readonly EyeCatcher[] }[]): SharedArea[] {
  const byName = new Map<string, { name: string; images: { idx: number; time: TimeFigures }[] }>();
  for (const image of [...images].sort((a, b) => a.idx - b.idx)) {
    for (const eyeCatcher of image.eyeCatchers) {
      if (eyeCatcher.kind !== "custom") continue;
      const key = areaNameKey(eyeCatcher.name);
      const group = byName.get(key) ?? { name: eyeCatcher.name, images: [] };
      byName.set(key, group);
      group.images.push({ idx: image.idx, time: eyeCatcher.time });
    }
  }
  return [...byName.values()]
    .filter((group) => new Set(group.images.map((image) => image.idx)).size > 1)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, images: found }) => {
      const topSeen = Math.max(...found.map(({ time }) => time.seen_1s));
      const medians = found.flatMap(({ time }) => (time.first_look_ms ? [time.first_look_ms.median] : []));
      const fastest = medians.length > 0 ? Math.min(...medians) : null;
      return {
        name,
        images: found.map(({ idx, time }) => ({
          idx,
          time,
          best: time.seen_1s === topSeen,
          fastest: time.first_look_ms !== null && time.first_look_ms.median === fastest,
        })),
      };
    });
}

export const EYE_CATCHER_MIN_REACH = 25;

export const EFFICIENCY_NOTE = "Attention share ÷ area share: over 1 draws more than its size";

export function eyeCatcherCountNote(result: { eye_catchers: readonly Pick<EyeCatcher, "kind">[] }): string {
  const listed = result.eye_catchers.length;
  return `Looked at by ${EYE_CATCHER_MIN_REACH}%+ of viewers, of ${listed} ${listed === 1 ? "area" : "areas"} listed`;
}

// One format per kind of figure, for the results page, the report and the e-mails alike.

export function formatScore(score: number): string {
  return String(Math.round(score));
}

export function formatScoreRange(interval: readonly [number, number] | null | undefined): string {
  return interval ? `${formatScore(interval[0])}–${formatScore(interval[1])}` : "";
}

export function formatShare(percent: number): string {
  return `${Math.round(percent)}%`;
}

// A true minus sign, and no "−0.00".
export function formatTwoDecimals(value: number): string {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text.replace("-", "−");
}

export function formatEfficiency(ratio: number): string {
  return `${ratio.toFixed(2)}×`;
}

export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}

export function viewersBasis(viewers: number): string {
  return `Over ${formatCount(viewers)} simulated ${viewers === 1 ? "viewer" : "viewers"}.`;
}
