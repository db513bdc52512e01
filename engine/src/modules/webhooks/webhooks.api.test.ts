import {
  type ListResponse,
  type PredictionResponse,
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpointCreated,
  type WebhookEvent,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobOutcomeService } from "#src/modules/simulations/job-outcome.service";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support";
import { redisPrefix, tinyImage } from "#test/support/simulations";
import { startReceiver, verifySignature } from "#test/support/webhook-receiver";

const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      QUEUE_PREFIX: redis.prefix,
      WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
      WEBHOOK_BACKOFF_MS: "100",
      WEBHOOK_TIMEOUT_MS: "1000",
      WEBHOOK_ATTEMPTS: "4",
    },
  });
  db = app.app.get<DataSource>(getDataSourceToken());
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await app?.close();
  await redis.clear();
});

async function api<T>(user: TestUser, method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function endpoint(user: TestUser, body: Record<string, unknown> = {}): Promise<WebhookEndpointCreated> {
  const created = await api<WebhookEndpointCreated>(user, "POST", "/users/me/webhooks", { url: receiver.url, ...body });
  expect(created.status).toBe(201);
  return created.body;
}

async function deliveries(user: TestUser, id: string): Promise<WebhookDelivery[]> {
  return (await api<ListResponse<WebhookDelivery>>(user, "GET", `/users/me/webhooks/${id}/deliveries`)).body.data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

/** A job started through /predictions and ended the way the worker ends it. */
async function finishedJob(user: TestUser, outcome: "complete" | "fail", webhook = "true"): Promise<PredictionResponse> {
  const form = new FormData();
  form.append("images", new Blob([Buffer.from((await tinyImage(0)).split(",")[1], "base64")], { type: "image/png" }), "ad.png");
  form.append("scale", "1");
  form.append("webhook", webhook);
  const response = await fetch(`${app.apiUrl}/predictions`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const started = (await response.json()) as PredictionResponse;
  const jobs = app.app.get(JobOutcomeService);
  if (outcome === "complete") await jobs.complete(started.job_id);
  else await jobs.fail(started.job_id, "The model failed");
  return started;
}

describe("webhook endpoints", () => {
  it("shows the secret once, keeps it encrypted, and lists endpoints only to their owner", async () => {
    const [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
    const created = await endpoint(alice);
    expect(created).toMatchObject({ url: receiver.url, events: [...WEBHOOK_EVENTS], enabled: true });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await api<ListResponse<Record<string, unknown>>>(alice, "GET", "/users/me/webhooks");
    expect(listed.body.data).toEqual([
      { id: created.id, url: receiver.url, events: created.events, enabled: true, created_at: created.created_at },
    ]);
    const [row] = await db.query<{ secret_cipher: string }[]>(`SELECT "secret_cipher" FROM "webhook_endpoints" WHERE "id" = $1`, [
      created.id,
    ]);
    expect(row.secret_cipher).not.toContain(created.secret.slice(6));
    expect((await api(bob, "GET", "/users/me/webhooks")).body).toEqual({ data: [], count: 0 });
    expect((await api(bob, "POST", `/users/me/webhooks/${created.id}/test`)).status).toBe(404);
    expect((await api(bob, "DELETE", `/users/me/webhooks/${created.id}`)).status).toBe(404);
  });

  it("refuses URLs that reach private, loopback-over-https, link-local or metadata addresses, and non-https schemes", async () => {
    const user = await createUser(app.apiUrl);
    for (const url of [
      "https://10.1.2.3/hooks",
      "https://172.16.0.1/hooks",
      "https://192.168.1.10/hooks",
      "https://169.254.169.254/latest/meta-data",
      "https://[fe80::1]/hooks",
      "https://[fd00:ec2::254]/hooks",
      "http://10.1.2.3/hooks",
      "http://192.168.1.10/hooks",
      "ftp://example.com/hooks",
    ]) {
      const answer = await api<{ detail: { loc: unknown[]; msg: string }[] }>(user, "POST", "/users/me/webhooks", { url });
      expect([url, answer.status, answer.body.detail[0].loc]).toEqual([url, 422, ["body", "url"]]);
    }
    const withCredentials = await api<{ detail: { msg: string }[] }>(user, "POST", "/users/me/webhooks", {
      url: "https://me:pw@example.com/x",
    });
    expect(withCredentials.body.detail[0].msg).toBe("Webhook URLs may not carry a user name or password");
  });
});

describe("deliveries", () => {
  it("signs the test event so it verifies, and a tampered or replayed body does not", async () => {
    const user = await createUser(app.apiUrl);
    const { id, secret } = await endpoint(user);
    receiver.script([{ status: 200 }]);
    const { body } = await api<{ event_id: string }>(user, "POST", `/users/me/webhooks/${id}/test`);
    const [request] = await receiver.waitFor(1);
    const event = JSON.parse(request.body) as WebhookEvent;
    expect(event).toMatchObject({ id: body.event_id, type: "webhook.test" });
    expect(request.headers["adsight-event-id"]).toBe(body.event_id);
    const signature = request.headers["adsight-signature"] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, signature, request.body)).toBe(true);
    expect(verifySignature(secret, signature, request.body.replace("webhook.test", "simulation.ready"))).toBe(false);
    expect(verifySignature("whsec_another", signature, request.body)).toBe(false);
    // The same request replayed ten minutes later: the timestamp is inside the signature, so it cannot be renewed.
    expect(verifySignature(secret, signature, request.body, 300, Date.now() + 10 * 60_000)).toBe(false);
    const listed = await until(
      () => deliveries(user, id),
      (rows) => rows.length === 1,
    );
    expect(listed).toEqual([
      expect.objectContaining({ event_id: body.event_id, event: "webhook.test", attempt: 1, http_status: 200, error: null }),
    ]);
  });

  it("retries after 500s, a timeout and a redirect, then reports the event delivered once", async () => {
    const user = await createUser(app.apiUrl);
    const { id } = await endpoint(user);
    receiver.script([{ status: 500 }, "hang", { status: 302, location: "https://example.com/" }, { status: 200 }]);
    const job = await finishedJob(user, "complete");
    const requests = await receiver.waitFor(4);
    const ids = requests.map((request) => (JSON.parse(request.body) as WebhookEvent).id);
    expect(new Set(ids).size).toBe(1);
    const event = JSON.parse(requests[3].body) as WebhookEvent;
    expect(event).toMatchObject({
      type: "simulation.ready",
      data: {
        job_id: job.job_id,
        item_id: job.item_id,
        status: "Ready",
        credits_charged: 1,
        job_url: job.job_url,
        report_url: job.report_url,
      },
    });
    const attempts = await until(
      () => deliveries(user, id),
      (rows) => rows.length === 4,
    );
    expect(attempts.map((row) => [row.attempt, row.http_status])).toEqual([
      [4, 200],
      [3, 302],
      [2, null],
      [1, 500],
    ]);
    expect(attempts[2].error).toBe("No answer within 1000 ms");
    const status = () => db.query<{ status: string }[]>(`SELECT "status" FROM "webhook_deliveries" WHERE "event_id" = $1`, [ids[0]]);
    expect(await until(status, ([row]) => row.status !== "pending")).toEqual([{ status: "delivered" }]);
  });

  it("gives up after the last attempt and marks the delivery failed", async () => {
    const user = await createUser(app.apiUrl);
    const { id } = await endpoint(user, { events: ["simulation.error"] });
    receiver.script([{ status: 503 }]);
    await finishedJob(user, "fail");
    await receiver.waitFor(4);
    const attempts = await until(
      () => deliveries(user, id),
      (rows) => rows.length === 4,
    );
    expect(attempts[0]).toMatchObject({ attempt: 4, http_status: 503, event: "simulation.error" });
    const status = () => db.query<{ status: string }[]>(`SELECT "status" FROM "webhook_deliveries" WHERE "endpoint_id" = $1`, [id]);
    expect(await until(status, ([row]) => row.status !== "pending")).toEqual([{ status: "failed" }]);
  });

  it("sends nothing to disabled endpoints, for unwanted events, or for a prediction made with webhook=false", async () => {
    const user = await createUser(app.apiUrl);
    const disabled = await endpoint(user, { enabled: false });
    const errorsOnly = await endpoint(user, { events: ["simulation.error"] });
    receiver.script([{ status: 200 }]);
    await finishedJob(user, "complete");
    const quiet = await createUser(app.apiUrl);
    await endpoint(quiet);
    await finishedJob(quiet, "fail", "false");
    await new Promise((wake) => setTimeout(wake, 1_000));
    expect(receiver.received).toEqual([]);
    const [count] = await db.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM "webhook_deliveries" WHERE "endpoint_id" = ANY($1)`,
      [[disabled.id, errorsOnly.id]],
    );
    expect(count.count).toBe(0);

    // Disabled after the event was recorded: the queued delivery is cancelled, not sent.
    const patched = await api<{ enabled: boolean }>(user, "PATCH", `/users/me/webhooks/${disabled.id}`, { enabled: true });
    expect(patched.body.enabled).toBe(true);
    await api(user, "PATCH", `/users/me/webhooks/${disabled.id}`, { enabled: false });
    await api(user, "POST", `/users/me/webhooks/${disabled.id}/test`);
    await new Promise((wake) => setTimeout(wake, 1_000));
    expect(receiver.received).toEqual([]);
  });
});
