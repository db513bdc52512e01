import {
  type DraftSavedResponse,
  type DraftWithImageRefsResponse,
  IDEMPOTENT_REPLAY_HEADER,
  type SetupGenerateResponse,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, rowReadsDuring, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let images: string[];

beforeAll(async () => {
  app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  images = await Promise.all([tinyImage(0), tinyImage(1)]);
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

type Answer = { status: number; body: { detail?: unknown; code?: string; job_id?: string } };

const save = (user: TestUser, body: Record<string, unknown>) =>
  call<DraftSavedResponse & { detail?: unknown }>(app.apiUrl, user.token, "POST", "/simulations/draft", {
    ...settings(),
    scale: 4,
    ...body,
  });
const startDraft = (user: TestUser, body: Record<string, unknown>) =>
  call<Answer["body"]>(app.apiUrl, user.token, "POST", "/simulations/draft/start", { ...settings(), scale: 4, ...body });
const draftOf = async (user: TestUser, itemId: string) =>
  (await call<DraftWithImageRefsResponse>(app.apiUrl, user.token, "GET", `/simulations/draft/${itemId}?images=refs`)).body;
const itemOf = async (user: TestUser, itemId: string) =>
  (await call<{ title: string; description: string; status: string }>(app.apiUrl, user.token, "GET", `/items/${itemId}`)).body;

async function balance(user: TestUser): Promise<{ left: number; ledger: number }> {
  const [row] = await db.query<{ left: number; ledger: number }[]>(
    `SELECT u."credits_left" AS left, (SELECT COALESCE(SUM("amount"), 0)::int FROM "credit_ledger" WHERE "user_id" = u."id") AS ledger
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

const jobCount = async (itemId: string) =>
  (await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM "simulation_jobs" WHERE "item_id" = $1`, [itemId]))[0].count;

/** A campaign made by a draft save, with two images and a generated setup: what the editor has before Run. */
async function readyDraft(user: TestUser, name = "Night owls") {
  const made = await save(user, { name, images, generate_setup: true });
  expect(made.status).toBe(200);
  return made.body.item_id;
}

describe("POST /simulations/draft as the editor sends it", () => {
  it("makes the campaign without item_id, names it after the draft and answers the price", async () => {
    const user = await createUser(app.apiUrl);
    const made = await save(user, { name: "" });
    expect(made.body).toEqual({ message: "Draft saved", item_id: expect.any(String) as unknown, credits: 0, credits_left: 100 });
    expect(await itemOf(user, made.body.item_id)).toMatchObject({ title: "Untitled", description: settings().audience, status: "Draft" });

    const renamed = await save(user, { item_id: made.body.item_id, name: "Renamed", audience: "night owls", images, scale: 3 });
    expect(renamed.body).toMatchObject({ item_id: made.body.item_id, credits: 6, credits_left: 100 });
    expect(await itemOf(user, made.body.item_id)).toMatchObject({ title: "Renamed", description: "night owls" });
  });

  it("generates the setup, then applies the form's weight edits to the saved categories by the shared rule", async () => {
    const user = await createUser(app.apiUrl);
    const itemId = await readyDraft(user);
    const { categories } = (
      await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
        item_id: itemId,
        settings: settings({ name: "Night owls" }),
      })
    ).body;
    expect((await draftOf(user, itemId)).setup.categories).toEqual(categories);
    const labels = Object.keys(categories.Device.values);
    expect(labels).toHaveLength(3);
    const [first, second, third] = labels;

    // First down to 50 %, the third locked: the second takes the rest.
    const edits = { categories: { Device: { values: { [first]: 0.5 }, locks: { [third]: true } } }, balanced: false };
    expect((await save(user, { item_id: itemId, name: "Night owls", weights: edits })).status).toBe(200);
    const device = (await draftOf(user, itemId)).setup.categories?.Device;
    expect(device?.values[first]).toBeCloseTo(0.5);
    expect(device?.values[third]).toBeCloseTo(categories.Device.values[third]);
    expect(device?.values[second]).toBeCloseTo(0.5 - categories.Device.values[third]);
    expect(device?.locks).toEqual({ [first]: false, [second]: false, [third]: true });
    expect((await draftOf(user, itemId)).setup.categories?.Age).toEqual(categories.Age);

    // A refused change names its category and saves nothing of the request.
    const refused = await save(user, {
      item_id: itemId,
      name: "Not saved",
      weights: { categories: { Device: { values: { [first]: null }, locks: {} } }, balanced: false },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([
      { loc: ["body", "weights", "categories", "Device"], msg: "A share must be between 0% and 100%", type: "value_error" },
    ]);
    expect((await draftOf(user, itemId)).name).toBe("Night owls");
  });

  it("removes images with their areas and keeps the rest in order", async () => {
    const user = await createUser(app.apiUrl);
    const itemId = await readyDraft(user);
    const [first, second] = (await draftOf(user, itemId)).image_refs;
    const area = (image_id: string) => ({ image_id, name: "Logo", x: 0, y: 0, width: 20, height: 20 });
    expect((await save(user, { item_id: itemId, aois: [area(first.id), area(second.id)] })).status).toBe(200);

    const removed = await save(user, {
      item_id: itemId,
      remove_images: [first.id, "00000000-0000-4000-8000-000000000000"],
      aois: [area(first.id), area(second.id)],
    });
    expect(removed.body).toMatchObject({ credits: 4 });
    const draft = await draftOf(user, itemId);
    expect(draft.image_refs).toEqual([{ ...second, index: 0 }]);
    expect(draft.aois).toEqual([area(second.id)]);
  });
});

describe("POST /simulations/draft/start", () => {
  it("saves the draft and starts it at the quoted price in one call, charging once", async () => {
    const user = await createUser(app.apiUrl);
    const itemId = await readyDraft(user);
    const started = await startDraft(user, { item_id: itemId, name: "Early birds", location: "Berlin", credits: 8 });
    expect(started.status).toBe(200);
    expect(await balance(user)).toEqual({ left: 92, ledger: 92 });
    const [job] = await db.query<{ setup: { name: string; context: { location: string } }; image_count: number; scale: number }[]>(
      `SELECT "setup", "image_count", "scale" FROM "simulation_jobs" WHERE "id" = $1`,
      [started.body.job_id],
    );
    expect(job).toMatchObject({ image_count: 2, scale: 4, setup: { name: "Early birds", context: { location: "Berlin" } } });
    expect(await itemOf(user, itemId)).toMatchObject({ status: "Processing", title: "Early birds" });
    expect((await draftOf(user, itemId)).location).toBe("Berlin");
  });

  it("refuses another price, a draft without a setup and someone else's campaign, charging nothing and keeping the save", async () => {
    const user = await createUser(app.apiUrl);
    const itemId = await readyDraft(user);
    const changed = await startDraft(user, { item_id: itemId, scale: 5, credits: 8 });
    expect(changed).toEqual({
      status: 409,
      body: { detail: "The draft changed since the credits were calculated. Check them and run again.", code: "PRICE_CHANGED" },
    });
    expect((await draftOf(user, itemId)).scale).toBe(5);

    const bare = (await save(user, { images })).body.item_id;
    const noSetup = await startDraft(user, { item_id: bare, name: "Kept", credits: 8 });
    expect(noSetup.status).toBe(422);
    expect(noSetup.body.detail).toEqual([{ loc: ["body", "item_id"], msg: "Generate the campaign setup first.", type: "value_error" }]);
    expect((await draftOf(user, bare)).name).toBe("Kept");

    const poor = await createUser(app.apiUrl);
    await db.query(`UPDATE "users" SET "credits_left" = 0 WHERE "id" = $1`, [poor.user.id]);
    const poorItem = await readyDraft(poor);
    const short = await startDraft(poor, { item_id: poorItem, credits: 8 });
    expect(short).toEqual({ status: 400, body: { detail: "Not enough credits: 8 needed, 0 left", code: "NOT_ENOUGH_CREDITS" } });

    const stranger = await createUser(app.apiUrl);
    expect([403, 404]).toContain((await startDraft(stranger, { item_id: itemId, name: "Hijacked", credits: 10 })).status);
    expect((await draftOf(user, itemId)).name).toBe("Spring sale");
    expect(await balance(user)).toEqual({ left: 100, ledger: 100 });
    expect(await balance(stranger)).toEqual({ left: 100, ledger: 100 });
    expect(await jobCount(itemId)).toBe(0);
    expect((await itemOf(user, itemId)).status).toBe("Draft");
  });

  it("starts once and charges once when sent twice at the same time, or again with the same Idempotency-Key", async () => {
    const user = await createUser(app.apiUrl);
    const itemId = await readyDraft(user);
    const answers = await Promise.all([0, 1].map(() => startDraft(user, { item_id: itemId, credits: 8 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.code).toBe("SIMULATION_RUNNING");
    expect(await balance(user)).toEqual({ left: 92, ledger: 92 });

    const other = await readyDraft(user, "Keyed");
    const send = () =>
      fetch(`${app.apiUrl}/simulations/draft/start`, {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json", "idempotency-key": `run-${other}` },
        body: JSON.stringify({ ...settings(), item_id: other, scale: 4, credits: 8 }),
      });
    const first = await send();
    const again = await send();
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    expect(await balance(user)).toEqual({ left: 84, ledger: 84 });
    expect(await jobCount(other)).toBe(1);
  });

  it("lets only as many concurrent runs succeed as the balance pays for", async () => {
    const user = await createUser(app.apiUrl);
    const campaigns = [];
    for (let index = 0; index < 4; index += 1) campaigns.push(await readyDraft(user));
    // 2 images × scale 30 = 60 credits each, against 100: exactly one can succeed.
    const answers = await Promise.all(campaigns.map((item_id) => startDraft(user, { item_id, scale: 30, credits: 60 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body.detail).toBe("Not enough credits: 60 needed, 40 left");
    expect(await balance(user)).toEqual({ left: 40, ledger: 40 });
    for (const itemId of campaigns) expect((await draftOf(user, itemId)).scale).toBe(30);
  });
});

describe("database reads of one Run", () => {
  it("reads the campaign's row once and the user's twice (the guard, the charge's lock)", async () => {
    const user = await createUser(app.apiUrl);
    const itemId = await readyDraft(user);
    const reads = await rowReadsDuring(db, async () => {
      const edits = { categories: {}, balanced: false };
      expect((await startDraft(user, { item_id: itemId, weights: edits, credits: 8 })).status).toBe(200);
    });
    expect(reads).toEqual({ items: 1, users: 2 });
  });
});
