import { randomUUID } from "node:crypto";
import type { SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support";
import { redisPrefix, settings, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let images: string[];

beforeAll(async () => {
  app = await startTestApp({ env: { QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  images = await Promise.all([tinyImage(0), tinyImage(1)]);
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

async function campaign(user: TestUser) {
  const answer = await fetch(`${app.apiUrl}/setup/generate`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify({ item_id: null, settings: settings() }),
  });
  const { item_id, categories } = (await answer.json()) as SetupGenerateResponse;
  return { item_id, ...settings(), scale: 5, images, setup: { categories } };
}

function start(user: TestUser, body: unknown, key?: string) {
  return fetch(`${app.apiUrl}/simulations/start`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${user.token}`,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function ledger(user: TestUser) {
  const [row] = await db.query<{ left: number; charges: number; jobs: number }[]>(
    `SELECT u."credits_left" AS left,
       (SELECT count(*)::int FROM "credit_ledger" WHERE "user_id" = u."id" AND "reason" = 'simulation_charge') AS charges,
       (SELECT count(*)::int FROM "simulation_jobs" WHERE "owner_id" = u."id") AS jobs
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

describe("Idempotency-Key on POST /simulations/start", () => {
  it("20 concurrent identical requests start one job and charge once; each gets the same answer", async () => {
    const user = await createUser(app.apiUrl);
    const body = await campaign(user);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(user, body, key)));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as StartResponse[];
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies.map((answer) => answer.job_id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(19);
    expect(await ledger(user)).toEqual({ left: 90, charges: 1, jobs: 1 });

    // A retry long after still answers the first job.
    const retry = await start(user, body, key);
    expect(await retry.json()).toEqual(bodies[0]);
    expect(await ledger(user)).toEqual({ left: 90, charges: 1, jobs: 1 });
  });

  it("the same key with another body is a 422 naming the header; nothing is charged", async () => {
    const user = await createUser(app.apiUrl);
    const body = await campaign(user);
    const key = randomUUID();
    expect((await start(user, body, key)).status).toBe(200);
    const other = await start(user, { ...body, scale: 6 }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({
      detail: [
        {
          loc: ["header", "Idempotency-Key"],
          msg: "This Idempotency-Key was already used with a different request body; use a new key for a new request",
          type: "idempotency_key_reused",
        },
      ],
    });
    expect(await ledger(user)).toEqual({ left: 90, charges: 1, jobs: 1 });
  });

  it("keys belong to one account, refusals are answered again, and a malformed key is a 422", async () => {
    const [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
    const key = randomUUID();
    const [aliceBody, bobBody] = await Promise.all([campaign(alice), campaign(bob)]);
    const [first, second] = await Promise.all([start(alice, aliceBody, key), start(bob, bobBody, key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await ledger(bob)).jobs).toBe(1);

    // Not enough credits: the refusal is the key's answer, and stays so.
    const poor = await createUser(app.apiUrl);
    const expensive = { ...(await campaign(poor)), scale: 100 };
    const refusalKey = randomUUID();
    const refused = await start(poor, expensive, refusalKey);
    expect(refused.status).toBe(400);
    const again = await start(poor, expensive, refusalKey);
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([400, "true"]);
    expect(await again.json()).toEqual({ detail: "Not enough credits: 200 needed, 100 left", code: "NOT_ENOUGH_CREDITS" });
    expect(await ledger(poor)).toEqual({ left: 100, charges: 0, jobs: 0 });

    const bad = await start(poor, expensive, "spaces are not allowed");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { detail: { loc: unknown[] }[] }).detail[0].loc).toEqual(["header", "Idempotency-Key"]);
  });

  it("keys live in PostgreSQL and are forgotten after 24 hours", async () => {
    const user = await createUser(app.apiUrl);
    const body = await campaign(user);
    const key = randomUUID();
    const first = (await (await start(user, body, key)).json()) as StartResponse;
    const [row] = await db.query<{ status_code: number }[]>(
      `SELECT "status_code" FROM "idempotency_keys" WHERE "user_id" = $1 AND "key" = $2`,
      [user.user.id, key],
    );
    expect(row.status_code).toBe(200);
    await db.query(`UPDATE "idempotency_keys" SET "created_at" = now() - interval '25 hours' WHERE "user_id" = $1`, [user.user.id]);
    // Forgotten: the request runs again, and is refused as any second start of a running campaign is.
    const later = await start(user, body, key);
    expect(later.status).toBe(400);
    expect(((await later.json()) as { code: string }).code).toBe("SIMULATION_RUNNING");
    expect(first.job_id).toBeTruthy();
  });
});
