import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** A stand-in engine on a free port that answers every call with a token and keeps the headers it received. */
const received: IncomingHttpHeaders[] = [];
const engine = createServer((request, response) => {
  received.push(request.headers);
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify({ access_token: "t", token_type: "bearer" }));
});

let publicEngineFor: typeof import("./engine/clients.server").publicEngineFor;
let correlationIdOf: typeof import("./correlation.server").correlationIdOf;

beforeAll(async () => {
  await new Promise<void>((listening) => engine.listen(0, "127.0.0.1", listening));
  process.env.ENGINE_URL = `http://127.0.0.1:${(engine.address() as AddressInfo).port}`;
  // The engine's address is read when the module loads.
  ({ publicEngineFor } = await import("./engine/clients.server"));
  ({ correlationIdOf } = await import("./correlation.server"));
});
afterAll(() => new Promise<void>((closed) => engine.close(() => closed())));

describe("correlation ids from the web request to the engine", () => {
  it("passes the browser's own plain id on to every engine call of the request", async () => {
    const request = new Request("http://web.test/auth", { headers: { "x-correlation-id": "trace-42" } });
    await publicEngineFor(request).auth.login("someone@example.com", "a-password");
    expect(received.at(-1)?.["x-correlation-id"]).toBe("trace-42");
    expect(correlationIdOf(request)).toBe("trace-42");
  });

  it("makes one id per request when the browser sent none or an unsafe one, the same for all its calls", async () => {
    const request = new Request("http://web.test/auth", { headers: { "x-correlation-id": "forged id; with spaces" } });
    const calls = publicEngineFor(request).auth;
    await calls.login("someone@example.com", "a-password");
    await calls.recoverPassword("someone@example.com");
    const [first, second] = received.slice(-2).map((headers) => headers["x-correlation-id"]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(correlationIdOf(new Request("http://web.test/auth"))).not.toBe(first);
  });
});
