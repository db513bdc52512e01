import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

function ffmpeg(args: string[]): void {
  const run = spawnSync("ffmpeg", ["-v", "error", "-y", ...args]);
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(" ")}: ${run.stderr.toString()}`);
}

/**
 * A short H.264 MP4 made with ffmpeg's test sources: ffmpeg's moving test pattern, then (after a cut at half time)
 * colour bars; with `sound`, a tone in AAC beside them; with `indexFirst`, the index before the frames, as streaming
 * wants (so the first half of the file still probes as the whole).
 */
export function makeClip(
  file: string,
  options: { seconds: number; width?: number; height?: number; sound?: boolean; indexFirst?: boolean },
): void {
  const size = `${options.width ?? 320}x${options.height ?? 240}`;
  const half = options.seconds / 2;
  const tone = options.sound ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${options.seconds}`] : [];
  ffmpeg([
    ...["-f", "lavfi", "-i", `testsrc2=s=${size}:r=24:d=${half}`, "-f", "lavfi", "-i", `smptebars=s=${size}:r=24:d=${half}`],
    ...tone,
    ...[
      "-filter_complex",
      "[0:v][1:v]concat=n=2:v=1:a=0[v]",
      "-map",
      "[v]",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
    ],
    ...(options.sound ? ["-map", "2:a", "-c:a", "aac"] : []),
    ...(options.indexFirst ? ["-movflags", "+faststart"] : []),
    file,
  ]);
}

/** The clip with a quarter turn to show it by, as a phone stores a portrait clip. */
export function turned(source: string, file: string): void {
  ffmpeg(["-i", source, "-c", "copy", "-metadata:s:v", "rotate=90", file]);
}

/** A file of sound alone (AAC in an MP4). */
export function makeAudioOnly(file: string): void {
  ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:a", "aac", file]);
}

/** A GIF animation, to be given a video's name. */
export function makeGif(file: string): void {
  ffmpeg(["-f", "lavfi", "-i", "testsrc2=s=64x48:r=5:d=1", "-f", "gif", file]);
}

/** The first half of a clip's bytes, as an upload cut off midway leaves it. */
export function truncated(bytes: Buffer, file: string): void {
  writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
}

const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";

const SLIDESHOW_SHOTS = [
  { colour: "red", box: "x=40:y=120:w=200:h=200", words: "SPRING SALE", place: "x=300:y=40" },
  { colour: "blue", box: "x=400:y=40:w=200:h=200", words: "NEW TASTE", place: "x=40:y=290" },
] as const;
type Shot = 0 | 1;

/** `rgb`: drawn in RGB, as a designer's PNG is, rather than in the encoder's YUV. */
function slideshowShot(index: Shot, rgb = false): string {
  const { colour, box, words, place } = SLIDESHOW_SHOTS[index];
  return `color=c=white:s=640x360:r=24:d=3,${rgb ? "format=rgb24," : ""}drawbox=${box}:color=${colour}:t=fill,drawtext=fontfile=${FONT}:text='${words}':fontsize=44:fontcolor=black:${place}`;
}

/** A slideshow ad of two drawn shots, 3 s each with a hard cut: a red block and a headline, then a blue block and another. */
export function makeSlideshowAd(file: string): void {
  ffmpeg([
    ...["-f", "lavfi", "-i", slideshowShot(0), "-f", "lavfi", "-i", slideshowShot(1)],
    ...["-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0[v]", "-map", "[v]"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", file],
  ]);
}

/** One shot of the slideshow ad as the PNG it was made from (`shot` 0 or 1). */
export function slideshowStill(file: string, shot: Shot): void {
  ffmpeg(["-f", "lavfi", "-i", slideshowShot(shot, true), "-frames:v", "1", file]);
}

/** The slideshow ad's eye catchers by shot: those on screen from its start, and those from its cut at 3 s. */
export function byShot<T extends { first_on_screen_ms: number }>(eyeCatchers: readonly T[]): [T[], T[]] {
  return [eyeCatchers.filter((e) => e.first_on_screen_ms < 500), eyeCatchers.filter((e) => Math.abs(e.first_on_screen_ms - 3000) <= 500)];
}
