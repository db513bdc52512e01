/**
 * A private copy of the product from the built code, for the browser tests and the benchmarks: a fresh PostgreSQL
 * database, the engine API (which applies the migrations and creates the owner), one simulation worker and the web app,
 * each on a free port, started with the same process helpers as `npm start`. stop() ends the processes and drops the
 * database.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { API_PATH, LOCAL_DEFAULTS, workerNodeOptions } from "@adsight/shared";
import { REPO_ROOT, WEB_SERVER } from "./local-state";
import { answersHttp, freePort, type RunningProcess, startProcess, stopProcess, waitFor } from "./processes";

export interface Stack {
  engineUrl: string;
  webUrl: string;
  owner: { email: string; password: string };
  processes: { engine: RunningProcess; worker: RunningProcess; web: RunningProcess };
  stop: () => Promise<void>;
}

export interface StackOptions {
  /** Prefix of the database's (and the queue's) name, e.g. "adsight_e2e". */
  name: string;
  /** More engine settings, e.g. a higher login limit for a suite that signs in all the time. */
  engineEnv?: Record<string, string>;
}

const BUILT = [resolve(REPO_ROOT, "engine/dist/main.js"), WEB_SERVER];

export async function startStack({ name, engineEnv: extraEngineEnv = {} }: StackOptions): Promise<Stack> {
  for (const built of BUILT) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const pgAdminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const psql = (sql: string) => execFileSync("psql", [pgAdminUrl, "-v", "ON_ERROR_STOP=1", "-qc", sql], { stdio: "pipe" });
  const database = `${name}_${randomBytes(6).toString("hex")}`;
  const databaseUrl = new URL(pgAdminUrl);
  databaseUrl.pathname = `/${database}`;
  psql(`CREATE DATABASE ${database}`);

  const [enginePort, workerPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const owner = { email: `owner@${name.replaceAll("_", "-")}.adsight.test`, password: `Owner-${randomBytes(8).toString("hex")}` };
  const engineUrl = `http://127.0.0.1:${enginePort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const engineEnv = {
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: process.env.REDIS_URL || LOCAL_DEFAULTS.redisUrl,
    // A queue of this stack's own, so a worker of another run on the machine never takes these jobs.
    QUEUE_PREFIX: database,
    SECRET_KEY: randomBytes(32).toString("hex"),
    FIRST_SUPERUSER: owner.email,
    FIRST_SUPERUSER_PASSWORD: owner.password,
    PUBLIC_URL: webUrl,
    LOG_LEVEL: "warn",
    ...extraEngineEnv,
  };
  const start = (processName: string, cwd: string, args: string[], env: Record<string, string>) => {
    const running = startProcess(processName, process.execPath, args, { cwd, env: { ...process.env, ...env }, capture: true });
    running.child.on("exit", (code, signal) => {
      if (code !== 0 && signal !== "SIGTERM")
        process.stderr.write(`[stack] ${processName} exited (${code ?? signal}):\n${running.output()}\n`);
    });
    return running;
  };
  const answering = (url: string, running: RunningProcess) =>
    waitFor(`${running.name} (${url})`, () => answersHttp(url), { timeoutMs: 90_000, process: running });

  const engine = start("engine", REPO_ROOT, ["engine/dist/main.js"], { ...engineEnv, ENGINE_MODE: "api", ENGINE_PORT: String(enginePort) });
  const web = start("web", resolve(REPO_ROOT, "web"), [WEB_SERVER], {
    NODE_ENV: "production",
    PORT: String(webPort),
    HOST: "127.0.0.1",
    ENGINE_URL: engineUrl,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    GOOGLE_CLIENT_ID: "",
  });
  let worker: RunningProcess | undefined;
  const stop = async () => {
    await Promise.all([web, engine, ...(worker ? [worker] : [])].map((running) => stopProcess(running, 5_000)));
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await Promise.all([answering(`${engineUrl}${API_PATH}/utils/health-check/`, engine), answering(webUrl, web)]);
    // As `npm start` runs it: a process of its own, started once the API has made the schema and the owner.
    worker = start("worker", REPO_ROOT, ["engine/dist/main.js"], {
      ...engineEnv,
      ENGINE_MODE: "worker",
      ENGINE_PORT: String(workerPort),
      NODE_OPTIONS: workerNodeOptions(process.env.NODE_OPTIONS),
    });
    await answering(`http://127.0.0.1:${workerPort}${API_PATH}/utils/health-check/`, worker);
  } catch (error) {
    await stop();
    throw error;
  }
  return { engineUrl, webUrl, owner, processes: { engine, worker, web }, stop };
}
