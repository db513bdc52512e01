import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type CreditsResponse,
  type JobResults,
  JobResultsSchema,
  type SetupGenerateResponse,
  type SimulationEvent,
  type StartResponse,
  type VideoResult,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CSV_COLUMNS, SECOND_SHARE_PREFIX } from "#src/modules/reports/exports.service";
import { probeVideo } from "#src/media/videos";
import { writeLargeObject } from "#src/modules/creatives/large-objects";
import { makeClip, truncated } from "#test/support/clips";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, readEvents, redisPrefix, settings, tinyImage } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

// Real worker processes run the real model on a 2 s 160×90 clip (a cut at 1 s) at scale 1 (6 viewers).
const redis = redisPrefix();
const WORKER_ENV = { QUEUE_PREFIX: redis.prefix, QUEUE_LOCK_MS: "4000", QUEUE_STALLED_INTERVAL_MS: "1000", SIMULATION_N_MAX: "600" };
const scratch = mkdtempSync(join(tmpdir(), "adsight-video-jobs-"));
const CLIP = join(scratch, "clip.mp4");
let app: TestApp;
let db: DataSource;
let user: TestUser;
const workers: WorkerProcess[] = [];

function worker(): WorkerProcess {
  const started = startWorker({ ...WORKER_ENV, DATABASE_URL: app.database.url });
  workers.push(started);
  return started;
}

beforeAll(async () => {
  ensureEngineBuilt();
  makeClip(CLIP, { seconds: 2, width: 160, height: 90, sound: true });
  app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "200" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  user = await createUser(app.apiUrl);
}, 300_000);

afterEach(async (context) => {
  if (context.task.result?.state === "fail") for (const process of workers) console.log(process.output().slice(-4000));
  await Promise.all(
    workers.splice(0).map((process) => {
      process.child.kill("SIGKILL");
      return process.exited;
    }),
  );
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
  rmSync(scratch, { recursive: true, force: true });
});

async function upload(itemId: string, body: Buffer, contentType: string, name: string): Promise<void> {
  const response = await fetch(`${app.apiUrl}/simulations/draft/${itemId}/images?name=${name}`, {
    method: "POST",
    headers: { "content-type": contentType, authorization: `Bearer ${user.token}` },
    body,
  });
  expect(response.status, await response.text()).toBe(201);
}

// Uploaded to the draft as the editor does, priced by POST /simulations/credits and started at that price.
async function videoJob(kinds: ("image" | "video")[]): Promise<{ itemId: string; jobId: string; credits: number; videoOids: string[] }> {
  const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings(),
  });
  const itemId = generated.body.item_id;
  for (const [i, kind] of kinds.entries()) {
    if (kind === "video") await upload(itemId, readFileSync(CLIP), "video/mp4", "clip.mp4");
    else await upload(itemId, Buffer.from((await tinyImage(i)).split(",")[1], "base64"), "image/png", "photo.png");
  }
  const quote = await call<CreditsResponse>(app.apiUrl, user.token, "POST", "/simulations/credits", { item_id: itemId, scale: 1 });
  const credits = quote.body.credits;
  expect(credits).toBe(kinds.reduce((sum, kind) => sum + (kind === "video" ? 2 : 1), 0));
  const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/draft/start", {
    item_id: itemId,
    ...settings(),
    scale: 1,
    setup: { categories: generated.body.categories },
    credits,
  });
  expect(started.status).toBe(200);
  const jobId = started.body.job_id;
  const rows = await db.query<{ video_oid: string }[]>(
    `SELECT "video_oid" FROM "campaign_images" WHERE "job_id" = $1 AND "video_oid" IS NOT NULL ORDER BY "idx"`,
    [jobId],
  );
  return { itemId, jobId, credits, videoOids: rows.map((row) => row.video_oid) };
}

async function largeObjectExists(oid: string): Promise<boolean> {
  const rows = await db.query<unknown[]>(`SELECT 1 FROM pg_largeobject_metadata WHERE oid = $1::bigint::oid`, [oid]);
  return rows.length === 1;
}

async function videoRows(jobId: string): Promise<{ id: string; input_image_idx: number; heatmap_video_oid: string }[]> {
  return db.query(`SELECT "id", "input_image_idx", "heatmap_video_oid" FROM "simulation_video_results" WHERE "job_id" = $1`, [jobId]);
}

async function ledger(jobId: string): Promise<{ amount: number; reason: string }[]> {
  return db.query(`SELECT "amount", "reason" FROM "credit_ledger" WHERE "ref" = $1 ORDER BY "created_at"`, [jobId]);
}

// RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [[]];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      records[records.length - 1].push(field);
      field = "";
    } else if (c === "\n") {
      records[records.length - 1].push(field);
      field = "";
      records.push([]);
    } else field += c;
  }
  if (field !== "" || records[records.length - 1].length > 0) records[records.length - 1].push(field);
  const [header, ...rows] = records.filter((record) => record.length > 0);
  return rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]])));
}

function lastOf(events: SimulationEvent[]): SimulationEvent {
  const last = events[events.length - 1];
  if (!last) throw new Error("no event");
  return last;
}

describe("a campaign with a video", () => {
  let ready: Awaited<ReturnType<typeof videoJob>>;
  let video: VideoResult;

  it("runs to Ready beside an image: the video's timeline, eye catchers, key frames and heatmap video", async () => {
    ready = await videoJob(["image", "video"]);
    worker();
    const events = await readEvents(app.apiUrl, user.token, ready.jobId, 240_000);
    const last = lastOf(events);
    expect(last).toMatchObject({ campaign_status: "Ready", progress: 100 });
    expect(last.results.map((result) => result.input_image_idx)).toEqual([0]);
    expect(last.videos.map((result) => result.input_image_idx)).toEqual([1]);
    video = last.videos[0];

    const answer = await call<JobResults>(app.apiUrl, user.token, "GET", `/simulations/${ready.jobId}`);
    expect(answer.status).toBe(200);
    expect(JobResultsSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.videos.map((result) => result.input_image_idx)).toEqual([1]);

    expect(video).toMatchObject({ width: 160, height: 90, num_viewers: 6, scene_cuts_ms: [expect.any(Number)] });
    expect(video.duration_ms).toBeGreaterThan(1900);
    expect(video.duration_ms).toBeLessThan(2100);
    expect(video.frames_analysed).toBeGreaterThan(0);
    expect(video.timeline.map((second) => second.second)).toEqual([0, 1]);
    for (const second of video.timeline) {
      expect(second.focus).toBeGreaterThanOrEqual(0);
      expect(second.focus).toBeLessThanOrEqual(1);
      expect(Math.abs(second.affect.emo_valence)).toBeLessThanOrEqual(1);
      for (const name of Object.keys(second.attention)) expect(video.eye_catchers.map((e) => e.name)).toContain(name);
    }
    // Clarity a second, read from its frames; the clip's is its lower middle second's (of two, the less clear).
    expect(video.clarity_by_second).toHaveLength(2);
    for (const clarity of video.clarity_by_second ?? []) expect(clarity).toBeGreaterThanOrEqual(0);
    expect(video.clarity_score).toBe(Math.min(...(video.clarity_by_second ?? [])));
    const [low, high] = video.clarity_score_interval ?? [];
    expect(low).toBeLessThanOrEqual(video.clarity_score ?? NaN);
    expect(high).toBeGreaterThanOrEqual(video.clarity_score ?? NaN);
    expect(video.clarity_drivers?.map((driver) => driver.label)).toContain("Amount of text");
    for (const eyeCatcher of video.eye_catchers) {
      expect(eyeCatcher.seen_by_second).toHaveLength(2);
      expect(eyeCatcher.on_screen_ms).toBeLessThanOrEqual(video.duration_ms);
    }
    // A scene starts at 0 and at the cut; each key frame has its heatmap, a stored JPEG.
    expect(video.key_frames.length).toBeGreaterThanOrEqual(2);
    expect(video.key_frames[0]).toMatchObject({ t_ms: 0, reason: "scene" });
    for (const frame of video.key_frames) {
      expect(frame.heatmap).toMatch(/^\/api\/v1\/simulations\/images\/[0-9a-f-]{36}\/signed\?expires=\d+&signature=[\w-]+$/);
      const still = await fetch(`${app.baseUrl}${frame.heatmap}`);
      expect(still.status).toBe(200);
      expect(still.headers.get("content-type")).toBe("image/jpeg");
    }
    const poster = await fetch(`${app.baseUrl}${video.poster}`);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    const input = await fetch(`${app.baseUrl}${video.input_video}`);
    expect(input.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await input.arrayBuffer()).equals(readFileSync(CLIP))).toBe(true);

    // The heatmap video, served from its result: an H.264 MP4 of the clip's shape and length that a player can seek in.
    const [row] = await videoRows(ready.jobId);
    expect(video.heatmap_video).toMatch(new RegExp(`^/api/v1/simulations/heatmap-videos/${row.id}/signed\\?`));
    const served = await fetch(`${app.baseUrl}${video.heatmap_video}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("video/mp4");
    const file = join(scratch, "heatmap.mp4");
    writeFileSync(file, Buffer.from(await served.arrayBuffer()));
    const probe = await probeVideo(file);
    expect(probe).toMatchObject({ codec: "h264" });
    expect(probe.width / probe.height).toBeCloseTo(160 / 90, 1);
    expect(Math.abs(probe.durationMs - video.duration_ms)).toBeLessThan(200);
    const range = await fetch(`${app.baseUrl}${video.heatmap_video}`, { headers: { range: "bytes=4-11" } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer()).toString("latin1")).toBe("ftypisom");
    expect(await ledger(ready.jobId)).toEqual([{ amount: -ready.credits, reason: "simulation_charge" }]);
  }, 300_000);

  it("exports the video in the CSV: a row per second with its affect and eye catchers' shares, then its eye catchers", async () => {
    const response = await fetch(`${app.apiUrl}/simulations/${ready.jobId}/results.csv`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    const rows = parseCsv(text);
    const names = video.eye_catchers.map((eyeCatcher) => eyeCatcher.name);
    expect(Object.keys(rows[0])).toEqual([...CSV_COLUMNS, ...names.map((name) => `${SECOND_SHARE_PREFIX}${name}`)]);
    // The image's rows come first and keep their shape: nothing in the video columns.
    expect(rows[0]).toMatchObject({ input_image_idx: "0", object: "", second: "", focus: "", on_screen_ms: "" });
    const ofVideo = rows.filter((row) => row.input_image_idx === "1");
    const seconds = ofVideo.filter((row) => row.second !== "");
    expect(seconds).toEqual(
      video.timeline.map((second): unknown =>
        expect.objectContaining({
          object: "",
          second: String(second.second),
          focus: String(second.focus),
          clarity_score: String(video.clarity_by_second?.[second.second]),
          valence: String(second.affect.emo_valence),
          arousal: String(second.affect.emo_arousal),
          positive_energy: String(second.affect.emo_approach_score),
          emotional_risk: String(second.affect.emo_risk_score),
          ...Object.fromEntries(names.map((name) => [`${SECOND_SHARE_PREFIX}${name}`, String(second.attention[name] ?? "")])),
        }),
      ),
    );
    const eyeCatchers = ofVideo.filter((row) => row.on_screen_ms !== "");
    expect(eyeCatchers).toEqual(
      video.eye_catchers.map((eyeCatcher): unknown =>
        expect.objectContaining({
          object: eyeCatcher.name,
          kind: eyeCatcher.kind,
          on_screen_ms: String(eyeCatcher.on_screen_ms),
          looked_ms: String(eyeCatcher.looked_ms),
          // The clip is 2 s long: by second 3 is by its end.
          seen_3s_pct: String(eyeCatcher.seen_by_second[1]),
          seen_end_pct: String(eyeCatcher.seen_by),
          first_look_median_ms: String(eyeCatcher.first_look_ms?.median ?? ""),
        }),
      ),
    );
    expect(ofVideo).toHaveLength(seconds.length + eyeCatchers.length);
  });

  it("takes its videos' large objects with it when the campaign is deleted", async () => {
    const [row] = await videoRows(ready.jobId);
    expect(await largeObjectExists(row.heatmap_video_oid)).toBe(true);
    expect(await largeObjectExists(ready.videoOids[0])).toBe(true);
    expect((await call(app.apiUrl, user.token, "DELETE", `/items/${ready.itemId}`)).status).toBe(200);
    expect(await videoRows(ready.jobId)).toEqual([]);
    expect(await largeObjectExists(row.heatmap_video_oid)).toBe(false);
    expect(await largeObjectExists(ready.videoOids[0])).toBe(false);
  });
});

describe("a video that cannot be decoded when it runs", () => {
  it("ends the job in Error, naming the creative, and refunds it", async () => {
    const { jobId, credits } = await videoJob(["image", "video"]);
    // The job's copy of the clip is swapped for its first half, index first, as a damaged store would leave it.
    const cutOff = join(scratch, "cut-off.mp4");
    makeClip(join(scratch, "index-first.mp4"), { seconds: 2, width: 160, height: 90, indexFirst: true });
    truncated(readFileSync(join(scratch, "index-first.mp4")), cutOff);
    await db.transaction(async (manager) => {
      const oid = await writeLargeObject(manager, cutOff);
      await manager.query(`UPDATE "campaign_images" SET "video_oid" = $2 WHERE "job_id" = $1 AND "idx" = 1`, [jobId, oid]);
    });
    worker();
    const last = lastOf(await readEvents(app.apiUrl, user.token, jobId, 240_000));
    expect(last).toMatchObject({ campaign_status: "Error", videos: [] });
    const answer = await call<JobResults>(app.apiUrl, user.token, "GET", `/simulations/${jobId}`);
    expect(answer.body.error).toMatch(/^Creative 2 is cut off: it ends after \d\.\d s of its 2\.0 s$/);
    expect(await ledger(jobId)).toEqual([
      { amount: -credits, reason: "simulation_charge" },
      { amount: credits, reason: "simulation_refund" },
    ]);
  }, 240_000);
});

describe("a video job on a worker that dies", () => {
  it("is finished by another worker, keeping the video already stored, charged once and leaving no orphan video", async () => {
    const { jobId, credits, videoOids } = await videoJob(["video", "video"]);
    const before = await db.query<{ n: number }[]>(`SELECT count(*)::int AS "n" FROM pg_largeobject_metadata`);
    const first = worker();
    // Killed inside the second video: the first's result is stored, the progress has moved past it.
    let stored: Awaited<ReturnType<typeof videoRows>> = [];
    for (let waited = 0; waited < 240_000; waited += 100) {
      stored = await videoRows(jobId);
      const [job] = await db.query<{ progress: number }[]>(`SELECT "progress" FROM "simulation_jobs" WHERE "id" = $1`, [jobId]);
      if (stored.length === 1 && job.progress > 55) break;
      await new Promise((wait) => setTimeout(wait, 100));
    }
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");
    expect(await videoRows(jobId)).toEqual(stored);
    expect(stored.map((row) => row.input_image_idx)).toEqual([0]);
    worker();

    const last = lastOf(await readEvents(app.apiUrl, user.token, jobId, 240_000));
    expect(last).toMatchObject({ campaign_status: "Ready", progress: 100 });
    expect(last.videos.map((result) => result.input_image_idx)).toEqual([0, 1]);
    const rows = await videoRows(jobId);
    expect(rows).toContainEqual(stored[0]);
    const [job] = await db.query<{ attempts: number }[]>(`SELECT "attempts" FROM "simulation_jobs" WHERE "id" = $1`, [jobId]);
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(await ledger(jobId)).toEqual([{ amount: -credits, reason: "simulation_charge" }]);
    // Exactly one heatmap video per result: the dead worker's unfinished one was never committed.
    const after = await db.query<{ n: number }[]>(`SELECT count(*)::int AS "n" FROM pg_largeobject_metadata`);
    expect(after[0].n - before[0].n).toBe(2);
    for (const oid of [...videoOids, ...rows.map((row) => row.heatmap_video_oid)]) expect(await largeObjectExists(oid)).toBe(true);
  }, 480_000);
});
