import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import * as tf from "@tensorflow/tfjs";
import type { BackendName } from "../backend";
import { loadOsie, osieSplit } from "../research/osie";
import { createSimulator } from "../pipeline";
import type { AudienceSetup, Simulator } from "../types";
import { parseArgs } from "./args";

/**
 * `npm run bench -w @adsight/engine [-- --backends wasm,cpu]`: speed and memory figures per backend, each backend in its
 * own process (a process keeps the backend it started with). Not a test: it prints figures.
 */
const ALL_BACKENDS: BackendName[] = ["tensorflow", "wasm", "cpu"];

function setup(scale: number): AudienceSetup {
  return { categories: {}, scale, seed: 1, context: { location: "", startDate: "", endDate: "", audience: "" } };
}

async function measure(simulator: Simulator, images: Buffer[], scale: number): Promise<{ seconds: number; peakRssMb: number; peakTensorMb: number }> {
  let peakRss = process.memoryUsage().rss;
  let peakTensor = tf.memory().numBytes;
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    peakTensor = Math.max(peakTensor, tf.memory().numBytes);
  };
  const started = performance.now();
  for (const [index, bytes] of images.entries()) await simulator.runImage({ index, bytes }, setup(scale), { onProgress: sample });
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peakRss / 2 ** 20, peakTensorMb: peakTensor / 2 ** 20 };
}

async function child(backend: BackendName): Promise<void> {
  const simulator = await createSimulator({ backend });
  const images = osieSplit(loadOsie()).heldOut.slice(0, 10).map((image) => readFileSync(image.file));
  await measure(simulator, images.slice(0, 1), 1);
  const print = (line: string) => console.log(`[${simulator.backend}] ${line}`);
  const single = await measure(simulator, images.slice(0, 1), 100);
  print(`one 800×600 image, scale 100 (10 000 viewers): ${single.seconds.toFixed(1)} s, ${(10_000 / single.seconds).toFixed(0)} viewers/s`);
  for (const scale of [10, 50, 100]) {
    const r = await measure(simulator, images.slice(0, 1), scale);
    print(`growth with viewers: scale ${scale} (${scale * 100} viewers) ${r.seconds.toFixed(2)} s`);
  }
  for (const scale of [10, 100]) {
    const r = await measure(simulator, images, scale);
    print(`10-image campaign, scale ${scale}: ${r.seconds.toFixed(1)} s, peak RSS ${r.peakRssMb.toFixed(0)} MiB, peak tensors ${r.peakTensorMb.toFixed(0)} MiB`);
  }
}

function available(backend: BackendName): boolean {
  if (backend !== "tensorflow") return true;
  try {
    require.resolve("@tensorflow/tfjs-node-gpu");
    return true;
  } catch {
    try {
      require.resolve("@tensorflow/tfjs-node");
      return true;
    } catch {
      return false;
    }
  }
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["backends", "child"]);
  if (args.child) return child(args.child as BackendName);
  const wanted = (args.backends?.split(",") ?? ALL_BACKENDS) as BackendName[];
  for (const backend of wanted.filter(available)) {
    const result = spawnSync(process.execPath, [...process.execArgv, __filename, "--child", backend], { stdio: "inherit" });
    if (result.status !== 0) console.log(`[${backend}] failed (exit ${result.status})`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
