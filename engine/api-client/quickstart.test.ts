import { resolve } from "node:path";
import type { ApiKeyCreated } from "@adsight/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp } from "@adsight/engine/test/support/index";
import { OSIE_STIMULI } from "@adsight/engine/test/support/osie";
import { redisPrefix } from "@adsight/engine/test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "@adsight/engine/test/support/worker-process";
import { quickStart } from "./quickstart.example";

// The README's quick start, end to end: a real API process, a real worker with the model, an API key.
const redis = redisPrefix();
let app: TestApp;
let worker: WorkerProcess;

beforeAll(async () => {
  ensureEngineBuilt();
  app = await startTestApp({ env: { QUEUE_PREFIX: redis.prefix } });
  worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url, WEBHOOK_WORKER: "false" });
}, 300_000);

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await app?.close();
  await redis.clear();
});

it("runs the README's quick start: one call, polling, then the CSV and the PDF", async () => {
  const user = await createUser(app.apiUrl);
  const created = await fetch(`${app.apiUrl}/users/me/api-keys`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "quick start" }),
  });
  const { key } = (await created.json()) as ApiKeyCreated;
  const { prediction, job, csv, pdf } = await quickStart({
    engine: app.baseUrl,
    apiKey: key,
    image: resolve(OSIE_STIMULI, "1001.jpg"),
    audience: "students who love gaming",
  });
  expect(prediction.credits_charged).toBe(1);
  expect(job.status).toBe("Ready");
  expect(job.results).toHaveLength(1);
  expect(csv.split("\n")[0]).toContain("overall_score");
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
}, 300_000);
