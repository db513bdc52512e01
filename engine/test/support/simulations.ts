/** Helpers the simulation tests share: tiny real images, per-run Redis prefixes, JSON calls and an SSE reader. */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { SetupGenerateResponse, SimulationEvent, StartResponse } from "@adsight/shared";
import Redis from "ioredis";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { writeLargeObject } from "#src/modules/creatives/large-objects";
import { probeVideo } from "#src/media/videos";
import { OSIE_STIMULI } from "./osie";
import { type ApiResponse, call as httpCall } from "./http";

export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** A small PNG with a few coloured blocks on grey, different for each `variant`. */
export async function tinyImage(variant = 0, width = 96, height = 64): Promise<string> {
  const block = (left: number, top: number, colour: string) => ({
    input: { create: { width: 24, height: 20, channels: 3 as const, background: colour } },
    left,
    top,
  });
  const png = await sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .composite([block((8 + variant * 13) % (width - 24), 6, "#ff2020"), block(width - 30, height - 24 - (variant % 3), "#2040ff")])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Real 800×600 OSIE photographs (e.g. "1001.jpg") as the JPEG data URLs a simulation start takes. */
export function osieImages(names: string[]): Promise<string[]> {
  return Promise.all(
    names.map(async (name) => `data:image/jpeg;base64,${(await readFile(resolve(OSIE_STIMULI, name))).toString("base64")}`),
  );
}

/** A Redis key prefix of its own for one test file, and a way to remove every key under it. */
export function redisPrefix(): { prefix: string; clear(): Promise<void> } {
  const prefix = `adsight-test-${randomBytes(5).toString("hex")}`;
  return {
    prefix,
    async clear() {
      const redis = new Redis(REDIS_URL);
      try {
        let cursor = "0";
        do {
          const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== "0");
      } finally {
        await redis.quit();
      }
    },
  };
}

/**
 * A JSON call as a signed-in user: the test support call, in the argument order these tests use. Just status and
 * body, so that two answers compare equal when they say the same.
 */
export async function call<T = unknown>(
  apiUrl: string,
  token: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<Pick<ApiResponse<T>, "status" | "body">> {
  const { status, body } = await httpCall<T>(apiUrl, method, path, { token, json });
  return { status, body };
}

/** Reads a job's event stream to its end (or until `timeoutMs`), returning every message in order. */
export async function readEvents(apiUrl: string, token: string, jobId: string, timeoutMs = 120_000): Promise<SimulationEvent[]> {
  const response = await fetch(`${apiUrl}/simulations/${jobId}/events?token=${encodeURIComponent(token)}`, {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}: ${await response.text()}`);
  const events: SimulationEvent[] = [];
  let buffered = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffered.indexOf("\n\n")) >= 0) {
      const message = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = message
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      if (data) events.push(JSON.parse(data) as SimulationEvent);
    }
  }
  return events;
}

export function settings(overrides: Partial<Record<"name" | "location" | "startDate" | "endDate" | "audience", string>> = {}) {
  return {
    name: "Spring sale",
    location: "Dubai",
    startDate: "2026-03-01",
    endDate: "2026-05-31",
    audience: "students who love gaming",
    ...overrides,
  };
}

/** A campaign generated with settings() and started on `images` (data URLs) at `scale`; fails unless it starts. */
export async function startCampaign(
  apiUrl: string,
  token: string,
  images: string[],
  scale: number,
): Promise<{ itemId: string; jobId: string }> {
  const generated = await call<SetupGenerateResponse>(apiUrl, token, "POST", "/setup/generate", { item_id: null, settings: settings() });
  const started = await call<StartResponse>(apiUrl, token, "POST", "/simulations/start", {
    item_id: generated.body.item_id,
    ...settings(),
    images,
    scale,
    setup: { categories: generated.body.categories },
  });
  if (started.status !== 200) throw new Error(`The campaign did not start: ${started.status} ${JSON.stringify(started.body)}`);
  return { itemId: generated.body.item_id, jobId: started.body.job_id };
}

/**
 * Makes creative `idx` of a started job a video, stored as an upload stores one: the clip in a large object, its
 * first frame (JPEG) as the row's bytes. Answers the clip's large object. (The upload route prices and stores it for
 * real; this serves tests that need a video job and not its upload.)
 */
export async function storeVideoCreative(db: DataSource, jobId: string, idx: number, clip: string): Promise<string> {
  const poster = spawnSync("ffmpeg", ["-v", "error", "-i", clip, "-frames:v", "1", "-f", "image2pipe", "-c:v", "mjpeg", "pipe:1"]);
  if (poster.status !== 0) throw new Error(`no poster frame: ${poster.stderr.toString()}`);
  const probe = await probeVideo(clip);
  return db.transaction(async (manager) => {
    const oid = await writeLargeObject(manager, clip);
    await manager.query(
      `UPDATE "campaign_images" SET "kind" = 'video', "video_oid" = $3, "video_type" = 'video/mp4', "video_duration_ms" = $4, "bytes" = $5,
         "content_type" = 'image/jpeg', "width" = $6, "height" = $7
       WHERE "job_id" = $1 AND "idx" = $2`,
      [jobId, idx, oid, Math.round(probe.durationMs), poster.stdout, probe.width, probe.height],
    );
    return oid;
  });
}

/**
 * Stores a video result for creative `idx` (made a video by storeVideoCreative) as the worker would, without a heatmap
 * video of its own (the clip stands in) and with `fields` over an empty result.
 */
export async function storeVideoResult(db: DataSource, jobId: string, idx: number, fields: Record<string, unknown> = {}): Promise<void> {
  const [{ oid }] = await db.query<{ oid: string }[]>(
    `SELECT "video_oid" AS "oid" FROM "campaign_images" WHERE "job_id" = $1 AND "idx" = $2`,
    [jobId, idx],
  );
  const data = { width: 320, height: 240, duration_ms: 1000, num_viewers: 3, frames_analysed: 2, scene_cuts_ms: [], timeline: [] };
  await db.query(
    `INSERT INTO "simulation_video_results" ("job_id", "input_image_idx", "data", "heatmap_video_oid", "duration_ms") VALUES ($1, $2, $3, $4, 1000)`,
    [jobId, idx, JSON.stringify({ ...data, eye_catchers: [], key_frames: [], ...fields }), oid],
  );
}

/**
 * Stores an image result for creative `idx` of a job as the worker would (one heatmap, no areas unless `fields` give
 * eye catchers or other fields); answers the heatmap's id.
 */
export async function storeImageResult(db: DataSource, jobId: string, idx: number, fields: Record<string, unknown> = {}): Promise<string> {
  const [overlay] = await db.query<{ id: string }[]>(
    `INSERT INTO "result_images" ("job_id", "kind", "content_type", "bytes") VALUES ($1, 'saliency_map_jet', 'image/png', $2) RETURNING "id"`,
    [jobId, Buffer.from("png")],
  );
  const scores = { num_eye_catchers: 0, overall_score: 50, emo_valence: 0, emo_arousal: 0, emo_approach_score: 10, emo_risk_score: 5 };
  const data = { ...scores, aoi_reach_scores: {}, aoi_attention_shares: {}, aoi_efficiency: {}, saliency_map_jet: overlay.id };
  await db.query(`INSERT INTO "simulation_results" ("job_id", "input_image_idx", "data", "duration_ms") VALUES ($1, $2, $3, 1000)`, [
    jobId,
    idx,
    JSON.stringify({ ...data, unique_objects: {}, consensus_global_overlay: null, consensus_clusters: [], ...fields }),
  ]);
  return overlay.id;
}
