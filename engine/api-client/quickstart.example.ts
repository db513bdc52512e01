/**
 * The README's quick start for API clients, as code the tests run against a real engine (quickstart.test.ts), so the
 * documentation cannot drift: one call from an image to a running simulation, polling that costs little, then the
 * results. A typed client: openapi-fetch with the types openapi-typescript generates from the engine's OpenAPI
 * document (openapi.d.ts, `npm run openapi:types -w @adsight/engine`).
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import createClient from "openapi-fetch";
import type { paths } from "./openapi";

export interface QuickStartOptions {
  /** The engine's origin, e.g. https://adsight.example.com */
  engine: string;
  /** A personal API key (Settings → API keys). */
  apiKey: string;
  image: string;
  audience: string;
}

export async function quickStart({ engine, apiKey, image, audience }: QuickStartOptions) {
  const client = createClient<paths>({ baseUrl: engine, headers: { "X-API-Key": apiKey } });

  // 1. One call: the campaign, its setup (from the audience), the charge and the job. The key makes a retry safe.
  const started = await client.POST("/api/v1/predictions", {
    params: { header: { "Idempotency-Key": crypto.randomUUID() } },
    body: { images: [new File([await readFile(image)], basename(image), { type: "image/jpeg" })], audience, scale: 1 },
    bodySerializer: ({ images, ...fields }) => {
      const form = new FormData();
      for (const file of images) form.append("images", file);
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
      return form;
    },
  });
  const prediction = started.data;
  if (!prediction) throw new Error(`prediction refused: ${started.response.status} ${JSON.stringify(started.error)}`);
  const path = { jobId: prediction.job_id };

  // 2. Poll: If-None-Match makes an unchanged answer a bodiless 304; Retry-After says when to ask again.
  let etag: string | undefined;
  let job;
  for (;;) {
    const { data, response } = await client.GET("/api/v1/simulations/{jobId}", { params: { path, header: { "If-None-Match": etag } } });
    if (data) {
      etag = response.headers.get("ETag") ?? undefined;
      job = data;
      if (job.status !== "Processing") break;
    }
    await new Promise((wake) => setTimeout(wake, Number(response.headers.get("Retry-After") ?? 2) * 1000));
  }
  if (job.status !== "Ready") throw new Error(`the simulation ended in ${job.status}: ${job.error}`);

  // 3. The results.
  const csv = await client.GET("/api/v1/simulations/{jobId}/results.csv", { params: { path }, parseAs: "text" });
  const pdf = await client.GET("/api/v1/simulations/{jobId}/report.pdf", { params: { path }, parseAs: "arrayBuffer" });
  if (!csv.data || !pdf.data) throw new Error(`results refused: ${csv.response.status}, ${pdf.response.status}`);
  return { prediction, job, csv: csv.data, pdf: Buffer.from(pdf.data) };
}
