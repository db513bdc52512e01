import type { Categories, CreditsResponse, DraftResponse, ScaleInfo, SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
const N_MAX = 2500;
let app: TestApp;
let db: DataSource;
let alice: TestUser;
let bob: TestUser;
let images: string[];

beforeAll(async () => {
  app = await startTestApp({
    env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100", SIMULATION_N_MAX: String(N_MAX) },
  });
  db = app.app.get<DataSource>(getDataSourceToken());
  [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
  images = await Promise.all([tinyImage(0), tinyImage(1)]);
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

async function newCampaign(user: TestUser, overrides = {}): Promise<SetupGenerateResponse> {
  const answer = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings(overrides),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

function startBody(itemId: string, categories: Categories, scale: number, withImages = images) {
  return { item_id: itemId, ...settings(), images: withImages, scale, setup: { categories } };
}

async function balance(user: TestUser): Promise<{ left: number; spent: number; ledger: number }> {
  const [row] = await db.query<{ left: number; spent: number; ledger: number }[]>(
    `SELECT u."credits_left" AS left, u."credits_spent" AS spent, (SELECT COALESCE(SUM("amount"), 0)::int FROM "credit_ledger" WHERE "user_id" = u."id") AS ledger
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

describe("setup generation", () => {
  it("creates the campaign as a Draft and answers categories for it", async () => {
    const { item_id, categories } = await newCampaign(alice, { name: "", audience: "mothers who cook", location: "Dubai" });
    expect(Object.keys(categories.Location.values)).toEqual(["Dubai, United Arab Emirates"]);
    expect(Object.keys(categories.Interests.values).sort()).toEqual(["Food", "Parenting"]);
    const item = await call<{ status: string; title: string; description: string }>(app.apiUrl, alice.token, "GET", `/items/${item_id}`);
    expect(item.body).toMatchObject({ status: "Draft", title: "Untitled", description: "mothers who cook" });

    const again = await call<SetupGenerateResponse>(app.apiUrl, alice.token, "POST", "/setup/generate", {
      item_id,
      settings: settings({ name: "Renamed", audience: "mothers who cook" }),
    });
    expect(again.body).toEqual({ item_id, categories: again.body.categories });
    expect((await call<{ title: string }>(app.apiUrl, alice.token, "GET", `/items/${item_id}`)).body.title).toBe("Renamed");
  });

  it("answers 422 for a bad body", async () => {
    const answer = await call<{ detail: { loc: unknown[] }[] }>(app.apiUrl, alice.token, "POST", "/setup/generate", {
      settings: { startDate: "March" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail.map((issue) => issue.loc)).toContainEqual(["body", "settings", "startDate"]);
  });
});

describe("drafts", () => {
  it("answers the default draft, then keeps what was saved; images only change when sent", async () => {
    const { item_id, categories } = await newCampaign(alice);
    const fresh = await call<DraftResponse>(app.apiUrl, alice.token, "GET", `/simulations/draft/${item_id}`);
    expect(fresh.body).toMatchObject({ images: [], scale: 10, setup: { categories: null }, name: "Spring sale" });

    const draft = { item_id, ...settings({ location: "Paris" }), scale: 7, setup: { categories }, images };
    expect((await call(app.apiUrl, alice.token, "POST", "/simulations/draft", draft)).status).toBe(200);
    expect((await call(app.apiUrl, alice.token, "POST", "/simulations/draft", { ...draft, images: undefined, scale: 8 })).status).toBe(200);

    const saved = (await call<DraftResponse>(app.apiUrl, alice.token, "GET", `/simulations/draft/${item_id}`)).body;
    expect(saved).toMatchObject({ location: "Paris", scale: 8, setup: { categories } });
    expect(saved.images).toHaveLength(2);
    for (const image of saved.images) expect(image).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    // The bytes live in campaign_images; the JSON column holds no image.
    const [row] = await db.query<{ settings: string }[]>(
      `SELECT "settings"::text AS settings FROM "campaign_drafts" WHERE "item_id" = $1`,
      [item_id],
    );
    expect(row.settings).not.toContain("base64");
  });

  it("refuses images the spec does not allow, by position", async () => {
    const { item_id } = await newCampaign(alice);
    const gif = `data:image/png;base64,${Buffer.from("GIF89a not really").toString("base64")}`;
    const answer = await call<{ detail: { loc: unknown[]; msg: string }[] }>(app.apiUrl, alice.token, "POST", "/simulations/draft", {
      item_id,
      ...settings(),
      scale: 10,
      images: [images[0], gif],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([{ loc: ["body", "images", 1], msg: "Unsupported type: image 2", type: "value_error" }]);
  });
});

describe("scale", () => {
  it("answers the viewers at scale 100 from the engine's SIMULATION_N_MAX", async () => {
    const answer = await call<ScaleInfo>(app.apiUrl, alice.token, "GET", "/simulations/scale");
    expect(answer).toMatchObject({ status: 200, body: { viewers_at_full_scale: N_MAX } });
  });
});

describe("credits and start", () => {
  it("quotes images × scale, charges it atomically on start and records it in the ledger", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await newCampaign(user);
    await call(app.apiUrl, user.token, "POST", "/simulations/draft", { item_id, ...settings(), scale: 5, images });
    const quote = await call<CreditsResponse>(app.apiUrl, user.token, "POST", "/simulations/credits", { item_id, scale: 5 });
    expect(quote.body).toEqual({ credits: 10, credits_left: 100 });

    const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", startBody(item_id, categories, 5));
    expect(started.status).toBe(200);
    expect(await balance(user)).toEqual({ left: 90, spent: 10, ledger: 90 });
    expect((await call<{ status: string }>(app.apiUrl, user.token, "GET", `/items/${item_id}`)).body.status).toBe("Processing");
    const job = await call<{ job_id: string; status: string; credits_charged: number }>(
      app.apiUrl,
      user.token,
      "GET",
      `/simulations/item/${item_id}`,
    );
    expect(job.body).toMatchObject({ job_id: started.body.job_id, status: "Processing", credits_charged: 10 });

    const twice = await call<{ detail: string }>(app.apiUrl, user.token, "POST", "/simulations/start", startBody(item_id, categories, 5));
    expect(twice.status).toBe(400);
    expect(await balance(user)).toEqual({ left: 90, spent: 10, ledger: 90 });
  });

  it("lets only as many concurrent starts succeed as the balance pays for", async () => {
    const user = await createUser(app.apiUrl);
    const campaigns = await Promise.all([1, 2, 3, 4].map(() => newCampaign(user)));
    // 2 images × scale 30 = 60 credits each, against 100: exactly one can succeed.
    const answers = await Promise.all(
      campaigns.map(({ item_id, categories }) =>
        call<{ detail?: string }>(app.apiUrl, user.token, "POST", "/simulations/start", startBody(item_id, categories, 30)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.body.detail).toBe("Not enough credits: 60 needed, 40 left");
    expect(await balance(user)).toEqual({ left: 40, spent: 60, ledger: 40 });
    const jobs = await db.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM "simulation_jobs" WHERE "owner_id" = $1`, [
      user.user.id,
    ]);
    expect(jobs[0].count).toBe(1);
  });

  it("charges nothing for a bad body", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await newCampaign(user);
    const bad = [
      { ...startBody(item_id, categories, 5), scale: 0 },
      { ...startBody(item_id, categories, 5), images: [] },
      { ...startBody(item_id, categories, 5), images: ["data:image/png;base64,AAAA"] },
      { ...startBody(item_id, categories, 5), setup: { categories: { Age: { values: { "18-24": 0.5 }, locks: {} } } } },
      { ...startBody(item_id, categories, 5), item_id: "not-a-uuid" },
    ];
    for (const body of bad) expect((await call(app.apiUrl, user.token, "POST", "/simulations/start", body)).status).toBe(422);
    expect(await balance(user)).toEqual({ left: 100, spent: 0, ledger: 100 });
    expect((await call<{ status: string }>(app.apiUrl, user.token, "GET", `/items/${item_id}`)).body.status).toBe("Draft");
  });
});

describe("start from the saved draft", () => {
  async function savedDraft(user: TestUser, scale = 4) {
    const { item_id, categories } = await newCampaign(user);
    const draft = { item_id, ...settings({ name: "Night owls", location: "Berlin" }), scale, setup: { categories }, images };
    expect((await call(app.apiUrl, user.token, "POST", "/simulations/draft", draft)).status).toBe(200);
    return { item_id, categories };
  }
  const start = (user: TestUser, body: unknown) =>
    call<{ job_id?: string; detail?: unknown; code?: string }>(app.apiUrl, user.token, "POST", "/simulations/start", body);

  it("runs what the draft holds at the quoted price, charging it once", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await savedDraft(user);
    const quote = await call<CreditsResponse>(app.apiUrl, user.token, "POST", "/simulations/credits", { item_id, scale: 4 });
    expect(quote.body.credits).toBe(8);

    const started = await start(user, { item_id, scale: 4, credits: 8 });
    expect(started.status).toBe(200);
    expect(await balance(user)).toEqual({ left: 92, spent: 8, ledger: 92 });
    const [job] = await db.query<{ setup: { name: string; categories: Categories; context: { location: string } }; image_count: number }[]>(
      `SELECT "setup", "image_count" FROM "simulation_jobs" WHERE "id" = $1`,
      [started.body.job_id],
    );
    expect(job).toMatchObject({ image_count: 2, setup: { name: "Night owls", categories, context: { location: "Berlin" } } });
    const item = await call<{ status: string; title: string }>(app.apiUrl, user.token, "GET", `/items/${item_id}`);
    expect(item.body).toMatchObject({ status: "Processing", title: "Night owls" });
  });

  it("refuses a price the draft no longer costs, and a draft without a setup, charging nothing", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id } = await savedDraft(user);
    const changed = await start(user, { item_id, scale: 4, credits: 4 });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({
      detail: "The draft changed since the credits were calculated. Check them and run again.",
      code: "PRICE_CHANGED",
    });

    const bare = (await newCampaign(user)).item_id;
    await call(app.apiUrl, user.token, "POST", "/simulations/draft", { item_id: bare, ...settings(), scale: 4, images });
    const noSetup = await start(user, { item_id: bare, scale: 4, credits: 8 });
    expect(noSetup.status).toBe(422);
    expect(noSetup.body.detail).toEqual([{ loc: ["body", "item_id"], msg: "Generate the campaign setup first.", type: "value_error" }]);

    const bad = await start(user, { item_id, scale: 0, credits: 8 });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ["body", "scale"] })]);
    expect(await balance(user)).toEqual({ left: 100, spent: 0, ledger: 100 });
    expect((await call<{ status: string }>(app.apiUrl, user.token, "GET", `/items/${item_id}`)).body.status).toBe("Draft");
  });

  it("starts once when sent twice at the same time", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id } = await savedDraft(user);
    const answers = await Promise.all([0, 1].map(() => start(user, { item_id, scale: 4, credits: 8 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.code).toBe("SIMULATION_RUNNING");
    expect(await balance(user)).toEqual({ left: 92, spent: 8, ledger: 92 });
  });

  it("refuses someone else's campaign", async () => {
    const { item_id } = await savedDraft(alice);
    const before = await balance(bob);
    expect([403, 404]).toContain((await start(bob, { item_id, scale: 4, credits: 8 })).status);
    expect(await balance(bob)).toEqual(before);
  });
});

describe("another user's campaign", () => {
  it("is out of reach on every simulation endpoint, and nothing changes", async () => {
    const { item_id, categories } = await newCampaign(alice);
    await call(app.apiUrl, alice.token, "POST", "/simulations/draft", { item_id, ...settings(), scale: 3, images });
    const { job_id } = (await call<StartResponse>(app.apiUrl, alice.token, "POST", "/simulations/start", startBody(item_id, categories, 3)))
      .body;
    const [image] = await db.query<{ id: string }[]>(`SELECT "id" FROM "campaign_images" WHERE "job_id" = $1 LIMIT 1`, [job_id]);
    const before = await balance(bob);
    const draftBefore = await call(app.apiUrl, alice.token, "GET", `/simulations/draft/${item_id}`);

    const attempts = [
      call(app.apiUrl, bob.token, "GET", `/simulations/draft/${item_id}`),
      call(app.apiUrl, bob.token, "POST", "/simulations/draft", { item_id, ...settings({ name: "Hijacked" }), scale: 3 }),
      call(app.apiUrl, bob.token, "POST", "/setup/generate", { item_id, settings: settings({ name: "Hijacked" }) }),
      call(app.apiUrl, bob.token, "POST", "/simulations/credits", { item_id, scale: 3 }),
      call(app.apiUrl, bob.token, "POST", "/simulations/start", startBody(item_id, categories, 3)),
      call(app.apiUrl, bob.token, "GET", `/simulations/item/${item_id}`),
      call(app.apiUrl, bob.token, "GET", `/simulations/${job_id}/events`),
      call(app.apiUrl, bob.token, "GET", `/simulations/input-images/${image.id}`),
    ];
    for (const answer of await Promise.all(attempts)) expect([403, 404]).toContain(answer.status);

    expect(await balance(bob)).toEqual(before);
    expect(await call(app.apiUrl, alice.token, "GET", `/simulations/draft/${item_id}`)).toEqual(draftBefore);
    expect((await call<{ title: string }>(app.apiUrl, alice.token, "GET", `/items/${item_id}`)).body.title).toBe("Spring sale");

    // The owner account (an admin) may look.
    const owner = await loginOwner(app.apiUrl);
    expect((await call(app.apiUrl, owner.token, "GET", `/simulations/item/${item_id}`)).status).toBe(200);
    const picture = await fetch(`${app.apiUrl}/simulations/input-images/${image.id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await picture.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("needs a token", async () => {
    const { item_id } = await newCampaign(alice);
    const response = await fetch(`${app.apiUrl}/simulations/draft/${item_id}`);
    expect(response.status).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("describes every simulation route and the overall_score formula", async () => {
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, { description?: string }> }> };
    };
    for (const path of [
      "/api/v1/setup/generate",
      "/api/v1/simulations/draft",
      "/api/v1/simulations/draft/{itemId}",
      "/api/v1/simulations/credits",
      "/api/v1/simulations/scale",
      "/api/v1/simulations/start",
      "/api/v1/simulations/item/{id}",
      "/api/v1/simulations/{jobId}/events",
      "/api/v1/simulations/images/{id}",
      "/api/v1/simulations/images/{id}/signed",
      "/api/v1/simulations/input-images/{id}/signed",
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
    expect(JSON.stringify(document.components.schemas)).toMatch(
      /overall_score[^}]*100 × \(0\.4 × focus \+ 0\.35 × capture \+ 0\.25 × appeal\)/,
    );
  });
});
