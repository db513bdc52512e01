import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type FigureChange,
  IMAGE_MESSAGES,
  type ItemResults,
  MAX_CAMPAIGN_IMAGES,
  RECOMMENDATION_CREDITS,
  RECOMMENDATION_MESSAGES,
  type RecommendationRun,
  RecommendationRunSchema,
  type RecommendationRuns,
  RecommendationRunsSchema,
  IMAGE_MAX_BYTES,
  ResultsRecommendationsSchema,
  WHAT_IF_MESSAGES,
} from "@adsight/shared";
import { getQueueToken } from "@nestjs/bull";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { Queue } from "bull";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { makeClip } from "#test/support/clips";
import {
  call,
  redisPrefix,
  startCampaign as startWith,
  storeImageResult,
  storeVideoCreative,
  storeVideoResult,
  tinyImage,
} from "#test/support/simulations";
import { CreditsService } from "#src/modules/credits/credits.service";
import { RECOMMENDATION_QUEUE, RecommendationJobName, type VideoVariantPayload, WHAT_IF_QUEUE } from "#src/queues/queues";
import { RunOutcomeService } from "./run-outcome.service";
import { VideoVariantsService } from "./video-variants.service";

// API only: no worker takes the runs, so they stay queued unless a test ends them as a worker would (RunOutcomeService).
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let alice: TestUser;
let bob: TestUser;
let jobId: string;
let itemId: string;

const EYE_CATCHERS = [
  { name: "Logo", kind: "custom", box: { x: 8, y: 6, width: 24, height: 20 }, text: null },
  { name: "Text 1", kind: "text", box: { x: 40, y: 30, width: 40, height: 20 }, text: "Big headline" },
];
const BASE = () => `/simulations/${jobId}/results`;

function post(user: TestUser | null, path: string, body: unknown, key?: string) {
  return fetch(`${app.apiUrl}${path}`, {
    method: "POST",
    headers: {
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function upload(user: TestUser, path: string, bytes: Buffer, contentType: string, key?: string) {
  return fetch(`${app.apiUrl}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": contentType, ...(key ? { "idempotency-key": key } : {}) },
    body: bytes,
  });
}

const largeObjects = async () => (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_largeobject_metadata`))[0].n;

const pngOf = async (dataUrl: Promise<string>) => Buffer.from((await dataUrl).split(",")[1], "base64");

async function ledger(user: TestUser) {
  const [row] = await db.query<{ left: number; charges: number; refunds: number; runs: number }[]>(
    `SELECT u."credits_left" AS left,
       (SELECT count(*)::int FROM "credit_ledger" WHERE "user_id" = u."id" AND "reason" = 'simulation_charge') AS charges,
       (SELECT count(*)::int FROM "credit_ledger" WHERE "user_id" = u."id" AND "reason" = 'simulation_refund') AS refunds,
       (SELECT count(*)::int FROM "recommendation_runs" WHERE "owner_id" = u."id") AS runs
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

async function startRun(goal = "clarity"): Promise<RecommendationRun> {
  const answer = await post(alice, `${BASE()}/0/recommendations`, { goal });
  expect(answer.status).toBe(202);
  return (await answer.json()) as RecommendationRun;
}

async function startCampaign(user: TestUser, images: number): Promise<{ itemId: string; jobId: string }> {
  return startWith(app.apiUrl, user.token, await Promise.all(Array.from({ length: images }, (_, variant) => tinyImage(variant))), 2);
}

const draftOf = async (item: string) =>
  (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM "campaign_images" WHERE "item_id" = $1 AND "job_id" IS NULL`, [item]))[0]
    .n;

async function fillDraft(user: TestUser, item: string): Promise<void> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#557799" } })
    .png()
    .toBuffer();
  while ((await draftOf(item)) < MAX_CAMPAIGN_IMAGES) {
    const answer = await fetch(`${app.apiUrl}/simulations/draft/${item}/images?name=filler.png`, {
      method: "POST",
      headers: { "content-type": "image/png", authorization: `Bearer ${user.token}` },
      body: png,
    });
    expect(answer.status).toBe(201);
  }
}

const draftImages = async () =>
  (
    await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM "campaign_images" WHERE "item_id" = $1 AND "job_id" IS NULL`, [itemId])
  )[0].n;

function change(figure: string, before: number, after: number): FigureChange {
  return { figure, label: figure, unit: "score", before, after, change: after - before, interval: [1, after - before + 1], viewers: 2000 };
}

// What a worker stores at the end of a run: two kept edits, the first the larger gain.
async function finishByHand(runId: string): Promise<void> {
  const jpeg = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#336699" } })
    .jpeg()
    .toBuffer();
  const kept = [6, 3].map((gain, i) => ({
    title: `Edit ${i + 1}`,
    edit: { kind: "remove" as const, box: { x: 40, y: 30, width: 10, height: 10 } },
    goal: change("clarity_score", 50, 50 + gain),
    other_changes: [change("appeal_score", 40, 39)],
    image: { contentType: "image/jpeg", bytes: jpeg },
  }));
  expect(await app.app.get(RunOutcomeService).finish(runId, 5, kept)).toBe(true);
}

beforeAll(async () => {
  app = await startTestApp({
    env: {
      ENGINE_MODE: "api",
      QUEUE_PREFIX: redis.prefix,
      TRIAL_CREDITS: "1000",
      WHAT_IF_TIMEOUT_MS: "300",
      WEBHOOK_ALLOW_LOOPBACK_HTTP: "true",
      WEBHOOK_WORKER: "false",
      LOG_LEVEL: "error",
    },
  });
  db = app.app.get<DataSource>(getDataSourceToken());
  [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
  ({ itemId, jobId } = await startCampaign(alice, 3));
  // Image 0 finished with its eye catchers, image 1 still running, creative 2 a video.
  await storeImageResult(db, jobId, 0, { eye_catchers: EYE_CATCHERS });
  const folder = await mkdtemp(join(tmpdir(), "recommendations-test-"));
  try {
    makeClip(join(folder, "clip.mp4"), { seconds: 1 });
    await storeVideoCreative(db, jobId, 2, join(folder, "clip.mp4"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

describe("starting recommendations: priced, refused at no cost, safe to retry", () => {
  it("shows the price and the balance, charges it with the run and lists the run, newest first", async () => {
    const user = alice;
    const empty = await call<RecommendationRuns>(app.apiUrl, user.token, "GET", `${BASE()}/0/recommendations`);
    expect(empty.body).toEqual({ credits: RECOMMENDATION_CREDITS, credits_left: (await ledger(user)).left, runs: [] });
    const before = await ledger(user);

    const started = await post(user, `${BASE()}/0/recommendations`, { goal: "brand_early", credits: RECOMMENDATION_CREDITS });
    expect(started.status).toBe(202);
    const run = RecommendationRunSchema.parse(await started.json());
    expect(run).toMatchObject({
      job_id: jobId,
      input_image_idx: 0,
      goal: "brand_early",
      target: "Logo",
      status: "queued",
      credits_charged: RECOMMENDATION_CREDITS,
      viewers: 2000,
      tried: 0,
      finished_at: null,
      error: null,
      recommendations: [],
    });
    expect(await ledger(user)).toMatchObject({
      left: before.left - RECOMMENDATION_CREDITS,
      charges: before.charges + 1,
      runs: before.runs + 1,
    });

    const second = (await (await post(user, `${BASE()}/0/recommendations`, { goal: "clarity" })).json()) as RecommendationRun;
    expect(second.target).toBeNull();
    const listed = await call<RecommendationRuns>(app.apiUrl, user.token, "GET", `${BASE()}/0/recommendations`);
    expect(RecommendationRunsSchema.parse(listed.body).runs.map((each) => each.id)).toEqual([second.id, run.id]);
    expect(listed.body.credits_left).toBe(before.left - 2 * RECOMMENDATION_CREDITS);
    const one = await call<RecommendationRun>(app.apiUrl, user.token, "GET", `${BASE()}/0/recommendations/${run.id}`);
    expect(one.body).toEqual(run);
    // The run belongs to its image: another index does not find it.
    expect((await call(app.apiUrl, user.token, "GET", `${BASE()}/1/recommendations/${run.id}`)).status).toBe(404);
  });

  it("refuses a changed price, an unfinished image or video, a goal with no target and too few credits, charging nothing", async () => {
    const user = await createUser(app.apiUrl);
    await db.query(`UPDATE "simulation_jobs" SET "owner_id" = $1 WHERE "id" = $2`, [user.user.id, jobId]);
    try {
      const before = await ledger(user);
      const refusals: [number, unknown, number, string][] = [
        [0, { goal: "clarity", credits: RECOMMENDATION_CREDITS - 1 }, 409, "PRICE_CHANGED"],
        [1, { goal: "clarity" }, 422, RECOMMENDATION_MESSAGES.notFinished],
        [2, { goal: "clarity" }, 422, RECOMMENDATION_MESSAGES.notFinished],
        [0, { goal: "cta_reached" }, 422, RECOMMENDATION_MESSAGES.noTarget],
        [0, { goal: "headline_read", target: "Nope" }, 422, RECOMMENDATION_MESSAGES.unknownTarget],
        [7, { goal: "clarity" }, 404, "No finished image"],
      ];
      for (const [idx, body, status, says] of refusals) {
        const answer = await post(user, `${BASE()}/${idx}/recommendations`, body);
        expect([idx, answer.status, JSON.stringify(await answer.json()).includes(says)]).toEqual([idx, status, true]);
      }
      await app.app.get(CreditsService).adjustTo(user.user.id, RECOMMENDATION_CREDITS - 1, user.user.id);
      const poor = await post(user, `${BASE()}/0/recommendations`, { goal: "clarity" });
      expect(poor.status).toBe(400);
      expect(await poor.json()).toEqual({
        detail: `Not enough credits: ${RECOMMENDATION_CREDITS} needed, ${RECOMMENDATION_CREDITS - 1} left`,
        code: "NOT_ENOUGH_CREDITS",
      });
      expect(await ledger(user)).toMatchObject({ left: RECOMMENDATION_CREDITS - 1, charges: before.charges, runs: 0 });
    } finally {
      await db.query(`UPDATE "simulation_jobs" SET "owner_id" = $1 WHERE "id" = $2`, [alice.user.id, jobId]);
    }
  });

  it("10 concurrent retries with one Idempotency-Key start one run and charge once; without credits none is charged", async () => {
    const before = await ledger(alice);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(alice, `${BASE()}/0/recommendations`, { goal: "headline_read" }, key)),
    );
    const runs = (await Promise.all(answers.map((answer) => answer.json()))) as RecommendationRun[];
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(202));
    expect(new Set(runs.map((run) => run.id)).size).toBe(1);
    expect(runs[0].target).toBe("Text 1");
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(9);
    expect(await ledger(alice)).toMatchObject({
      left: before.left - RECOMMENDATION_CREDITS,
      charges: before.charges + 1,
      runs: before.runs + 1,
    });
    // The same key on another image is another request: a 422 naming the header.
    expect((await post(alice, `${BASE()}/1/recommendations`, { goal: "headline_read" }, key)).status).toBe(422);

    const poor = await createUser(app.apiUrl);
    await app.app.get(CreditsService).adjustTo(poor.user.id, 5, poor.user.id);
    await db.query(`UPDATE "simulation_jobs" SET "owner_id" = $1 WHERE "id" = $2`, [poor.user.id, jobId]);
    try {
      const poorKey = randomUUID();
      const refused = await Promise.all(
        Array.from({ length: 10 }, () => post(poor, `${BASE()}/0/recommendations`, { goal: "clarity" }, poorKey)),
      );
      expect(refused.map((answer) => answer.status)).toEqual(Array(10).fill(400));
      expect(await ledger(poor)).toMatchObject({ left: 5, charges: 0, runs: 0 });
    } finally {
      await db.query(`UPDATE "simulation_jobs" SET "owner_id" = $1 WHERE "id" = $2`, [alice.user.id, jobId]);
    }
  });
});

describe("who may see and start them, and what is refused as input", () => {
  it("answers another user 404 on every route and an anonymous caller 401 before reading the body", async () => {
    const run = await startRun();
    const before = await ledger(bob);
    const routes: [string, string, unknown][] = [
      ["GET", `${BASE()}/0/recommendations`, undefined],
      ["POST", `${BASE()}/0/recommendations`, { goal: "clarity" }],
      ["GET", `${BASE()}/0/recommendations/${run.id}`, undefined],
      ["POST", `${BASE()}/0/recommendations/${run.id}/${randomUUID()}/variant`, {}],
      ["POST", `${BASE()}/0/what-if`, { goal: "clarity", edits: [{ kind: "remove", box: { x: 0, y: 0, width: 5, height: 5 } }] }],
      ["POST", `${BASE()}/0/what-if/variant`, { edits: [{ kind: "remove", box: { x: 0, y: 0, width: 5, height: 5 } }] }],
    ];
    for (const [method, path, json] of routes) {
      expect([path, (await call(app.apiUrl, bob.token, method, path, json)).status]).toEqual([path, 404]);
      if (method === "POST") expect([path, (await post(null, path, "{not json")).status]).toEqual([path, 401]);
    }
    expect(await ledger(bob)).toEqual(before);
    const admin = await loginOwner(app.apiUrl);
    expect((await call(app.apiUrl, admin.token, "GET", `${BASE()}/0/recommendations/${run.id}`)).status).toBe(200);
  });

  it("carries each image result's runs in the results page's read, as the list shows them to the caller", async () => {
    const run = await startRun();
    const page = await call<ItemResults>(app.apiUrl, alice.token, "GET", `/simulations/item/${itemId}/results?links=web`);
    const listed = await call<RecommendationRuns>(app.apiUrl, alice.token, "GET", `${BASE()}/0/recommendations?links=web`);
    // Image 1 is still running and creative 2 is a video: only image 0 has a result.
    expect(ResultsRecommendationsSchema.parse(page.body.recommendations)).toEqual({
      credits: RECOMMENDATION_CREDITS,
      images: [{ input_image_idx: 0, width: 96, height: 64, runs: listed.body.runs }],
    });
    expect(listed.body.runs[0].id).toBe(run.id);

    // Bob's own finished image carries none of Alice's runs, and her campaign is not his to read.
    const bobs = await startCampaign(bob, 1);
    await storeImageResult(db, bobs.jobId, 0, { eye_catchers: EYE_CATCHERS });
    const own = await call<ItemResults>(app.apiUrl, bob.token, "GET", `/simulations/item/${bobs.itemId}/results`);
    expect(own.body.recommendations).toEqual({
      credits: RECOMMENDATION_CREDITS,
      images: [{ input_image_idx: 0, width: 96, height: 64, runs: [] }],
    });
    expect((await call(app.apiUrl, bob.token, "GET", `/simulations/item/${itemId}/results`)).status).toBe(404);

    // An admin who may read the job reads its runs, as the list lets them.
    const admin = await loginOwner(app.apiUrl);
    const admins = await call<ItemResults>(app.apiUrl, admin.token, "GET", `/simulations/item/${itemId}/results?links=web`);
    expect(admins.body.recommendations?.images[0].runs.map((each) => each.id)).toEqual(listed.body.runs.map((each) => each.id));
  });

  it("answers 422 with what is wrong for bad goals, fields, indexes, ids, edits and areas outside the image", async () => {
    const before = await ledger(alice);
    const bad: [string, unknown, string][] = [
      [`${BASE()}/0/recommendations`, { goal: "fame" }, "goal"],
      [`${BASE()}/0/recommendations`, { goal: "clarity", other: 1 }, "other"],
      [`${BASE()}/0/recommendations`, { goal: "brand_early", target: " " }, "target"],
      [`${BASE()}/0/recommendations`, "{not json", "body"],
      [`${BASE()}/-1/recommendations`, { goal: "clarity" }, "inputImageIdx"],
      [`/simulations/not-a-job/results/0/recommendations`, { goal: "clarity" }, "jobId"],
      [`${BASE()}/0/recommendations/not-a-run/${randomUUID()}/variant`, {}, "runId"],
      [`${BASE()}/0/what-if`, { goal: "clarity", edits: [] }, "edits"],
      [
        `${BASE()}/0/what-if`,
        { goal: "clarity", edits: Array(4).fill({ kind: "remove", box: { x: 0, y: 0, width: 5, height: 5 } }) },
        "edits",
      ],
      [`${BASE()}/0/what-if`, { goal: "clarity", edits: [{ kind: "blur", box: { x: 0, y: 0, width: 5, height: 5 } }] }, "kind"],
      [`${BASE()}/0/what-if`, { edits: [{ kind: "remove", box: { x: 0, y: 0, width: 5, height: 5 } }] }, "goal"],
      [`${BASE()}/0/what-if/variant`, { edits: [{ kind: "dim", box: { x: 0, y: 0, width: 5, height: 5 }, amount: 2 }] }, "amount"],
    ];
    for (const [path, body, field] of bad) {
      const answer = await post(alice, path, body);
      expect([path, answer.status, JSON.stringify(await answer.json()).includes(field)]).toEqual([path, 422, true]);
    }
    const outside = await post(alice, `${BASE()}/0/what-if`, {
      goal: "clarity",
      edits: [{ kind: "place", box: { x: 8, y: 6, width: 24, height: 20 }, to: { x: 80, y: 50, width: 30, height: 20 } }],
    });
    expect(outside.status).toBe(422);
    expect(await outside.json()).toEqual({
      detail: [{ loc: ["body", "edits", 0, "to"], msg: WHAT_IF_MESSAGES.outsideImage(96, 64), type: "value_error" }],
    });
    expect(await ledger(alice)).toEqual(before);
  });
});

describe("a finished run, its images and its variants", () => {
  it("stores the kept edits once, serves their images signed and to the web, and fires recommendations.ready", async () => {
    const hook = await call<{ id: string }>(app.apiUrl, alice.token, "POST", "/users/me/webhooks", {
      url: "http://127.0.0.1:9/hooks",
      events: ["recommendations.ready", "recommendations.error"],
    });
    expect(hook.status).toBe(201);
    const run = await startRun();
    await finishByHand(run.id);
    // A second ending (another worker) changes nothing.
    expect(await app.app.get(RunOutcomeService).finish(run.id, 9, [])).toBe(false);
    expect(await app.app.get(RunOutcomeService).fail(run.id, "late")).toBe(false);

    const finished = await call<RecommendationRun>(app.apiUrl, alice.token, "GET", `${BASE()}/0/recommendations/${run.id}`);
    expect(RecommendationRunSchema.parse(finished.body)).toMatchObject({ status: "finished", tried: 5, error: null });
    expect(finished.body.finished_at).not.toBeNull();
    expect(finished.body.recommendations.map((each) => [each.rank, each.title, each.goal.change])).toEqual([
      [1, "Edit 1", 6],
      [2, "Edit 2", 3],
    ]);
    const [first] = finished.body.recommendations;
    expect(first.image_url).toMatch(new RegExp(`^/api/v1/simulations/recommendation-images/${first.id}/signed\\?expires=\\d+&signature=`));
    const image = await fetch(`${app.baseUrl}${first.image_url}`);
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    const forged = await fetch(`${app.baseUrl}${first.image_url.replace(/signature=[\w-]+/, `signature=${"A".repeat(43)}`)}`);
    expect(forged.status).toBe(403);
    expect((await call(app.apiUrl, alice.token, "GET", `/simulations/recommendation-images/${first.id}`)).status).toBe(200);
    expect((await call(app.apiUrl, bob.token, "GET", `/simulations/recommendation-images/${first.id}`)).status).toBe(404);
    const web = await call<RecommendationRun>(app.apiUrl, alice.token, "GET", `${BASE()}/0/recommendations/${run.id}?links=web`);
    expect(web.body.recommendations[0].image_url).toBe(`/app/images/recommendation/${first.id}`);

    const events = await db.query<{ event_type: string; payload: { data: Record<string, unknown> } }[]>(
      `SELECT d."event_type", d."payload" FROM "webhook_deliveries" d WHERE d."endpoint_id" = $1`,
      [hook.body.id],
    );
    expect(events).toHaveLength(1);
    expect(events[0].event_type).toBe("recommendations.ready");
    expect(events[0].payload.data).toMatchObject({
      job_id: jobId,
      item_id: itemId,
      status: "finished",
      credits_charged: RECOMMENDATION_CREDITS,
      run_id: run.id,
      run_url: `/api/v1/simulations/${jobId}/results/0/recommendations/${run.id}`,
    });
  });

  it("adds a recommendation to the draft once, however often and concurrently it is asked", async () => {
    const run = await startRun();
    await finishByHand(run.id);
    const { recommendations } = (await call<RecommendationRun>(app.apiUrl, alice.token, "GET", `${BASE()}/0/recommendations/${run.id}`))
      .body;
    const before = await draftImages();
    const path = `${BASE()}/0/recommendations/${run.id}/${recommendations[0].id}/variant`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(alice, path, {})));
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(201));
    const ids = (await Promise.all(answers.map((answer) => answer.json()))) as { image_id: string }[];
    expect(new Set(ids.map((each) => each.image_id)).size).toBe(1);
    expect(await draftImages()).toBe(before + 1);
    // The other recommendation is another image; removed from the draft, the first is added again.
    expect((await post(alice, `${BASE()}/0/recommendations/${run.id}/${recommendations[1].id}/variant`, {})).status).toBe(201);
    expect(await draftImages()).toBe(before + 2);
    await call(app.apiUrl, alice.token, "DELETE", `/simulations/draft/${itemId}/images/${ids[0].image_id}`);
    const again = (await (await post(alice, path, {})).json()) as { image_id: string };
    expect(again.image_id).not.toBe(ids[0].image_id);
    expect(await draftImages()).toBe(before + 2);
    expect((await post(alice, `${BASE()}/0/recommendations/${run.id}/${randomUUID()}/variant`, {})).status).toBe(404);
  });

  it("refunds a run that fails, once, and says so to webhooks", async () => {
    const before = await ledger(alice);
    const run = await startRun();
    const outcome = app.app.get(RunOutcomeService);
    expect(await outcome.fail(run.id, `${RECOMMENDATION_MESSAGES.failed}: the model stopped`)).toBe(true);
    expect(await outcome.fail(run.id, "again")).toBe(false);
    expect(await ledger(alice)).toMatchObject({ left: before.left, refunds: before.refunds + 1 });
    const failed = await call<RecommendationRun>(app.apiUrl, alice.token, "GET", `${BASE()}/0/recommendations/${run.id}`);
    expect(failed.body).toMatchObject({
      status: "failed",
      error: `${RECOMMENDATION_MESSAGES.failed}: the model stopped`,
      recommendations: [],
    });
    const [event] = await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "webhook_deliveries" WHERE "event_type" = 'recommendations.error' AND "payload" -> 'data' ->> 'run_id' = $1`,
      [run.id],
    );
    expect(event.n).toBe(1);
  });
});

describe("a video's recommendations, made on its key frames", () => {
  // A finished one-creative video campaign of its own: a 1 s clip cut at 0.5 s, with one text eye catcher.
  async function videoCampaign(user: TestUser): Promise<{ itemId: string; jobId: string }> {
    const campaign = await startCampaign(user, 1);
    const folder = await mkdtemp(join(tmpdir(), "recommendations-video-"));
    try {
      makeClip(join(folder, "clip.mp4"), { seconds: 1 });
      await storeVideoCreative(db, campaign.jobId, 0, join(folder, "clip.mp4"));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const heatmap = await storeImageResult(db, campaign.jobId, 1);
    await db.query(`DELETE FROM "simulation_results" WHERE "job_id" = $1`, [campaign.jobId]);
    const text = { name: 'Text: "SALE"', kind: "text", text: "SALE", first_on_screen_ms: 0, on_screen_ms: 1000, looked_ms: 300 };
    await storeVideoResult(db, campaign.jobId, 0, {
      scene_cuts_ms: [500],
      eye_catchers: [{ ...text, seen_by: 50, seen_by_second: [50], first_look_ms: null }],
      key_frames: [
        { t_ms: 0, reason: "scene", heatmap },
        { t_ms: 250, reason: "peak", heatmap },
        { t_ms: 500, reason: "scene", heatmap },
      ],
    });
    return campaign;
  }

  it("is priced as an image's, refused at no cost without credits, and finishes with each edit's key frame and still", async () => {
    const user = await createUser(app.apiUrl);
    const video = await videoCampaign(user);
    const queue = app.app.get<Queue>(getQueueToken(RECOMMENDATION_QUEUE));
    const path = `/simulations/${video.jobId}/results/0/recommendations`;
    const listed = await call<RecommendationRuns>(app.apiUrl, user.token, "GET", path);
    expect(listed.body).toMatchObject({ credits: RECOMMENDATION_CREDITS, runs: [] });

    const credits = app.app.get(CreditsService);
    await credits.adjustTo(user.user.id, RECOMMENDATION_CREDITS - 1, user.user.id);
    const { charges } = await ledger(user);
    expect((await post(user, path, { goal: "clarity", credits: RECOMMENDATION_CREDITS })).status).toBe(400);
    expect((await post(user, path, { goal: "headline_read", target: "Nope" })).status).toBe(422);
    expect(await ledger(user)).toMatchObject({ left: RECOMMENDATION_CREDITS - 1, charges, runs: 0 });
    // What-if edits images: a video is refused there.
    const whatIf = await post(user, `/simulations/${video.jobId}/results/0/what-if`, {
      goal: "clarity",
      edits: [{ kind: "remove", box: { x: 0, y: 0, width: 5, height: 5 } }],
    });
    expect([whatIf.status, JSON.stringify(await whatIf.json()).includes(RECOMMENDATION_MESSAGES.imagesOnly)]).toEqual([422, true]);

    await credits.adjustTo(user.user.id, RECOMMENDATION_CREDITS, user.user.id);
    const started = await post(user, path, { goal: "headline_read", target: 'Text: "SALE"', credits: RECOMMENDATION_CREDITS });
    expect(started.status).toBe(202);
    const run = RecommendationRunSchema.parse(await started.json());
    expect(run).toMatchObject({
      input_image_idx: 0,
      goal: "headline_read",
      target: 'Text: "SALE"',
      credits_charged: RECOMMENDATION_CREDITS,
    });
    expect(await ledger(user)).toMatchObject({ left: 0, charges: charges + 1, runs: 1 });

    // As the worker ends it: an edit on the second shot's first frame.
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#aa3322" } })
      .jpeg()
      .toBuffer();
    const shot = { t_ms: 500, reason: "scene" as const, shot_end_ms: 1000 };
    const kept = {
      title: "Scene starts at 0:00.5: Remove “SALE”",
      edit: { kind: "remove" as const, box: { x: 40, y: 30, width: 10, height: 10 } },
      goal: change("dwell_ms", 200, 260),
      other_changes: [],
      image: { contentType: "image/jpeg", bytes: jpeg },
      keyFrame: { shot, before: { contentType: "image/jpeg", bytes: jpeg } },
    };
    const opening = {
      ...kept,
      title: "Scene starts at 0:00.0: Remove “SALE”",
      keyFrame: { ...kept.keyFrame, shot: { t_ms: 0, reason: "scene" as const, shot_end_ms: 500 } },
    };
    expect(await app.app.get(RunOutcomeService).finish(run.id, 4, [kept, { ...opening, goal: change("dwell_ms", 200, 230) }])).toBe(true);
    const finished = await call<RecommendationRun>(app.apiUrl, user.token, "GET", `${path}/${run.id}`);
    const [recommendation, second] = RecommendationRunSchema.parse(finished.body).recommendations;
    expect(recommendation.key_frame).toMatchObject(shot);
    const still = await fetch(`${app.baseUrl}${recommendation.key_frame?.before_image_url}`);
    expect([still.status, still.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect((await call(app.apiUrl, user.token, "GET", `/simulations/recommendation-stills/${recommendation.id}`)).status).toBe(200);
    expect((await call(app.apiUrl, bob.token, "GET", `/simulations/recommendation-stills/${recommendation.id}`)).status).toBe(404);
    const web = await call<RecommendationRun>(app.apiUrl, user.token, "GET", `${path}/${run.id}?links=web`);
    expect(web.body.recommendations[0].key_frame?.before_image_url).toBe(`/app/images/still/${recommendation.id}`);
    const page = await call<ItemResults>(app.apiUrl, user.token, "GET", `/simulations/item/${video.itemId}/results`);
    expect(page.body.recommendations?.images.map((each) => [each.input_image_idx, each.runs.map((r) => r.id)])).toEqual([[0, [run.id]]]);

    // As a variant, the clip with the edit made to the second shot: asked twice at once, one job for a worker.
    const variantPath = `${path}/${run.id}/${recommendation.id}/variant`;
    const answers = await Promise.all([post(user, variantPath, {}), post(user, variantPath, {})]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ status: "encoding" }, { status: "encoding" }]);
    const queued = async (id: string) =>
      (await queue.getJobs(["waiting", "delayed", "active"])).filter(
        (job) => job.name === RecommendationJobName.Variant && (job.data as VideoVariantPayload).recommendationId === id,
      ).length;
    expect(await queued(recommendation.id)).toBe(1);
    const variantOf = async (id: string) =>
      (await call<RecommendationRun>(app.apiUrl, user.token, "GET", `${path}/${run.id}`)).body.recommendations.find(
        (each) => each.id === id,
      );
    expect(await variantOf(recommendation.id)).toMatchObject({ variant_status: "encoding", variant_error: null });
    // Two workers on it (one taking over from another that stopped): one video added.
    const drafted = await draftOf(video.itemId);
    const variants = app.app.get(VideoVariantsService);
    expect(await Promise.all([variants.make(recommendation.id), variants.make(recommendation.id)])).toEqual(["added", "added"]);
    expect(await draftOf(video.itemId)).toBe(drafted + 1);
    expect(await variantOf(recommendation.id)).toMatchObject({ variant_status: "added", variant_error: null });
    const again = await post(user, variantPath, {});
    expect(again.status).toBe(201);
    const { image_id } = (await again.json()) as { image_id: string };
    const [added] = await db.query<{ kind: string; width: number; video_duration_ms: number }[]>(
      `SELECT "kind", "width", "video_duration_ms" FROM "campaign_images" WHERE "id" = $1 AND "item_id" = $2 AND "job_id" IS NULL`,
      [image_id, video.itemId],
    );
    expect(added).toMatchObject({ kind: "video", width: 320 });
    expect(added.video_duration_ms).toBeGreaterThan(900);

    // A full draft: the request is refused, nothing queued; one filled while the video is made fails, nothing added.
    const other = `${path}/${run.id}/${second.id}/variant`;
    const { charges: charged } = await ledger(user);
    await fillDraft(user, video.itemId);
    const full = await post(user, other, {});
    expect([full.status, JSON.stringify(await full.json()).includes(IMAGE_MESSAGES.tooMany)]).toEqual([422, true]);
    expect([await queued(second.id), (await variantOf(second.id))?.variant_status]).toEqual([0, null]);
    await call(app.apiUrl, user.token, "DELETE", `/simulations/draft/${video.itemId}/images/${image_id}`);
    expect((await post(user, other, {})).status).toBe(202);
    await fillDraft(user, video.itemId);
    expect(await variants.make(second.id)).toBe("failed");
    expect(await variantOf(second.id)).toMatchObject({ variant_status: "failed", variant_error: IMAGE_MESSAGES.tooMany });
    expect([await draftOf(video.itemId), (await ledger(user)).charges]).toEqual([MAX_CAMPAIGN_IMAGES, charged]);
    // An image's recommendation has no key frame and no still.
    const imageRun = await startRun();
    await finishByHand(imageRun.id);
    const image = await call<RecommendationRun>(app.apiUrl, alice.token, "GET", `${BASE()}/0/recommendations/${imageRun.id}`);
    expect(image.body.recommendations.map((each) => each.key_frame)).toEqual([null, null]);
    expect(
      (await call(app.apiUrl, alice.token, "GET", `/simulations/recommendation-stills/${image.body.recommendations[0].id}`)).status,
    ).toBe(404);
  });
});

describe("what-if", () => {
  it("answers 503 with a clear message when no worker answers, and takes the job back out of the queue", async () => {
    const before = await ledger(alice);
    const answer = await post(alice, `${BASE()}/0/what-if`, {
      goal: "brand_early",
      edits: [{ kind: "place", box: { x: 8, y: 6, width: 24, height: 20 }, to: { x: 4, y: 2, width: 36, height: 30 } }],
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ detail: WHAT_IF_MESSAGES.unavailable });
    expect(await ledger(alice)).toEqual(before);
    const queue = app.app.get<Queue>(getQueueToken(WHAT_IF_QUEUE));
    expect(await queue.getJobCounts()).toMatchObject({ waiting: 0, active: 0 });
  });

  it("adds the edited image to the draft, free, once per Idempotency-Key", async () => {
    const before = { images: await draftImages(), ledger: await ledger(alice) };
    const body = { edits: [{ kind: "remove", box: { x: 8, y: 6, width: 24, height: 20 } }] };
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => post(alice, `${BASE()}/0/what-if/variant`, body, key)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = (await Promise.all(answers.map((answer) => answer.json()))) as { image_id: string }[];
    expect(new Set(ids.map((each) => each.image_id)).size).toBe(1);
    expect(await draftImages()).toBe(before.images + 1);
    expect(await ledger(alice)).toEqual(before.ledger);
    // The stored image is the edit applied: the red block is gone (grey where it was), the blue one kept.
    const [row] = await db.query<{ bytes: Buffer; width: number; height: number }[]>(
      `SELECT "bytes", "width", "height" FROM "campaign_images" WHERE "id" = $1`,
      [ids[0].image_id],
    );
    expect([row.width, row.height]).toEqual([96, 64]);
    const { data } = await sharp(row.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    expect(pixel(20, 16)[0]).toBeLessThan(180);
    expect(pixel(80, 50)[2]).toBeGreaterThan(200);
  });

  it("limits previews per account: the 61st in a minute is a 429 with Retry-After", async () => {
    const user = await createUser(app.apiUrl);
    const outside = { goal: "clarity", edits: [{ kind: "remove", box: { x: 90, y: 0, width: 20, height: 5 } }] };
    const statuses = [];
    for (let i = 0; i < 60; i += 1) statuses.push((await post(user, `${BASE()}/0/what-if`, outside)).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    const limited = await post(user, `${BASE()}/0/what-if`, outside);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  describe("the marketer's own version, uploaded", () => {
    const UPLOAD = () => `${BASE()}/0/what-if/upload`;

    it("refuses a file the campaign's uploads refuse, with their messages, keeping nothing", async () => {
      const before = { objects: await largeObjects(), images: await draftImages(), ledger: await ledger(alice) };
      const png = await pngOf(tinyImage(1));
      const cases: [string, Buffer, string, string][] = [
        [`${UPLOAD()}?goal=clarity&name=notes.txt`, Buffer.from("not an image"), "text/plain", IMAGE_MESSAGES.unsupportedType("notes.txt")],
        [`${UPLOAD()}?goal=clarity&name=clip.mp4`, Buffer.from("not a clip"), "video/mp4", IMAGE_MESSAGES.unsupportedType("clip.mp4")],
        [`${UPLOAD()}?goal=clarity&name=fake.png`, Buffer.from("not a png"), "image/png", IMAGE_MESSAGES.unsupportedType("fake.png")],
        [`${UPLOAD()}?goal=clarity&name=big.png`, Buffer.alloc(IMAGE_MAX_BYTES + 1), "image/png", IMAGE_MESSAGES.fileTooLarge("big.png")],
        [
          `${UPLOAD()}?goal=clarity&name=wide.png`,
          await pngOf(tinyImage(0, 2100, 64)),
          "image/png",
          IMAGE_MESSAGES.imageTooBig("wide.png"),
        ],
        [`${UPLOAD()}/variant?name=notes.txt`, Buffer.from("not an image"), "text/plain", IMAGE_MESSAGES.unsupportedType("notes.txt")],
        [`${UPLOAD()}?goal=brand_early&target=Nope`, png, "image/png", RECOMMENDATION_MESSAGES.unknownTarget],
      ];
      for (const [path, bytes, type, msg] of cases) {
        const answer = await upload(alice, path, bytes, type);
        expect([path, answer.status, JSON.stringify(await answer.json()).includes(JSON.stringify(msg))]).toEqual([path, 422, true]);
      }
      expect({ objects: await largeObjects(), images: await draftImages(), ledger: await ledger(alice) }).toEqual(before);
    });

    it("answers another user 404 and an anonymous caller 401, and refuses a video result", async () => {
      const png = await pngOf(tinyImage(1));
      for (const path of [`${UPLOAD()}?goal=clarity`, `${UPLOAD()}/variant`]) {
        expect((await upload(bob, path, png, "image/png")).status).toBe(404);
        expect((await fetch(`${app.apiUrl}${path}`, { method: "POST", headers: { "content-type": "image/png" }, body: png })).status).toBe(
          401,
        );
      }
      const video = await upload(alice, `${BASE()}/2/what-if/upload?goal=clarity`, png, "image/png");
      expect(video.status).toBe(422);
    });

    it("queues a valid upload for a worker and removes it once the answer is in (here: none, so 503)", async () => {
      const before = { objects: await largeObjects(), ledger: await ledger(alice) };
      const answer = await upload(alice, `${UPLOAD()}?goal=brand_early&target=Logo&name=mine.png`, await pngOf(tinyImage(2)), "image/png");
      expect([answer.status, await answer.json()]).toEqual([503, { detail: WHAT_IF_MESSAGES.unavailable }]);
      expect({ objects: await largeObjects(), ledger: await ledger(alice) }).toEqual(before);
      expect(await app.app.get<Queue>(getQueueToken(WHAT_IF_QUEUE)).getJobCounts()).toMatchObject({ waiting: 0, active: 0 });
    });

    it("adds the upload to the draft as a new image, free, stored as the campaign's uploads are", async () => {
      const before = { images: await draftImages(), ledger: await ledger(alice) };
      const answer = await upload(alice, `${UPLOAD()}/variant?name=mine.png`, await pngOf(tinyImage(2, 120, 90)), "image/png");
      expect(answer.status).toBe(201);
      const { image_id } = (await answer.json()) as { image_id: string };
      const [row] = await db.query<{ content_type: string; width: number; height: number }[]>(
        `SELECT "content_type", "width", "height" FROM "campaign_images" WHERE "id" = $1 AND "item_id" = $2 AND "job_id" IS NULL`,
        [image_id, itemId],
      );
      expect(row).toEqual({ content_type: "image/jpeg", width: 120, height: 90 });
      expect({ images: await draftImages(), ledger: await ledger(alice) }).toEqual({ ...before, images: before.images + 1 });
    });

    it("adds an upload once per Idempotency-Key under concurrent retries, and refuses the key with another file", async () => {
      const before = await draftImages();
      const [file, other] = await Promise.all([pngOf(tinyImage(3, 120, 90)), pngOf(tinyImage(4, 120, 90))]);
      const key = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => upload(alice, `${UPLOAD()}/variant?name=mine.png`, file, "image/png", key)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      const ids = (await Promise.all(answers.map((answer) => answer.json()))) as { image_id: string }[];
      expect(new Set(ids.map((each) => each.image_id)).size).toBe(1);
      expect(await draftImages()).toBe(before + 1);
      const reused = await upload(alice, `${UPLOAD()}/variant?name=mine.png`, other, "image/png", key);
      expect(reused.status).toBe(422);
      expect(await draftImages()).toBe(before + 1);
    });
  });
});
