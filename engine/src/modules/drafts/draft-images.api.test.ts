import type { DraftImage, DraftWithImageRefsResponse, LocationSuggestion, SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { IMAGE_MAX_BYTES, MAX_CAMPAIGN_IMAGES } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let alice: TestUser;
let bob: TestUser;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
  png = Buffer.from((await tinyImage(0)).split(",")[1], "base64");
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

async function newDraft(user: TestUser): Promise<SetupGenerateResponse> {
  const answer = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings(),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

interface Upload {
  status: number;
  body: DraftImage & { detail?: { msg: string }[] | string };
}

async function upload(
  user: TestUser | null,
  itemId: string,
  bytes: Buffer,
  contentType = "image/png",
  name = "photo.png",
): Promise<Upload> {
  const response = await fetch(`${app.apiUrl}/simulations/draft/${itemId}/images?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": contentType, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    body: bytes,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Upload["body"] };
}

async function refs(user: TestUser, itemId: string): Promise<DraftWithImageRefsResponse> {
  const answer = await call<DraftWithImageRefsResponse>(app.apiUrl, user.token, "GET", `/simulations/draft/${itemId}?images=refs`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function storedRows(itemId: string): Promise<{ id: string; idx: number }[]> {
  return db.query(`SELECT "id", "idx" FROM "campaign_images" WHERE "item_id" = $1 AND "job_id" IS NULL ORDER BY "idx"`, [itemId]);
}

const messages = (answer: Upload) =>
  Array.isArray(answer.body.detail) ? answer.body.detail.map((issue) => issue.msg) : answer.body.detail;

describe("draft image upload", () => {
  it("appends checked JPEGs in order, lists them without bytes and serves each to its owner", async () => {
    const { item_id } = await newDraft(alice);
    const first = await upload(alice, item_id, png);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ index: 0, width: 96, height: 64 });
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const webp = await sharp(png).webp().toBuffer();
    const second = await upload(alice, item_id, webp, "image/webp", "second.webp");
    expect(second.body.index).toBe(1);

    const draft = await refs(alice, item_id);
    expect(draft.images).toEqual([]);
    expect(draft.image_refs).toEqual([first.body, second.body]);
    // The JSON contract for API clients still answers data URLs.
    const full = await call<{ images: string[] }>(app.apiUrl, alice.token, "GET", `/simulations/draft/${item_id}`);
    expect(full.body.images.map((image) => image.slice(0, 23))).toEqual(["data:image/jpeg;base64,", "data:image/jpeg;base64,"]);

    const served = await fetch(`${app.apiUrl}/simulations/input-images/${second.body.id}`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("jpeg");
    const foreign = await fetch(`${app.apiUrl}/simulations/input-images/${second.body.id}`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(foreign.status).toBe(404);
    const owner = await loginOwner(app.apiUrl);
    expect(
      (await fetch(`${app.apiUrl}/simulations/input-images/${second.body.id}`, { headers: { authorization: `Bearer ${owner.token}` } }))
        .status,
    ).toBe(200);
  });

  it("refuses bad files with the spec's messages and stores nothing", async () => {
    const { item_id } = await newDraft(alice);
    const gif = await sharp(png).gif().toBuffer();
    const huge = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const wide = await sharp({ create: { width: 2500, height: 100, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const cases: [Buffer, string, string, string][] = [
      [gif, "image/jpeg", "cat.jpg", "Unsupported type: cat.jpg"],
      [png, "image/gif", "cat.gif", "Unsupported type: cat.gif"],
      [Buffer.from("not an image at all"), "image/png", "text.png", "Unsupported type: text.png"],
      [huge, "image/png", "huge.png", "File too large: huge.png"],
      [wide, "image/jpeg", "wide.jpg", "Image too big: wide.jpg"],
    ];
    for (const [bytes, type, name, message] of cases) {
      const answer = await upload(alice, item_id, bytes, type, name);
      expect(answer.status, name).toBe(422);
      expect(messages(answer)).toEqual([message]);
    }
    expect(await storedRows(item_id)).toEqual([]);
  });

  it("refuses a large body without reading it all, even when its length is not declared", async () => {
    const { item_id } = await newDraft(alice);
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 1);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 40 MB unless the server stops reading earlier.
        if (sent >= 40) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${app.apiUrl}/simulations/draft/${item_id}/images?name=stream.png`, {
      method: "POST",
      headers: { "content-type": "image/png", authorization: `Bearer ${alice.token}` },
      body,
      duplex: "half",
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: { msg: string }[] }).detail[0].msg).toBe("File too large: stream.png");
    expect(await storedRows(item_id)).toEqual([]);
  });

  it(`stops at ${MAX_CAMPAIGN_IMAGES} images, also when they arrive at once`, async () => {
    const { item_id } = await newDraft(alice);
    const answers = await Promise.all(Array.from({ length: MAX_CAMPAIGN_IMAGES + 3 }, () => upload(alice, item_id, png)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_CAMPAIGN_IMAGES);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(422);
      expect(messages(answer)).toEqual([`At most ${MAX_CAMPAIGN_IMAGES} images per campaign`]);
    }
    expect((await storedRows(item_id)).map((row) => row.idx)).toEqual(Array.from({ length: MAX_CAMPAIGN_IMAGES }, (_, index) => index));
  });

  it("is never parsed as JSON or a form: any other declared type is refused by name", async () => {
    const { item_id } = await newDraft(alice);
    for (const type of ["application/json", "application/x-www-form-urlencoded"]) {
      const answer = await upload(alice, item_id, Buffer.from('{"a": 1}'), type, "data.json");
      expect(answer.status).toBe(422);
      expect(messages(answer)).toEqual(["Unsupported type: data.json"]);
    }
  });

  it("needs a token and access to the campaign; nothing is stored for anyone else", async () => {
    const { item_id } = await newDraft(alice);
    expect((await upload(null, item_id, png)).status).toBe(401);
    expect([403, 404]).toContain((await upload(bob, item_id, png)).status);
    expect((await upload(alice, "00000000-0000-4000-8000-000000000000", png)).status).toBe(404);
    expect(await storedRows(item_id)).toEqual([]);
  });
});

describe("draft image removal", () => {
  it("removes one image and renumbers the rest in order", async () => {
    const { item_id } = await newDraft(alice);
    const uploaded: DraftImage[] = [];
    for (let index = 0; index < 4; index += 1) uploaded.push((await upload(alice, item_id, png)).body);
    const removed = await call(app.apiUrl, alice.token, "DELETE", `/simulations/draft/${item_id}/images/${uploaded[1].id}`);
    expect(removed.status).toBe(200);
    expect(await storedRows(item_id)).toEqual([
      { id: uploaded[0].id, idx: 0 },
      { id: uploaded[2].id, idx: 1 },
      { id: uploaded[3].id, idx: 2 },
    ]);
    expect((await call(app.apiUrl, alice.token, "DELETE", `/simulations/draft/${item_id}/images/${uploaded[1].id}`)).status).toBe(404);
  });

  it("leaves another user's images alone", async () => {
    const { item_id } = await newDraft(alice);
    const image = (await upload(alice, item_id, png)).body;
    const answer = await call(app.apiUrl, bob.token, "DELETE", `/simulations/draft/${item_id}/images/${image.id}`);
    expect([403, 404]).toContain(answer.status);
    // Bob's own campaign cannot reach it either.
    const own = await newDraft(bob);
    expect((await call(app.apiUrl, bob.token, "DELETE", `/simulations/draft/${own.item_id}/images/${image.id}`)).status).toBe(404);
    expect(await storedRows(item_id)).toEqual([{ id: image.id, idx: 0 }]);
    expect([403, 404]).toContain((await call(app.apiUrl, bob.token, "GET", `/simulations/draft/${item_id}?images=refs`)).status);
  });
});

describe("start on the draft's stored images", () => {
  it("copies the draft images into the job, charges images × scale once and keeps the draft", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await newDraft(user);
    await upload(user, item_id, png);
    await upload(user, item_id, png);
    const body = { item_id, ...settings(), scale: 4, setup: { categories } };
    const [first, second] = await Promise.all([
      call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", body),
      call<{ detail: string }>(app.apiUrl, user.token, "POST", "/simulations/start", body),
    ]);
    const ok = [first, second].filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(1);
    expect([first, second].find((answer) => answer.status !== 200)?.body).toEqual({
      detail: "A simulation is already running for this campaign",
      code: "SIMULATION_RUNNING",
    });
    const jobId = (ok[0].body as StartResponse).job_id;
    const [job] = await db.query<{ image_count: number; credits_charged: number }[]>(
      `SELECT "image_count", "credits_charged" FROM "simulation_jobs" WHERE "id" = $1`,
      [jobId],
    );
    expect(job).toEqual({ image_count: 2, credits_charged: 8 });
    const jobImages = await db.query<{ idx: number }[]>(`SELECT "idx" FROM "campaign_images" WHERE "job_id" = $1 ORDER BY "idx"`, [jobId]);
    expect(jobImages.map((row) => row.idx)).toEqual([0, 1]);
    expect(await storedRows(item_id)).toHaveLength(2);
    const [balance] = await db.query<{ credits_left: number }[]>(`SELECT "credits_left" FROM "users" WHERE "id" = $1`, [user.user.id]);
    expect(balance.credits_left).toBe(92);
  });

  it("needs at least one image and charges nothing without", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await newDraft(user);
    const answer = await call<{ detail: { msg: string }[] }>(app.apiUrl, user.token, "POST", "/simulations/start", {
      item_id,
      ...settings(),
      scale: 4,
      setup: { categories },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail.map((issue) => issue.msg)).toEqual(["Add at least one image"]);
    const [balance] = await db.query<{ credits_left: number }[]>(`SELECT "credits_left" FROM "users" WHERE "id" = $1`, [user.user.id]);
    expect(balance.credits_left).toBe(100);
    expect((await call<{ status: string }>(app.apiUrl, user.token, "GET", `/items/${item_id}`)).body.status).toBe("Draft");
  });
});

describe("location suggestions", () => {
  const suggest = (q: string) => call<LocationSuggestion[]>(app.apiUrl, alice.token, "GET", `/setup/locations?q=${encodeURIComponent(q)}`);

  it("merges countries and fuzzy city matches, at most 5, without duplicates", async () => {
    const dubai = await suggest("Dubai");
    expect(dubai.status).toBe(200);
    expect(dubai.body[0]).toEqual({ city: "Dubai", country: "United Arab Emirates", label: "Dubai, United Arab Emirates" });
    expect(dubai.body.length).toBeLessThanOrEqual(5);
    const germany = (await suggest("Germ")).body;
    expect(germany[0]).toEqual({ city: "", country: "Germany", label: "Germany" });
    expect(new Set(germany.map((s) => s.label)).size).toBe(germany.length);
    expect((await suggest("Pariss")).body.map((s) => s.label)).toContain("Paris, France");
  });

  it("answers nothing under 2 characters and refuses anonymous callers", async () => {
    expect((await suggest("D")).body).toEqual([]);
    expect((await suggest("")).body).toEqual([]);
    expect((await fetch(`${app.apiUrl}/setup/locations?q=Dubai`)).status).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("describes the upload, removal and location routes", async () => {
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(document.paths["/api/v1/simulations/draft/{itemId}/images"]).toHaveProperty("post");
    expect(JSON.stringify(document.paths["/api/v1/simulations/draft/{itemId}/images"])).toContain("image/webp");
    expect(document.paths["/api/v1/simulations/draft/{itemId}/images/{imageId}"]).toHaveProperty("delete");
    expect(document.paths["/api/v1/setup/locations"]).toHaveProperty("get");
    expect(JSON.stringify(document.paths["/api/v1/simulations/draft/{itemId}"])).toContain("DraftWithImageRefsResponseDto");
    expect(document.components.schemas.DraftWithImageRefsResponseDto?.properties).toHaveProperty("image_refs");
    expect(JSON.stringify(document.paths["/api/v1/setup/locations"])).toContain("LocationSuggestionDto");
  });
});
