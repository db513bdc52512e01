import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#test/support/index";

describe("health, docs and metrics", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers the health check without a token", async () => {
    const response = await fetch(`${app.apiUrl}/utils/health-check/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toBe(true);
    expect(response.headers.get("x-correlation-id")).toMatch(/[0-9a-f-]{36}/);
  });

  it("sends the security headers and does not announce its framework", async () => {
    for (const path of ["/utils/health-check/", "/users/me", "/docs"]) {
      const response = await fetch(`${app.apiUrl}${path}`);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-powered-by"), path).toBeNull();
    }
  });

  it("reports PostgreSQL and Redis as ready", async () => {
    const response = await fetch(`${app.apiUrl}/utils/readiness`);
    const body = (await response.json()) as { status: string; details: Record<string, { status: string }> };
    expect(response.status).toBe(200);
    expect(body.details).toEqual({ database: { status: "up" }, redis: { status: "up" } });
  });

  it("publishes the OpenAPI document with the spec's paths and interactive docs", async () => {
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as { paths: Record<string, object>; security: unknown[] };
    expect(document.security).toEqual([{ bearer: [] }, { oauth2: [] }, { "api-key": [] }]);
    for (const path of [
      "/api/v1/login/access-token",
      "/api/v1/login/test-token",
      "/api/v1/login/google",
      "/api/v1/password-recovery/{email}",
      "/api/v1/password-recovery-html-content/{email}",
      "/api/v1/reset-password",
      "/api/v1/users",
      "/api/v1/users/me",
      "/api/v1/users/me/password",
      "/api/v1/users/signup",
      "/api/v1/users/{user_id}",
      "/api/v1/items",
      "/api/v1/items/{id}",
      "/api/v1/utils/health-check",
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    const operations = document.paths as Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
    expect(operations["/api/v1/users/signup"]?.post?.security).toEqual([{}]);
    expect(operations["/api/v1/users/me"]?.get?.security).toBeUndefined();
    expect(operations["/api/v1/users/me"]?.get?.responses).toHaveProperty(["200"]);
    expect(operations["/api/v1/items"]?.get?.responses).toHaveProperty(["422"]);
    const docs = await fetch(`${app.apiUrl}/docs`);
    expect(docs.status).toBe(200);
    const page = await docs.text();
    const script = /<script src="([^"]+swagger-ui-bundle\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(new URL(script ?? "", `${app.apiUrl}/docs/`))).status).toBe(200);
  });

  it("serves Prometheus metrics that count API requests", async () => {
    await fetch(`${app.apiUrl}/utils/health-check/`);
    const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/utils\/health-check",status="200"\}/);
  });
});
