import path from "node:path";
import { ModelThread } from "../model-thread";
import type { Fixation } from "../viewers/scanpaths";
import type { Consensus } from "./consensus";

// The model's own modules in the worker: TypeScript (tsx, vitest) through tsx's loader, the built engine's JavaScript as is.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
if (workerData.typescript) require(workerData.typescript).register();
const { consensusOf } = require(workerData.consensus);
const { Rng } = require(workerData.rng);
parentPort.on("message", ({ id, xs, ys, ends, width, height, seeds }) => {
  try {
    const paths = [];
    let start = 0;
    for (const end of ends) {
      const path = [];
      for (let i = start; i < end; i++) path.push({ x: xs[i], y: ys[i] });
      paths.push(path);
      start = end;
    }
    parentPort.postMessage({ id, result: consensusOf(paths, width, height, new Rng(...seeds)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Request {
  xs: Float64Array;
  ys: Float64Array;
  ends: Int32Array;
  width: number;
  height: number;
  seeds: number[];
}

let started: Promise<ModelThread<Request, Consensus | null>> | undefined;

function thread() {
  const extension = path.extname(__filename);
  const sibling = (file: string) => path.join(__dirname, `${file}${extension}`);
  started ??= ModelThread.create("consensus thread", WORKER_SOURCE, {
    typescript: extension === ".ts" ? require.resolve("tsx/cjs/api") : undefined,
    consensus: sibling("consensus"),
    rng: sibling("../rng"),
  });
  started.catch(() => (started = undefined));
  return started;
}

/**
 * consensusOf on a thread of its own (one per process), from the draws of `new Rng(...seeds)`: the same consensus,
 * computed while this thread draws the heatmaps and computes the other figures (~60 ms for 10 000 viewers).
 */
export async function consensusOnThread(paths: Fixation[][], width: number, height: number, seeds: number[]): Promise<Consensus | null> {
  const ends = new Int32Array(paths.length);
  let count = 0;
  paths.forEach((path, v) => (ends[v] = count += path.length));
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let i = 0;
  for (const path of paths)
    for (const f of path) {
      xs[i] = f.x;
      ys[i++] = f.y;
    }
  const request = { xs, ys, ends, width, height, seeds };
  return (await thread()).call(request, [xs.buffer, ys.buffer, ends.buffer]);
}
