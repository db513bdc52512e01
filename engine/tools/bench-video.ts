import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BackendName } from "#src/simulation/backend";
import type { CreateSimulator } from "#src/simulation/types";
import { intArg, parseArgs } from "./args";
import { median } from "./stats";

/**
 * `npm run bench:video -w @adsight/engine [-- --backend wasm] [--rounds N] [--scale N]`: a 30 s 720p clip (the video
 * development clip, ../shared/data/video-dev, scaled to 1280 × 720 by ffmpeg) through the simulation and its heatmap
 * video at scale 10 (1 000 viewers), each round in its own process (its peak RSS is its own). Prints figures.
 */
const DEV_CLIP = path.resolve(__dirname, "../../../shared/data/video-dev/MARCH_12a.mov");
const CLIP = path.resolve(__dirname, "../.cache/bench/video-720p.mp4");

function benchClip(): string {
  if (existsSync(CLIP)) return CLIP;
  if (!existsSync(DEV_CLIP)) throw new Error(`The bench clip is made from ${DEV_CLIP}, which is not there`);
  mkdirSync(path.dirname(CLIP), { recursive: true });
  const made = spawnSync("ffmpeg", [
    ...["-v", "error", "-y", "-i", DEV_CLIP, "-t", "30", "-an", "-vf", "scale=1280:720", "-c:v", "libx264", "-crf", "20", CLIP],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the bench clip: ${made.stderr?.toString() ?? made.error?.message}`);
  return CLIP;
}

interface Round {
  loadS: number;
  videoS: number;
  cpuS: number;
  peakRssMiB: number;
}

async function child(backend: BackendName, scale: number): Promise<void> {
  const { createSimulator } = (await import("#src/simulation/pipeline")) as { createSimulator: CreateSimulator };
  const loadStarted = performance.now();
  const simulator = await createSimulator({ backend });
  const loadS = (performance.now() - loadStarted) / 1000;
  const out = mkdtempSync(path.join(tmpdir(), "bench-video-"));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const setup = { categories: {}, scale, seed: 1, context: { location: "", startDate: "", endDate: "", audience: "" } };
  await simulator.runVideo({ index: 0, file: CLIP }, setup, { heatmapVideo: path.join(out, "heatmap.mp4") });
  const cpu = process.cpuUsage(cpuStarted);
  rmSync(out, { recursive: true, force: true });
  const round: Round = {
    loadS,
    videoS: (performance.now() - started) / 1000,
    cpuS: (cpu.user + cpu.system) / 1e6,
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
  };
  console.log(`ROUND ${JSON.stringify(round)}`);
  await simulator.dispose();
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["backend", "rounds", "scale", "child"]);
  const backend = (args.backend ?? "wasm") as BackendName;
  const scale = intArg(args.scale, "scale", 10, 1, 100);
  if (args.child) return child(backend, scale);
  const rounds = intArg(args.rounds, "rounds", 3, 1, 20);
  benchClip();
  const results: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, __filename, "--child", "1", "--backend", backend, "--scale", String(scale)],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    const line = run.stdout.split("\n").find((l) => l.startsWith("ROUND "));
    if (run.status !== 0 || !line) throw new Error(`round ${round + 1} failed (exit ${run.status})`);
    results.push(JSON.parse(line.slice("ROUND ".length)) as Round);
    console.log(`[${backend}] round ${round + 1}: ${line.slice("ROUND ".length)}`);
  }
  const m = (key: keyof Round) => median(results.map((r) => r[key]));
  console.log(`[${backend}] a 30 s 1280×720 clip at scale ${scale} (median of ${rounds} rounds)`);
  console.log(`  model load (once per worker):   ${m("loadS").toFixed(2)} s`);
  console.log(`  simulation and heatmap video:   ${m("videoS").toFixed(1)} s  (CPU ${m("cpuS").toFixed(1)} s)`);
  console.log(`  peak RSS:                       ${m("peakRssMiB").toFixed(0)} MiB`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
