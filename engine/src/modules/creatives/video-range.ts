import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { VIDEO_MESSAGES } from "@adsight/shared";
import { largeObjectSize, readLargeObject } from "./large-objects";

type Queryable = Parameters<typeof largeObjectSize>[0];

export interface ServedVideo {
  oid: string;
  type: string;
}

export interface ByteRange {
  start: number;
  end: number;
}

// null: the whole file, for anything RFC 9110 §14 lets a server ignore (several ranges, another unit, a malformed one).
export function requestedRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [, first, last] = match;
  if (first === "") {
    const length = Number(last);
    return length === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

export async function sendVideo(
  request: IncomingMessage,
  response: ServerResponse,
  reader: Queryable,
  video: ServedVideo,
  cacheControl: string,
): Promise<void> {
  const size = await largeObjectSize(reader, video.oid);
  const range = requestedRange(request.headers.range, size);
  response.setHeader("Accept-Ranges", "bytes");
  response.setHeader("Cache-Control", cacheControl);
  if (range === "unsatisfiable") {
    response.writeHead(416, { "Content-Range": `bytes */${size}`, "Content-Type": "application/json" });
    response.end(JSON.stringify({ detail: VIDEO_MESSAGES.rangeNotSatisfiable }));
    return;
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  response.writeHead(range ? 206 : 200, {
    "Content-Type": video.type,
    "Content-Length": String(end - start + 1),
    ...(range ? { "Content-Range": `bytes ${start}-${end}/${size}` } : {}),
  });
  if (request.method === "HEAD" || size === 0) {
    response.end();
    return;
  }
  // Past the headers an error (a client that left) can only cut the answer short.
  await pipeline(Readable.from(readLargeObject(reader, video.oid, start, end)), response).catch(() => response.destroy());
}
