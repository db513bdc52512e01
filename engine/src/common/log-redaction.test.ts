import { Writable } from "node:stream";
import { REDACTED } from "@adsight/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";

describe("log redaction", () => {
  const lines: string[] = [];
  let app: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    app = await startTestApp({ env: { LOG_LEVEL: "info" }, logStream });
    owner = await loginOwner(app.apiUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("writes no token, cookie or API key into any log line", async () => {
    const jobId = "00000000-0000-4000-8000-000000000000";
    await fetch(`${app.apiUrl}/simulations/${jobId}/events?token=${owner.token}`);
    await fetch(`${app.apiUrl}/simulations/${jobId}/events?access_token=${owner.token}`);
    await fetch(`${app.apiUrl}/users/me`, {
      headers: { authorization: `Bearer ${owner.token}`, cookie: "session=secret-cookie", "x-api-key": "secret-api-key" },
    });
    await fetch(`${app.apiUrl}/items/?token=${owner.token}`, {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    const requestLines = lines.filter((line) => line.includes('"req"'));
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    const all = lines.join("\n");
    for (const secret of [owner.token, owner.token.split(".")[2] ?? owner.token, "secret-cookie", "secret-api-key"]) {
      expect(all).not.toContain(secret);
    }
    const events = requestLines
      .map((line) => JSON.parse(line) as { req: { url: string } })
      .find((line) => line.req.url.includes("/events"));
    expect(events?.req.url).toBe(`/api/v1/simulations/${jobId}/events?token=${encodeURIComponent(REDACTED)}`);
  });
});
