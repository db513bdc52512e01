import type { Categories, SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

// Jobs stay Processing here unless a test starts a worker on this run's queue.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let owner: TestUser;
let images: string[];
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  ensureEngineBuilt();
  app = await startTestApp({
    env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100", SECRET_KEY: `lifecycle-key-${redis.prefix}` },
  });
  db = app.app.get<DataSource>(getDataSourceToken());
  owner = await loginOwner(app.apiUrl);
  images = await Promise.all([tinyImage(0), tinyImage(1)]);
}, 300_000);

afterEach(async () => {
  await Promise.all(
    workers.splice(0).map((worker) => {
      worker.child.kill("SIGKILL");
      return worker.exited;
    }),
  );
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

async function campaignOf(user: TestUser): Promise<{ itemId: string; categories: Categories }> {
  const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings(),
  });
  expect(generated.status).toBe(200);
  return { itemId: generated.body.item_id, categories: generated.body.categories };
}

function start(by: TestUser, itemId: string, categories: Categories, scale = 1) {
  return call<StartResponse>(app.apiUrl, by.token, "POST", "/simulations/start", {
    item_id: itemId,
    ...settings(),
    scale,
    setup: { categories },
    images,
  });
}

async function creditsLeft(userId: string): Promise<{ left: number; ledger: number }> {
  const [row] = await db.query<{ left: number; ledger: number }[]>(
    `SELECT u."credits_left" AS left, (SELECT COALESCE(SUM("amount"), 0)::int FROM "credit_ledger" WHERE "user_id" = u."id") AS ledger
     FROM "users" u WHERE u."id" = $1`,
    [userId],
  );
  return row;
}

async function jobStatus(jobId: string): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }[]>(`SELECT "status" FROM "simulation_jobs" WHERE "id" = $1`, [jobId]);
  return row?.status;
}

describe("a campaign while its simulation runs", () => {
  it("refuses a second start whatever the item's status says, charging nothing", async () => {
    const alice = await createUser(app.apiUrl);
    const { itemId, categories } = await campaignOf(alice);
    expect((await start(alice, itemId, categories)).status).toBe(200);
    const before = await creditsLeft(alice.user.id);
    // The status a client could once set back through PUT, forced here to prove the start checks the jobs.
    await db.query(`UPDATE "items" SET "status" = 'Draft' WHERE "id" = $1`, [itemId]);
    expect(await start(alice, itemId, categories)).toMatchObject({
      status: 400,
      body: { detail: "A simulation is already running for this campaign" },
    });
    expect(await creditsLeft(alice.user.id)).toEqual(before);
  });

  it("keeps PUT /items/{id} from moving it out of Processing, other fields still editable", async () => {
    const alice = await createUser(app.apiUrl);
    const { itemId, categories } = await campaignOf(alice);
    expect((await start(alice, itemId, categories)).status).toBe(200);
    for (const status of ["Draft", "Ready", "Error"]) {
      expect(await call(app.apiUrl, alice.token, "PUT", `/items/${itemId}`, { status })).toMatchObject({
        status: 400,
        body: { detail: "A simulation is running for this campaign; its status cannot change until it ends" },
      });
    }
    const renamed = await call<{ title: string; status: string }>(app.apiUrl, alice.token, "PUT", `/items/${itemId}`, {
      title: "Renamed mid-run",
    });
    expect(renamed).toMatchObject({ status: 200, body: { title: "Renamed mid-run", status: "Processing" } });
    expect((await start(alice, itemId, categories)).status).toBe(400);
  });

  it("refuses to delete it until the simulation ends, then deletes it", async () => {
    const alice = await createUser(app.apiUrl);
    const { itemId, categories } = await campaignOf(alice);
    const { body } = await start(alice, itemId, categories);
    expect(await call(app.apiUrl, alice.token, "DELETE", `/items/${itemId}`)).toMatchObject({
      status: 400,
      body: { detail: "A simulation is running for this campaign; it can be deleted once the simulation ends" },
    });
    expect(await jobStatus(body.job_id)).toBe("Processing");
    await db.query(`UPDATE "simulation_jobs" SET "status" = 'Ready' WHERE "id" = $1`, [body.job_id]);
    expect((await call(app.apiUrl, alice.token, "DELETE", `/items/${itemId}`)).status).toBe(200);
    expect(await jobStatus(body.job_id)).toBeUndefined();
  });
});

describe("deleting a user with running simulations", () => {
  it("cancels and refunds them first: the payer of a run on the deleted user's campaign gets their credits back", async () => {
    const bob = await createUser(app.apiUrl);
    const { itemId, categories } = await campaignOf(bob);
    const before = await creditsLeft(owner.user.id);
    const run = await start(owner, itemId, categories, 2);
    expect(run.status).toBe(200);
    expect((await creditsLeft(owner.user.id)).left).toBe(before.left - 4);
    expect((await call(app.apiUrl, owner.token, "DELETE", `/users/${bob.user.id}`)).status).toBe(200);
    const after = await creditsLeft(owner.user.id);
    expect(after).toEqual({ left: before.left, ledger: after.left });
    const [refund] = await db.query<{ amount: number }[]>(
      `SELECT "amount" FROM "credit_ledger" WHERE "user_id" = $1 AND "reason" = 'simulation_refund' AND "ref" = $2`,
      [owner.user.id, run.body.job_id],
    );
    expect(refund).toEqual({ amount: 4 });
  });

  it("lets a worker busy with the job stop quietly instead of failing on the vanished rows", async () => {
    const carol = await createUser(app.apiUrl);
    const { itemId, categories } = await campaignOf(carol);
    const run = await start(carol, itemId, categories, 50);
    expect(run.status).toBe(200);
    // 300 viewers an image: the first image's analysis, on models not yet warm, keeps the worker busy past the delete.
    const worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url, SIMULATION_N_MAX: "600" });
    workers.push(worker);
    await expect.poll(() => worker.output(), { timeout: 120_000, interval: 200 }).toContain(`Simulation ${run.body.job_id}: attempt 1`);
    expect((await call(app.apiUrl, carol.token, "DELETE", "/users/me")).status).toBe(200);
    await expect.poll(() => worker.output(), { timeout: 120_000, interval: 200 }).toContain("cancelled or deleted while running");
    expect(worker.output()).not.toMatch(/foreign key|violates/i);
    expect(worker.output()).not.toContain(`Simulation ${run.body.job_id} failed`);
  });
});
