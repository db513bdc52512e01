/**
 * The README's quick start for API clients, as code the tests run against a real engine (quickstart.test.ts), so the
 * documentation cannot drift: one call from an image to a running simulation, polling that costs little, then the
 * results. Only `fetch` and the engine's answer types.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { JobResults, PredictionResponse } from "@adsight/shared";

export interface QuickStartOptions {
  /** The engine's origin, e.g. https://adsight.example.com */
  engine: string;
  /** A personal API key (Settings → API keys). */
  apiKey: string;
  image: string;
  audience: string;
}

export async function quickStart({ engine, apiKey, image, audience }: QuickStartOptions) {
  const headers = { "X-API-Key": apiKey };

  // 1. One call: the campaign, its setup (from the audience), the charge and the job. The key makes a retry safe.
  const form = new FormData();
  form.append("images", new Blob([await readFile(image)], { type: "image/jpeg" }), basename(image));
  form.append("audience", audience);
  form.append("scale", "1");
  const started = await fetch(`${engine}/api/v1/predictions`, {
    method: "POST",
    headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
    body: form,
  });
  if (started.status !== 202) throw new Error(`prediction refused: ${started.status} ${await started.text()}`);
  const prediction = (await started.json()) as PredictionResponse;

  // 2. Poll: If-None-Match makes an unchanged answer a bodiless 304; Retry-After says when to ask again.
  let etag = "";
  let job: JobResults | undefined;
  for (;;) {
    const polled = await fetch(`${engine}${prediction.job_url}`, { headers: { ...headers, "If-None-Match": etag } });
    if (polled.status === 200) {
      etag = polled.headers.get("ETag") ?? "";
      job = (await polled.json()) as JobResults;
      if (job.status !== "Processing") break;
    }
    await new Promise((wake) => setTimeout(wake, Number(polled.headers.get("Retry-After") ?? 2) * 1000));
  }
  if (job.status !== "Ready") throw new Error(`the simulation ended in ${job.status}: ${job.error}`);

  // 3. The results.
  const csv = await (await fetch(`${engine}${prediction.results_csv_url}`, { headers })).text();
  const pdf = Buffer.from(await (await fetch(`${engine}${prediction.report_url}`, { headers })).arrayBuffer());
  return { prediction, job, csv, pdf };
}
