import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import type {
  CreditsResponse,
  DraftImage,
  DraftResponse,
  DraftSavedResponse,
  DraftWithImageRefsResponse,
  SetupGenerateResponse,
  StartResponse,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageLinks } from "#src/modules/creatives/image-links";
import { writeLargeObject } from "#src/modules/creatives/large-objects";
import { makeAudioOnly, makeClip, makeGif, truncated } from "#test/support/clips";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";

// API only: no worker consumes this run's queue, so started jobs stay Processing.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let links: ImageLinks;
let alice: TestUser;
let bob: TestUser;
let png: Buffer;
let dir: string;
let uploads: string;
const clip = () => readFileSync(path.join(dir, "clip.mp4"));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-draft-videos-"));
  const at = (name: string) => path.join(dir, name);
  makeClip(at("clip.mp4"), { seconds: 2.3, width: 160, height: 90, indexFirst: true });
  makeClip(at("index-last.mp4"), { seconds: 2.3, width: 160, height: 90 });
  makeGif(at("animation.gif"));
  makeAudioOnly(at("sound.mp4"));
  const long = spawnSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=s=64x36:r=1:d=75"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", at("long.mp4")],
  ]);
  expect(long.status).toBe(0);
  truncated(readFileSync(at("clip.mp4")), at("cut-off.mp4"));
  truncated(readFileSync(at("index-last.mp4")), at("no-index.mp4"));
  // After the clips: ffmpeg runs synchronously, and a connection kept alive meanwhile could time out under a request.
  app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  links = app.app.get(ImageLinks);
  [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
  png = Buffer.from((await tinyImage(0)).split(",")[1], "base64");
  // The engine runs in this process: its uploads' temp folders land here, where a test can see they were removed.
  uploads = mkdtempSync(path.join(tmpdir(), "adsight-draft-uploads-"));
  process.env.TMPDIR = uploads;
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
  for (const folder of [dir, uploads]) if (folder) rmSync(folder, { recursive: true, force: true });
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
  user: TestUser,
  itemId: string,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string,
  name: string,
): Promise<Upload> {
  const response = await fetch(`${app.apiUrl}/simulations/draft/${itemId}/images?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { "content-type": contentType, authorization: `Bearer ${user.token}` },
    body,
    duplex: "half",
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Upload["body"] };
}

const messages = (answer: Upload) =>
  Array.isArray(answer.body.detail) ? answer.body.detail.map((issue) => issue.msg) : answer.body.detail;

async function refs(user: TestUser, itemId: string): Promise<DraftImage[]> {
  return (await call<DraftWithImageRefsResponse>(app.apiUrl, user.token, "GET", `/simulations/draft/${itemId}?images=refs`)).body
    .image_refs;
}

/** Everything a refused upload must leave as it was: the draft's rows, the stored clips and the user's credits. */
async function footprint(user: TestUser, itemId: string) {
  const [row] = await db.query<{ rows: number; objects: number; left: number; ledger: number }[]>(
    `SELECT (SELECT count(*)::int FROM "campaign_images" WHERE "item_id" = $1) AS "rows",
       (SELECT count(*)::int FROM pg_largeobject_metadata) AS "objects",
       (SELECT "credits_left" FROM "users" WHERE "id" = $2) AS "left",
       (SELECT count(*)::int FROM "credit_ledger" WHERE "user_id" = $2) AS "ledger"`,
    [itemId, user.user.id],
  );
  return row;
}

const objectExists = async (oid: string) =>
  (await db.query<{ n: number }[]>(`SELECT count(*)::int AS "n" FROM pg_largeobject_metadata WHERE oid = $1::bigint::oid`, [oid]))[0].n ===
  1;

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url.startsWith("/") ? `${app.baseUrl}${url}` : url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

describe("a video uploaded to the draft", () => {
  it("is stored with its poster, answers its length, and its clip is served whole and by range", async () => {
    const { item_id } = await newDraft(alice);
    const image = await upload(alice, item_id, png, "image/png", "photo.png");
    expect(image.body.video_duration_ms).toBeNull();
    const video = await upload(alice, item_id, clip(), "video/mp4", "clip.mp4");
    expect(video.status).toBe(201);
    expect(video.body).toMatchObject({ index: 1, width: 160, height: 90 });
    expect(video.body.video_duration_ms).toBeGreaterThanOrEqual(2300);
    expect(video.body.video_duration_ms).toBeLessThan(2400);
    expect(await refs(alice, item_id)).toEqual([image.body, video.body]);
    expect(readdirSync(uploads)).toEqual([]);

    const [row] = await db.query<{ content_type: string; video_type: string; video_oid: string; sha256: string; bytes: Buffer }[]>(
      `SELECT "content_type", "video_type", "video_oid", "sha256", "bytes" FROM "campaign_images" WHERE "id" = $1`,
      [video.body.id],
    );
    expect(row).toMatchObject({ content_type: "image/jpeg", video_type: "video/mp4" });
    expect(row.sha256).toBe(createHash("sha256").update(row.bytes).digest("hex"));

    const poster = await get(`${app.apiUrl}/simulations/input-images/${video.body.id}`, bearer(alice));
    expect(poster.response.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(poster.bytes).metadata()).toMatchObject({ format: "jpeg", width: 160, height: 90 });

    const url = `${app.apiUrl}/simulations/input-videos/${video.body.id}`;
    const whole = await get(url, bearer(alice));
    expect(whole.response.status).toBe(200);
    expect(whole.response.headers.get("content-type")).toBe("video/mp4");
    expect(whole.response.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.response.headers.get("content-length")).toBe(String(clip().length));
    expect(whole.bytes.equals(clip())).toBe(true);

    const part = await get(url, { ...bearer(alice), range: "bytes=100-1099" });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe(`bytes 100-1099/${clip().length}`);
    expect(part.response.headers.get("content-length")).toBe("1000");
    expect(part.bytes.equals(clip().subarray(100, 1100))).toBe(true);
    const tail = await get(url, { ...bearer(alice), range: "bytes=-64" });
    expect(tail.response.status).toBe(206);
    expect(tail.bytes.equals(clip().subarray(clip().length - 64))).toBe(true);
    const past = await get(url, { ...bearer(alice), range: `bytes=${clip().length}-` });
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get("content-range")).toBe(`bytes */${clip().length}`);

    expect((await get(url, bearer(bob))).response.status).toBe(404);
    expect((await get(url)).response.status).toBe(401);
    // An image has no clip.
    expect((await get(`${app.apiUrl}/simulations/input-videos/${image.body.id}`, bearer(alice))).response.status).toBe(404);

    const signed = links.signed("video", video.body.id);
    const anonymous = await get(signed, { range: "bytes=0-9" });
    expect(anonymous.response.status).toBe(206);
    expect(anonymous.bytes.equals(clip().subarray(0, 10))).toBe(true);
    expect((await get(signed.replace(/signature=./, "signature=A"))).response.status).toBe(403);
    expect((await get(links.signed("input", video.body.id).replace("input-images", "input-videos"))).response.status).toBe(403);
  });

  it("is refused by name when it is no clip we can take, storing nothing and charging nothing", async () => {
    const { item_id } = await newDraft(alice);
    const file = (name: string) => readFileSync(path.join(dir, name));
    const before = await footprint(alice, item_id);
    const cases: [Buffer, string, string, string | RegExp][] = [
      [file("animation.gif"), "video/mp4", "party.mp4", "party.mp4 is not an MP4, WebM or MOV video"],
      [file("sound.mp4"), "video/mp4", "sound.mp4", "sound.mp4 has no video stream"],
      [file("long.mp4"), "video/mp4", "long.mp4", "long.mp4 is longer than 60 s"],
      [file("no-index.mp4"), "video/mp4", "half.mp4", "half.mp4 is not a video ffmpeg can read"],
      [file("cut-off.mp4"), "video/quicktime", "cut.mov", /^cut\.mov is cut off: its frames end at \d\.\d s of its 2\.\d s$/],
      [Buffer.from("not a video at all"), "video/webm", "text.webm", "text.webm is not a video ffmpeg can read"],
      [clip(), "video/x-msvideo", "clip.avi", "Unsupported type: clip.avi"],
    ];
    for (const [bytes, type, name, message] of cases) {
      const answer = await upload(alice, item_id, bytes, type, name);
      expect(answer.status, name).toBe(422);
      expect(messages(answer)).toEqual([expect.stringMatching(message instanceof RegExp ? message : `^${message.replace(/\./g, "\\.")}$`)]);
    }
    expect(await footprint(alice, item_id)).toEqual(before);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("over 100 MB is refused without being kept, even when its length is not declared", async () => {
    const { item_id } = await newDraft(alice);
    const before = await footprint(alice, item_id);
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 110) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await upload(alice, item_id, body, "video/mp4", "huge.mp4");
    expect(answer.status).toBe(422);
    expect(messages(answer)).toEqual(["File too large: huge.mp4"]);
    expect(await footprint(alice, item_id)).toEqual(before);
    expect(readdirSync(uploads)).toEqual([]);
  });

  it("costs its length in seconds as shown (to the nearest) × scale: a 2.3 s clip, 0:02, at scale 5 is quoted 10 credits", async () => {
    const { item_id } = await newDraft(alice);
    await upload(alice, item_id, clip(), "video/mp4", "clip.mp4");
    const quote = await call<CreditsResponse>(app.apiUrl, alice.token, "POST", "/simulations/credits", { item_id, scale: 5 });
    expect(quote.body.credits).toBe(10);
    await upload(alice, item_id, png, "image/png", "photo.png");
    expect((await call<CreditsResponse>(app.apiUrl, alice.token, "POST", "/simulations/credits", { item_id, scale: 5 })).body.credits).toBe(
      15,
    );
    const saved = await call<DraftSavedResponse>(app.apiUrl, alice.token, "POST", "/simulations/draft", {
      item_id,
      ...settings(),
      scale: 2,
    });
    expect(saved.body.credits).toBe(6);
  });

  it("stays a video when a draft save sends back the data URLs the draft listed, in any order", async () => {
    const { item_id } = await newDraft(alice);
    const image = (await upload(alice, item_id, png, "image/png", "photo.png")).body;
    const video = (await upload(alice, item_id, clip(), "video/mp4", "clip.mp4")).body;
    const [{ video_oid: oid }] = await db.query<{ video_oid: string }[]>(`SELECT "video_oid" FROM "campaign_images" WHERE "id" = $1`, [
      video.id,
    ]);
    const listed = (await call<DraftResponse>(app.apiUrl, alice.token, "GET", `/simulations/draft/${item_id}`)).body.images;
    expect(listed.map((url) => url.slice(0, 23))).toEqual(["data:image/jpeg;base64,", "data:image/jpeg;base64,"]);

    const save = (images: string[]) =>
      call<DraftSavedResponse>(app.apiUrl, alice.token, "POST", "/simulations/draft", { item_id, ...settings(), scale: 3, images });
    const reordered = await save([listed[1], listed[0]]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.credits).toBe(9);
    const after = await refs(alice, item_id);
    expect(after.map((ref) => [ref.index, ref.width, ref.height, ref.video_duration_ms])).toEqual([
      [0, 160, 90, video.video_duration_ms],
      [1, image.width, image.height, null],
    ]);
    const served = await get(`${app.apiUrl}/simulations/input-videos/${after[0].id}`, bearer(alice));
    expect(served.bytes.equals(clip())).toBe(true);
    expect(await objectExists(oid)).toBe(true);

    // Left out of the list, the video goes, and its clip with it.
    await save([listed[0]]);
    expect((await refs(alice, item_id)).map((ref) => ref.video_duration_ms)).toEqual([null]);
    expect(await objectExists(oid)).toBe(false);
  });
});

describe("a run with a video", () => {
  it("copies it into the job sharing its clip, charges seconds × scale, and serves its heatmap video", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await newDraft(user);
    const video = (await upload(user, item_id, clip(), "video/mp4", "clip.mp4")).body;
    await upload(user, item_id, png, "image/png", "photo.png");
    const quote = await call<CreditsResponse>(app.apiUrl, user.token, "POST", "/simulations/credits", { item_id, scale: 4 });
    expect(quote.body).toEqual({ credits: 12, credits_left: 100 });
    const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/draft/start", {
      item_id,
      ...settings(),
      scale: 4,
      setup: { categories },
      credits: 12,
    });
    expect(started.status).toBe(200);
    const jobId = started.body.job_id;
    const [job] = await db.query<{ image_count: number; credits_charged: number }[]>(
      `SELECT "image_count", "credits_charged" FROM "simulation_jobs" WHERE "id" = $1`,
      [jobId],
    );
    expect(job).toEqual({ image_count: 2, credits_charged: 12 });
    const copies = await db.query<{ idx: number; video_oid: string | null; video_type: string | null; video_duration_ms: number | null }[]>(
      `SELECT "idx", "video_oid", "video_type", "video_duration_ms" FROM "campaign_images" WHERE "job_id" = $1 ORDER BY "idx"`,
      [jobId],
    );
    const [{ video_oid: oid }] = await db.query<{ video_oid: string }[]>(`SELECT "video_oid" FROM "campaign_images" WHERE "id" = $1`, [
      video.id,
    ]);
    expect(copies).toEqual([
      { idx: 0, video_oid: oid, video_type: "video/mp4", video_duration_ms: video.video_duration_ms },
      { idx: 1, video_oid: null, video_type: null, video_duration_ms: null },
    ]);
    // The draft's video may go: the job's copy keeps the clip.
    expect((await call(app.apiUrl, user.token, "DELETE", `/simulations/draft/${item_id}/images/${video.id}`)).status).toBe(200);
    expect(await objectExists(oid)).toBe(true);

    const heatmap = Buffer.from(clip().subarray(0, 5000));
    writeFileSync(path.join(dir, "heatmap.mp4"), heatmap);
    const [{ id: resultId }] = await db.transaction(async (manager) => {
      const heatmapOid = await writeLargeObject(manager, path.join(dir, "heatmap.mp4"));
      return manager.query<{ id: string }[]>(
        `INSERT INTO "simulation_video_results" ("job_id", "input_image_idx", "data", "heatmap_video_oid", "duration_ms")
         VALUES ($1, 0, '{}', $2, 1) RETURNING "id"`,
        [jobId, heatmapOid],
      );
    });
    const url = `${app.apiUrl}/simulations/heatmap-videos/${resultId}`;
    const whole = await get(url, bearer(user));
    expect(whole.response.headers.get("content-type")).toBe("video/mp4");
    expect(whole.bytes.equals(heatmap)).toBe(true);
    const part = await get(url, { ...bearer(user), range: "bytes=4990-" });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe("bytes 4990-4999/5000");
    expect(part.bytes.equals(heatmap.subarray(4990))).toBe(true);
    expect((await get(url, bearer(bob))).response.status).toBe(404);
    const signed = await get(links.signed("heatmap", resultId));
    expect(signed.bytes.equals(heatmap)).toBe(true);
  });
});

describe("a start that sends the draft's data URLs", () => {
  it("runs a video's poster as the video, at the video's price", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = await newDraft(user);
    const video = (await upload(user, item_id, clip(), "video/mp4", "clip.mp4")).body;
    const listed = (await call<DraftResponse>(app.apiUrl, user.token, "GET", `/simulations/draft/${item_id}`)).body.images;
    const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", {
      item_id,
      ...settings(),
      scale: 2,
      setup: { categories },
      images: [...listed, await tinyImage(1)],
    });
    expect(started.status).toBe(200);
    const [job] = await db.query<{ credits_charged: number }[]>(`SELECT "credits_charged" FROM "simulation_jobs" WHERE "id" = $1`, [
      started.body.job_id,
    ]);
    expect(job.credits_charged).toBe(6);
    const copies = await db.query<{ video_duration_ms: number | null }[]>(
      `SELECT "video_duration_ms" FROM "campaign_images" WHERE "job_id" = $1 ORDER BY "idx"`,
      [started.body.job_id],
    );
    expect(copies).toEqual([{ video_duration_ms: video.video_duration_ms }, { video_duration_ms: null }]);
  });
});

describe("OpenAPI document", () => {
  it("describes video uploads, their prices and the video routes", async () => {
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    const upload = JSON.stringify(document.paths["/api/v1/simulations/draft/{itemId}/images"]);
    expect(upload).toContain("video/quicktime");
    expect(upload).toContain("rounded to the nearest second");
    expect(JSON.stringify(document.paths["/api/v1/simulations/credits"])).toContain("rounded to the nearest second");
    for (const route of ["input-videos/{id}", "input-videos/{id}/signed", "heatmap-videos/{id}", "heatmap-videos/{id}/signed"])
      expect(document.paths).toHaveProperty([`/api/v1/simulations/${route}`]);
  });
});
