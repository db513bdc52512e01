import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, startTestApp, type TestApp } from "#test/support/index";

// Two API replicas of one deployment (same SECRET_KEY, same database and Redis) and one other deployment.
describe("login rate limit across API replicas", () => {
  const env = { LOGIN_RATE_LIMIT: "3", LOGIN_RATE_TTL_SECONDS: "60", SECRET_KEY: randomBytes(24).toString("hex") };
  const replicas: TestApp[] = [];
  let other: TestApp;

  beforeAll(async () => {
    replicas.push(await startTestApp({ env }));
    replicas.push(await startTestApp({ env, database: replicas[0]?.database }));
    other = await startTestApp({ env: { ...env, SECRET_KEY: randomBytes(24).toString("hex") } });
  });

  afterAll(async () => {
    for (const app of replicas.reverse()) await app.close();
    await other?.close();
  });

  it("counts attempts on every replica together, per deployment", async () => {
    const attempt = (app: TestApp | undefined) =>
      apiClient(app?.apiUrl ?? "")("POST", "/login/access-token", { form: { username: "replica@example.com", password: "wrong-pass" } });
    const statuses: number[] = [];
    for (const app of [replicas[0], replicas[1], replicas[0], replicas[1]]) statuses.push((await attempt(app)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await attempt(replicas[0])).body).toEqual({ detail: "Too many attempts, please try again later" });
    expect((await attempt(other)).status).toBe(400);
  });
});
