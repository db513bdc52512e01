#!/usr/bin/env node
/**
 * Benchmark of the campaign list page as a browser loads it: GET /app through the web app (signed in with the web's
 * own form, gzip accepted), which asks the engine for the list. Three users on one database: a user with 20
 * campaigns, a user with 5 000, and the owner (an administrator), who sees all 5 020 campaigns of 502 users. Each is
 * measured with one client (one request after another) and with 50 concurrent clients; the figures are requests/s,
 * p50 and p95 latency, the CPU time per page of the web app (all its processes), the engine, PostgreSQL and this
 * script, and the compressed page size. The web app runs as `npm start` runs it (WEB_CONCURRENCY: one process per
 * core unless set).
 *
 *   npm run bench:list -w tests                                # this checkout's build
 *   npm run bench:list -w tests -- --base ../other-checkout    # …and before it, another checkout's build (same run)
 *
 * Every checkout runs on a fresh PostgreSQL database with its own engine (API mode) and web app; the campaigns and
 * users are written straight into the database. Run `npm run build` in each checkout first. The load generator shares
 * the machine with both servers, so the figures are lower than the servers alone would reach.
 * SOLO_S (default 5), LOAD_S (default 15), CONCURRENCY (default 50), BIG (default 5000) and WARM_UP_S (default 3,
 * each case under load before any is measured) change the runs. PROFILE_DIR=<folder> writes the web app's CPU
 * profile there (node --cpu-prof) when its server stops.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { Agent, request } from "node:http";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { answersHttp, freePort, localWebConcurrency, startProcess, stopProcess, waitFor } from "@adsight/launcher/processes";
import { cpuMs, psql, startBenchEngine } from "./bench-engine.mjs";
import { accessToken, engineCall, webSession } from "./bench-http.mjs";

const { values: args } = parseArgs({
  options: { root: { type: "string", default: resolve(import.meta.dirname, "../..") }, base: { type: "string" } },
});
const soloMs = Number(process.env.SOLO_S ?? 5) * 1000;
const loadMs = Number(process.env.LOAD_S ?? 15) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 50);
const big = Number(process.env.BIG ?? 5000);
const warmUpMs = Number(process.env.WARM_UP_S ?? 3) * 1000;
const extraUsers = 500;

/** CPU time of a process and its children (the web app's server processes), in ms. */
function treeCpuMs(pid) {
  let children = [];
  try {
    children = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    // pgrep exits 1 when there are none.
  }
  return children.reduce((sum, child) => sum + (cpuMs(child) || 0), cpuMs(pid));
}

/** CPU time of every PostgreSQL process so far, in ms (the database serves both checkouts, so only differences count). */
function postgresCpuMs() {
  const pids = execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" }).split("\n").filter(Boolean);
  return pids.reduce((sum, pid) => sum + (cpuMs(pid) || 0), 0);
}

/** CPU time this script (the load generator) has used so far, in ms. */
function clientCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** `root`'s engine and web app on a fresh database holding the three users and their campaigns. */
async function stackOf(root) {
  const webServer = resolve(root, "web/build/express/server/main.js");
  if (!existsSync(webServer)) throw new Error(`${webServer} is missing: run \`npm run build\` in ${root}`);
  const {
    engine,
    engineUrl,
    databaseUrl: url,
    owner,
    stop: stopEngine,
  } = await startBenchEngine(root, {
    prefix: "adsight_bench_list",
    env: { LOGIN_RATE_LIMIT: "1000", LOG_LEVEL: "warn" },
  });
  const webUrl = `http://127.0.0.1:${await freePort()}`;
  const web = startProcess(
    "web",
    process.execPath,
    [...(process.env.PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : []), webServer],
    {
      cwd: resolve(root, "web"),
      capture: true,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: new URL(webUrl).port,
        HOST: "127.0.0.1",
        ENGINE_URL: engineUrl,
        // As `npm start` runs it (a checkout whose server ignores the setting runs one process).
        WEB_CONCURRENCY: localWebConcurrency(),
        SESSION_SECRET: randomBytes(32).toString("hex"),
        GOOGLE_CLIENT_ID: "",
      },
    },
  );
  const stop = async () => {
    await stopProcess(web, 5_000);
    await stopEngine();
  };
  try {
    await waitFor("web", () => answersHttp(webUrl), { timeoutMs: 60_000, process: web });
    const ownerToken = await accessToken(engineUrl, owner.email, owner.password);
    const small = { email: "small@bench.adsight.test", password: `Pw-${randomBytes(8).toString("hex")}` };
    const large = { email: "large@bench.adsight.test", password: `Pw-${randomBytes(8).toString("hex")}` };
    const smallUser = await engineCall(engineUrl, ownerToken, "POST", "/users/", small);
    const largeUser = await engineCall(engineUrl, ownerToken, "POST", "/users/", large);
    // Straight into the tables: thousands of rows through the API would take longer than the measurement.
    const seedItems = (ownerId, count) =>
      psql(
        url,
        `INSERT INTO "items" ("title", "description", "status", "setup_timestamp", "owner_id")
         SELECT 'Campaign ' || n, 'young women who love fashion', (ARRAY['Draft','Processing','Ready','Error'])[1 + n % 4],
                1767225600 + n * 3600, '${ownerId}' FROM generate_series(1, ${count}) AS n`,
      );
    seedItems(smallUser.id, 20);
    seedItems(largeUser.id, big);
    psql(
      url,
      `INSERT INTO "users" ("email", "hashed_password", "full_name")
       SELECT 'person' || n || '@bench.adsight.test', 'not-a-hash', 'Person ' || n FROM generate_series(1, ${extraUsers}) AS n`,
    );
    psql(url, "ANALYZE");
    const cookies = {
      small: await webSession(webUrl, small.email, small.password),
      large: await webSession(webUrl, large.email, large.password),
      admin: await webSession(webUrl, owner.email, owner.password),
    };
    return { webUrl, cookies, pids: [web.child.pid, engine.child.pid], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * `clients` clients loading /app one after another for `ms`; requests/s, p50, p95, the last page's size and the CPU
 * time the web app and the engine spent per page (which other load on the machine changes least).
 */
async function measure({ webUrl, pids }, cookie, clients, ms) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL("/app", webUrl);
  const latencies = [];
  let failures = 0;
  let bytes = 0;
  const once = () =>
    new Promise((done) => {
      const started = performance.now();
      const outgoing = request(url, { agent, headers: { cookie, "accept-encoding": "gzip" } }, (response) => {
        let size = 0;
        response.on("data", (chunk) => (size += chunk.length));
        response.on("end", () => {
          if (response.statusCode === 200) {
            latencies.push(performance.now() - started);
            bytes = size;
          } else failures++;
          done();
        });
      });
      outgoing.on("error", () => {
        failures++;
        done();
      });
      outgoing.end();
    });
  // A short warm-up, not counted.
  const warmUp = Date.now() + 1_000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < warmUp) await once();
    }),
  );
  latencies.length = 0;
  const cpuOf = () => [...pids.map(treeCpuMs), postgresCpuMs(), clientCpuMs()];
  const cpuBefore = cpuOf();
  const started = Date.now();
  const deadline = started + ms;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  const elapsedS = (Date.now() - started) / 1000;
  const [webCpu, engineCpu, postgresCpu, clientCpu] = cpuOf().map((ms, index) => (ms - cpuBefore[index]) / Math.max(1, latencies.length));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: Math.round((sorted.length / elapsedS) * 10) / 10,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    failures,
    kib: Math.round((bytes / 1024) * 10) / 10,
    webCpu: Math.round(webCpu * 10) / 10,
    engineCpu: Math.round(engineCpu * 10) / 10,
    postgresCpu: Math.round(postgresCpu * 10) / 10,
    clientCpu: Math.round(clientCpu * 10) / 10,
  };
}

async function benchRoot(label, root) {
  process.stderr.write(`[bench] ${label}: starting ${root}\n`);
  const stack = await stackOf(root);
  const rows = [];
  const cases = [
    ["user, 20 campaigns", stack.cookies.small],
    [`user, ${big} campaigns`, stack.cookies.large],
    [`admin, ${big + 20} campaigns, ${extraUsers + 3} users`, stack.cookies.admin],
  ];
  try {
    // Every case's pages once under load before any is measured, so the first case does not pay for the JIT alone.
    for (const [, cookie] of cases) await measure(stack, cookie, concurrency, warmUpMs);
    for (const [who, cookie] of cases) {
      const solo = await measure(stack, cookie, 1, soloMs);
      const loaded = await measure(stack, cookie, concurrency, loadMs);
      rows.push({ label, who, solo, loaded });
      process.stderr.write(`[bench] ${label} / ${who}: done\n`);
    }
  } finally {
    await stack.stop();
  }
  return rows;
}

const roots = [...(args.base ? [["before", resolve(args.base)]] : []), ["after", resolve(args.root)]];
const results = [];
for (const [label, root] of roots) results.push(...(await benchRoot(label, root)));

console.log(`GET /app (gzip), 1 client for ${soloMs / 1000} s, ${concurrency} concurrent clients for ${loadMs / 1000} s`);
console.log(
  `checkout | who | 1 client p50 / p95 ms | ${concurrency} clients req/s | p50 / p95 ms | CPU ms per page web / engine / PostgreSQL / load generator | page KiB (gzip) | failures`,
);
for (const { label, who, solo, loaded } of results) {
  console.log(
    `${label} | ${who} | ${solo.p50} / ${solo.p95} | ${loaded.rps} | ${loaded.p50} / ${loaded.p95} | ${loaded.webCpu} / ${loaded.engineCpu} / ${loaded.postgresCpu} / ${loaded.clientCpu} | ${loaded.kib} | ${solo.failures + loaded.failures}`,
  );
}
