import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { workerNodeOptions } from "@adsight/shared";
import type { BackendName } from "#src/simulation/backend";
import { OSIE_STIMULI } from "#test/support/osie";
import type { AudienceSetup, CreateSimulator, Simulator } from "#src/simulation/types";
import { imageHeader } from "#src/media/images";
import { WHAT_IF_VIEWERS } from "@adsight/shared";
import { intArg, parseArgs } from "./args";
import { median } from "./stats";

/**
 * `npm run bench -w @adsight/engine [-- --backends wasm,cpu] [--rounds N] [--compare DIR]`: speed and memory figures
 * per backend, each measurement round in its own process (a process keeps the backend it started with, and its peak
 * RSS is its own). `--compare DIR` names another checkout's simulation folder (e.g. main's): its rounds alternate with
 * this one's, so both see the same machine load. Not a test: it prints figures.
 */
const ALL_BACKENDS: BackendName[] = ["tensorflow", "wasm", "cpu"];
/** Viewers at scale 100, as in production. */
const N_MAX = 10_000;
/**
 * OSIE photographs 1141–1150 (the 141st to 150th by name): the images of every bench figure in the simulation README;
 * 1151, which the process sees only once, for the fresh image's figure (issue 52: the cold cost, no analysis kept).
 */
const OSIE_BY_NAME = readdirSync(OSIE_STIMULI).sort((a, b) => a.localeCompare(b));
const BENCH_IMAGES = OSIE_BY_NAME.slice(140, 150);
const FRESH_IMAGE = OSIE_BY_NAME[150];
/** A GDI poster with 24 lines to read (designed-dev's README): the preview where the edited creative has text. */
const TEXT_DESIGN = path.resolve(OSIE_STIMULI, "../../designed-dev/gdi/images/1332_4721225654_976b11949d_z.jpg");
/** The image's progress fraction at which the image analysis (detectors and features) is done. */
const FEATURES_DONE = 0.25;

interface Round {
  loadS: number;
  /** Time to the end of image analysis, measured through the progress callback. */
  featuresS: number;
  oneImage1k: number;
  oneImage10k: number;
  campaign10k: number;
  /** Process CPU time of the same runs: on a busy shared machine it tracks what the wall time would be on an idle one. */
  cpu1k: number;
  cpu10k: number;
  cpuCampaign10k: number;
  /** An image the process has never seen, 10 000 viewers, after the model's warm-up on another. */
  fresh10k: number;
  cpuFresh10k: number;
  peakRssMiB: number;
  /** Median of PREVIEW_REPEATS what-if previews of one edit on an image already analysed; NaN for a model without them. */
  previewS: number;
  /** The same on TEXT_DESIGN. */
  previewTextS: number;
}

const PREVIEW_REPEATS = 5;

function setup(scale: number): AudienceSetup {
  return { categories: {}, scale, seed: 1, context: { location: "", startDate: "", endDate: "", audience: "" } };
}

async function timed(simulator: Simulator, images: Buffer[], scale: number): Promise<{ seconds: number; cpuS: number; featuresS: number }> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  let featuresS = NaN;
  for (const [index, bytes] of images.entries()) {
    const imageStarted = performance.now();
    await simulator.runImage({ index, bytes }, setup(scale), {
      onProgress: (f) => {
        if (f >= FEATURES_DONE && Number.isNaN(featuresS)) featuresS = (performance.now() - imageStarted) / 1000;
      },
    });
  }
  const cpu = process.cpuUsage(cpuStarted);
  return { seconds: (performance.now() - started) / 1000, cpuS: (cpu.user + cpu.system) / 1e6, featuresS };
}

/** A centred area enlarged 1.5× with the brand goal, as the what-if editor asks it; the first call analyses the image. */
async function timedPreview(simulator: Simulator, bytes: Buffer): Promise<number> {
  if (typeof simulator.preview !== "function") return NaN;
  const { width = 800, height = 600 } = (await imageHeader(bytes)) ?? {};
  const box = { x: Math.round(width / 2 - 60), y: Math.round(height / 2 - 30), width: 120, height: 60 };
  const to = { x: box.x - 30, y: box.y - 15, width: 180, height: 90 };
  const target = { name: "Bench area", kind: "custom", box, text: null };
  const ask = () =>
    simulator.preview({ index: 0, bytes }, setup(100), [{ kind: "place", box, to }], {
      goal: "brand_early",
      target,
      viewers: WHAT_IF_VIEWERS,
    });
  await ask();
  const seconds: number[] = [];
  for (let i = 0; i < PREVIEW_REPEATS; i++) {
    const started = performance.now();
    await ask();
    seconds.push((performance.now() - started) / 1000);
  }
  return median(seconds);
}

/** One round on one backend with one model: prints its figures as a JSON line for the parent. */
async function child(backend: BackendName, model: string): Promise<void> {
  const { createSimulator } = (await import(model)) as { createSimulator: CreateSimulator };
  const images = BENCH_IMAGES.map((name) => readFileSync(path.join(OSIE_STIMULI, name)));
  const loadStarted = performance.now();
  const simulator = await createSimulator({ backend, nMax: N_MAX });
  const loadS = (performance.now() - loadStarted) / 1000;
  await timed(simulator, images.slice(0, 1), 1);
  const fresh10k = await timed(simulator, [readFileSync(path.join(OSIE_STIMULI, FRESH_IMAGE))], 100);
  const oneImage1k = await timed(simulator, images.slice(0, 1), 10);
  const oneImage10k = await timed(simulator, images.slice(0, 1), 100);
  const campaign10k = await timed(simulator, images, 100);
  const previewS = await timedPreview(simulator, images[0]);
  const previewTextS = await timedPreview(simulator, readFileSync(TEXT_DESIGN));
  const round: Round = {
    loadS,
    featuresS: Math.min(oneImage1k.featuresS, oneImage10k.featuresS),
    oneImage1k: oneImage1k.seconds,
    oneImage10k: oneImage10k.seconds,
    campaign10k: campaign10k.seconds,
    cpu1k: oneImage1k.cpuS,
    cpu10k: oneImage10k.cpuS,
    cpuCampaign10k: campaign10k.cpuS,
    fresh10k: fresh10k.seconds,
    cpuFresh10k: fresh10k.cpuS,
    // resourceUsage().maxRSS is the process's peak resident set in KiB.
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    previewS,
    previewTextS,
  };
  console.log(`ROUND ${JSON.stringify(round)}`);
  await simulator.dispose();
}

function available(backend: BackendName): boolean {
  if (backend !== "tensorflow") return true;
  return ["@tensorflow/tfjs-node-gpu", "@tensorflow/tfjs-node"].some((name) => {
    try {
      require.resolve(name);
      return true;
    } catch {
      return false;
    }
  });
}

function summary(label: string, rounds: Round[]): string[] {
  const m = (key: keyof Round) => median(rounds.map((r) => r[key]));
  // Fixed and per-viewer costs from the two single-image medians: t(n) = fixed + n × perViewer.
  const perViewerMs = ((m("oneImage10k") - m("oneImage1k")) / 9000) * 1000;
  const fixedS = m("oneImage1k") - (1000 * perViewerMs) / 1000;
  const perViewerCpuMs = ((m("cpu10k") - m("cpu1k")) / 9000) * 1000;
  const fixedCpuS = m("cpu1k") - (1000 * perViewerCpuMs) / 1000;
  // JSON carries a model without previews as null (NaN), an older model's rounds not at all.
  const finite = (key: "previewS" | "previewTextS") => rounds.map((r) => r[key]).filter((v) => typeof v === "number" && Number.isFinite(v));
  const previews = finite("previewS");
  const textPreviews = finite("previewTextS");
  return [
    `${label} (median of ${rounds.length} rounds)`,
    `  model load (once per worker):             ${m("loadS").toFixed(2)} s`,
    `  fixed per image (from 1 000 vs 10 000):   ${fixedS.toFixed(2)} s  (CPU ${fixedCpuS.toFixed(2)} s; detectors + features alone: ${m("featuresS").toFixed(2)} s)`,
    `  per viewer:                               ${perViewerMs.toFixed(4)} ms  (CPU ${perViewerCpuMs.toFixed(4)} ms)`,
    `  one 800×600 image, 1 000 viewers:         ${m("oneImage1k").toFixed(2)} s  (CPU ${m("cpu1k").toFixed(2)} s)`,
    `  one 800×600 image, 10 000 viewers:        ${m("oneImage10k").toFixed(2)} s  (CPU ${m("cpu10k").toFixed(2)} s)`,
    `  fresh 800×600 image, 10 000 viewers:      ${m("fresh10k").toFixed(2)} s  (CPU ${m("cpuFresh10k").toFixed(2)} s; never analysed in this process)`,
    `  10-image campaign, 10 000 viewers each:   ${m("campaign10k").toFixed(1)} s  (CPU ${m("cpuCampaign10k").toFixed(1)} s)`,
    `  peak RSS:                                 ${m("peakRssMiB").toFixed(0)} MiB`,
    `what-if preview: ${previews.length ? median(previews).toFixed(2) : "n/a"} s`,
    `what-if preview on a design with text: ${textPreviews.length ? median(textPreviews).toFixed(2) : "n/a"} s`,
  ];
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["backends", "rounds", "compare", "child", "model"]);
  if (args.child) return child(args.child as BackendName, args.model);
  const rounds = intArg(args.rounds, "rounds", 3, 1, 20);
  const models = [{ label: "this checkout", dir: path.resolve(__dirname, "../src/simulation") }];
  if (args.compare) models.unshift({ label: `compared: ${args.compare}`, dir: path.resolve(args.compare) });
  const wanted = (args.backends?.split(",") ?? ALL_BACKENDS) as BackendName[];
  for (const backend of wanted.filter(available)) {
    const results = models.map(() => [] as Round[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, model] of models.entries()) {
        const run = spawnSync(process.execPath, [...process.execArgv, __filename, "--child", backend, "--model", model.dir], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
          // As a worker runs: its young generation's size is part of the speed.
          env: { ...process.env, NODE_OPTIONS: workerNodeOptions(process.env.NODE_OPTIONS) },
        });
        const line = run.stdout.split("\n").find((l) => l.startsWith("ROUND "));
        if (run.status !== 0 || !line) {
          console.log(`[${backend}] ${model.label}: round ${round + 1} failed (exit ${run.status})`);
          continue;
        }
        results[i].push(JSON.parse(line.slice("ROUND ".length)) as Round);
        console.log(`[${backend}] ${model.label}, round ${round + 1}: ${line.slice("ROUND ".length)}`);
      }
    }
    for (const [i, model] of models.entries())
      if (results[i].length) for (const l of summary(`[${backend}] ${model.label}`, results[i])) console.log(l);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
