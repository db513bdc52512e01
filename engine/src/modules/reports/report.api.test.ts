import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  EMOTION_NAMES,
  type ImageResult,
  KEY_FRAME_REASON_LABELS,
  type SetupGenerateResponse,
  shortened,
  SIMULATION_MESSAGES,
  type StartResponse,
  type VideoResult,
} from "@adsight/shared";
import { getDataSourceToken } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { viewerCount } from "#src/simulation/index";
import { makeClip } from "#test/support/clips";
import { createUser, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { call, readEvents, redisPrefix, settings, storeVideoCreative, tinyImage } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";
import { CSV_COLUMNS } from "./exports.service";
import { clipClock, formatScore } from "./document/format";
import { NAME_CHARACTERS } from "./document/video-page";

// A real worker process runs two jobs to Ready, the second with a 2 s clip; it is stopped before the third job, which
// therefore stays Processing.
const redis = redisPrefix();
const N_MAX = 600;
const CAMPAIGN = "Réport Spring Sale 2026";
let app: TestApp;
let alice: TestUser;
let worker: WorkerProcess | undefined;
let readyItem: string;
let readyJob: string;
let results: ImageResult[];
let videoJob: string;
let video: VideoResult;
let categoryNames: string[];
const scratch = mkdtempSync(join(tmpdir(), "adsight-report-test-"));

async function start(user: TestUser, images: string[], scale = 1): Promise<{ itemId: string; jobId: string; categories: string[] }> {
  const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
    item_id: null,
    settings: settings({ name: CAMPAIGN }),
  });
  const body = {
    item_id: generated.body.item_id,
    ...settings({ name: CAMPAIGN }),
    scale,
    setup: { categories: generated.body.categories },
    images,
  };
  const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", body);
  expect(started.status).toBe(200);
  return { itemId: generated.body.item_id, jobId: started.body.job_id, categories: Object.keys(generated.body.categories) };
}

function get(path: string, token: string): Promise<Response> {
  return fetch(`${app.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
}

function pdfText(pdf: Buffer): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

beforeAll(async () => {
  ensureEngineBuilt();
  app = await startTestApp({
    env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100", PUBLIC_URL: "https://adsight.example" },
  });
  alice = await createUser(app.apiUrl);
  const started = await start(alice, await Promise.all([tinyImage(0), tinyImage(1)]));
  readyItem = started.itemId;
  readyJob = started.jobId;
  categoryNames = started.categories;
  // Started with two images, the second made a clip before any worker runs. 60 viewers, not 6: the charts follow the
  // eye catchers someone looked at, and six viewers can all miss the clip's small lines of text.
  videoJob = (await start(alice, await Promise.all([tinyImage(3), tinyImage(4)]), 10)).jobId;
  const clip = join(scratch, "clip.mp4");
  makeClip(clip, { seconds: 2, width: 160, height: 90 });
  await storeVideoCreative(app.app.get<DataSource>(getDataSourceToken()), videoJob, 1, clip);
  worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url, SIMULATION_N_MAX: String(N_MAX) });
  const lastEvent = async (jobId: string) => {
    const events = await readEvents(app.apiUrl, alice.token, jobId, 240_000);
    const last = events[events.length - 1];
    if (last?.campaign_status !== "Ready") throw new Error(`the job ended ${last?.campaign_status}: ${worker?.output().slice(-2000)}`);
    return last;
  };
  results = (await lastEvent(readyJob)).results;
  [video] = (await lastEvent(videoJob)).videos;
  worker.child.kill("SIGKILL");
  await worker.exited;
  worker = undefined;
}, 300_000);

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await app?.close();
  await redis.clear();
  rmSync(scratch, { recursive: true, force: true });
});

describe("the PDF report", () => {
  it("gives the owner a PDF with the campaign, every image's score and emotions, two pages per image and the checks, which renders", async () => {
    const response = await get(`/simulations/${readyJob}/report.pdf`, alice.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="report-spring-sale-2026-report.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const text = pdfText(pdf);
    expect(text).toContain(CAMPAIGN);
    expect(text).toContain("students who love gaming");
    expect(text).toContain("Mar 1, 2026 – May 31, 2026");
    for (const category of categoryNames) expect(text).toContain(category);
    for (const result of results) {
      expect(text).toContain(`Image ${result.input_image_idx + 1}`);
      expect(text).toContain(formatScore(result.overall_score));
    }
    expect(text).toContain("Creatives ranked by Overall Score");
    expect(text).toContain("https://adsight.example/accuracy");
    // PUBLIC_URL is set: no link, in the text or in a link annotation, leads to this machine.
    expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(pdf.toString("latin1")).toContain("(https://adsight.example/accuracy)");
    expect(pdf.toString("latin1")).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(text).toContain("First look");
    expect(text).toMatch(/Top emotions/i);
    expect(text).toContain("Checked against people");
    // Cover, two pages per image, the ranking and the checks in one flow of two pages, the reading guide.
    const pages = 2 * results.length + 4;
    expect(text).toContain(`Page 1 of ${pages}`);

    const file = join(scratch, "render.pdf");
    writeFileSync(file, pdf);
    execFileSync("pdftoppm", ["-png", "-r", "30", file, join(scratch, "page")]);
    expect(readdirSync(scratch).filter((name) => name.startsWith("page") && name.endsWith(".png"))).toHaveLength(pages);
  });

  it("gives an image a What to change page from its newest finished run that kept edits, the first two of them with before and after", async () => {
    // Stored as the recommendations worker stores a run (its own tests run one end to end): an older run, the newest
    // that kept four edits, a later one that kept none and one still running.
    const db = app.app.get<DataSource>(getDataSourceToken());
    const edited = Buffer.from((await tinyImage(5)).split(",")[1], "base64");
    const change = (figure: string, label: string, change: number, interval: [number, number]) => ({
      figure,
      label,
      unit: "score",
      before: 50,
      after: 50 + change,
      change,
      interval,
      viewers: 400,
    });
    const run = async (minutesAgo: number, status: string, kept: string[]) => {
      const [{ id }] = await db.query<{ id: string }[]>(
        `INSERT INTO "recommendation_runs" ("job_id", "input_image_idx", "owner_id", "goal", "target", "status", "credits_charged", "viewers", "tried", "created_at")
         VALUES ($1, 0, $2, 'clarity', NULL, $3, 20, 400, 6, now() - make_interval(mins => $4)) RETURNING "id"`,
        [readyJob, alice.user.id, status, minutesAgo],
      );
      for (const [index, title] of kept.entries())
        await db.query(
          `INSERT INTO "recommendations" ("run_id", "rank", "title", "edit", "goal_change", "other_changes", "content_type", "bytes")
           VALUES ($1, $2, $3, $4, $5, $6, 'image/png', $7)`,
          [
            id,
            index + 1,
            title,
            JSON.stringify({ kind: "remove", box: { x: 0, y: 0, width: 10, height: 10 } }),
            JSON.stringify(change("clarity_score", "Clarity", 9 - index, [4 - index, 14 - index])),
            JSON.stringify([change("appeal_score", "Appeal", -3, [-5, -1])]),
            edited,
          ],
        );
    };
    await run(30, "finished", ["Older edit"]);
    await run(20, "finished", ["Dim the red block", "Remove the blue block", "Enlarge the red block 1.5×", "Fourth edit"]);
    await run(10, "finished", []);
    await run(0, "running", []);

    const response = await get(`/simulations/${readyJob}/report.pdf`, alice.token);
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const pages = text.split("\f");
    const page = pages.find((each) => each.includes("Goal: Clarity"))!;
    expect(page).toBeDefined();
    expect(pages.indexOf(page)).toBe(3);
    expect(page).toContain("Image 1");
    expect(page.replace(/\s+/g, " ")).toContain(
      "The model tried 6 edits (400 viewers per version) and kept the 4 whose gain's 90 % range excludes zero; the first 2 are here, all of them on the results page.",
    );
    expect(page).toMatch(/1\. Dim the red block[\s\S]*Before[\s\S]*After/);
    expect(page).toContain("Clarity (0-100): +9 points (90% range +4 to +14), 50 → 59 · 400 viewers per version");
    expect(page).toContain("Appeal: −3 points (90% range −5 to −1), 50 → 47 · a loss");
    expect(page).toMatch(/2\. Remove the blue block[\s\S]*Before[\s\S]*After/);
    expect(text).not.toContain("Enlarge the red block");
    expect(text).not.toContain("Older edit");
    expect(text).toContain(`Page 1 of ${2 * results.length + 5}`);
    await db.query(`DELETE FROM "recommendation_runs" WHERE "job_id" = $1`, [readyJob]);
  });

  it("gives a video its key frames, eye catchers and timeline pages beside the image's, from the stored video result", async () => {
    const response = await get(`/simulations/${videoJob}/report.pdf`, alice.token);
    expect(response.status).toBe(200);
    const pdf = Buffer.from(await response.arrayBuffer());
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, pdf);
    const all = pdfText(pdf)
      .split("\f")
      .filter((page) => page.trim() !== "");
    // Cover, the image's two pages, the video's two, the ranking (of the image) and the checks over two, the reading guide.
    expect(all).toHaveLength(1 + 2 + 2 + 2 + 1);
    expect(all[0]).toContain("2 creatives simulated");
    const [first, second] = [all[3], all[4]];
    expect(first).toContain("Video 2");
    expect(first).toContain(clipClock(video.duration_ms));
    expect(first).toMatch(
      new RegExp(`${video.num_viewers}\\s+${video.scene_cuts_ms.length}\\s+${video.frames_analysed}\\s+${video.eye_catchers.length}`),
    );
    expect(video.key_frames.length).toBeGreaterThan(0);
    for (const frame of video.key_frames) expect(first).toContain(`${clipClock(frame.t_ms)} · ${KEY_FRAME_REASON_LABELS[frame.reason]}`);
    for (const eyeCatcher of video.eye_catchers.slice(0, 4)) expect(first).toContain(shortened(eyeCatcher.name, NAME_CHARACTERS));
    expect(second).toContain("Attention share");
    expect(second).toContain("Valence and arousal");
    expect(all[5]).toContain("Creatives ranked by Overall Score");
    expect(all[7]).toContain("Seen by (video)");

    // The key frames are the stored heatmap stills: one picture each, besides the video's poster and the image's pictures.
    const file = join(scratch, "video-report.pdf");
    writeFileSync(file, pdf);
    const pictures = (page: number) =>
      execFileSync("pdfimages", ["-list", "-f", String(page), "-l", String(page), file], { encoding: "utf8" })
        .trim()
        .split("\n").length - 2;
    expect(pictures(4)).toBe(video.key_frames.length + 1);
  });

  it("is given to an admin too", async () => {
    const owner = await loginOwner(app.apiUrl);
    const response = await get(`/simulations/${readyJob}/report.pdf`, owner.token);
    expect(response.status).toBe(200);
    expect(pdfText(Buffer.from(await response.arrayBuffer()))).toContain(CAMPAIGN);
  });

  it("answers 409 with a clear detail while the job runs or after it failed, and the exports give what finished (nothing yet)", async () => {
    const { jobId } = await start(alice, [await tinyImage(2)]);
    const response = await get(`/simulations/${jobId}/report.pdf`, alice.token);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ detail: SIMULATION_MESSAGES.reportNotReady });

    const csv = await get(`/simulations/${jobId}/results.csv`, alice.token);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim()).toBe(CSV_COLUMNS.join(","));
    const viewers = await get(`/simulations/${jobId}/viewers.json`, alice.token);
    expect(await viewers.json()).toEqual({ job_id: jobId, images: [] });

    await app.app.get<DataSource>(getDataSourceToken()).query(`UPDATE "simulation_jobs" SET "status" = 'Error' WHERE "id" = $1`, [jobId]);
    const failed = await get(`/simulations/${jobId}/report.pdf`, alice.token);
    expect(failed.status).toBe(409);
    expect(await failed.json()).toEqual({ detail: SIMULATION_MESSAGES.reportFailed });
  });

  it("is not found for another user, as are the exports, and for unknown or malformed job ids", async () => {
    const stranger = await createUser(app.apiUrl);
    for (const file of ["report.pdf", "results.csv", "viewers.json"]) {
      const response = await get(`/simulations/${readyJob}/${file}`, stranger.token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Simulation not found" });
      expect((await get(`/simulations/00000000-0000-4000-8000-000000000000/${file}`, alice.token)).status).toBe(404);
      expect((await get(`/simulations/not-a-uuid/${file}`, alice.token)).status).toBe(422);
      expect((await fetch(`${app.apiUrl}/simulations/${readyJob}/${file}`)).status).toBe(401);
    }
    // The web app finds the job through its campaign: not found there either (a 403 would sign the stranger out).
    expect((await get(`/simulations/item/${readyItem}`, stranger.token)).status).toBe(404);
    expect((await get(`/simulations/item/${readyItem}`, alice.token)).status).toBe(200);
  });
});

describe("the results", () => {
  // Shares are stored to four decimals, so seven of them sum to 1 within 0.0004.
  it("carry each image's emotion shares, summing to 1, and the affect of every audience segment", () => {
    for (const result of results) {
      expect(result.emotions).not.toBeNull();
      expect(Object.keys(result.emotions!).sort()).toEqual([...EMOTION_NAMES].sort());
      expect(Object.values(result.emotions!).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
      expect(Object.keys(result.emotion_segments!).sort()).toEqual([...categoryNames].sort());
      for (const labels of Object.values(result.emotion_segments!))
        for (const affect of Object.values(labels)) {
          expect(affect.emo_valence).toBeGreaterThanOrEqual(-1);
          expect(affect.emo_valence).toBeLessThanOrEqual(1);
          expect(Object.values(affect.emotions).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
        }
    }
  });
});

describe("the exports", () => {
  it("gives the metrics as CSV: a row per image with its emotion shares, then a row per object with its kind, box and viewing times", async () => {
    const response = await get(`/simulations/${readyJob}/results.csv`, alice.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="report-spring-sale-2026-results.csv"');
    const [header, ...lines] = (await response.text()).trim().split("\n");
    expect(header).toBe(CSV_COLUMNS.join(","));

    // Each row by column name; a column a row does not fill (a video's, an object's on the image row) is empty.
    const row = (fields: Record<string, unknown>) => CSV_COLUMNS.map((column) => fields[column] ?? "");
    const bounds = (name: string, interval: [number, number] | null | undefined) =>
      interval ? { [`${name}_low`]: interval[0], [`${name}_high`]: interval[1] } : {};
    const expected = results.flatMap((result) => [
      row({
        input_image_idx: result.input_image_idx,
        overall_score: result.overall_score,
        eye_catchers: result.num_eye_catchers,
        valence: result.emo_valence,
        arousal: result.emo_arousal,
        positive_energy: result.emo_approach_score,
        emotional_risk: result.emo_risk_score,
        ...Object.fromEntries(EMOTION_NAMES.map((name) => [`emotion_${name}`, result.emotions?.[name]])),
        viewers: result.num_viewers,
        clarity_score: result.clarity_score,
        appeal_score: result.appeal_score,
        clarity_percentile: result.clarity_percentile,
        appeal_percentile: result.appeal_percentile,
        overall_percentile: result.overall_percentile,
        creative_format: result.creative_format,
        ...bounds("overall_score", result.overall_score_interval),
        ...bounds("clarity_score", result.clarity_score_interval),
        ...bounds("appeal_score", result.appeal_score_interval),
        creative_format_source: result.creative_format_source,
        norm_set: result.norm_set?.name,
        norm_set_size: result.norm_set?.size,
      }),
      ...Object.keys(result.aoi_reach_scores).map((name) => {
        const eyeCatcher = result.eye_catchers.find((e) => e.name === name);
        if (!eyeCatcher) throw new Error(`${name} is not in eye_catchers`);
        const { kind, box, text, time } = eyeCatcher;
        return row({
          input_image_idx: result.input_image_idx,
          object: name,
          reach_pct: result.aoi_reach_scores[name],
          attention_share_pct: result.aoi_attention_shares[name],
          efficiency: result.aoi_efficiency[name],
          kind,
          box_x: box.x,
          box_y: box.y,
          box_width: box.width,
          box_height: box.height,
          text,
          first_look_median_ms: time.first_look_ms?.median,
          first_look_q1_ms: time.first_look_ms?.q1,
          first_look_q3_ms: time.first_look_ms?.q3,
          seen_1s_pct: time.seen_1s,
          seen_3s_pct: time.seen_3s,
          dwell_ms: time.dwell_ms,
          revisits_pct: time.revisits,
          entry_order: time.entry_order,
          viewers: time.viewers,
          ...bounds("seen_1s_pct", time.intervals?.seen_1s),
          ...bounds("seen_3s_pct", time.intervals?.seen_3s),
          ...bounds("dwell_ms", time.intervals?.dwell_ms),
          ...bounds("first_look_median_ms", time.intervals?.first_look_ms),
          ...bounds("reach_pct", result.aoi_reach_intervals?.[name]),
          ...bounds("attention_share_pct", result.aoi_attention_shares_intervals?.[name]),
        });
      }),
    ]);
    expect(lines.map(csvFields)).toEqual(expected.map((fields) => fields.map(String)));
  });

  it("gives every simulated viewer's labelled fixations as JSON, per image", async () => {
    const response = await get(`/simulations/${readyJob}/viewers.json`, alice.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="report-spring-sale-2026-viewers.json"');
    const body = (await response.json()) as {
      job_id: string;
      images: {
        input_image_idx: number;
        width: number;
        height: number;
        eye_catchers: unknown[];
        emotions: unknown;
        emotion_segments: unknown;
        viewers: { labels: Record<string, string>; fixations: { x: number; y: number; t: number; dur: number }[] }[];
      }[];
    };
    expect(body.images.map((image) => image.eye_catchers)).toEqual(results.map((result) => result.eye_catchers));
    expect(body.images.map(({ emotions, emotion_segments }) => ({ emotions, emotion_segments }))).toEqual(
      results.map(({ emotions, emotion_segments }) => ({ emotions, emotion_segments })),
    );
    expect(body.job_id).toBe(readyJob);
    expect(body.images.map((image) => [image.input_image_idx, image.width, image.height])).toEqual([
      [0, 96, 64],
      [1, 96, 64],
    ]);
    for (const image of body.images) {
      expect(image.viewers).toHaveLength(viewerCount(1, N_MAX));
      for (const viewer of image.viewers) {
        expect(Object.keys(viewer.labels).sort()).toEqual([...categoryNames].sort());
        expect(viewer.fixations.length).toBeGreaterThan(0);
        let end = 0;
        for (const { x, y, t, dur } of viewer.fixations) {
          // Onsets on the clock: after a latency, and after the fixation before and the saccade from it.
          expect(Number.isInteger(t) && t > end).toBe(true);
          end = t + dur;
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(image.width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(image.height);
          expect(Math.round(x * 10) / 10).toBe(x);
          expect(Number.isInteger(dur) && dur > 0).toBe(true);
        }
      }
    }
  });
});

describe("OpenAPI document", () => {
  it("documents the report and both exports with their content types", async () => {
    type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as { paths: Record<string, { get?: Operation }> };
    const types = (path: string) =>
      Object.keys(document.paths[`/api/v1/simulations/{jobId}/${path}`]?.get?.responses["200"]?.content ?? {});
    expect(types("report.pdf")).toEqual(["application/pdf"]);
    expect(types("results.csv")).toEqual(["text/csv"]);
    expect(types("viewers.json")).toEqual(["application/json"]);
    expect(document.paths["/api/v1/simulations/{jobId}/report.pdf"]?.get?.responses).toHaveProperty("409");
  });
});

/** One CSV line's fields, unquoted (RFC 4180; the export puts no line breaks inside fields). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, field]) =>
    field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field,
  );
}
