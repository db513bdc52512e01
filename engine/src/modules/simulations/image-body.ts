import { IMAGE_MAX_BYTES } from "@adsight/shared";
import type { Request } from "express";
import { json } from "express";
import type { IncomingMessage } from "node:http";

/** The routes whose JSON bodies carry a campaign's images as data URLs. */
export const IMAGE_BODY_PATHS = ["/api/v1/simulations/start", "/api/v1/simulations/draft"];

/** `POST /simulations/draft/{itemId}/images`: one image as the raw body, read by its handler after authentication. */
const RAW_IMAGE_UPLOAD = /^\/api\/v1\/simulations\/draft\/[^/]+\/images\/?$/;

export function isRawImageUpload(request: IncomingMessage): boolean {
  return request.method === "POST" && RAW_IMAGE_UPLOAD.test((request.url ?? "").split("?")[0]);
}

/** A body parser's `type` option: its own media type, never on the raw image upload (whatever type it claims). */
export const parsesBody =
  (mediaType: string) =>
  (request: IncomingMessage): boolean =>
    !isRawImageUpload(request) && Boolean((request as Request).is?.(mediaType));

/** 20 images (the schemas' maximum) of up to 5 MB, base64 (4/3 the bytes), plus the rest of the form. */
const IMAGE_BODY_LIMIT = Math.ceil((20 * IMAGE_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** Mounted before the app-wide JSON parser, which then leaves the already parsed body alone. */
export const imageBodyParser = () => json({ limit: IMAGE_BODY_LIMIT, type: parsesBody("application/json") });

/**
 * Reads a raw request body into memory up to `limit` bytes. Past it (by the declared length or the bytes that came)
 * it stops keeping anything and answers null; the rest of the body is left to Node to discard.
 */
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
