import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createSimulator, viewerCount } from "#src/simulation/pipeline";
import { intArg, parseArgs } from "./args";
import { setupFromText } from "./setup";
import { writeOutcome } from "./write-outcome";

const IMAGE_FILE = /\.(jpe?g|png|webp)$/i;
/** The command line writes the density PNG and every viewer's fixations beside the overlays. */
const EVERYTHING = { density: true, viewers: true } as const;

/** `npm run simulate -w @adsight/engine -- --images DIR --out DIR [--scale N] [--audience TEXT] [--location TEXT] [--seed N]` */
export async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["images", "out", "scale", "audience", "location", "seed", "backend"]);
  if (!args.images || !args.out)
    throw new Error("Usage: simulate --images DIR --out DIR [--scale N] [--audience TEXT] [--location TEXT] [--seed N]");
  const scale = intArg(args.scale, "scale", 10, 1, 100);
  const seed = intArg(args.seed, "seed", 1, 0, 2 ** 31 - 1);
  const files = readdirSync(args.images)
    .filter((f) => IMAGE_FILE.test(f))
    .sort();
  if (files.length === 0) throw new Error(`No JPEG, PNG or WebP images in ${args.images}`);
  mkdirSync(args.out, { recursive: true });
  const simulator = await createSimulator({ backend: args.backend as "wasm" | "cpu" | "tensorflow" | undefined });
  const categories = setupFromText(args.audience ?? "", args.location ?? "");
  const setup = {
    categories,
    scale,
    seed,
    context: { location: args.location ?? "", startDate: "", endDate: "", audience: args.audience ?? "" },
  };
  console.log(`${files.length} images, ${viewerCount(scale, 10_000)} viewers each, setup ${JSON.stringify(categories)}`);
  const started = Date.now();
  for (const [index, file] of files.entries()) {
    const t = Date.now();
    const outcome = await simulator.runImage({ index, bytes: readFileSync(path.join(args.images, file)) }, setup, { include: EVERYTHING });
    writeOutcome(args.out, path.parse(file).name, outcome);
    console.log(
      `${file}: ${outcome.num_eye_catchers} eye catchers, overall ${outcome.overall_score}, ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await simulator.dispose();
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
