import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type DraftWithImageRefsResponse,
  type ItemResults,
  type JobResults,
  JobResultsSchema,
  type PredictionResponse,
  webFilePath,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClip } from "#test/support/clips";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support";
import { call, redisPrefix, storeImageResult, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue; the test stores the job's results as a worker would.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let dir: string;
let alice: TestUser;
let prediction: PredictionResponse;

beforeAll(async () => {
  app = await startTestApp({ env: { QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  dir = mkdtempSync(path.join(tmpdir(), "adsight-creative-kinds-"));
  makeClip(path.join(dir, "clip.mp4"), { seconds: 1.2, width: 160, height: 90 });
  alice = await createUser(app.apiUrl);
  const form = new FormData();
  const png = Buffer.from((await tinyImage(0)).split(",")[1], "base64");
  form.append("images", new Blob([png], { type: "image/png" }), "ad.png");
  form.append("images", new Blob([readFileSync(path.join(dir, "clip.mp4"))], { type: "video/mp4" }), "clip.mp4");
  form.append("audience", "people who cook");
  form.append("scale", "1");
  const answer = await fetch(`${app.apiUrl}/predictions`, {
    method: "POST",
    headers: { authorization: `Bearer ${alice.token}` },
    body: form,
  });
  expect(answer.status).toBe(202);
  prediction = (await answer.json()) as PredictionResponse;
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// As the worker stores them, out of order: the answer lists them by input_image_idx all the same.
async function storeResults(jobId: string): Promise<{ overlay: string }> {
  const [{ oid }] = await db.query<{ oid: string }[]>(
    `SELECT "video_oid" AS "oid" FROM "campaign_images" WHERE "job_id" = $1 AND "idx" = 1`,
    [jobId],
  );
  const video = { width: 160, height: 90, duration_ms: 1200, num_viewers: 3, frames_analysed: 2, scene_cuts_ms: [], timeline: [] };
  await db.query(
    `INSERT INTO "simulation_video_results" ("job_id", "input_image_idx", "data", "heatmap_video_oid", "duration_ms") VALUES ($1, 1, $2, $3, 1000)`,
    [jobId, JSON.stringify({ ...video, eye_catchers: [], key_frames: [] }), oid],
  );
  return { overlay: await storeImageResult(db, jobId, 0) };
}

describe("a creative's kind", () => {
  it("comes back from /predictions, the draft and the results, one list in input order beside the deprecated split", async () => {
    expect(prediction.creatives).toEqual([
      { input_image_idx: 0, kind: "image" },
      { input_image_idx: 1, kind: "video" },
    ]);
    const draft = await call<DraftWithImageRefsResponse>(
      app.apiUrl,
      alice.token,
      "GET",
      `/simulations/draft/${prediction.item_id}?images=refs`,
    );
    expect(draft.body.image_refs.map(({ index, kind, video_duration_ms }) => ({ index, kind, video: video_duration_ms !== null }))).toEqual(
      [
        { index: 0, kind: "image", video: false },
        { index: 1, kind: "video", video: true },
      ],
    );

    const { overlay } = await storeResults(prediction.job_id);
    const answer = await call<JobResults>(app.apiUrl, alice.token, "GET", `/simulations/${prediction.job_id}`);
    expect(JobResultsSchema.parse(answer.body)).toEqual(answer.body);
    const { creatives, results, videos } = answer.body;
    expect(creatives.map(({ kind, input_image_idx }) => [input_image_idx, kind])).toEqual([
      [0, "image"],
      [1, "video"],
    ]);
    const [{ kind: imageKind, ...image }, { kind: videoKind, ...video }] = creatives;
    expect([imageKind, videoKind]).toEqual(["image", "video"]);
    expect([image, video]).toEqual([results[0], videos[0]]);
    expect(results[0]?.saliency_map_jet).toMatch(new RegExp(`/simulations/images/${overlay}/signed\\?expires=\\d+&signature=`));
  });

  it("and the campaign come in one call for the results page, with the web's own file paths when asked", async () => {
    const page = await call<ItemResults>(app.apiUrl, alice.token, "GET", `/simulations/item/${prediction.item_id}/results?links=web`);
    expect(page.status).toBe(200);
    expect(page.body.item).toMatchObject({ id: prediction.item_id, status: "Processing" });
    const [image, video] = page.body.job?.creatives ?? [];
    expect(image?.kind === "image" && image.saliency_map_jet).toMatch(/^\/app\/images\/result\/[0-9a-f-]{36}$/);
    expect(video?.kind === "video" && [video.poster, video.input_video]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/app\/images\/input\//), expect.stringMatching(/^\/app\/images\/video\//)]),
    );
    expect(webFilePath("heatmap", "x")).toBe("/app/images/heatmap/x");
    const signed = await call<ItemResults>(app.apiUrl, alice.token, "GET", `/simulations/item/${prediction.item_id}/results`);
    expect(signed.body.job?.results[0]?.input_image).toContain("/signed?expires=");

    const stranger = await createUser(app.apiUrl);
    const refused = await call(app.apiUrl, stranger.token, "GET", `/simulations/item/${prediction.item_id}/results`);
    expect(refused).toEqual({ status: 404, body: { detail: "Item not found" } });
  });
});
