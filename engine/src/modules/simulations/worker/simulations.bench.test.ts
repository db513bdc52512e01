/**
 * Opt-in timing of a whole job over HTTP, API and worker in separate processes as in production:
 *   SIMULATION_BENCH=1 npx vitest run src/modules/simulations/worker/simulations.bench.test.ts   (in engine/)
 * Three 800×600 OSIE photographs at scale 10 with the default 10 000 viewers at scale 100 (1 000 viewers per image).
 */
import type { SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { afterAll, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp } from "#test/support/index";
import { call, osieImages, readEvents, redisPrefix, settings } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";

const redis = redisPrefix();
let app: TestApp | undefined;
let worker: WorkerProcess | undefined;

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await app?.close();
  await redis.clear();
});

it.runIf(process.env.SIMULATION_BENCH)(
  "times a 3-image job at scale 10 from start to Ready",
  async () => {
    ensureEngineBuilt();
    app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "1000" } });
    worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url });
    const user = await createUser(app.apiUrl);
    const images = await osieImages(["1001.jpg", "1002.jpg", "1003.jpg"]);
    const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
      item_id: null,
      settings: settings(),
    });
    const body = { item_id: generated.body.item_id, ...settings(), scale: 10, setup: { categories: generated.body.categories }, images };

    // The first job on a fresh worker includes loading the model; the second shows a warm worker.
    for (const run of ["cold worker", "warm worker"]) {
      const started = performance.now();
      const answer = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", body);
      const events = await readEvents(app.apiUrl, user.token, answer.body.job_id, 900_000);
      const seconds = (performance.now() - started) / 1000;
      expect(events[events.length - 1]?.campaign_status).toBe("Ready");
      console.log(`${run}: 3 images, scale 10: start → Ready in ${seconds.toFixed(1)} s; the client saw ${events.length} events`);
    }
  },
  1_000_000,
);
