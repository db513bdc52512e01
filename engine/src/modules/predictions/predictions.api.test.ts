import { randomUUID } from "node:crypto";
import type { DraftResponse, PredictionResponse } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobOutcomeService } from "#src/modules/simulations/job-outcome.service";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support";
import { redisPrefix, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let png: Buffer[];

beforeAll(async () => {
  app = await startTestApp({ env: { QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  png = (await Promise.all([tinyImage(0), tinyImage(1)])).map((url) => Buffer.from(url.split(",")[1], "base64"));
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

type Part = { file: Buffer; type?: string; filename?: string } | string;

function predict(user: TestUser | null, parts: [string, Part][], key?: string) {
  const form = new FormData();
  for (const [name, part] of parts) {
    if (typeof part === "string") form.append(name, part);
    else form.append(name, new Blob([part.file], { type: part.type ?? "image/png" }), part.filename ?? "ad.png");
  }
  return fetch(`${app.apiUrl}/predictions`, {
    method: "POST",
    headers: { ...(user ? { authorization: `Bearer ${user.token}` } : {}), ...(key ? { "idempotency-key": key } : {}) },
    body: form,
  });
}

const images = (): [string, Part][] => png.map((file, index) => ["images", { file, filename: `ad-${index}.png` }]);

async function state(user: TestUser) {
  const [row] = await db.query<{ left: number; charges: number; jobs: number; items: number; images: number }[]>(
    `SELECT u."credits_left" AS left,
       (SELECT count(*)::int FROM "credit_ledger" WHERE "user_id" = u."id" AND "reason" = 'simulation_charge') AS charges,
       (SELECT count(*)::int FROM "simulation_jobs" WHERE "owner_id" = u."id") AS jobs,
       (SELECT count(*)::int FROM "items" WHERE "owner_id" = u."id") AS items,
       (SELECT count(*)::int FROM "campaign_images" ci JOIN "items" i ON i."id" = ci."item_id" WHERE i."owner_id" = u."id") AS images
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

describe("POST /predictions", () => {
  it("creates the campaign, its draft and setup, charges and starts the job in one call", async () => {
    const user = await createUser(app.apiUrl);
    const aois = { "1": [{ name: "Logo", x: 10, y: 8, width: 20, height: 16 }] };
    const answer = await predict(user, [
      ...images(),
      ["name", "Spring sale"],
      ["audience", "students who love gaming"],
      ["scale", "5"],
      ["aois", JSON.stringify(aois)],
    ]);
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as PredictionResponse;
    expect(body.job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.item_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      job_id: body.job_id,
      item_id: body.item_id,
      credits_charged: 10,
      creatives: [
        { input_image_idx: 0, kind: "image" },
        { input_image_idx: 1, kind: "image" },
      ],
      status: "Processing",
      job_url: `/api/v1/simulations/${body.job_id}`,
      events_url: `/api/v1/simulations/${body.job_id}/events`,
      report_url: `/api/v1/simulations/${body.job_id}/report.pdf`,
      results_csv_url: `/api/v1/simulations/${body.job_id}/results.csv`,
    });
    expect(await state(user)).toMatchObject({ left: 90, charges: 1, jobs: 1, items: 1 });

    const headers = { authorization: `Bearer ${user.token}` };
    // Listed and opened like any campaign made in the web app, with its generated setup.
    const items = (await (await fetch(`${app.apiUrl}/items/`, { headers })).json()) as {
      data: { id: string; title: string; status: string }[];
    };
    expect(items.data).toEqual([expect.objectContaining({ id: body.item_id, title: "Spring sale", status: "Processing" })]);
    const draft = (await (await fetch(`${app.apiUrl}/simulations/draft/${body.item_id}`, { headers })).json()) as DraftResponse;
    expect(draft).toMatchObject({ name: "Spring sale", audience: "students who love gaming", scale: 5 });
    expect(draft.images).toHaveLength(2);
    expect(draft.aois).toEqual([{ ...aois["1"][0], image_id: expect.any(String) as string }]);
    expect(Object.keys(draft.setup.categories?.Interests.values ?? {})).toContain("Gaming");
    const job = (await (await fetch(`${app.baseUrl}${body.job_url}`, { headers })).json()) as { status: string };
    expect(job.status).toBe("Processing");
  });

  it("takes the setup as given, and defaults the scale to 10", async () => {
    const user = await createUser(app.apiUrl);
    const categories = { Gender: { values: { Female: 1 }, locks: { Female: true } } };
    const answer = await predict(user, [images()[0], ["setup", JSON.stringify({ categories })]]);
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as PredictionResponse;
    expect(body.credits_charged).toBe(10);
    const draft = (await (
      await fetch(`${app.apiUrl}/simulations/draft/${body.item_id}`, { headers: { authorization: `Bearer ${user.token}` } })
    ).json()) as DraftResponse;
    expect(draft.setup.categories).toEqual(categories);
  });

  it("refuses bad images, fields, setups and areas with the editor's messages, charging nothing and leaving nothing", async () => {
    const user = await createUser(app.apiUrl);
    const gif = Buffer.from("GIF89a not really an image");
    const answer = await predict(user, [
      images()[0],
      ["images", { file: gif, type: "image/png", filename: "fake.png" }],
      ["images", { file: gif, type: "image/gif", filename: "anim.gif" }],
      ["scale", "0"],
      ["setup", "{not json"],
      ["aois", JSON.stringify({ "5": [{ name: "Logo", x: 0, y: 0, width: 10, height: 10 }] })],
      ["colour", "red"],
    ]);
    expect(answer.status).toBe(422);
    const { detail } = (await answer.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(detail.map(({ loc, msg }) => ({ loc, msg }))).toEqual(
      expect.arrayContaining([
        { loc: ["body", "colour"], msg: "Unknown field: colour" },
        { loc: ["body", "images", 1], msg: "Unsupported type: fake.png" },
        { loc: ["body", "images", 2], msg: "Unsupported type: anim.gif" },
        { loc: ["body", "scale"], msg: "Scale must be at least 1" },
        { loc: ["body", "setup"], msg: "Must be a JSON value" },
        { loc: ["body", "aois", "5"], msg: "No such image in this campaign" },
      ]),
    );
    expect(await state(user)).toEqual({ left: 100, charges: 0, jobs: 0, items: 0, images: 0 });

    const noImages = await predict(user, [["name", "x"]]);
    expect(noImages.status).toBe(422);
    expect(((await noImages.json()) as { detail: { msg: string }[] }).detail).toEqual([
      { loc: ["body", "images"], msg: "Add at least one image", type: "value_error" },
    ]);
    const tooLarge = await predict(user, [["images", { file: Buffer.alloc(5 * 1024 * 1024 + 10, 1), filename: "huge.png" }]]);
    expect(((await tooLarge.json()) as { detail: { msg: string }[] }).detail[0].msg).toBe("File too large: huge.png");
    const badAreas = await predict(user, [
      images()[0],
      [
        "aois",
        JSON.stringify({
          "0": [
            { name: "Logo", x: 90, y: 0, width: 20, height: 20 },
            { name: "logo", x: 0, y: 0, width: 4, height: 20 },
          ],
        }),
      ],
    ]);
    expect(((await badAreas.json()) as { detail: unknown[] }).detail).toEqual([
      { loc: ["body", "aois", "0", 0, "width"], msg: "The area must lie inside the image", type: "value_error" },
      { loc: ["body", "aois", "0", 1, "name"], msg: "Another area on this image has this name", type: "value_error" },
      { loc: ["body", "aois", "0", 1, "width"], msg: "Areas are at least 8 px wide and tall", type: "value_error" },
    ]);
    const badSetup = await predict(user, [
      images()[0],
      ["setup", JSON.stringify({ categories: { Gender: { values: { Female: 0.5 }, locks: {} } } })],
    ]);
    expect(badSetup.status).toBe(422);
    const json = await fetch(`${app.apiUrl}/predictions`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(422);
    expect(await state(user)).toEqual({ left: 100, charges: 0, jobs: 0, items: 0, images: 0 });
  });

  it("refuses a run the balance cannot pay with no campaign left behind", async () => {
    const user = await createUser(app.apiUrl);
    const answer = await predict(user, [...images(), ["scale", "51"]]);
    expect([answer.status, await answer.json()]).toEqual([
      400,
      { detail: "Not enough credits: 102 needed, 100 left", code: "NOT_ENOUGH_CREDITS" },
    ]);
    expect(await state(user)).toEqual({ left: 100, charges: 0, jobs: 0, items: 0, images: 0 });
  });

  it("polls cheaply: an ETag, 304 while nothing changed, Retry-After while Processing", async () => {
    const user = await createUser(app.apiUrl);
    const started = (await (await predict(user, [images()[0], ["scale", "1"]])).json()) as PredictionResponse;
    const poll = (etag?: string) =>
      fetch(`${app.baseUrl}${started.job_url}`, {
        headers: { authorization: `Bearer ${user.token}`, ...(etag ? { "if-none-match": etag } : {}) },
      });
    const first = await poll();
    const etag = first.headers.get("etag") ?? "";
    expect([first.status, first.headers.get("retry-after"), etag]).toEqual([200, "2", expect.stringMatching(/^"[\w-]{27}"$/)]);
    const same = await poll(etag);
    expect([same.status, await same.text()]).toEqual([304, ""]);
    await app.app.get(JobOutcomeService).fail(started.job_id, "The model failed");
    const changed = await poll(etag);
    expect([changed.status, changed.headers.get("retry-after")]).toEqual([200, null]);
    expect(((await changed.json()) as { status: string }).status).toBe("Error");
  });

  it("answers 401 without reading the body", async () => {
    expect((await predict(null, images())).status).toBe(401);
  });

  it("20 concurrent calls with one Idempotency-Key make one campaign and one charge", async () => {
    const user = await createUser(app.apiUrl);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => predict(user, [...images(), ["scale", "3"]], key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as PredictionResponse[];
    expect(new Set(bodies.map((body) => body.job_id)).size).toBe(1);
    expect(await state(user)).toMatchObject({ left: 94, charges: 1, jobs: 1, items: 1 });
    const other = await predict(user, [images()[0], ["scale", "3"]], key);
    expect(other.status).toBe(422);
  });
});
