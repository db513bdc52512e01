import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";

export async function withTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), "adsight-upload-"));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// false when over `limit`: the rest is left to Node to discard, so that the refusal can still be answered.
export function streamBodyToFile(request: IncomingMessage, limit: number, file: string): Promise<boolean> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    let size = 0;
    let settled = false;
    const settle = (outcome: boolean | Error) => {
      if (settled) return;
      settled = true;
      request.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      out.off("drain", onDrain);
      if (outcome !== true) request.resume();
      out.end();
      finished(out).then(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)), reject);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(false);
      else if (!out.write(chunk)) request.pause();
    };
    const onDrain = () => request.resume();
    const onEnd = () => settle(true);
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error("The upload was cut off"));
    out.on("drain", onDrain).on("error", onError);
    request.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
