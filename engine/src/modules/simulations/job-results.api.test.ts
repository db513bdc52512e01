import type { JobResults, SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { JobResultsSchema } from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";
import { JobEventsService } from "./job-events.service";

// API only: no worker consumes this run's queue, so a started job stays Processing until the test moves it.
const redis = redisPrefix();
let app: TestApp;
let db: DataSource;
let alice: TestUser;
let bob: TestUser;
let job: { itemId: string; jobId: string };

beforeAll(async () => {
  app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100" } });
  db = app.app.get<DataSource>(getDataSourceToken());
  [alice, bob] = await Promise.all([createUser(app.apiUrl), createUser(app.apiUrl)]);
  const { item_id, categories } = (
    await call<SetupGenerateResponse>(app.apiUrl, alice.token, "POST", "/setup/generate", { item_id: null, settings: settings() })
  ).body;
  const images = await Promise.all([tinyImage(0), tinyImage(1)]);
  const started = await call<StartResponse>(app.apiUrl, alice.token, "POST", "/simulations/start", {
    item_id,
    ...settings(),
    images,
    scale: 2,
    setup: { categories },
  });
  expect(started.status).toBe(200);
  job = { itemId: item_id, jobId: started.body.job_id };
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

describe("GET /simulations/{jobId}", () => {
  it("gives the owner the job's summary, status, progress and results in the documented shape", async () => {
    const answer = await call<JobResults>(app.apiUrl, alice.token, "GET", `/simulations/${job.jobId}`);
    expect(answer.status).toBe(200);
    expect(JobResultsSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      job_id: job.jobId,
      item_id: job.itemId,
      status: "Processing",
      progress: 0,
      scale: 2,
      credits_charged: 4,
      error: null,
      started_at: null,
      finished_at: null,
      results: [],
      videos: [],
      ab_ranking: null,
    });
  });

  it("says why a job ended in Error", async () => {
    const user = await createUser(app.apiUrl);
    const { item_id, categories } = (
      await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", { item_id: null, settings: settings() })
    ).body;
    const { job_id } = (
      await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", {
        item_id,
        ...settings(),
        images: [await tinyImage(2)],
        scale: 1,
        setup: { categories },
      })
    ).body;
    await db.query(
      `UPDATE "simulation_jobs" SET "status" = 'Error', "error" = 'The worker ran out of memory', "finished_at" = now() WHERE "id" = $1`,
      [job_id],
    );
    const answer = await call<JobResults>(app.apiUrl, user.token, "GET", `/simulations/${job_id}`);
    expect(answer.body).toMatchObject({ status: "Error", error: "The worker ran out of memory", results: [] });
    expect(answer.body.finished_at).toEqual(expect.any(String));
  });

  it("lets an admin read anyone's job", async () => {
    const owner = await loginOwner(app.apiUrl);
    const answer = await call<JobResults>(app.apiUrl, owner.token, "GET", `/simulations/${job.jobId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.job_id).toBe(job.jobId);
  });

  it("answers 404 to another user, exactly as for a job that does not exist", async () => {
    const stranger = await call<{ detail: string }>(app.apiUrl, bob.token, "GET", `/simulations/${job.jobId}`);
    const unknown = await call<{ detail: string }>(app.apiUrl, bob.token, "GET", "/simulations/00000000-0000-4000-8000-000000000000");
    expect(stranger).toEqual({ status: 404, body: { detail: "Simulation not found" } });
    expect(unknown).toEqual(stranger);
  });

  it("answers 422 for an id that is not a UUID, and 401 without a token", async () => {
    const malformed = await call<{ detail: { loc: unknown[] }[] }>(app.apiUrl, alice.token, "GET", "/simulations/not-a-job");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(["path", "jobId"]);
    expect((await fetch(`${app.apiUrl}/simulations/${job.jobId}`)).status).toBe(401);
  });

  it("serves a result stored before eye catchers and time-sliced heatmaps with null heatmaps and no eye catchers", async () => {
    const [overlay] = await db.query<{ id: string }[]>(
      `INSERT INTO "result_images" ("job_id", "kind", "content_type", "bytes") VALUES ($1, 'saliency_map_jet', 'image/png', $2) RETURNING "id"`,
      [job.jobId, Buffer.from("png")],
    );
    const stored = {
      num_eye_catchers: 1,
      overall_score: 50,
      emo_valence: 0,
      emo_arousal: 0,
      emo_approach_score: 10,
      emo_risk_score: 5,
      aoi_reach_scores: { Face: 60 },
      aoi_attention_shares: { Face: 20 },
      aoi_efficiency: { Face: 2 },
      saliency_map_jet: overlay.id,
      unique_objects: { Face: overlay.id },
      consensus_global_overlay: null,
      consensus_clusters: [],
    };
    await db.query(`INSERT INTO "simulation_results" ("job_id", "input_image_idx", "data", "duration_ms") VALUES ($1, 0, $2, 1000)`, [
      job.jobId,
      JSON.stringify(stored),
    ]);
    const answer = await call<JobResults>(app.apiUrl, alice.token, "GET", `/simulations/${job.jobId}`);
    expect(JobResultsSchema.parse(answer.body)).toEqual(answer.body);
    const [result] = answer.body.results;
    expect(result).toMatchObject({ saliency_map_jet_first_1s: null, saliency_map_jet_first_3s: null, eye_catchers: [] });
    // Stored before the figures said how sure they are: the counts and intervals are null, never made up.
    expect(result).toMatchObject({
      num_viewers: null,
      aoi_reach_intervals: null,
      aoi_attention_shares_intervals: null,
      emo_valence_interval: null,
      emo_approach_score_interval: null,
      emotions_intervals: null,
    });
    expect(result.saliency_map_jet).toContain(overlay.id);
    await db.query(`DELETE FROM "simulation_results" WHERE "job_id" = $1`, [job.jobId]);
  });

  it("ranks the images with a fitted Overall Score and says which version wins and how sure (ab_ranking)", async () => {
    const [overlay] = await db.query<{ id: string }[]>(
      `INSERT INTO "result_images" ("job_id", "kind", "content_type", "bytes") VALUES ($1, 'saliency_map_jet', 'image/png', $2) RETURNING "id"`,
      [job.jobId, Buffer.from("png")],
    );
    const stored = (overall: number) => ({
      num_eye_catchers: 1,
      overall_score: overall,
      overall_score_interval: [overall - 5, overall + 5],
      emo_valence: 0,
      emo_arousal: 0,
      emo_approach_score: 10,
      emo_risk_score: 5,
      aoi_reach_scores: {},
      aoi_attention_shares: {},
      aoi_efficiency: {},
      saliency_map_jet: overlay.id,
      unique_objects: {},
      consensus_global_overlay: null,
      consensus_clusters: [],
    });
    for (const [idx, overall] of [
      [0, 41.5],
      [1, 63.2],
    ])
      await db.query(`INSERT INTO "simulation_results" ("job_id", "input_image_idx", "data", "duration_ms") VALUES ($1, $2, $3, 1000)`, [
        job.jobId,
        idx,
        JSON.stringify(stored(overall)),
      ]);
    const answer = await call<JobResults>(app.apiUrl, alice.token, "GET", `/simulations/${job.jobId}`);
    expect(JobResultsSchema.parse(answer.body)).toEqual(answer.body);
    expect(answer.body.ab_ranking).toEqual({
      ranking: [
        { input_image_idx: 1, rank: 1, overall_score: 63.2, overall_score_interval: [58.2, 68.2] },
        { input_image_idx: 0, rank: 2, overall_score: 41.5, overall_score_interval: [36.5, 46.5] },
      ],
      comparisons: [
        {
          leader_idx: 1,
          other_idx: 0,
          points_apart: 21.7,
          winner_idx: null,
          higher_won: 0.47,
          pairs: 150,
          pairs_apart: { from: 0, to: null },
        },
      ],
      checked_on: { name: "live A/B tests of web pages", pairs: 150, accuracy: 0.473, accuracy_interval: [0.407, 0.54] },
    });
    await db.query(`DELETE FROM "simulation_results" WHERE "job_id" = $1`, [job.jobId]);
  });

  it("is documented in OpenAPI, with the eye catchers' kinds, boxes and viewing times and the time-sliced heatmaps", async () => {
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as {
      paths: Record<string, { get?: unknown }>;
      components: unknown;
    };
    expect(document.paths["/api/v1/simulations/{jobId}"]?.get).toBeDefined();
    const schemas = JSON.stringify(document.components);
    for (const field of ["saliency_map_jet_first_1s", "saliency_map_jet_first_3s", "eye_catchers", "first_look_ms", "seen_1s", "dwell_ms"])
      expect(schemas).toMatch(new RegExp(`"${field}":\\{[^}]*"description"`));
    // Each figure's count and 90 % interval (issue 48).
    for (const field of [
      "num_viewers",
      "aoi_reach_intervals",
      "aoi_attention_shares_intervals",
      "emo_valence_interval",
      "emo_approach_score_interval",
      "emotions_intervals",
      "viewers_total",
      "intervals",
      "ab_ranking",
      "higher_won",
      "checked_on",
    ])
      expect(schemas).toContain(`"${field}":`);
    expect(schemas).toContain('"custom"');
  });
});

/** Whether `text` holds a whole answer: each answer here is chunked or has a Content-Length. */
function complete(text: string): boolean {
  const split = text.indexOf("\r\n\r\n");
  if (split < 0) return false;
  const length = /content-length: (\d+)/i.exec(text.slice(0, split))?.[1];
  const body = text.slice(split + 4);
  return length !== undefined ? Buffer.byteLength(body, "latin1") >= Number(length) : body.endsWith("0\r\n\r\n");
}

/** Sends raw HTTP/1.1 requests one after another on one keep-alive connection; answers each response's text. */
async function onOneConnection(apiUrl: string, requests: string[]): Promise<string[]> {
  const { hostname, port } = new URL(apiUrl);
  const socket = connect(Number(port), hostname);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const ended = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const answers: string[] = [];
  try {
    for (const text of requests) {
      received = "";
      socket.write(text);
      // Until the answer is whole, or the server hangs up.
      const deadline = Date.now() + 15_000;
      while (!complete(received) && !socket.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      answers.push(received);
    }
  } finally {
    socket.end();
    await ended;
  }
  return answers;
}

describe("GET /simulations/{jobId}/events on a keep-alive connection", () => {
  it("leaves the connection usable once the stream has ended: the next request is answered, not refused with 400", async () => {
    // The job ends while the stream is open, announced as a worker announces it (not left to the 5 s re-read).
    const ended = new Promise((resolve) => setTimeout(resolve, 1_000)).then(async () => {
      await db.query(`UPDATE "simulation_jobs" SET "status" = 'Error', "error" = 'Stopped', "finished_at" = now() WHERE "id" = $1`, [
        job.jobId,
      ]);
      await app.app.get(JobEventsService).announce(job.jobId);
    });
    const { host, pathname } = new URL(app.apiUrl);
    const request = (path: string, headers = "") => `GET ${pathname}${path} HTTP/1.1\r\nHost: ${host}\r\n${headers}\r\n`;
    const [stream, next] = await onOneConnection(app.apiUrl, [
      request(`/simulations/${job.jobId}/events`, `Authorization: Bearer ${alice.token}\r\nAccept: text/event-stream\r\n`),
      request("/utils/health-check/"),
    ]);
    await ended;
    expect(stream).toMatch(/^HTTP\/1\.1 200 /);
    expect(stream).toContain('"campaign_status":"Error"');
    expect(next).toMatch(/^HTTP\/1\.1 200 /);
    expect(next).toMatch(/\r\n\r\ntrue$/);
  });

  it("answers a client that asked to close with Connection: close, and hangs up once the stream has ended", async () => {
    // Nest's @Sse() said keep-alive to everyone: node-fetch (which asks to close) reused the connection, and its next
    // request there was refused with a bare 400. With the job ended, the stream ends after its first message.
    await db.query(`UPDATE "simulation_jobs" SET "status" = 'Error', "error" = 'Stopped', "finished_at" = now() WHERE "id" = $1`, [
      job.jobId,
    ]);
    const { hostname, port, host, pathname } = new URL(app.apiUrl);
    const socket = connect(Number(port), hostname);
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const hungUp = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write(
      `GET ${pathname}/simulations/${job.jobId}/events HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${alice.token}\r\n` +
        `Accept: text/event-stream\r\nConnection: close\r\n\r\n`,
    );
    await hungUp;
    const head = received.slice(0, received.indexOf("\r\n\r\n"));
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/\r\nconnection: close(\r\n|$)/i);
    expect(head).not.toMatch(/keep-alive/i);
    expect(received).toContain('"campaign_status":"Error"');
  });
});
