import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A stand-in engine on a real socket: the stored files answer ranges, and the upload route records what it was sent.
const clip = Buffer.from("0123456789");
const received: { path: string; range?: string; contentType?: string; contentLength?: string; name?: string | null; body: Buffer }[] = [];

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const engine: Server = createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? "/", "http://engine.test");
    const body = await bodyOf(request);
    received.push({
      path: url.pathname,
      range: request.headers.range,
      contentType: request.headers["content-type"],
      contentLength: request.headers["content-length"],
      name: url.searchParams.get("name"),
      body,
    });
    if (url.pathname.includes("/input-videos/")) {
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
      const common = { "content-type": "video/mp4", "accept-ranges": "bytes" };
      if (!range) return response.writeHead(200, { ...common, "content-length": clip.length }).end(clip);
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), clip.length - 1) : clip.length - 1;
      if (start >= clip.length) return response.writeHead(416, { "content-range": `bytes */${clip.length}` }).end();
      return response
        .writeHead(206, { ...common, "content-length": end - start + 1, "content-range": `bytes ${start}-${end}/${clip.length}` })
        .end(clip.subarray(start, end + 1));
    }
    if (url.pathname.includes("/input-images/")) return response.writeHead(200, { "content-type": "image/jpeg" }).end("jpeg");
    if (url.pathname.endsWith("/images") && request.method === "POST") {
      const name = url.searchParams.get("name") ?? "";
      if (name.startsWith("long")) {
        const detail = [{ loc: ["body"], msg: `${name} is longer than 60 s`, type: "value_error" }];
        return response.writeHead(422, { "content-type": "application/json" }).end(JSON.stringify({ detail }));
      }
      const image = { id: randomUUID(), index: 0, width: 160, height: 90, video_duration_ms: 2000 };
      return response.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify(image));
    }
    response.writeHead(404).end();
  })();
});

let scratch: string;
let cookie: string;
let loader: typeof import("~/routes/app.images.$kind.$id").loader;
let engineFor: typeof import("./clients.server").engineFor;
let EngineError: typeof import("./transport.server").EngineError;

beforeAll(async () => {
  await new Promise<void>((resolve) => engine.listen(0, "127.0.0.1", resolve));
  // The web reads its environment once, when first imported.
  process.env.ENGINE_URL = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
  ({ loader } = await import("~/routes/app.images.$kind.$id"));
  ({ engineFor } = await import("./clients.server"));
  ({ EngineError } = await import("./transport.server"));
  const { signIn } = await import("../session.server");
  const signedIn = await signIn(new Request("http://web.test/auth"), "token-1");
  cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0]!;
  scratch = mkdtempSync(join(tmpdir(), "transport-test-"));
});

afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await new Promise((resolve) => engine.close(resolve));
});

const signedRequest = (headers: Record<string, string> = {}) => new Request("http://web.test/x", { headers: { cookie, ...headers } });

async function proxy(kind: string, headers: Record<string, string> = {}): Promise<Response> {
  return loader({ request: signedRequest(headers), params: { kind, id: randomUUID() }, context: {} });
}

describe("the stored-file proxy", () => {
  it("passes a video's range to the engine and its partial answer back", async () => {
    const partial = await proxy("video", { range: "bytes=2-5" });
    expect(partial.status).toBe(206);
    expect(Object.fromEntries(partial.headers)).toMatchObject({
      "content-type": "video/mp4",
      "content-length": "4",
      "content-range": "bytes 2-5/10",
      "accept-ranges": "bytes",
    });
    expect(await partial.text()).toBe("2345");
    expect(received.at(-1)).toMatchObject({ range: "bytes=2-5" });

    const whole = await proxy("video");
    expect(whole.status).toBe(200);
    expect(await whole.text()).toBe("0123456789");

    const past = await proxy("video", { range: "bytes=40-" });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */10");
  });

  it("keeps images as they were: no range sent on, unknown kinds not found", async () => {
    const image = await proxy("input", { range: "bytes=0-1" });
    expect(image.status).toBe(200);
    expect(await image.text()).toBe("jpeg");
    expect(received.at(-1)?.range).toBeUndefined();
    await expect(proxy("poster")).rejects.toMatchObject({ status: 404 });
  });
});

describe("sending a video to the engine", () => {
  it("streams the file with its length and type, and turns a refusal into the engine's message", async () => {
    const path = join(scratch, "clip.video");
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    writeFileSync(path, bytes);
    const web = await engineFor(signedRequest());
    const itemId = randomUUID();
    await expect(web.drafts.addImage(itemId, { path, contentType: "video/webm", name: "clip.webm" })).resolves.toMatchObject({
      video_duration_ms: 2000,
    });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({
      path: `/api/v1/simulations/draft/${itemId}/images`,
      contentType: "video/webm",
      contentLength: String(bytes.length),
      name: "clip.webm",
    });
    expect(sent.body.equals(bytes)).toBe(true);

    const refused = await web.drafts
      .addImage(itemId, { path, contentType: "video/mp4", name: "long.mp4" })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EngineError);
    expect(refused).toMatchObject({ status: 422, message: "long.mp4 is longer than 60 s" });
  });
});
