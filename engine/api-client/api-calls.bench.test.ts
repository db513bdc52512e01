/**
 * Opt-in count of the HTTP calls an API client makes from a key to a finished result:
 * npm run bench:api-calls -w @adsight/engine
 * One 800×600 OSIE image at scale 1 on a real worker, three ways, each with the client's own `fetch` counted:
 * the shortest path before /predictions (POST /setup/generate for the campaign and its setup, POST /simulations/start
 * with the image, then the event stream to its end), the README's quick start (engine/api-client/quickstart.example.ts: one POST
 * /predictions, then polling with If-None-Match), and one POST /predictions answered by a webhook. Each then fetches
 * results.csv and report.pdf. Printed per way: calls to a running job, calls while it runs, downloads, total.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { ApiKeyCreated, PredictionResponse, SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { afterAll, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp } from "@adsight/engine/test/support/index";
import { OSIE_STIMULI } from "@adsight/engine/test/support/osie";
import { osieImages, redisPrefix, settings } from "@adsight/engine/test/support/simulations";
import { startReceiver } from "@adsight/engine/test/support/webhook-receiver";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "@adsight/engine/test/support/worker-process";
import { quickStart } from "./quickstart.example";

const IMAGE = "1001.jpg";
const redis = redisPrefix();
let app: TestApp | undefined;
let worker: WorkerProcess | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await receiver?.close();
  await app?.close();
  await redis.clear();
});

interface Counted {
  method: string;
  path: string;
  status: number;
}

/**
 * Runs `flow` with the global fetch counting the requests that carry the client's key, as the client sees them. The
 * engine runs in this process too, so its own fetches (none of which carry the key) are not the client's.
 */
async function counted<T>(key: string, flow: () => Promise<T>): Promise<{ result: T; calls: Counted[] }> {
  const calls: Counted[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await original(request);
    if (request.headers.get("x-api-key") !== key) return response;
    calls.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api\/v1/, ""), status: response.status });
    return response;
  };
  try {
    return { result: await flow(), calls };
  } finally {
    globalThis.fetch = original;
  }
}

/** One line per way: calls up to the running job, while it runs (polls or a stream, by answer), the downloads, total. */
function summary(name: string, calls: Counted[], startCalls: number): string {
  const downloads = calls.filter((call) => /\/(results\.csv|report\.pdf)$/.test(call.path)).length;
  const waiting = calls.slice(startCalls, calls.length - downloads);
  const kinds = new Map<string, number>();
  for (const call of waiting) {
    const kind = `${call.method} ${call.path.replace(/[0-9a-f-]{36}/g, "{id}")} → ${call.status}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  const during = [...kinds].map(([kind, count]) => `${count}× ${kind}`).join(", ") || "none, a webhook";
  return `  ${name}: to a running job ${startCalls}; while it runs ${waiting.length} (${during}); downloads ${downloads}; total ${calls.length}`;
}

it.runIf(process.env.API_CALLS_BENCH)(
  "counts an API client's calls from a key to results.csv and report.pdf",
  async () => {
    ensureEngineBuilt();
    app = await startTestApp({ env: { QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "100", WEBHOOK_ALLOW_LOOPBACK_HTTP: "true" } });
    worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url, WEBHOOK_WORKER: "false" });
    const user = await createUser(app.apiUrl);
    const created = await fetch(`${app.apiUrl}/users/me/api-keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "bench" }),
    });
    const { key } = (await created.json()) as ApiKeyCreated;
    const headers = { "X-API-Key": key };
    const json = { ...headers, "content-type": "application/json" };
    const apiUrl = app.apiUrl;
    const downloads = async (job: { report_url: string; results_csv_url: string }) => {
      for (const url of [job.results_csv_url, job.report_url]) expect((await fetch(`${app?.baseUrl}${url}`, { headers })).status).toBe(200);
    };

    const before = await counted(key, async () => {
      const setup = (await (
        await fetch(`${apiUrl}/setup/generate`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ item_id: null, settings: settings() }),
        })
      ).json()) as SetupGenerateResponse;
      const body = {
        item_id: setup.item_id,
        ...settings(),
        images: await osieImages([IMAGE]),
        scale: 1,
        setup: { categories: setup.categories },
      };
      const started = await fetch(`${apiUrl}/simulations/start`, { method: "POST", headers: json, body: JSON.stringify(body) });
      const { job_id } = (await started.json()) as StartResponse;
      const stream = await fetch(`${apiUrl}/simulations/${job_id}/events`, { headers });
      const events = await stream.text(); // the stream ends with the job
      expect(events).toContain('"Ready"');
      await downloads({
        results_csv_url: `/api/v1/simulations/${job_id}/results.csv`,
        report_url: `/api/v1/simulations/${job_id}/report.pdf`,
      });
    });

    const polling = await counted(key, () =>
      quickStart({ engine: app?.baseUrl ?? "", apiKey: key, image: resolve(OSIE_STIMULI, IMAGE), audience: settings().audience }),
    );
    expect(polling.result.job.status).toBe("Ready");

    // Once per account, not per result: the endpoint the webhooks go to.
    receiver = await startReceiver();
    const endpoint = await fetch(`${apiUrl}/users/me/webhooks`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ url: receiver.url, events: ["simulation.ready"] }),
    });
    expect(endpoint.status).toBe(201);
    const hooked = await counted(key, async () => {
      const form = new FormData();
      form.append("images", new Blob([await readFile(resolve(OSIE_STIMULI, IMAGE))], { type: "image/jpeg" }), IMAGE);
      form.append("audience", settings().audience);
      form.append("scale", "1");
      const answer = await fetch(`${apiUrl}/predictions`, { method: "POST", headers, body: form });
      expect(answer.status).toBe(202);
      const prediction = (await answer.json()) as PredictionResponse;
      await receiver?.waitFor(1, 300_000);
      await downloads(prediction);
    });

    console.log(
      [
        `Calls an API client makes from a key to results.csv and report.pdf (one ${IMAGE}, scale 1, real worker):`,
        summary("before /predictions (setup/generate + start + event stream)", before.calls, 2),
        summary("quick start, polling with If-None-Match (engine/api-client/quickstart.example.ts)", polling.calls, 1),
        summary("/predictions + webhook (endpoint registered once beforehand)", hooked.calls, 1),
      ].join("\n"),
    );
  },
  15 * 60_000,
);
