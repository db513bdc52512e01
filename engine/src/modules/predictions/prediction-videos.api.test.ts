import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PredictionResponse } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAudioOnly, makeClip } from "#test/support/clips";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support";
import { redisPrefix, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let png: Buffer;
let clip: Buffer;
let sound: Buffer;
let dir: string;
let uploads: string;

beforeAll(async () => {
  app = await startTestApp({ env: { QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  png = Buffer.from((await tinyImage(0)).split(",")[1], "base64");
  dir = mkdtempSync(path.join(tmpdir(), "adsight-prediction-videos-"));
  makeClip(path.join(dir, "clip.mp4"), { seconds: 2.3, width: 160, height: 90 });
  makeAudioOnly(path.join(dir, "sound.mp4"));
  [clip, sound] = ["clip.mp4", "sound.mp4"].map((name) => readFileSync(path.join(dir, name)));
  // The engine runs in this process: its uploads' temp folders land here, where a test can see they were removed.
  uploads = mkdtempSync(path.join(tmpdir(), "adsight-prediction-uploads-"));
  process.env.TMPDIR = uploads;
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
  for (const folder of [dir, uploads]) if (folder) rmSync(folder, { recursive: true, force: true });
});

type Part = { file: Buffer; type: string; filename: string } | string;

function predict(user: TestUser, parts: [string, Part][], key?: string) {
  const form = new FormData();
  for (const [name, part] of parts) {
    if (typeof part === "string") form.append(name, part);
    else form.append(name, new Blob([part.file], { type: part.type }), part.filename);
  }
  return fetch(`${app.apiUrl}/predictions`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, ...(key ? { "idempotency-key": key } : {}) },
    body: form,
  });
}

const video = (file = clip, filename = "clip.mp4", type = "video/mp4"): [string, Part] => ["images", { file, type, filename }];
const image = (): [string, Part] => ["images", { file: png, type: "image/png", filename: "ad.png" }];

async function state(user: TestUser) {
  const [row] = await db.query<{ left: number; charges: number; jobs: number; items: number; images: number; objects: number }[]>(
    `SELECT u."credits_left" AS left,
       (SELECT count(*)::int FROM "credit_ledger" WHERE "user_id" = u."id" AND "reason" = 'simulation_charge') AS charges,
       (SELECT count(*)::int FROM "simulation_jobs" WHERE "owner_id" = u."id") AS jobs,
       (SELECT count(*)::int FROM "items" WHERE "owner_id" = u."id") AS items,
       (SELECT count(*)::int FROM "campaign_images" ci JOIN "items" i ON i."id" = ci."item_id" WHERE i."owner_id" = u."id") AS images,
       (SELECT count(*)::int FROM pg_largeobject_metadata) AS objects
     FROM "users" u WHERE u."id" = $1`,
    [user.user.id],
  );
  return row;
}

describe("POST /predictions with videos", () => {
  it("runs images and videos in the order sent, charging a video its seconds × scale", async () => {
    const user = await createUser(app.apiUrl);
    const before = await state(user);
    const answer = await predict(user, [image(), video(), video(clip, "again.mov", "application/octet-stream"), ["scale", "5"]]);
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as PredictionResponse;
    // 1 + 2 + 2 units at scale 5: the 2.3 s clip is charged the 2 s it shows.
    expect(body.credits_charged).toBe(25);
    const rows = await db.query<{ idx: number; video_type: string | null; video_duration_ms: number | null; video_oid: string | null }[]>(
      `SELECT "idx", "video_type", "video_duration_ms", "video_oid" FROM "campaign_images" WHERE "job_id" = $1 ORDER BY "idx"`,
      [body.job_id],
    );
    expect(rows.map((row) => [row.idx, row.video_type, row.video_oid === null])).toEqual([
      [0, null, true],
      [1, "video/mp4", false],
      [2, "video/mp4", false],
    ]);
    expect(rows[1].video_duration_ms).toBeGreaterThanOrEqual(2300);
    expect(await state(user)).toMatchObject({ left: 75, charges: 1, jobs: 1, items: 1, objects: before.objects + 2 });
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("refuses a video it cannot take by its name, charging and storing nothing, and a repeat of the key says the same", async () => {
    const user = await createUser(app.apiUrl);
    const before = await state(user);
    const key = randomUUID();
    const parts = [image(), video(sound, "sound.mp4"), ["scale", "2"]] satisfies [string, Part][];
    const answer = await predict(user, parts, key);
    expect(answer.status).toBe(422);
    const refusal = (await answer.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(refusal.detail.map(({ loc, msg }) => ({ loc, msg }))).toEqual([
      { loc: ["body", "images", 1], msg: "sound.mp4 has no video stream" },
    ]);
    const repeat = await predict(user, parts, key);
    expect([repeat.status, await repeat.json()]).toEqual([422, refusal]);
    expect(await state(user)).toEqual(before);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("refuses a video part over 100 MB without keeping it", async () => {
    const user = await createUser(app.apiUrl);
    const before = await state(user);
    // Streamed as it is made: a client that first builds a 100 MB body can find its kept-alive connection timed out.
    const boundary = "adsight-test-boundary";
    const parts = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
      ...Array.from({ length: 101 }, () => new Uint8Array(1024 * 1024)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part) controller.enqueue(part);
        else controller.close();
      },
    });
    const answer = await fetch(`${app.apiUrl}/predictions`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { detail: { msg: string }[] }).detail.map((issue) => issue.msg)).toEqual(["File too large: huge.mp4"]);
    expect(await state(user)).toEqual(before);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("repeats a started run once for one Idempotency-Key", async () => {
    const user = await createUser(app.apiUrl);
    const key = randomUUID();
    const answers = await Promise.all([0, 1, 2].map(() => predict(user, [video(), ["scale", "2"]], key)));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as PredictionResponse[];
    expect(new Set(bodies.map((body) => body.job_id)).size).toBe(1);
    expect(await state(user)).toMatchObject({ left: 96, charges: 1, jobs: 1, items: 1 });
  });
});
