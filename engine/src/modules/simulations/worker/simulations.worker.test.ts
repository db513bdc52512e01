import {
  type Categories,
  MIN_VIEWERS_FOR_TIME,
  type SetupGenerateResponse,
  type SimulationEvent,
  type StartResponse,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, readEvents, redisPrefix, settings, tinyImage } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

// The API runs here; workers are real `ENGINE_MODE=worker` processes, so every event crosses Redis pub/sub.
const redis = redisPrefix();
const WORKER_ENV = {
  QUEUE_PREFIX: redis.prefix,
  // A killed worker's job is free again after a few seconds; shorter locks can expire under a busy CPU while
  // the model holds the event loop, and a live worker's job would be handed out twice (harmless, but noisy).
  QUEUE_LOCK_MS: "4000",
  QUEUE_STALLED_INTERVAL_MS: "1000",
  // Scale 1 → 6 viewers, scale 10 → 60: small, so the suite stays quick on two cores.
  SIMULATION_N_MAX: "600",
};
// API replicas share the signing key, as they would behind a load balancer.
const API_ENV = { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "200", SECRET_KEY: `replica-key-${redis.prefix}` };
let app: TestApp;
let db: DataSource;
let user: TestUser;
let images: string[];
const workers: WorkerProcess[] = [];

function worker(): WorkerProcess {
  const started = startWorker({ ...WORKER_ENV, DATABASE_URL: app.database.url });
  workers.push(started);
  return started;
}

async function stop(process: WorkerProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<number | string> {
  process.child.kill(signal);
  return process.exited;
}

beforeAll(async () => {
  ensureEngineBuilt();
  app = await startTestApp({ env: API_ENV });
  db = app.app.get<DataSource>(getDataSourceToken());
  user = await createUser(app.apiUrl);
  images = await Promise.all([0, 1, 2].map((variant) => tinyImage(variant)));
}, 300_000);

afterEach(async (context) => {
  if (context.task.result?.state === "fail") for (const process of workers) console.log(process.output().slice(-4000));
  await Promise.all(workers.splice(0).map((process) => stop(process, "SIGKILL")));
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

async function campaign(scale: number, count: number): Promise<{ itemId: string; jobId: string; categories: Categories }> {
  const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings(),
  });
  const itemId = generated.body.item_id;
  const categories: Categories = generated.body.categories;
  const chosen = images.slice(0, count);
  await call(app.apiUrl, user.token, "POST", "/simulations/draft", {
    item_id: itemId,
    ...settings(),
    scale,
    setup: { categories },
    images: chosen,
  });
  const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", {
    item_id: itemId,
    ...settings(),
    scale,
    setup: { categories },
    images: chosen,
  });
  expect(started.status).toBe(200);
  return { itemId, jobId: started.body.job_id, categories };
}

async function credits(): Promise<{ left: number; spent: number; ledger: number }> {
  const [row] = await db.query<{ left: number; spent: number; ledger: number }[]>(
    `SELECT u."credits_left" AS left, u."credits_spent" AS spent, (SELECT SUM("amount")::int FROM "credit_ledger" WHERE "user_id" = u."id") AS ledger
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

// Signed image links move their expiry on a minute's step, so two reads either side of one differ only there.
function withoutLinkExpiry(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value).replace(/\/signed\?expires=\d+&signature=[\w-]+/g, "/signed"));
}

function expectWellFormed(events: SimulationEvent[]): void {
  const progress = events.map((event) => event.progress);
  expect(progress.every((value) => Number.isInteger(value) && value >= 0 && value <= 100)).toBe(true);
  expect([...progress].sort((a, b) => a - b)).toEqual(progress);
}

describe("a simulation job on worker processes", () => {
  it("runs end to end: events until Ready on every API replica, results with served overlays, a late subscriber gets everything", async () => {
    const replica = await startTestApp({ database: app.database, env: API_ENV });
    const before = await credits();
    const { itemId, jobId, categories } = await campaign(1, 2);
    expect((await credits()).left).toBe(before.left - 2);
    const onReplica = readEvents(replica.apiUrl, user.token, jobId);
    const running = worker();

    const events = await readEvents(app.apiUrl, user.token, jobId);
    expect(withoutLinkExpiry((await onReplica).at(-1))).toEqual(withoutLinkExpiry(events.at(-1)));
    await replica.close();
    expectWellFormed(events);
    const last = events[events.length - 1];
    expect(last).toMatchObject({ campaign_status: "Ready", progress: 100 });
    expect(last.results.map((result) => result.input_image_idx)).toEqual([0, 1]);
    expect(events.some((event) => event.results.length === 1)).toBe(true);

    const result = last.results[0];
    expect(result.overall_score).toBeGreaterThanOrEqual(0);
    expect(result.overall_score).toBeLessThanOrEqual(100);
    // Result images come as short-lived signed URLs that work without a token; the plain path needs the owner's.
    expect(result.saliency_map_jet).toMatch(/^\/api\/v1\/simulations\/images\/[0-9a-f-]{36}\/signed\?expires=\d+&signature=[\w-]+$/);
    const overlay = await fetch(`${app.baseUrl}${result.saliency_map_jet}`);
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    const plain = result.saliency_map_jet.split("/signed")[0];
    expect((await fetch(`${app.baseUrl}${plain}`)).status).toBe(401);
    const stranger = await createUser(app.apiUrl);
    expect((await fetch(`${app.baseUrl}${plain}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    const input = await fetch(`${app.baseUrl}${result.input_image}`);
    expect(input.headers.get("content-type")).toBe("image/jpeg");
    // The time-sliced heatmaps are stored and signed like the full one; every area of the aoi_* maps is an eye catcher.
    for (const url of [result.saliency_map_jet_first_1s, result.saliency_map_jet_first_3s]) {
      expect(url).toMatch(/\/signed\?expires=/);
      expect((await fetch(`${app.baseUrl}${url ?? ""}`)).headers.get("content-type")).toBe("image/png");
    }
    expect(result.eye_catchers.map((e) => e.name).sort()).toEqual(Object.keys(result.aoi_reach_scores).sort());
    // Every figure says how many viewers it rests on and how sure it is (a 90 % interval around it).
    expect(result.num_viewers).toBeGreaterThan(0);
    for (const [name, reach] of Object.entries(result.aoi_reach_scores)) {
      const [low, high] = result.aoi_reach_intervals?.[name] ?? [NaN, NaN];
      expect(low).toBeLessThanOrEqual(reach + 0.05);
      expect(high).toBeGreaterThanOrEqual(reach - 0.05);
      expect(result.aoi_attention_shares_intervals?.[name]).toHaveLength(2);
    }
    for (const { time } of result.eye_catchers) {
      expect(time.viewers_total).toBe(result.num_viewers);
      expect(time.intervals?.seen_1s).toHaveLength(2);
      if (time.first_look_ms) expect(time.viewers).toBeGreaterThanOrEqual(MIN_VIEWERS_FOR_TIME);
    }
    expect(result.emo_approach_score_interval).toHaveLength(2);
    expect(Object.keys(result.emotions_intervals ?? {})).toHaveLength(7);
    // The audience's emotions are shares of its viewers; every category of the setup has its labels' affect.
    const shares = Object.values(result.emotions ?? {});
    expect(shares).toHaveLength(7);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
    const segments = result.emotion_segments ?? {};
    const drawn = Object.keys(categories).filter((name) => Object.keys(categories[name].values).length > 0);
    expect(drawn.length).toBeGreaterThan(0);
    expect(Object.keys(segments).sort()).toEqual(drawn.sort());
    for (const labels of Object.values(segments)) {
      for (const figures of Object.values(labels)) {
        expect(Object.values(figures.emotions).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
        expect(Math.abs(figures.emo_valence)).toBeLessThanOrEqual(1);
      }
    }

    expect((await call<{ status: string }>(app.apiUrl, user.token, "GET", `/items/${itemId}`)).body.status).toBe("Ready");
    // The spec's client also PUTs Ready: harmless.
    expect((await call(app.apiUrl, user.token, "PUT", `/items/${itemId}`, { status: "Ready" })).status).toBe(200);

    const late = await readEvents(app.apiUrl, user.token, jobId);
    expect(withoutLinkExpiry(late)).toEqual(withoutLinkExpiry([last]));

    // The worker's own /metrics counts the job, once its run has returned (just after the job is Ready).
    const metricsUrl = /Engine worker \(health and metrics\) on (http:\/\/[\d.:]+)\//.exec(running.output())?.[1];
    const metrics = () => fetch(`${metricsUrl}/metrics`).then((response) => response.text());
    await expect.poll(metrics, { timeout: 10_000 }).toMatch(/^simulation_jobs_total\{status="Ready"\} 1$/m);
    expect(await metrics()).toMatch(/^simulation_queue_jobs\{state="active"\} \d+$/m);
  });

  it("ends a job that cannot run in Error and refunds it", async () => {
    const before = await credits();
    const { itemId, jobId } = await campaign(2, 1);
    // The job's stored images disappear before any worker takes it up.
    await db.query(`DELETE FROM "campaign_images" WHERE "job_id" = $1`, [jobId]);
    worker();

    const events = await readEvents(app.apiUrl, user.token, jobId);
    expect(events[events.length - 1]).toMatchObject({ campaign_status: "Error", results: [] });
    expect(await credits()).toEqual({ ...before, ledger: before.left });
    const ledger = await db.query<{ amount: number; reason: string }[]>(
      `SELECT "amount", "reason" FROM "credit_ledger" WHERE "ref" = $1 ORDER BY "created_at"`,
      [jobId],
    );
    expect(ledger).toEqual([
      { amount: -2, reason: "simulation_charge" },
      { amount: 2, reason: "simulation_refund" },
    ]);
    expect((await call<{ status: string }>(app.apiUrl, user.token, "GET", `/items/${itemId}`)).body.status).toBe("Error");
  });

  it("survives a worker killed mid-job: another finishes it without redoing images or charging twice", async () => {
    const before = await credits();
    const { jobId } = await campaign(1, 3);
    const first = worker();

    // Kill the worker as soon as the first image's result is stored.
    const stream = fetch(`${app.apiUrl}/simulations/${jobId}/events?token=${user.token}`);
    let finishedBeforeKill: { id: string; input_image_idx: number }[] = [];
    for (let waited = 0; waited < 120_000 && finishedBeforeKill.length === 0; waited += 100) {
      finishedBeforeKill = await db.query(`SELECT "id", "input_image_idx" FROM "simulation_results" WHERE "job_id" = $1`, [jobId]);
      if (finishedBeforeKill.length === 0) await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(await stop(first, "SIGKILL")).toBe("SIGKILL");
    expect(finishedBeforeKill.length).toBeGreaterThan(0);
    expect(finishedBeforeKill.length).toBeLessThan(3);
    worker();

    const events = await readEvents(app.apiUrl, user.token, jobId);
    (await stream).body?.cancel().catch(() => undefined);
    expectWellFormed(events);
    expect(events[events.length - 1]).toMatchObject({ campaign_status: "Ready", progress: 100 });
    expect(events[events.length - 1].results.map((result) => result.input_image_idx)).toEqual([0, 1, 2]);

    const rows = await db.query<{ id: string; input_image_idx: number }[]>(
      `SELECT "id", "input_image_idx" FROM "simulation_results" WHERE "job_id" = $1`,
      [jobId],
    );
    for (const done of finishedBeforeKill) expect(rows).toContainEqual(done);
    const [job] = await db.query<{ attempts: number; status: string }[]>(
      `SELECT "attempts", "status" FROM "simulation_jobs" WHERE "id" = $1`,
      [jobId],
    );
    expect(job.status).toBe("Ready");
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    const charges = await db.query<{ amount: number }[]>(`SELECT "amount" FROM "credit_ledger" WHERE "ref" = $1`, [jobId]);
    expect(charges).toEqual([{ amount: -3 }]);
    expect(await credits()).toEqual({ left: before.left - 3, spent: before.spent + 3, ledger: before.left - 3 });
  });

  it("hands its job back on SIGTERM and exits cleanly", async () => {
    const { jobId } = await campaign(1, 3);
    const first = worker();
    for (let waited = 0; waited < 120_000; waited += 100) {
      const [job] = await db.query<{ attempts: number }[]>(`SELECT "attempts" FROM "simulation_jobs" WHERE "id" = $1`, [jobId]);
      if (job.attempts > 0) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    expect([0, "SIGTERM"]).toContain(await stop(first, "SIGTERM"));
    worker();
    const events = await readEvents(app.apiUrl, user.token, jobId);
    expect(events[events.length - 1]).toMatchObject({ campaign_status: "Ready", progress: 100 });
    const [job] = await db.query<{ attempts: number }[]>(`SELECT "attempts" FROM "simulation_jobs" WHERE "id" = $1`, [jobId]);
    // Handed back by the stopping worker, finished by the next one.
    expect(job.attempts).toBeGreaterThanOrEqual(2);
  });
});
