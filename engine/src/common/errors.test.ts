import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  api = apiClient(app.apiUrl);
  user = await createUser(app.apiUrl);
});
afterAll(async () => {
  await app?.close();
});

describe("client input never produces a 500", () => {
  const bodies: [string, string][] = [
    ["null", "null"],
    ["a string", '"hello"'],
    ["a number", "42"],
    ["nested garbage", '{"title": {"$gt": ""}, "status": ["Draft"]}'],
    ["truncated JSON", '{"title": "x"'],
    ["an enormous number", '{"title": "x", "setupTimestamp": 1e400}'],
  ];

  it.each(bodies)("answers %s as a body with 422", async (_name, json) => {
    for (const [method, path] of [
      ["POST", "/items/"],
      ["POST", "/users/signup"],
      ["PATCH", "/users/me"],
      ["PATCH", "/users/me/password"],
      ["POST", "/reset-password/"],
    ] as const) {
      const response = await api<{ detail: unknown }>(method, path, { token: user.token, json });
      expect(response.status, `${method} ${path}`).toBe(422);
      expect(Array.isArray(response.body.detail), `${method} ${path}`).toBe(true);
    }
  });

  it("refuses text PostgreSQL cannot store and offsets it cannot count to", async () => {
    const nul = await api<{ detail: unknown }>("POST", "/items/", { token: user.token, json: { title: "a\u0000b" } });
    expect(nul).toMatchObject({ status: 422, body: { detail: [{ loc: ["body", "title"], type: "string_nul" }] } });
    expect((await api("PATCH", "/users/me", { token: user.token, json: { full_name: "\u0000" } })).status).toBe(422);
    expect((await api("GET", "/items/?skip=1e20", { token: user.token })).status).toBe(422);
  });

  it("answers a body in another content type as a missing body", async () => {
    const response = await fetch(`${app.apiUrl}/users/signup`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "email=a",
    });
    expect(response.status).toBe(422);
  });

  it("answers unknown routes with 404 in the {detail} shape", async () => {
    const response = await api<{ detail: string }>("GET", "/no-such-thing", { token: user.token });
    expect(response.status).toBe(404);
    expect(typeof response.body.detail).toBe("string");
  });
});
