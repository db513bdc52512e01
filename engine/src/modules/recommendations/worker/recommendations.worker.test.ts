import {
  GOAL_FIGURES,
  RECOMMENDATION_CREDITS,
  type RecommendationRun,
  RecommendationRunSchema,
  WHAT_IF_VIEWERS,
  type WhatIfPreview,
  WhatIfPreviewSchema,
  type WhatIfUploadPreview,
  WhatIfUploadPreviewSchema,
} from "@adsight/shared";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getDataSourceToken } from "@nestjs/typeorm";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { makeSlideshowAd } from "#test/support/clips";
import { call, readEvents, redisPrefix, startCampaign, storeVideoCreative, storeVideoResult, tinyImage } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

// The API runs here, the model in a real `ENGINE_MODE=worker` process: every run and preview crosses Redis.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let user: TestUser;
let jobId: string;
let worker: WorkerProcess | undefined;

/** A small ad: a grey field, a red block (the "logo") in a corner and a dark band, so edits have something to move. */
async function smallAd(): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 180, channels: 3, background: "#9a9a9a" } })
    .composite([
      { input: { create: { width: 40, height: 30, channels: 3, background: "#e02020" } }, left: 12, top: 10 },
      { input: { create: { width: 180, height: 36, channels: 3, background: "#202020" } }, left: 30, top: 120 },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((wake) => setTimeout(wake, 500));
  }
}

// The model holds the event loop for seconds at a time, so locks keep their length (30 s, after which a killed worker's
// run is free again); stalled runs are looked for every second.
const workerEnv = () => ({
  QUEUE_PREFIX: redis.prefix,
  DATABASE_URL: app.database.url,
  SIMULATION_N_MAX: "600",
  QUEUE_STALLED_INTERVAL_MS: "1000",
});

const readRun = async (id: string) =>
  (await call<RecommendationRun>(app.apiUrl, user.token, "GET", `/simulations/${jobId}/results/0/recommendations/${id}`)).body;

const charges = async () =>
  (
    await db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "credit_ledger" WHERE "user_id" = $1 AND "reason" = 'simulation_charge'`,
      [user.user.id],
    )
  )[0].n;

beforeAll(async () => {
  ensureEngineBuilt();
  // A worker's first preview of a creative analyses it first: tens of seconds on two busy cores.
  app = await startTestApp({
    env: {
      ENGINE_MODE: "api",
      QUEUE_PREFIX: redis.prefix,
      TRIAL_CREDITS: "200",
      SECRET_KEY: `key-${redis.prefix}`,
      WHAT_IF_TIMEOUT_MS: "120000",
    },
  });
  db = app.app.get<DataSource>(getDataSourceToken());
  user = await createUser(app.apiUrl);
  worker = startWorker(workerEnv());
  ({ jobId } = await startCampaign(app.apiUrl, user.token, [await smallAd()], 10));
  expect((await readEvents(app.apiUrl, user.token, jobId, 300_000)).at(-1)?.campaign_status).toBe("Ready");
}, 400_000);

afterEach((context) => {
  if (context.task.result?.state === "fail") console.log(worker?.output().slice(-4000));
});

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await worker?.exited;
  await app?.close();
  await redis.clear();
});

describe("recommendations and what-if on a worker with the model", () => {
  it("runs a charged recommendation run to the end: kept edits whose gain excludes zero, largest first, with their images", async () => {
    const before = await charges();
    const started = await call<RecommendationRun>(app.apiUrl, user.token, "POST", `/simulations/${jobId}/results/0/recommendations`, {
      goal: "clarity",
      credits: RECOMMENDATION_CREDITS,
    });
    expect(started.status).toBe(202);
    const run = await until(
      async () =>
        (await call<RecommendationRun>(app.apiUrl, user.token, "GET", `/simulations/${jobId}/results/0/recommendations/${started.body.id}`))
          .body,
      (read) => read.status === "finished" || read.status === "failed",
      480_000,
    );
    expect(RecommendationRunSchema.parse(run)).toMatchObject({ status: "finished", error: null, credits_charged: RECOMMENDATION_CREDITS });
    expect(run.tried).toBeGreaterThan(0);
    expect(run.recommendations.length).toBeLessThanOrEqual(run.tried);
    const gains = run.recommendations.map((each) => each.goal.change);
    expect([...gains].sort((a, b) => b - a)).toEqual(gains);
    for (const each of run.recommendations) {
      expect(each.goal.figure).toBe(GOAL_FIGURES.clarity.figure);
      expect(each.goal.interval[0] > 0 || each.goal.interval[1] < 0).toBe(true);
      const image = await fetch(`${app.baseUrl}${each.image_url}`);
      expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    }
    expect(await charges()).toBe(before + 1);
  }, 500_000);

  it("answers a what-if preview from the worker: the goal's figure first, on WHAT_IF_VIEWERS viewers, free", async () => {
    const before = await charges();
    const answer = await call<WhatIfPreview>(app.apiUrl, user.token, "POST", `/simulations/${jobId}/results/0/what-if`, {
      goal: "overall",
      edits: [{ kind: "place", box: { x: 12, y: 10, width: 40, height: 30 }, to: { x: 2, y: 2, width: 60, height: 45 } }],
    });
    expect(answer.status).toBe(200);
    expect(WhatIfPreviewSchema.parse(answer.body).viewers).toBe(WHAT_IF_VIEWERS);
    expect(answer.body.figures[0].figure).toBe(GOAL_FIGURES.overall.figure);
    for (const figure of answer.body.figures) expect(figure.interval[0]).toBeLessThanOrEqual(figure.interval[1]);
    expect(await charges()).toBe(before);
  }, 300_000);

  it("previews the marketer's own version as a fresh creative, against the stored image's figures before", async () => {
    const before = await charges();
    const largeObjects = async () => (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_largeobject_metadata`))[0].n;
    const objects = await largeObjects();
    const edit = await call<WhatIfPreview>(app.apiUrl, user.token, "POST", `/simulations/${jobId}/results/0/what-if`, {
      goal: "overall",
      edits: [{ kind: "dim", box: { x: 30, y: 120, width: 180, height: 36 }, amount: 0.5 }],
    });
    const mine = await sharp(Buffer.from((await smallAd()).split(",")[1], "base64"))
      .composite([{ input: { create: { width: 80, height: 60, channels: 3, background: "#e02020" } }, left: 4, top: 4 }])
      .png()
      .toBuffer();
    const answer = await fetch(`${app.apiUrl}/simulations/${jobId}/results/0/what-if/upload?goal=overall&name=mine.png`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "image/png" },
      body: mine,
    });
    expect(answer.status).toBe(200);
    const preview = WhatIfUploadPreviewSchema.parse(await answer.json()) satisfies WhatIfUploadPreview;
    expect([preview.viewers, preview.target, preview.target_found, preview.figures[0].figure]).toEqual([
      WHAT_IF_VIEWERS,
      null,
      null,
      GOAL_FIGURES.overall.figure,
    ]);
    const befores = (figures: WhatIfPreview["figures"]) => Object.fromEntries(figures.map((f) => [f.figure, f.before]));
    expect(befores(preview.figures)).toEqual(befores(edit.body.figures));
    for (const figure of preview.figures) expect(figure.interval[0]).toBeLessThanOrEqual(figure.interval[1]);
    expect(await largeObjects()).toBe(objects);
    expect(await charges()).toBe(before);
  }, 300_000);

  it("hands a run whose worker died to another worker, which finishes it without a second charge", async () => {
    const before = await charges();
    const started = await call<RecommendationRun>(app.apiUrl, user.token, "POST", `/simulations/${jobId}/results/0/recommendations`, {
      goal: "appeal",
    });
    expect(started.status).toBe(202);
    expect(
      (
        await until(
          () => readRun(started.body.id),
          (read) => read.status === "running",
          120_000,
        )
      ).status,
    ).toBe("running");
    worker?.child.kill("SIGKILL");
    await worker?.exited;
    worker = startWorker(workerEnv());
    const run = await until(
      () => readRun(started.body.id),
      (read) => read.status === "finished" || read.status === "failed",
      480_000,
    );
    expect(run.status).toBe("finished");
    const [row] = await db.query<{ attempts: number }[]>(`SELECT "attempts" FROM "recommendation_runs" WHERE "id" = $1`, [run.id]);
    expect(row.attempts).toBe(2);
    expect(await charges()).toBe(before + 1);
  }, 600_000);

  it("makes a video's recommendations on its shots' first frames, each with its time and the frame before", async () => {
    // A finished campaign whose creative is then the slideshow ad (two 3 s shots, a cut at 3 s), its result as the
    // video model stores one: the recommendation run is real, the video's own simulation is another test's.
    const video = await startCampaign(app.apiUrl, user.token, [await tinyImage()], 1);
    expect((await readEvents(app.apiUrl, user.token, video.jobId, 300_000)).at(-1)?.campaign_status).toBe("Ready");
    const folder = await mkdtemp(join(tmpdir(), "recommendations-slideshow-"));
    try {
      makeSlideshowAd(join(folder, "ad.mp4"));
      await storeVideoCreative(db, video.jobId, 0, join(folder, "ad.mp4"));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const [{ id: heatmap }] = await db.query<{ id: string }[]>(
      `SELECT "id" FROM "result_images" WHERE "job_id" = $1 AND "kind" = 'saliency_map_jet'`,
      [video.jobId],
    );
    await db.query(`DELETE FROM "simulation_results" WHERE "job_id" = $1`, [video.jobId]);
    await storeVideoResult(db, video.jobId, 0, {
      width: 640,
      height: 360,
      duration_ms: 6000,
      scene_cuts_ms: [3000],
      key_frames: [
        { t_ms: 0, reason: "scene", heatmap },
        { t_ms: 1500, reason: "peak", heatmap },
        { t_ms: 3000, reason: "scene", heatmap },
      ],
    });
    const path = `/simulations/${video.jobId}/results/0/recommendations`;
    const started = await call<RecommendationRun>(app.apiUrl, user.token, "POST", path, { goal: "headline_read" });
    expect(started.status).toBe(202);
    const run = await until(
      async () => (await call<RecommendationRun>(app.apiUrl, user.token, "GET", `${path}/${started.body.id}`)).body,
      (read) => read.status === "finished" || read.status === "failed",
      480_000,
    );
    expect(RecommendationRunSchema.parse(run)).toMatchObject({ status: "finished", error: null, target: null });
    expect(run.tried).toBeGreaterThan(0);
    const gains = run.recommendations.map((each) => each.goal.change);
    expect([...gains].sort((a, b) => b - a)).toEqual(gains);
    for (const each of run.recommendations) {
      expect(each.key_frame).toMatchObject({ reason: "scene", shot_end_ms: each.key_frame?.t_ms === 0 ? 3000 : 6000 });
      expect([0, 3000]).toContain(each.key_frame?.t_ms);
      expect(each.title).toMatch(/^Scene starts at 0:0[03]\.0: /);
      expect(each.goal.interval[0] > 0).toBe(true);
      for (const url of [each.image_url, each.key_frame?.before_image_url ?? ""]) {
        const image = await fetch(`${app.baseUrl}${url}`);
        expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
      }
    }

    // The best as a variant: the worker makes the edited clip and adds it to the draft, once.
    const [best] = run.recommendations;
    expect(best, "a kept edit on the slideshow (the variant needs one)").toBeDefined();
    const variantPath = `${path}/${run.id}/${best.id}/variant`;
    const drafted = async () =>
      await db.query<{ id: string; kind: string; video_duration_ms: number }[]>(
        `SELECT "id", "kind", "video_duration_ms" FROM "campaign_images" WHERE "item_id" = $1 AND "job_id" IS NULL ORDER BY "idx"`,
        [video.itemId],
      );
    const before = (await drafted()).length;
    const asked = await call<{ status: string }>(app.apiUrl, user.token, "POST", variantPath, {});
    expect([asked.status, asked.body]).toEqual([202, { status: "encoding" }]);
    const made = await until(
      async () => (await call<RecommendationRun>(app.apiUrl, user.token, "GET", `${path}/${run.id}`)).body.recommendations[0],
      (read) => read.variant_status !== "encoding",
      300_000,
    );
    expect(made).toMatchObject({ variant_status: "added", variant_error: null });
    const draft = await drafted();
    expect(draft).toHaveLength(before + 1);
    expect(draft.at(-1)).toMatchObject({ kind: "video" });
    expect(draft.at(-1)?.video_duration_ms).toBeGreaterThan(5900);
    const again = await call<{ image_id: string }>(app.apiUrl, user.token, "POST", variantPath, {});
    expect([again.status, again.body.image_id]).toEqual([201, draft.at(-1)?.id]);
  }, 600_000);
});
