import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataSource } from "typeorm";
import { createUser, startTestApp, type TestApp } from "#test/support/index";
import { CreditsService } from "./credits.service";

let app: TestApp;
let credits: CreditsService;
let dataSource: DataSource;

beforeAll(async () => {
  app = await startTestApp({ env: { TRIAL_CREDITS: "100" } });
  credits = app.app.get(CreditsService);
  dataSource = app.app.get(DataSource);
});
afterAll(async () => {
  await app?.close();
});

interface Books {
  creditsLeft: number;
  creditsSpent: number;
  ledgerSum: number;
  netCharged: number;
}

async function books(userId: string): Promise<Books> {
  const rows: { credits_left: number; credits_spent: number; ledger_sum: number; net_charged: number }[] = await dataSource.query(
    `SELECT u."credits_left", u."credits_spent",
            COALESCE(SUM(l."amount"), 0)::int AS ledger_sum,
            COALESCE(-SUM(l."amount") FILTER (WHERE l."reason" IN ('simulation_charge', 'simulation_refund')), 0)::int AS net_charged
       FROM "users" u LEFT JOIN "credit_ledger" l ON l."user_id" = u."id"
      WHERE u."id" = $1 GROUP BY u."id"`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no user ${userId}`);
  return { creditsLeft: row.credits_left, creditsSpent: row.credits_spent, ledgerSum: row.ledger_sum, netCharged: row.net_charged };
}

function expectBalanced(state: Books): void {
  expect(state.ledgerSum).toBe(state.creditsLeft);
  expect(state.netCharged).toBe(state.creditsSpent);
}

describe("CreditsService", () => {
  it("charges inside a transaction, keeping the balance equal to the ledger", async () => {
    const { user } = await createUser(app.apiUrl);
    const balance = await dataSource.transaction((manager) => credits.charge(manager, user.id, 30, "job-1"));
    expect(balance).toEqual({ creditsLeft: 70, creditsSpent: 30 });
    const state = await books(user.id);
    expect(state).toMatchObject({ creditsLeft: 70, creditsSpent: 30 });
    expectBalanced(state);
  });

  it("refuses to charge more than is left, and a rolled-back charge leaves nothing behind", async () => {
    const { user } = await createUser(app.apiUrl);
    await expect(dataSource.transaction((manager) => credits.charge(manager, user.id, 101, "job-2"))).rejects.toMatchObject({
      status: 400,
      response: { detail: "Not enough credits: 101 needed, 100 left", code: "NOT_ENOUGH_CREDITS" },
    });
    await expect(
      dataSource.transaction(async (manager) => {
        await credits.charge(manager, user.id, 10, "job-3");
        throw new Error("the job could not be stored");
      }),
    ).rejects.toThrow("the job could not be stored");
    expect(await books(user.id)).toEqual({ creditsLeft: 100, creditsSpent: 0, ledgerSum: 100, netCharged: 0 });
  });

  it("never double-spends under concurrent charges", async () => {
    const { user } = await createUser(app.apiUrl);
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => dataSource.transaction((manager) => credits.charge(manager, user.id, 30, `race-${index}`))),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(3);
    const state = await books(user.id);
    expect(state).toMatchObject({ creditsLeft: 10, creditsSpent: 90 });
    expectBalanced(state);
  });

  it("refunds once per reference, even when refunds race", async () => {
    const { user } = await createUser(app.apiUrl);
    const ref = randomUUID();
    await dataSource.transaction((manager) => credits.charge(manager, user.id, 40, ref));
    const refunds = await Promise.all(
      Array.from({ length: 4 }, () => dataSource.transaction((manager) => credits.refund(manager, user.id, 40, ref))),
    );
    expect(refunds.filter(Boolean)).toHaveLength(1);
    const state = await books(user.id);
    expect(state).toMatchObject({ creditsLeft: 100, creditsSpent: 0 });
    expectBalanced(state);
  });

  it("adjusts a balance to a target by writing the difference", async () => {
    const { user } = await createUser(app.apiUrl);
    await dataSource.transaction((manager) => credits.charge(manager, user.id, 20, "job-4"));
    expect(await credits.adjustTo(user.id, 5, user.id)).toEqual({ creditsLeft: 5, creditsSpent: 20 });
    expect(await credits.adjustTo(user.id, 5, user.id)).toEqual({ creditsLeft: 5, creditsSpent: 20 });
    const state = await books(user.id);
    expect(state).toMatchObject({ creditsLeft: 5, creditsSpent: 20 });
    expectBalanced(state);
  });

  it("rejects amounts that are not positive whole numbers and unknown users", async () => {
    const { user } = await createUser(app.apiUrl);
    for (const amount of [0, -5, 1.5]) {
      await expect(dataSource.transaction((manager) => credits.charge(manager, user.id, amount, "bad"))).rejects.toThrow(RangeError);
    }
    await expect(dataSource.transaction((manager) => credits.charge(manager, randomUUID(), 1, "nobody"))).rejects.toMatchObject({
      status: 404,
    });
  });
});
