import { get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { sendRemixResponse } from "./send-response.js";

const CHUNK = 64 * 1024;
const TOTAL = 64 * 1024 * 1024;

/** A body made as it is read, like a relayed engine answer: it counts what was taken from it and whether it was cancelled. */
function countedBody() {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= TOTAL) return controller.close();
        state.pulled += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

let server: Server | null = null;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

async function serve(answer: () => Response): Promise<string> {
  const app = express();
  app.use(compression());
  app.get("/", (_request, response, next) => {
    sendRemixResponse(response, answer()).catch(next);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const open = (url: string) => new Promise<IncomingMessage>((resolve, reject) => get(url, resolve).once("error", reject));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("sendRemixResponse", () => {
  it("sends status, headers and the whole body", async () => {
    const url = await serve(
      () => new Response("hello", { status: 206, headers: { "content-range": "bytes 0-4/9", "content-type": "video/mp4" } }),
    );
    const response = await open(url);
    let text = "";
    for await (const chunk of response) text += String(chunk);
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe("bytes 0-4/9");
    expect(text).toBe("hello");
  });

  it("reads a body only as fast as the browser takes it, and stops when the browser goes away", async () => {
    const { body, state } = countedBody();
    const url = await serve(() => new Response(body, { headers: { "content-type": "video/mp4" } }));
    const response = await open(url);
    // A player that buffered a little and now waits: it reads nothing more.
    response.pause();
    await wait(300);
    const heldBack = state.pulled;
    await wait(200);
    expect(state.pulled).toBe(heldBack);
    // Socket buffers take a few megabytes; the rest stays unread at the source.
    expect(state.pulled).toBeLessThan(TOTAL / 4);
    response.destroy();
    await expect.poll(() => state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(TOTAL / 4);
  });
});
