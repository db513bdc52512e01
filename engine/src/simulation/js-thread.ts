import path from "node:path";
import { ModelThread } from "./model-thread";

// The model's own modules in the worker: TypeScript (tsx, vitest) through tsx's loader, the built engine's JavaScript as is.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
if (workerData.typescript) require(workerData.typescript).register();
parentPort.on("message", ({ id, file, name, args }) => {
  try {
    parentPort.postMessage({ id, result: require(file)[name](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
parentPort.postMessage({ ready: true });
`;

let started: Promise<ModelThread<{ file: string; name: string; args: unknown[] }, unknown>> | undefined;

function thread() {
  started ??= ModelThread.create("JS thread", WORKER_SOURCE, {
    typescript: path.extname(__filename) === ".ts" ? require.resolve("tsx/cjs/api") : undefined,
  });
  started.catch(() => (started = undefined));
  return started;
}

/** `name` exported by the model's module `file` (the caller's `__filename`), run with `args` on the JS thread (one per process). */
export async function onJsThread<Result>(file: string, name: string, args: unknown[], transfer: ArrayBuffer[] = []): Promise<Result> {
  return (await (await thread()).call({ file, name, args }, transfer)) as Result;
}
