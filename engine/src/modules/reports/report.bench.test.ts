/**
 * Opt-in timing of the PDF report of a 10-image campaign with real simulation results:
 *   npm run bench:report -w @adsight/engine      (REPORT_BENCH_PDF=/tmp/report.pdf also keeps the PDF)
 * Ten 800×600 OSIE photographs are simulated at scale 1 by a real worker process; then the report is requested
 * over HTTP a few times (the median is the figure), and its two stages are timed in-process.
 */
import { writeFile } from "node:fs/promises";
import type { SetupGenerateResponse, StartResponse } from "@adsight/shared";
import { afterAll, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp } from "#test/support/index";
import { JobsRepository } from "#src/modules/simulations/jobs.repository";
import { call, osieImages, readEvents, redisPrefix, settings } from "#test/support/simulations";
import { ensureEngineBuilt, startWorker, type WorkerProcess } from "#test/support/worker-process";
import { renderReport } from "./document/report-document";
import { ReportService } from "./report.service";

const IMAGES = Array.from({ length: 10 }, (_, i) => `${1001 + i}.jpg`);
const RUNS = 5;
const redis = redisPrefix();
let app: TestApp | undefined;
let worker: WorkerProcess | undefined;

afterAll(async () => {
  worker?.child.kill("SIGKILL");
  await app?.close();
  await redis.clear();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

it.runIf(process.env.REPORT_BENCH)(
  "times the PDF report of a 10-image campaign",
  async () => {
    ensureEngineBuilt();
    app = await startTestApp({ env: { ENGINE_MODE: "api", QUEUE_PREFIX: redis.prefix, TRIAL_CREDITS: "1000" } });
    worker = startWorker({ QUEUE_PREFIX: redis.prefix, DATABASE_URL: app.database.url });
    const user = await createUser(app.apiUrl);
    const images = await osieImages(IMAGES);
    const named = settings({ name: "Report benchmark" });
    const generated = await call<SetupGenerateResponse>(app.apiUrl, user.token, "POST", "/setup/generate", {
      item_id: null,
      settings: named,
    });
    const body = { item_id: generated.body.item_id, ...named, scale: 1, setup: { categories: generated.body.categories }, images };
    const started = await call<StartResponse>(app.apiUrl, user.token, "POST", "/simulations/start", body);
    const jobId = started.body.job_id;
    const events = await readEvents(app.apiUrl, user.token, jobId, 900_000);
    expect(events[events.length - 1]?.campaign_status).toBe("Ready");

    const http: number[] = [];
    let pdf = Buffer.alloc(0);
    // One run more than counted: the first warms up fonts and code paths.
    for (let run = 0; run <= RUNS; run++) {
      const begun = performance.now();
      const response = await fetch(`${app.apiUrl}/simulations/${jobId}/report.pdf`, { headers: { authorization: `Bearer ${user.token}` } });
      pdf = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      if (run > 0) http.push(performance.now() - begun);
    }

    const reports = app.app.get(ReportService);
    const job = await app.app.get(JobsRepository).findJob(jobId);
    const gather: number[] = [];
    const render: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let begun = performance.now();
      const model = await reports.model(job!);
      gather.push(performance.now() - begun);
      begun = performance.now();
      await renderReport(model);
      render.push(performance.now() - begun);
    }
    if (process.env.REPORT_BENCH_PDF) await writeFile(process.env.REPORT_BENCH_PDF, pdf);

    console.log(
      [
        `PDF report of ${IMAGES.length} OSIE images (800×600), ${pdf.length.toLocaleString("en-US")} bytes, median of ${RUNS} runs:`,
        `  GET /simulations/{jobId}/report.pdf: ${ms(median(http))} (runs: ${http.map(ms).join(", ")})`,
        `  gathering (database reads + JPEG re-encoding): ${ms(median(gather))}`,
        `  rendering (react-pdf renderToBuffer): ${ms(median(render))}`,
      ].join("\n"),
    );
  },
  1_000_000,
);
