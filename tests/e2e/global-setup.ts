import { answersHttp, freePort, type RunningProcess, startProcess, stopProcess, waitFor } from "@adsight/launcher/processes";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Starts a private stack for the browser tests: a fresh PostgreSQL database, the built engine (which applies the
 * migrations at start-up and creates the owner), a simulation worker and the built web app, each on a free port, with
 * the same process helpers `npm start` uses. The returned function is Playwright's teardown: it stops the processes
 * and drops the database.
 */
const repoRoot = resolve(import.meta.dirname, "../..");
const pgAdminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

function psql(sql: string) {
  execFileSync("psql", [pgAdminUrl, "-v", "ON_ERROR_STOP=1", "-qc", sql], { stdio: "pipe" });
}

function start(name: string, cwd: string, args: string[], env: Record<string, string>): RunningProcess {
  const server = startProcess(name, process.execPath, args, { cwd, env: { ...process.env, ...env }, capture: true });
  server.child.on("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM") process.stderr.write(`[e2e] ${name} exited (${code ?? signal}):\n${server.output()}\n`);
  });
  return server;
}

function waitForUrl(url: string, server: RunningProcess): Promise<void> {
  return waitFor(`${server.name} (${url})`, () => answersHttp(url), { timeoutMs: 90_000, process: server });
}

function stop(server: RunningProcess): Promise<void> {
  return stopProcess(server, 5_000);
}

export default async function globalSetup() {
  for (const built of ["engine/dist/main.js", "web/build/server/index.js"]) {
    if (!existsSync(resolve(repoRoot, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const database = `adsight_e2e_${randomBytes(6).toString("hex")}`;
  const databaseUrl = new URL(pgAdminUrl);
  databaseUrl.pathname = `/${database}`;
  psql(`CREATE DATABASE ${database}`);

  const [enginePort, workerPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const owner = { email: "owner@e2e.adsight.test", password: `Owner-${randomBytes(8).toString("hex")}` };
  const engineUrl = `http://127.0.0.1:${enginePort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;

  const engineEnv = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    // A queue of this run's own, so a worker of another run on the machine never takes these jobs.
    QUEUE_PREFIX: database,
    SECRET_KEY: randomBytes(32).toString("hex"),
    FIRST_SUPERUSER: owner.email,
    FIRST_SUPERUSER_PASSWORD: owner.password,
    FRONTEND_HOST: webUrl,
    // Every test signs in through the form; the production limit would throttle the suite.
    LOGIN_RATE_LIMIT: "10000",
    LOG_LEVEL: "warn",
  };
  const engine = start("engine", repoRoot, ["engine/dist/main.js"], { ...engineEnv, ENGINE_MODE: "api", ENGINE_PORT: String(enginePort) });
  // remix-serve finds the browser assets relative to its working directory.
  const web = start("web", resolve(repoRoot, "web"), [resolve(repoRoot, "node_modules/@remix-run/serve/dist/cli.js"), "build/server/index.js"], {
    NODE_ENV: "production",
    PORT: String(webPort),
    HOST: "127.0.0.1",
    ENGINE_URL: engineUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    GOOGLE_CLIENT_ID: "",
  });

  // The simulation worker, as `npm start` runs it: its own process, started once the API has made the owner and schema.
  let worker: ReturnType<typeof start> | undefined;
  const teardown = async () => {
    await Promise.all([stop(web), stop(engine), worker ? stop(worker) : Promise.resolve()]);
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await Promise.all([waitForUrl(`${engineUrl}/api/v1/utils/health-check/`, engine), waitForUrl(webUrl, web)]);
    worker = start("worker", repoRoot, ["engine/dist/main.js"], { ...engineEnv, ENGINE_MODE: "worker", ENGINE_PORT: String(workerPort) });
    await waitForUrl(`http://127.0.0.1:${workerPort}/api/v1/utils/health-check/`, worker);
  } catch (error) {
    await teardown();
    throw error;
  }

  // Workers inherit these.
  process.env.E2E_WEB_URL = webUrl;
  process.env.E2E_ENGINE_URL = engineUrl;
  process.env.E2E_OWNER_EMAIL = owner.email;
  process.env.E2E_OWNER_PASSWORD = owner.password;
  return teardown;
}
