import type { InferenceSession } from "onnxruntime-node";
import { ModelThread } from "../model-thread";

// onnxruntime-node's run blocks the thread that calls it. On its own thread a session runs while the main thread
// does other work (the backbone's wasm, which uses one thread).
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
            parentPort.postMessage({ id, result: { data: output.data, dims: output.dims } });
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

export class OnnxThread {
  private constructor(private readonly thread: ModelThread<{ input: Float32Array; dims: readonly number[] }, ThreadOutput>) {}

  static async create(model: string, options: InferenceSession.SessionOptions): Promise<OnnxThread> {
    return new OnnxThread(
      await ModelThread.create("ONNX thread", WORKER_SOURCE, { ort: require.resolve("onnxruntime-node"), model, options }),
    );
  }

  run(input: Float32Array, dims: readonly number[]): Promise<ThreadOutput> {
    return this.thread.call({ input, dims });
  }
}
