import { IMAGE_MAX_BYTES, MAX_CAMPAIGN_IMAGES } from "@adsight/shared";
import type { IncomingMessage } from "node:http";

// Every image as a base64 data URL (4/3 the bytes), plus 1 MB for the rest of the form.
export const IMAGE_BODY_LIMIT = Math.ceil((MAX_CAMPAIGN_IMAGES * IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

// Past the limit nothing more is kept; the rest of the body is left to Node to discard.
export function readCappedBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Buffer | null) => {
      request.off("data", onData).off("end", onEnd).off("error", onError);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        request.resume();
        finish(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onError = (error: Error) => {
      request.off("data", onData).off("end", onEnd).off("error", onError);
      reject(error);
    };
    request.on("data", onData).on("end", onEnd).on("error", onError);
  });
}
