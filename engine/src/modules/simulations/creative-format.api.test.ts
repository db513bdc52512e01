import {
  type ImageResult,
  ImageResultSchema,
  type JobResults,
  OWN_NORMS_MIN_CREATIVES,
  type SetupGenerateResponse,
  type StartResponse,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";
import { percentileOf } from "#src/simulation/results/creative-scores";
import { ResultsRepository, rowsOf } from "./results.repository";

// API only: no worker runs the job; the image's result is stored by hand with the scores a run would have given it.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let alice: TestUser;
let bob: TestUser;
let jobId: string;

const SECRET_KEY = "creative-format-test-secret-0123456789abcdef";
const SCORES = { clarity_score: 61.2, appeal_score: 47.5, overall_score: 55.1 };

async function storeResult(idx: number): Promise<void> {
  const [overlay] = await db.query<{ id: string }[]>(
    `INSERT INTO "result_images" ("job_id", "kind", "content_type", "bytes") VALUES ($1, 'saliency_map_jet', 'image/png', $2) RETURNING "id"`,
    [jobId, Buffer.from("png")],
  );
  const percentile = (kind: "clarity" | "appeal" | "overall", value: number) => percentileOf(kind, "display", value);
  const stored = {
    num_eye_catchers: 0,
    ...SCORES,
    emo_valence: 0,
    emo_arousal: 0,
    emo_approach_score: 10,
    emo_risk_score: 5,
    aoi_reach_scores: {},
    aoi_attention_shares: {},
    aoi_efficiency: {},
    clarity_percentile: percentile("clarity", SCORES.clarity_score).percentile,
    appeal_percentile: percentile("appeal", SCORES.appeal_score).percentile,
    overall_percentile: percentile("overall", SCORES.overall_score).percentile,
    norm_set: percentile("overall", SCORES.overall_score).set,
    norm_sets: {
      clarity: percentile("clarity", SCORES.clarity_score).set,
      appeal: percentile("appeal", SCORES.appeal_score).set,
      overall: percentile("overall", SCORES.overall_score).set,
    },
    creative_format: "display",
    creative_format_source: "guessed",
    creative_format_guessed: "display",
    saliency_map_jet: overlay.id,
    unique_objects: {},
    consensus_global_overlay: null,
    consensus_clusters: [],
  };
  await db.query(`INSERT INTO "simulation_results" ("job_id", "input_image_idx", "data", "duration_ms") VALUES ($1, $2, $3, 1000)`, [
    jobId,
    idx,
    JSON.stringify(stored),
  ]);
}

const credits = async (user: TestUser) =>
  (await db.query<{ left: number }[]>(`SELECT "credits_left" AS "left" FROM "users" WHERE "id" = $1`, [user.user.id]))[0].left;

const choose = (user: TestUser | null, body: unknown, idx = 0, job = jobId) =>
  call<ImageResult & { detail: unknown }>(app.apiUrl, user?.token ?? "", "PUT", `/simulations/${job}/results/${idx}/format`, body);

async function insertNormRows(format: string, count: number): Promise<void> {
  // Clarity 0, 0.4, 0.8, …: a known share of them below the stored image's 61.2.
  await db.query(
    `INSERT INTO "creative_norm_scores" ("format", "clarity", "appeal", "overall")
     SELECT $1, i * 0.4, 50, 50 FROM generate_series(0, $2 - 1) AS i`,
    [format, count],
  );
}

beforeAll(async () => {
  app = await startTestApp({
    env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100", OWN_NORMS_REFRESH_SECONDS: "0", SECRET_KEY },
  });
  db = app.app.get<DataSource>(getDataSourceToken());
  [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
  const { item_id, categories } = (
    await call<SetupGenerateResponse>(app.apiUrl, alice.token, "POST", "/setup/generate", { item_id: null, settings: settings() })
  ).body;
  const started = await call<StartResponse>(app.apiUrl, alice.token, "POST", "/simulations/start", {
    item_id,
    ...settings(),
    images: [await tinyImage(0)],
    scale: 2,
    setup: { categories },
  });
  expect(started.status).toBe(200);
  jobId = started.body.job_id;
  await storeResult(0);
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

describe("PUT /simulations/{jobId}/results/{input_image_idx}/format", () => {
  it("reads the percentiles for the chosen format, keeps the scores and charges nothing", async () => {
    const before = await credits(alice);
    const answer = await choose(alice, { format: "print" });
    expect(answer.status).toBe(200);
    expect(ImageResultSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      ...SCORES,
      creative_format: "print",
      creative_format_source: "chosen",
      creative_format_guessed: "display",
      clarity_percentile: percentileOf("clarity", "print", SCORES.clarity_score).percentile,
      appeal_percentile: percentileOf("appeal", "print", SCORES.appeal_score).percentile,
      overall_percentile: percentileOf("overall", "print", SCORES.overall_score).percentile,
      norm_set: percentileOf("overall", "print", SCORES.overall_score).set,
    });
    expect(answer.body.norm_sets?.clarity.name).toMatch(/print and poster ads/);
    expect(answer.body.clarity_percentile).not.toBe(percentileOf("clarity", "display", SCORES.clarity_score).percentile);
    expect(await credits(alice)).toBe(before);

    // Every reader sees the choice: the results, and the CSV.
    const results = await call<JobResults>(app.apiUrl, alice.token, "GET", `/simulations/${jobId}`);
    expect(results.body.results[0]).toMatchObject({ creative_format: "print", creative_format_source: "chosen" });
    const csv = await fetch(`${app.apiUrl}/simulations/${jobId}/results.csv`, { headers: { authorization: `Bearer ${alice.token}` } });
    const [header, row] = (await csv.text()).split(/\r?\n/);
    const column = header.split(",").indexOf("clarity_percentile");
    expect(row.split(",")[column]).toBe(String(answer.body.clarity_percentile));

    const back = await choose(alice, { format: null });
    expect(back.body).toMatchObject({
      creative_format: "display",
      creative_format_source: "guessed",
      clarity_percentile: percentileOf("clarity", "display", SCORES.clarity_score).percentile,
    });
  });

  it("answers only the job's owner or an admin: 404 to anyone else, 401 without a token before reading the body", async () => {
    expect((await choose(bob, { format: "page" })).status).toBe(404);
    expect((await choose(null, "{not json")).status).toBe(401);
    const admin = await loginOwner(app.apiUrl);
    expect((await choose(admin, { format: "page" })).status).toBe(200);
    await choose(alice, { format: null });
  });

  it("refuses a format outside the list, a bad index or job id with a 4xx that says why, and an image it has not finished with 404", async () => {
    const unknown = await choose(alice, { format: "billboard" });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.detail)).toContain("format must be one of display, print, page, photo");
    expect((await choose(alice, {})).status).toBe(422);
    expect((await choose(alice, { format: "print", other: 1 })).status).toBe(422);
    expect((await choose(alice, { format: "print" }, -1)).status).toBe(422);
    expect((await call(app.apiUrl, alice.token, "PUT", `/simulations/${jobId}/results/x/format`, { format: "print" })).status).toBe(422);
    expect((await choose(alice, { format: "print" }, 0, "not-a-job")).status).toBe(422);
    const missing = await choose(alice, { format: "print" }, 7);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain("No finished image at this input_image_idx");
  });
});

describe("norms from the service's own finished creatives", () => {
  it("stores a finished image's scores and format, and nothing that names the job, user or image", async () => {
    const columns = await db.query<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'creative_norm_scores' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(["id", "format", "clarity", "appeal", "overall"]);
    const count = async () => (await db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM "creative_norm_scores"`))[0].n;
    const before = await count();
    const results = app.app.get(ResultsRepository);
    const [stored] = rowsOf(await results.creatives(jobId), "image").map((row) => row.data);
    const viewers = { width: 1, height: 1, viewerCount: 0, data: Buffer.alloc(0) };
    expect(await results.storeResult(jobId, 3, 1000, [], viewers, () => ({ ...stored, creative_format: "photo" }))).toBe(true);
    expect(await count()).toBe(before + 1);
    const [row] = await db.query<{ format: string; clarity: number }[]>(`SELECT * FROM "creative_norm_scores" ORDER BY "id" DESC LIMIT 1`);
    expect(row).toMatchObject({ format: "photo", clarity: SCORES.clarity_score });
    // Stored again by a second worker: nothing counted twice.
    expect(await results.storeResult(jobId, 3, 1000, [], viewers, () => stored)).toBe(false);
    expect(await count()).toBe(before + 1);
    await db.query(`DELETE FROM "creative_norm_scores"`);
  });

  it("reads a format's own norm set once it holds the threshold, the development set below it", async () => {
    await insertNormRows("page", OWN_NORMS_MIN_CREATIVES - 1);
    const below = await choose(alice, { format: "page" });
    expect(below.body.norm_sets?.clarity).toEqual(percentileOf("clarity", "page", SCORES.clarity_score).set);

    await insertNormRows("page", 1);
    const at = await choose(alice, { format: "page" });
    const own = { name: "web pages on this service", size: OWN_NORMS_MIN_CREATIVES };
    expect(at.body.norm_sets).toEqual({ clarity: own, appeal: own, overall: own });
    expect(at.body.norm_set).toEqual(own);
    // 153 of the 200 clarities (0, 0.4, … 79.6) lie below 61.2 (76.5 %); the quantile table reads 77.
    expect(at.body.clarity_percentile).toBe(77);
    // Every appeal and overall is 50: the stored image's 47.5 is below all, its 55.1 above all.
    expect(at.body.appeal_percentile).toBe(0);
    expect(at.body.overall_percentile).toBe(100);
    // Display ads, still below the threshold, keep the development set.
    const display = await choose(alice, { format: "display" });
    expect(display.body.norm_set).toEqual(percentileOf("overall", "display", SCORES.overall_score).set);
  });

  it("reads the development sets whatever the service holds when operators switch own norms off", async () => {
    const off = await startTestApp({
      database: app.database,
      env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, OWN_NORMS: "false", SECRET_KEY },
    });
    try {
      const answer = await call<ImageResult>(off.apiUrl, alice.token, "PUT", `/simulations/${jobId}/results/0/format`, { format: "page" });
      expect(answer.status).toBe(200);
      expect(answer.body.norm_set).toEqual(percentileOf("overall", "page", SCORES.overall_score).set);
    } finally {
      await off.close();
    }
  });
});
