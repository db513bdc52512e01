import type { ApiKeyCreated, ApiKeyPublic, ListResponse } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";

/** Lower than the default 600 a minute, so the test reaches it quickly. */
const API_KEY_RATE_LIMIT = 100;

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let db: DataSource;

beforeAll(async () => {
  app = await startTestApp({ env: { API_KEY_RATE_LIMIT: String(API_KEY_RATE_LIMIT) } });
  api = apiClient(app.apiUrl);
  db = app.app.get<DataSource>(getDataSourceToken());
});
afterAll(async () => {
  await app?.close();
});

async function newKey(user: TestUser, name = "CI pipeline"): Promise<ApiKeyCreated> {
  const created = await api<ApiKeyCreated>("POST", "/users/me/api-keys", { token: user.token, json: { name } });
  expect(created.status).toBe(200);
  return created.body;
}

function withKey(key: string, path: string, header: "bearer" | "x-api-key" = "x-api-key", init: RequestInit = {}) {
  const headers: Record<string, string> = header === "bearer" ? { authorization: `Bearer ${key}` } : { "x-api-key": key };
  return fetch(`${app.apiUrl}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
}

describe("personal API keys", () => {
  it("shows a new key once, lists it by prefix only and stores only its hash", async () => {
    const user = await createUser(app.apiUrl);
    const created = await newKey(user);
    expect(created.key).toMatch(/^ask_[\w-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await api<ListResponse<ApiKeyPublic>>("GET", "/users/me/api-keys", { token: user.token });
    expect(list.body).toEqual({
      count: 1,
      data: [{ id: created.id, name: "CI pipeline", prefix: created.prefix, created_at: created.created_at, last_used_at: null }],
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const rows = await db.query<{ key_hash: string }[]>(`SELECT "key_hash" FROM "api_keys" WHERE "id" = $1`, [created.id]);
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await db.query(`SELECT * FROM "api_keys"`))).not.toContain(created.key);
    expect((await api("POST", "/users/me/api-keys", { token: user.token, json: { name: " " } })).status).toBe(422);
  });

  it("acts with its user's rights as X-API-Key or as a bearer token, and records its use", async () => {
    const user = await createUser(app.apiUrl);
    const other = await createUser(app.apiUrl);
    const { key, id } = await newKey(user);
    for (const header of ["x-api-key", "bearer"] as const) {
      const me = await withKey(key, "/users/me", header);
      expect(me.status).toBe(200);
      expect(((await me.json()) as { id: string }).id).toBe(user.user.id);
    }
    const created = await withKey(key, "/items/", "x-api-key", {
      method: "POST",
      body: JSON.stringify({ title: "Via key" }),
      headers: { "content-type": "application/json" },
    });
    expect(created.status).toBe(200);
    const othersItem = await api<{ id: string }>("POST", "/items/", { token: other.token, json: { title: "Not yours" } });
    expect((await withKey(key, `/items/${othersItem.body.id}`)).status).toBe(403);
    expect((await withKey(key, "/users/")).status).toBe(403);
    const list = await api<ListResponse<ApiKeyPublic>>("GET", "/users/me/api-keys", { token: user.token });
    expect(list.body.data.find((listed) => listed.id === id)?.last_used_at).toEqual(expect.any(String));
  });

  it("stops working once revoked; nobody revokes another user's key", async () => {
    const user = await createUser(app.apiUrl);
    const other = await createUser(app.apiUrl);
    const { key, id } = await newKey(user);
    expect(await api("DELETE", `/users/me/api-keys/${id}`, { token: other.token })).toMatchObject({
      status: 404,
      body: { detail: "API key not found" },
    });
    expect((await withKey(key, "/users/me")).status).toBe(200);
    expect(await api("DELETE", `/users/me/api-keys/${id}`, { token: user.token })).toMatchObject({
      status: 200,
      body: { message: "API key revoked" },
    });
    const refused = await withKey(key, "/users/me");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ detail: "Could not validate credentials" });
    expect((await withKey("ask_made-up-key", "/items/", "bearer", { method: "POST", body: "{" })).status).toBe(401);
  });

  it("ends with the account and stays subject to the user's state", async () => {
    const user = await createUser(app.apiUrl);
    const { key } = await newKey(user);
    const owner = await api<{ access_token: string }>("POST", "/login/access-token", {
      form: { username: "owner@example.com", password: "owner-password-1" },
    });
    await api("PATCH", `/users/${user.user.id}`, { token: owner.body.access_token, json: { is_active: false } });
    expect((await withKey(key, "/users/me")).status).toBe(403);
    await api("DELETE", `/users/${user.user.id}`, { token: owner.body.access_token });
    expect((await withKey(key, "/users/me")).status).toBe(401);
  });

  it("is rate-limited per key", async () => {
    const user = await createUser(app.apiUrl);
    const { key } = await newKey(user);
    const statuses: number[] = [];
    for (let i = 0; i <= API_KEY_RATE_LIMIT; i += 50) {
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, async () => (await withKey(key, "/users/me")).status))));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(API_KEY_RATE_LIMIT);
    expect(statuses.at(-1)).toBe(429);
    const refused = await withKey(key, "/users/me");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect([refused.headers.get("ratelimit-limit"), refused.headers.get("ratelimit-remaining")]).toEqual([String(API_KEY_RATE_LIMIT), "0"]);
    expect((await api("GET", "/users/me", { token: user.token })).status).toBe(200);
  });
});
