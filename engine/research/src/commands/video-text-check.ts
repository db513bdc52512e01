import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  analyseImage,
  clipChanges,
  decodeFrames,
  decodeRgb,
  DEFAULT_PARAMETERS,
  type Detection,
  Detectors,
  displayLabel,
  FITTED_READOUT,
  initBackend,
  probeVideo,
  readsClearly,
  type RgbImage,
  sampleFrames,
  videoAreas,
} from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { loadFiwi, loadGdi } from "../designed";
import { DEV_CLIP } from "../video-dev";

/*
 * `npm run video-text-check -w @adsight/research -- [--images N] [--crf 23,32] [--clips 1]`
 *
 * Text on screen in video (issue 51, item 3): the first N development designs and N web pages (GDI, FiWI), each
 * shown 1 s in an H.264 clip (libx264, preset medium, yuv420p, at each CRF; 23 is libx264's default), one frame
 * decoded as the product decodes it and analysed as a frame, against the design itself analysed as an image: how many
 * text eye catchers each finds, how many are named by their words (`readsClearly`), and the reading of the blocks
 * found on both. `--clips 1`: the text a video names on clips without text (the development clip, a blank and a noise
 * clip made by ffmpeg), which must be none.
 */

function ffmpeg(args: string[], input?: Uint8Array): void {
  const run = spawnSync("ffmpeg", ["-v", "error", "-y", ...args], { input, maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`ffmpeg: ${run.stderr.toString()}`);
}

/** The image cropped to even sides (yuv420p needs them) and one frame of it after H.264 at `crf`. */
async function throughH264(image: RgbImage, crf: number, dir: string): Promise<{ still: RgbImage; frame: RgbImage }> {
  const [width, height] = [image.width & ~1, image.height & ~1];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) data.set(image.data.subarray(y * image.width * 3, (y * image.width + width) * 3), y * width * 3);
  const clip = path.join(dir, `crf${crf}.mp4`);
  ffmpeg(
    [
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-r", "24", "-i", "pipe:0"],
      ...["-vf", "loop=loop=23:size=1:start=0", "-c:v", "libx264", "-preset", "medium", "-crf", String(crf), "-pix_fmt", "yuv420p", clip],
    ],
    data,
  );
  const frames = decodeFrames(clip, { fps: DEFAULT_PARAMETERS.video.fps, width, height, format: "rgb24" });
  const first = (await frames.next()).value as Uint8Array;
  await frames.return(undefined);
  return { still: { width, height, data }, frame: { width, height, data: first } };
}

const texts = (detections: Detection[]) => detections.filter((d) => d.kind === "text");

function iou(a: Detection["box"], b: Detection["box"]): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  const inter = Math.max(0, w) * Math.max(0, h);
  return inter / (a.w * a.h + b.w * b.h - inter);
}

interface Tally {
  still: number;
  frame: number;
  namedStill: number;
  namedFrame: number;
  namedBoth: number;
  readingStill: number[];
  readingFrame: number[];
}

function tally(into: Tally, still: Detection[], frame: Detection[]): void {
  const named = (found: Detection[]) => new Set(found.filter((d) => readsClearly(d)).map((d) => displayLabel(d)));
  const [a, b] = [named(still), named(frame)];
  Object.assign(into, {
    still: into.still + still.length,
    frame: into.frame + frame.length,
    namedStill: into.namedStill + a.size,
    namedFrame: into.namedFrame + b.size,
    namedBoth: into.namedBoth + [...a].filter((label) => b.has(label)).length,
  });
  for (const block of still) {
    const match = frame.find((other) => iou(block.box, other.box) >= 0.5);
    if (!match || block.reading === undefined || match.reading === undefined) continue;
    into.readingStill.push(block.reading);
    into.readingFrame.push(match.reading);
  }
}

async function clipTexts(detectors: Detectors, dir: string): Promise<void> {
  const blank = path.join(dir, "blank.mp4");
  const noise = path.join(dir, "noise.mp4");
  ffmpeg(["-f", "lavfi", "-i", "color=c=white:s=640x360:r=24:d=4", "-c:v", "libx264", "-pix_fmt", "yuv420p", blank]);
  ffmpeg(["-f", "lavfi", "-i", "color=c=gray:s=640x360:r=24:d=4,noise=alls=100:allf=t+u", "-c:v", "libx264", "-pix_fmt", "yuv420p", noise]);
  for (const file of [DEV_CLIP, blank, noise]) {
    const probe = await probeVideo(file);
    const [frames, changes] = await Promise.all([
      sampleFrames(file, probe, detectors, DEFAULT_PARAMETERS, FITTED_READOUT, 1),
      clipChanges(file, probe, DEFAULT_PARAMETERS.video.cutLevels),
    ]);
    const lines = frames.findings.reduce((n, f) => n + texts(f.analysis.detections).length, 0);
    const named = videoAreas(frames.findings, changes.cuts).filter((area) => area.kind === "text");
    console.log(
      `| ${path.basename(file)} | ${frames.findings.length} | ${lines} | ${named.map((area) => area.label).join("; ") || "none"} |`,
    );
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2), ["images", "crf", "clips"]);
  const count = intArg(args.images, "images", 26, 1, 26);
  const crfs = (args.crf ?? "23,32").split(",").map((crf) => intArg(crf, "crf", 23, 0, 51));
  await initBackend();
  const detectors = await Detectors.load();
  const dir = mkdtempSync(path.join(tmpdir(), "video-text-check-"));
  try {
    const empty = (): Tally => ({ still: 0, frame: 0, namedStill: 0, namedFrame: 0, namedBoth: 0, readingStill: [], readingFrame: [] });
    const tallies = new Map(crfs.flatMap((crf) => (["gdi", "fiwi"] as const).map((set) => [`${set} ${crf}`, empty()])));
    for (const design of [...loadGdi().slice(0, count), ...loadFiwi().slice(0, count)]) {
      const image = await decodeRgb(readFileSync(design.file));
      for (const crf of crfs) {
        const { still, frame } = await throughH264(image, crf, dir);
        const [a, b] = await Promise.all([analyseImage(still, detectors), analyseImage(frame, detectors)]);
        tally(tallies.get(`${design.set} ${crf}`)!, texts(a.detections), texts(b.detections));
      }
      process.stderr.write(".");
    }
    const mean = (values: number[]) => (values.reduce((s, v) => s + v, 0) / Math.max(1, values.length)).toFixed(3);
    console.log(
      "\n| set | CRF | text eye catchers (still / frame) | named (still / frame / both) | blocks on both: reading (still / frame) |",
    );
    console.log("| --- | --- | --- | --- | --- |");
    for (const [key, t] of tallies) {
      const [set, crf] = key.split(" ");
      const reading = `${t.readingStill.length}: ${mean(t.readingStill)} / ${mean(t.readingFrame)}`;
      console.log(`| ${set} | ${crf} | ${t.still} / ${t.frame} | ${t.namedStill} / ${t.namedFrame} / ${t.namedBoth} | ${reading} |`);
    }
    if (args.clips) {
      console.log("\n| clip | frames | text eye catchers in its frames | text the video names |\n| --- | --- | --- | --- |");
      await clipTexts(detectors, dir);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}

void main();
