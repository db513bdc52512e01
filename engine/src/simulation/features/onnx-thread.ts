import { Worker } from "node:worker_threads";
import type { InferenceSession } from "onnxruntime-node";

// onnxruntime-node's run blocks the thread that calls it. On its own thread a session runs while the main thread
// does other work (the backbone's wasm, which uses one thread). The worker's source is inline, so it runs the same
// from TypeScript (tsx, vitest) and from the built JavaScript.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const ort = require(workerData.ort);
ort.InferenceSession.create(workerData.model, workerData.options).then(
  (session) => {
    parentPort.on("message", ({ id, input, dims }) => {
      Promise.resolve()
        .then(() => session.run({ [session.inputNames[0]]: new ort.Tensor("float32", input, dims) }))
        .then(
          (outputs) => {
            const output = outputs[session.outputNames[0]];
            parentPort.postMessage({ id, data: output.data, dims: output.dims });
          },
          (error) => parentPort.postMessage({ id, error: String(error) }),
        );
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: String(error) }),
);
`;

export interface ThreadOutput {
  data: Float32Array;
  dims: readonly number[];
}

type Reply = { id: number; data?: Float32Array; dims?: number[]; error?: string };

export class OnnxThread {
  private readonly pending = new Map<number, { resolve: (output: ThreadOutput) => void; reject: (error: Error) => void }>();
  private next = 0;
  /** Why the thread stopped: every later run fails with it. */
  private stopped: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on("message", ({ id, data, dims, error }: Reply) => {
      const call = this.pending.get(id);
      if (!call) return;
      this.pending.delete(id);
      // Only a pending run keeps the process alive.
      if (this.pending.size === 0) worker.unref();
      if (error !== undefined || !data || !dims) call.reject(new Error(`ONNX thread: ${error ?? "no output"}`));
      else call.resolve({ data, dims });
    });
    worker.on("error", (error) => this.fail(error));
    worker.on("exit", (code) => this.fail(new Error(`ONNX thread: stopped (exit ${code})`)));
  }

  private fail(error: Error): void {
    this.stopped ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  static create(model: string, options: InferenceSession.SessionOptions): Promise<OnnxThread> {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ort: require.resolve("onnxruntime-node"), model, options } });
    return new Promise((resolve, reject) => {
      worker.once("message", (message: { ready?: true; failed?: string }) => {
        worker.unref();
        if (message.ready) resolve(new OnnxThread(worker));
        else reject(new Error(`ONNX thread: ${message.failed}`));
      });
      worker.once("error", reject);
    });
  }

  run(input: Float32Array, dims: readonly number[]): Promise<ThreadOutput> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.next++;
    this.worker.ref();
    const done = new Promise<ThreadOutput>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ id, input, dims });
    return done;
  }
}
