import type { WebhookEndpointCreated, WebhookEvent } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp } from "#test/support/index";
import { redisPrefix } from "#test/support/simulations";
import { startReceiver } from "#test/support/webhook-receiver";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

// The delivering processes are real engine processes (API role, which delivers webhooks), so one can be killed.
const redis = redisPrefix();
const SECRET_KEY = `webhook-kill-${redis.prefix}`;
let app: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const processes: WorkerProcess[] = [];

beforeAll(async () => {
  ensureEngineBuilt();
  // This process only serves the API: the child processes deliver.
  app = await startTestApp({
    env: { QUEUE_PREFIX: redis.prefix, WEBHOOK_WORKER: "false", WEBHOOK_ALLOW_LOOPBACK_HTTP: "true", SECRET_KEY },
  });
  receiver = await startReceiver(["hang", { status: 200 }]);
}, 300_000);

afterAll(async () => {
  for (const child of processes) child.child.kill("SIGKILL");
  await receiver?.close();
  await app?.close();
  await redis.clear();
});

function deliverer(): WorkerProcess {
  const child = startWorker({
    ENGINE_MODE: "api",
    QUEUE_PREFIX: redis.prefix,
    DATABASE_URL: app.database.url,
    SECRET_KEY,
    WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
    WEBHOOK_TIMEOUT_MS: "60000",
    QUEUE_LOCK_MS: "2000",
    QUEUE_STALLED_INTERVAL_MS: "1000",
  });
  processes.push(child);
  return child;
}

it("a delivery whose worker is killed mid-send is sent again by another and reported delivered once", async () => {
  const user = await createUser(app.apiUrl);
  const created = await fetch(`${app.apiUrl}/users/me/webhooks`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify({ url: receiver.url }),
  });
  const { id } = (await created.json()) as WebhookEndpointCreated;
  const first = deliverer();
  await fetch(`${app.apiUrl}/users/me/webhooks/${id}/test`, { method: "POST", headers: { authorization: `Bearer ${user.token}` } });
  // The first process holds the request open (the receiver never answers it); kill it mid-send.
  await receiver.waitFor(1, 120_000);
  first.child.kill("SIGKILL");
  await first.exited;
  deliverer();
  const [hung, again] = await receiver.waitFor(2, 120_000);
  const eventId = (JSON.parse(hung.body) as WebhookEvent).id;
  expect((JSON.parse(again.body) as WebhookEvent).id).toBe(eventId);
  const db = app.app.get<DataSource>(getDataSourceToken());
  const read = () =>
    db.query<{ status: string; attempts: number }[]>(
      `SELECT d."status", (SELECT count(*)::int FROM "webhook_attempts" a WHERE a."delivery_id" = d."id") AS attempts
       FROM "webhook_deliveries" d WHERE d."event_id" = $1`,
      [eventId],
    );
  await expect.poll(read, { timeout: 20_000, interval: 200 }).toEqual([{ status: "delivered", attempts: 1 }]);
  expect(receiver.received.filter((request) => request.answered?.status === 200)).toHaveLength(1);
}, 300_000);
