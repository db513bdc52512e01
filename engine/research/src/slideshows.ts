import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import type { TimedFixation } from "@adsight/engine/src/simulation/stages";
import { pageFolds, loadPageViewings } from "./page-viewings";
import { loadOsie, osieFolds } from "./osie";
import { humanTimedPaths } from "./viewing-times";

/*
 * Development slideshows (issue 51): the development photographs (OSIE) and web pages (FiWI) with eye tracking, each
 * shown for 3 s with hard cuts, as a marketer's slideshow ad is made. People's fixations on each image are timed from
 * its onset: OSIE by its durations (40 ms saccades, the rest of the 3 s before the first), FiWI by its recorded
 * onsets, cut at 3 s (the viewing-times rule, `humanTimedPaths`).
 */

export const SHOT_MS = 3000;
const CLIP_FPS = 25;

export type Material = "osie" | "fiwi";

export interface SlideshowShot {
  name: string;
  /** Its fold by image (the sets' own 5 folds). */
  fold: number;
  /** The picture as placed in the slideshow's frame (a PNG in the slideshow's folder). */
  still: string;
  /** People's fixations in frame pixels, on the shot's clock (0 at its cut). */
  people: TimedFixation[][];
}

export interface Slideshow {
  material: Material;
  width: number;
  height: number;
  shots: SlideshowShot[];
  file: string;
}

export function materialImages(material: Material, count: number) {
  if (material === "osie") {
    const { dev, fold } = osieFolds(loadOsie());
    return dev.slice(0, count).map((image) => ({ image, fold: fold.get(image.name) ?? 0 }));
  }
  const pages = loadPageViewings();
  const folds = pageFolds(pages);
  return pages.slice(0, count).map((image) => ({ image, fold: folds.get(image.name) ?? 0 }));
}

/** `count` images of a material placed (centred, black around) on one frame size, and the clip ffmpeg makes of them. */
export async function makeSlideshow(material: Material, count: number, dir: string): Promise<Slideshow> {
  mkdirSync(dir, { recursive: true });
  const chosen = materialImages(material, count);
  const sizes = await Promise.all(chosen.map(({ image }) => sharp(image.file).metadata()));
  // An even frame, as H.264 in 4:2:0 needs.
  const width = 2 * Math.ceil(Math.max(...sizes.map((s) => s.width ?? 0)) / 2);
  const height = 2 * Math.ceil(Math.max(...sizes.map((s) => s.height ?? 0)) / 2);
  const shots = await Promise.all(
    chosen.map(async ({ image, fold }, k) => {
      const left = Math.floor((width - (sizes[k].width ?? 0)) / 2);
      const top = Math.floor((height - (sizes[k].height ?? 0)) / 2);
      const still = path.join(dir, `${String(k).padStart(3, "0")}.png`);
      await sharp(image.file)
        .extend({
          left,
          top,
          right: width - (sizes[k].width ?? 0) - left,
          bottom: height - (sizes[k].height ?? 0) - top,
          background: "#000",
        })
        .png()
        .toFile(still);
      const people = humanTimedPaths(image.subjects, SHOT_MS).map((path) => path.map((f) => ({ ...f, x: f.x + left, y: f.y + top })));
      return { name: image.name, fold, still, people };
    }),
  );
  const file = path.join(dir, "slideshow.mp4");
  // Each picture lasts 1 / (1/3) s; the frame rate filter turns them into a 25 fps clip with cuts on the 3 s marks.
  await promisify(execFile)("ffmpeg", [
    ...["-y", "-loglevel", "error", "-framerate", `1000/${SHOT_MS}`, "-i", path.join(dir, "%03d.png")],
    ...["-vf", `fps=${CLIP_FPS},format=yuv420p`, "-c:v", "libx264", "-crf", "18", "-preset", "veryfast"],
    ...["-t", String((shots.length * SHOT_MS) / 1000), file],
  ]);
  return { material, width, height, shots, file };
}

/** Each observer's fixation at `tMs` on the shot's clock, none during a saccade or before the first fixation. */
export function fixatedAt(people: readonly TimedFixation[][], tMs: number): { x: number; y: number }[] {
  return people.flatMap((path) => path.filter((f) => f.t <= tMs && tMs < f.t + f.dur).map(({ x, y }) => ({ x, y })));
}
