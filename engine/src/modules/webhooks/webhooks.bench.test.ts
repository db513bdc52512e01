/**
 * Opt-in figures of webhook delivery with a real engine: npm run bench:webhooks -w @adsight/engine
 * 20 one-image predictions run on a real worker process; a receiver on 127.0.0.1 records when each `simulation.ready`
 * was answered 200. Printed: the median (and max) time from the job's Ready (finished_at) to that 200; then the same
 * with a receiver that fails each event's first two answers (500), and how many events ended delivered exactly once.
 * The retries wait the default backoff (10 s, then 20 s): the process that queues a delivery (here the worker, which
 * ends the job) sets its options.
 */
import type { PredictionResponse, WebhookEvent } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { redisPrefix, tinyImage } from "#test/support/simulations";
import { startReceiver } from "#test/support/webhook-receiver";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

const JOBS = 20;
const redis = redisPrefix();
let app: TestApp | undefined;
let worker: WorkerProcess | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await receiver?.close();
  await app?.close();
  await redis.clear();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function round(user: TestUser, failFirst: number): Promise<{ latencies: number[]; deliveredOnce: number; requests: number }> {
  if (!app || !receiver) throw new Error("not started");
  receiver.script((request, earlier) => {
    const id = (JSON.parse(request.body) as WebhookEvent).id;
    const seen = earlier.filter((other) => (JSON.parse(other.body) as WebhookEvent).id === id).length;
    return seen < failFirst ? { status: 500 } : { status: 200 };
  });
  const png = Buffer.from((await tinyImage(1)).split(",")[1], "base64");
  const jobs: PredictionResponse[] = [];
  for (let index = 0; index < JOBS; index++) {
    const form = new FormData();
    form.append("images", new Blob([png], { type: "image/png" }), "ad.png");
    form.append("scale", "1");
    const answer = await fetch(`${app.apiUrl}/predictions`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    });
    jobs.push((await answer.json()) as PredictionResponse);
  }
  const db = app.app.get<DataSource>(getDataSourceToken());
  const ids = jobs.map((job) => job.job_id);
  const deadline = Date.now() + 10 * 60_000;
  let delivered: { job_id: string; status: string; count: number }[] = [];
  while (Date.now() < deadline) {
    delivered = await db.query(
      `SELECT d."payload"->'data'->>'job_id' AS job_id, d."status", count(*)::int AS count FROM "webhook_deliveries" d
       WHERE d."payload"->'data'->>'job_id' = ANY($1) GROUP BY 1, 2`,
      [ids],
    );
    if (delivered.filter((row) => row.status === "delivered").length === JOBS) break;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  const finished = new Map(
    (
      await db.query<{ id: string; finished_at: Date }[]>(`SELECT "id", "finished_at" FROM "simulation_jobs" WHERE "id" = ANY($1)`, [ids])
    ).map((row) => [row.id, row.finished_at.getTime()]),
  );
  const latencies = receiver.received
    .filter((request) => request.answered?.status === 200)
    .map((request) => {
      const event = JSON.parse(request.body) as WebhookEvent;
      return (request.answered?.at ?? 0) - (finished.get(event.data.job_id ?? "") ?? 0);
    });
  const okPerEvent = new Map<string, number>();
  for (const request of receiver.received.filter((entry) => entry.answered?.status === 200)) {
    const id = (JSON.parse(request.body) as WebhookEvent).id;
    okPerEvent.set(id, (okPerEvent.get(id) ?? 0) + 1);
  }
  const deliveredOnce = delivered.filter((row) => row.status === "delivered" && row.count === 1).length;
  expect([...okPerEvent.values()].every((count) => count === 1)).toBe(true);
  return { latencies, deliveredOnce, requests: receiver.received.length };
}

it.runIf(process.env.WEBHOOK_BENCH)(
  "times webhook delivery from Ready to the receiver's 200",
  async () => {
    ensureEngineBuilt();
    app = await startTestApp({
      env: { QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "1000", WEBHOOK_ALLOW_LOOPBACK_HTTP: "true" },
    });
    // The worker simulates; the API process (WEBHOOK_WORKER on by default) delivers.
    worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url, WEBHOOK_WORKER: "false" });
    receiver = await startReceiver();
    const user = await createUser(app.apiUrl);
    const created = await fetch(`${app.apiUrl}/users/me/webhooks`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ url: receiver.url, events: ["simulation.ready"] }),
    });
    expect(created.status).toBe(201);

    const direct = await round(user, 0);
    const flaky = await round(user, 2);
    const line = (name: string, values: number[]) =>
      `${name}: median ${median(values)} ms, max ${Math.max(...values)} ms over ${values.length} jobs`;
    console.log(
      [
        `Webhook delivery, ${JOBS} one-image scale-1 predictions on a real worker (default backoff: retries after 10 s, then 20 s):`,
        line("  receiver answers 200 at once — Ready → 200", direct.latencies),
        line("  receiver fails each event's first two answers — Ready → 200", flaky.latencies),
        `  delivered exactly once: ${flaky.deliveredOnce}/${JOBS} (receiver saw ${flaky.requests} requests)`,
      ].join("\n"),
    );
    expect(direct.deliveredOnce).toBe(JOBS);
    expect(flaky.deliveredOnce).toBe(JOBS);
  },
  15 * 60_000,
);
