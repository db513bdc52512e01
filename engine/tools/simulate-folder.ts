import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { videoRefusal } from "@adsight/shared";
import { createSimulator, viewerCount } from "#src/simulation/pipeline";
import { probeVideo, VideoFileError } from "#src/media/videos";
import { intArg, parseArgs } from "./args";
import { setupFromText } from "./setup";
import { writeOutcome } from "./write-outcome";
import { writeVideoOutcome } from "./write-video-outcome";

const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;
const VIDEO_FILE = /\.(mp4|webm|mov)$/i;
/** The command line writes the density PNG and every viewer's fixations beside the overlays. */
const EVERYTHING = { density: true, viewers: true } as const;

/** Why a video cannot be simulated, or null. */
async function refusalOf(file: string): Promise<string | null> {
  try {
    const probe = await probeVideo(file);
    return videoRefusal({ ...probe, bytes: statSync(file).size });
  } catch (error) {
    if (error instanceof VideoFileError) return error.message;
    throw error;
  }
}

/** `npm run simulate -w @adsight/engine -- --images DIR --out DIR [--scale N] [--audience TEXT] [--location TEXT] [--seed N]` */
export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv, ["images", "out", "scale", "audience", "location", "seed", "backend"]);
  if (!args.images || !args.out)
    throw new Error("Usage: simulate --images DIR --out DIR [--scale N] [--audience TEXT] [--location TEXT] [--seed N]");
  const scale = intArg(args.scale, "scale", 10, 1, 100);
  const seed = intArg(args.seed, "seed", 1, 0, 2 ** 31 - 1);
  const files = readdirSync(args.images)
    .filter((f) => IMAGE_FILE.test(f) || VIDEO_FILE.test(f))
    .sort();
  if (files.length === 0) throw new Error(`No JPEG, PNG or WebP images and no MP4, WebM or MOV videos in ${args.images}`);
  mkdirSync(args.out, { recursive: true });
  const simulator = await createSimulator({ backend: args.backend as "wasm" | "cpu" | "tensorflow" | undefined });
  const categories = setupFromText(args.audience ?? "", args.location ?? "");
  const setup = {
    categories,
    scale,
    seed,
    context: { location: args.location ?? "", startDate: "", endDate: "", audience: args.audience ?? "" },
  };
  console.log(`${files.length} files, ${viewerCount(scale, 10_000)} viewers each, setup ${JSON.stringify(categories)}`);
  const started = Date.now();
  let refused = 0;
  for (const [index, file] of files.entries()) {
    const t = Date.now();
    const source = path.join(args.images, file);
    const name = path.parse(file).name;
    if (VIDEO_FILE.test(file)) {
      const refusal = await refusalOf(source);
      if (refusal) {
        console.log(`${file} ${refusal}: left out`);
        refused++;
        continue;
      }
      const heatmapVideo = path.join(args.out, `${name}.heatmap.mp4`);
      const outcome = await simulator
        .runVideo({ index, file: source }, setup, { heatmapVideo, includeFrames: true })
        .catch((error: unknown) => {
          if (!(error instanceof VideoFileError)) throw error;
          console.log(`${file} ${error.message}: left out`);
          rmSync(heatmapVideo, { force: true });
          return undefined;
        });
      if (!outcome) {
        refused++;
        continue;
      }
      writeVideoOutcome(args.out, name, outcome, heatmapVideo);
      console.log(
        `${file}: ${(outcome.duration_ms / 1000).toFixed(1)} s, ${outcome.frames?.length ?? 0} frames (${outcome.frames_analysed} analysed), ${outcome.scene_cuts_ms.length} cuts, ` +
          `${outcome.eye_catchers.length} eye catchers, ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
      continue;
    }
    const outcome = await simulator.runImage({ index, bytes: readFileSync(source) }, setup, { include: EVERYTHING });
    writeOutcome(args.out, name, outcome);
    console.log(
      `${file}: ${outcome.num_eye_catchers} eye catchers, overall ${outcome.overall_score}, ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s${refused ? `; ${refused} left out` : ""}`);
  await simulator.dispose();
  return refused ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
