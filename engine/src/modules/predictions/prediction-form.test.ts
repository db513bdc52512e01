import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { BodyTooLarge, readPredictionForm } from "./prediction-form";

const BOUNDARY = "form-boundary";

/** A chunked request (no Content-Length) carrying one video part of `bytes` and a field. */
function chunkedForm(bytes: number): IncomingMessage {
  const request = new PassThrough() as PassThrough & { headers: Record<string, string> };
  request.headers = { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "transfer-encoding": "chunked" };
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSpring\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  const chunk = Buffer.alloc(64 * 1024, 1);
  request.write(head);
  for (let sent = 0; sent < bytes; sent += chunk.length) request.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)));
  request.end(`\r\n--${BOUNDARY}--\r\n`);
  return request as unknown as IncomingMessage;
}

describe("readPredictionForm", () => {
  let folder = "";
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("reads a chunked body within the cap, the video streamed to a file", async () => {
    folder = mkdtempSync(join(tmpdir(), "form-test-"));
    const form = await readPredictionForm(chunkedForm(300_000), folder, 1_000_000);
    expect(form.fields).toEqual({ name: "Spring" });
    expect(form.files).toHaveLength(1);
    expect(form.files[0].path && existsSync(form.files[0].path)).toBe(true);
  });

  it("refuses a chunked body once it passes the cap, whatever its parts' own caps, writing no further", async () => {
    folder = mkdtempSync(join(tmpdir(), "form-test-"));
    await expect(readPredictionForm(chunkedForm(3_000_000), folder, 1_000_000)).rejects.toBeInstanceOf(BodyTooLarge);
    const written = readdirSync(folder).map((name) => statSync(join(folder, name)).size);
    expect(Math.max(...written)).toBeLessThanOrEqual(1_000_000);
  });
});
