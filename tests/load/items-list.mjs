#!/usr/bin/env node
/**
 * Load benchmark of the engine API: CONCURRENCY clients (default 200) list one user's campaigns
 * (GET /api/v1/items/) for DURATION_S seconds, each reusing its connection, after a short warm-up.
 * Prints requests/s, latency percentiles, errors and the engine's resident memory (idle before the load, and peak).
 *
 *   npm run bench:api -w tests                       # starts its own engine from this checkout's build
 *   npm run bench:api -w tests -- --root ../wt-base  # …or from another checkout's build (to compare commits)
 *   ENGINE_URL=http://127.0.0.1:8000 BENCH_EMAIL=… BENCH_PASSWORD=… npm run bench:api -w tests   # a running engine
 *
 * Its own engine runs as `npm start` runs it (API mode, info-level request logs to standard output, which this
 * script reads and drops) on a fresh PostgreSQL database, with a regular user who owns ITEMS campaigns (default 20);
 * the database is dropped at the end. Run `npm run build` first. The load generator shares the machine with the
 * engine, so the figures are lower than the engine alone would reach.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { cpuMs, startBenchEngine } from "./bench-engine.mjs";
import { accessToken, engineCall } from "./bench-http.mjs";

const { values: args } = parseArgs({ options: { root: { type: "string", default: resolve(import.meta.dirname, "../..") } } });
const concurrency = Number(process.env.CONCURRENCY ?? 200);
const durationMs = Number(process.env.DURATION_S ?? 30) * 1000;
const warmUpMs = Number(process.env.WARM_UP_S ?? 3) * 1000;
const itemCount = Number(process.env.ITEMS ?? 20);

/** Resident memory of a process now (VmRSS) or at its peak so far (VmHWM), in MiB, from Linux's /proc; null elsewhere. */
function memoryMiB(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((row) => row.startsWith(`${field}:`));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** An engine of its own from `root`'s build on a fresh database, and a user with `itemCount` campaigns. */
async function ownEngine(root) {
  const { engine, engineUrl, owner, stop } = await startBenchEngine(root, { prefix: "adsight_bench_api", env: { LOG_LEVEL: "info" } });
  try {
    const ownerToken = await accessToken(engineUrl, owner.email, owner.password);
    const user = { email: "user@bench.adsight.test", password: `Pw-${randomBytes(8).toString("hex")}` };
    await engineCall(engineUrl, ownerToken, "POST", "/users/", user);
    const userToken = await accessToken(engineUrl, user.email, user.password);
    for (let n = 1; n <= itemCount; n++) {
      await engineCall(engineUrl, userToken, "POST", "/items/", { title: `Campaign ${n}`, description: "young women who love fashion" });
    }
    return { engineUrl, token: userToken, pid: engine.child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** `concurrency` clients asking one after another until `deadline`; latencies of the 200 answers, and the rest counted. */
async function load(engineUrl, token, deadline) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL("/api/v1/items/", engineUrl);
  const latencies = [];
  const errors = {};
  const failed = (why) => (errors[why] = (errors[why] ?? 0) + 1);
  const once = () =>
    new Promise((done) => {
      const started = performance.now();
      const outgoing = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else failed(response.statusCode);
          done();
        });
      });
      outgoing.on("error", (error) => {
        failed(error.code ?? error.message);
        done();
      });
      outgoing.end();
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

const external = process.env.ENGINE_URL;
const engine = external
  ? {
      engineUrl: external,
      token: await accessToken(external, process.env.BENCH_EMAIL ?? "admin@example.com", process.env.BENCH_PASSWORD ?? ""),
      pid: process.env.ENGINE_PID,
      stop: async () => {},
    }
  : await ownEngine(resolve(args.root));
try {
  const idleRss = engine.pid ? memoryMiB(engine.pid, "VmRSS") : null;
  await load(engine.engineUrl, engine.token, Date.now() + warmUpMs);
  const cpuBefore = engine.pid ? cpuMs(engine.pid) : null;
  const { latencies, errors } = await load(engine.engineUrl, engine.token, Date.now() + durationMs);
  const cpuUsed = cpuBefore === null ? null : cpuMs(engine.pid) - cpuBefore;
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  const figures = {
    requestsPerSecond: Math.round(latencies.length / (durationMs / 1000)),
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
    errors,
    // Less sensitive to other work on a shared machine than the rates: what one answer costs the engine's process.
    engineCpuMsPerRequest: cpuUsed === null || latencies.length === 0 ? null : Number((cpuUsed / latencies.length).toFixed(2)),
    engineIdleRssMiB: idleRss,
    enginePeakRssMiB: engine.pid ? memoryMiB(engine.pid, "VmHWM") : null,
  };
  console.log(
    `GET /api/v1/items/ × ${concurrency} clients for ${durationMs / 1000} s${external ? "" : ` (${itemCount} campaigns)`}: ${figures.requestsPerSecond} requests/s, ` +
      `p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, p99 ${figures.p99Ms} ms, errors ${JSON.stringify(errors)}; ` +
      `engine CPU ${figures.engineCpuMsPerRequest ?? "?"} ms/request, RSS ${figures.engineIdleRssMiB ?? "?"} MiB idle, ${figures.enginePeakRssMiB ?? "?"} MiB peak`,
  );
  console.log(JSON.stringify(figures));
} finally {
  await engine.stop();
}
