import {
  type Aoi,
  AOI_MAX_PER_IMAGE,
  AOI_MESSAGES,
  type DraftImage,
  type DraftWithImageRefsResponse,
  type SetupGenerateResponse,
  type StartResponse,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing with the areas they were given.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let png: Buffer;

beforeAll(async () => {
  app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  // 96 × 64 px.
  png = Buffer.from((await tinyImage(0)).split(",")[1], "base64");
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

interface Draft {
  user: TestUser;
  itemId: string;
  categories: SetupGenerateResponse["categories"];
  images: DraftImage[];
}

/** A fresh user's draft with `count` stored 96 × 64 images. */
async function draftWithImages(count: number): Promise<Draft> {
  const user = await createUser(app.apiUrl);
  const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings(),
  });
  const images: DraftImage[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${app.apiUrl}/simulations/draft/${generated.body.item_id}/images?name=ad.png`, {
      method: "POST",
      headers: { "content-type": "image/png", authorization: `Bearer ${user.token}` },
      body: png,
    });
    images.push((await response.json()) as DraftImage);
  }
  return { user, itemId: generated.body.item_id, categories: generated.body.categories, images };
}

const saveDraft = (draft: Draft, aois: unknown[], extra: Record<string, unknown> = {}) =>
  call<{ detail: { loc: (string | number)[]; msg: string }[] }>(app.apiUrl, draft.user.token, "POST", "/simulations/draft", {
    item_id: draft.itemId,
    ...settings(),
    scale: 5,
    aois,
    ...extra,
  });

const readDraft = async (draft: Draft) =>
  (await call<DraftWithImageRefsResponse>(app.apiUrl, draft.user.token, "GET", `/simulations/draft/${draft.itemId}?images=refs`)).body;

const box = (image: DraftImage, over: Partial<Aoi> = {}): Aoi => ({
  image_id: image.id,
  name: "Logo",
  x: 4,
  y: 4,
  width: 40,
  height: 20,
  ...over,
});

describe("custom areas in the draft", () => {
  it("are saved with the draft, returned in image order, replaced as a whole and gone with their image", async () => {
    const draft = await draftWithImages(2);
    const [first, second] = draft.images;
    const aois = [box(second, { name: "CTA" }), box(first), box(second, { name: "Logo", x: 0, y: 0, width: 96, height: 64 })];
    expect((await saveDraft(draft, aois)).status).toBe(200);
    expect((await readDraft(draft)).aois).toEqual([aois[1], aois[0], aois[2]]);
    const full = await call<{ aois: Aoi[] }>(app.apiUrl, draft.user.token, "GET", `/simulations/draft/${draft.itemId}`);
    expect(full.body.aois).toEqual([aois[1], aois[0], aois[2]]);

    // Leaving the list out keeps the areas; sending it replaces them all.
    expect((await saveDraft(draft, [], { aois: undefined })).status).toBe(200);
    expect((await readDraft(draft)).aois).toHaveLength(3);
    expect((await saveDraft(draft, [box(first, { name: "  Headline " })])).status).toBe(200);
    expect((await readDraft(draft)).aois).toEqual([box(first, { name: "Headline" })]);

    expect((await saveDraft(draft, [box(first), box(second)])).status).toBe(200);
    await call(app.apiUrl, draft.user.token, "DELETE", `/simulations/draft/${draft.itemId}/images/${first.id}`);
    expect((await readDraft(draft)).aois).toEqual([box(second)]);
  });

  it("refuses every bad box and name with a 422 at the offending area, and stores nothing of the request", async () => {
    const draft = await draftWithImages(2);
    const [image, other] = draft.images;
    const kept = [box(image, { name: "Kept" })];
    expect((await saveDraft(draft, kept)).status).toBe(200);
    const ten = Array.from({ length: AOI_MAX_PER_IMAGE + 1 }, (_, index) => box(image, { name: `Area ${index}` }));
    const cases: [string, unknown[], (string | number)[], string][] = [
      ["too narrow", [box(other), box(image, { width: 7 })], ["body", "aois", 1, "width"], AOI_MESSAGES.tooSmall],
      ["too low", [box(image, { height: 3 })], ["body", "aois", 0, "height"], AOI_MESSAGES.tooSmall],
      ["past the right edge", [box(image, { x: 60 })], ["body", "aois", 0, "width"], AOI_MESSAGES.outside],
      ["past the bottom edge", [box(image, { y: 50 })], ["body", "aois", 0, "height"], AOI_MESSAGES.outside],
      ["starting outside", [box(image, { x: 96, width: 8 })], ["body", "aois", 0, "x"], AOI_MESSAGES.outside],
      ["name taken on the image", [box(image), box(image, { name: "LOGO" })], ["body", "aois", 1, "name"], AOI_MESSAGES.nameTaken],
      ["more than 10 on one image", ten, ["body", "aois", AOI_MAX_PER_IMAGE], AOI_MESSAGES.tooMany],
      [
        "another campaign's image",
        [box({ ...image, id: "00000000-0000-4000-8000-000000000000" })],
        ["body", "aois", 0, "image_id"],
        AOI_MESSAGES.unknownImage,
      ],
      ["an empty name", [box(image, { name: "   " })], ["body", "aois", 0, "name"], AOI_MESSAGES.nameRequired],
      ["a long name", [box(image, { name: "x".repeat(41) })], ["body", "aois", 0, "name"], AOI_MESSAGES.nameTooLong],
    ];
    for (const [what, aois, loc, msg] of cases) {
      // The name change rides along: a refused area leaves it unsaved too.
      const answer = await saveDraft(draft, aois, { name: `Changed by ${what}` });
      expect(answer.status, what).toBe(422);
      expect(answer.body.detail, what).toEqual([expect.objectContaining({ loc, msg })]);
    }
    const negative = await saveDraft(draft, [box(image, { x: -1 })]);
    expect(negative.status).toBe(422);
    expect(negative.body.detail[0].loc).toEqual(["body", "aois", 0, "x"]);
    const stored = await readDraft(draft);
    expect(stored.aois).toEqual(kept);
    expect(stored.name).toBe(settings().name);
  });

  it("cannot point at images sent in the same body, which are new", async () => {
    const draft = await draftWithImages(1);
    const answer = await saveDraft(draft, [box(draft.images[0])], { images: [await tinyImage(1)] });
    expect(answer.status).toBe(422);
    expect(answer.body.detail[0]).toMatchObject({ loc: ["body", "aois", 0, "image_id"], msg: AOI_MESSAGES.unknownImage });
    expect((await readDraft(draft)).image_refs).toEqual(draft.images);
  });
});

describe("custom areas at start", () => {
  const start = (draft: Draft, aois?: unknown[]) =>
    call<StartResponse & { detail: { loc: (string | number)[]; msg: string }[] }>(
      app.apiUrl,
      draft.user.token,
      "POST",
      "/simulations/start",
      {
        item_id: draft.itemId,
        ...settings(),
        scale: 4,
        setup: { categories: draft.categories },
        ...(aois ? { aois } : {}),
      },
    );
  const jobAreas = async (jobId: string) =>
    (await db.query<{ areas: unknown[] }[]>(`SELECT "areas" FROM "campaign_images" WHERE "job_id" = $1 ORDER BY "idx"`, [jobId])).map(
      (row) => row.areas,
    );
  const balance = async (draft: Draft) =>
    (await db.query<{ credits_left: number }[]>(`SELECT "credits_left" FROM "users" WHERE "id" = $1`, [draft.user.user.id]))[0]
      .credits_left;

  it("are frozen with the job: the draft's own, at no extra cost, and later edits of the draft leave the job's alone", async () => {
    const draft = await draftWithImages(2);
    await saveDraft(draft, [box(draft.images[1], { name: "CTA" })]);
    const answer = await start(draft);
    expect(answer.status).toBe(200);
    expect(await balance(draft)).toBe(100 - 2 * 4);
    await saveDraft(draft, [box(draft.images[0])]);
    expect(await jobAreas(answer.body.job_id)).toEqual([[], [{ name: "CTA", x: 4, y: 4, width: 40, height: 20 }]]);
  });

  it("take the body's areas instead of the draft's, which stays as it was", async () => {
    const draft = await draftWithImages(1);
    await saveDraft(draft, [box(draft.images[0], { name: "Draft area" })]);
    const answer = await start(draft, [box(draft.images[0], { name: "Run area", width: 8, height: 8 })]);
    expect(answer.status).toBe(200);
    expect(await jobAreas(answer.body.job_id)).toEqual([[{ name: "Run area", x: 4, y: 4, width: 8, height: 8 }]]);
    expect((await readDraft(draft)).aois.map((aoi) => aoi.name)).toEqual(["Draft area"]);
  });

  it("refuse a bad area with a 422: no job, no charge, the campaign stays a Draft", async () => {
    const draft = await draftWithImages(1);
    const answer = await start(draft, [box(draft.images[0], { x: 90 })]);
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([expect.objectContaining({ loc: ["body", "aois", 0, "width"], msg: AOI_MESSAGES.outside })]);
    expect(await balance(draft)).toBe(100);
    expect(await db.query(`SELECT 1 FROM "simulation_jobs" WHERE "item_id" = $1`, [draft.itemId])).toEqual([]);
    expect((await call<{ status: string }>(app.apiUrl, draft.user.token, "GET", `/items/${draft.itemId}`)).body.status).toBe("Draft");
  });
});
