// `npm start`: the whole product on one machine. PostgreSQL (embedded unless DATABASE_URL is set), Redis,
// migrations, the owner account, the engine API, one simulation worker and, once built, the web app.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { runPendingMigrations } from "@adsight/migrations";
import { API_PATH, LOCAL_DEFAULTS, workerNodeOptions } from "@adsight/shared";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { keptSecret, REPO_ROOT, WEB_SERVER } from "./local-state";
import { answersHttp, localWebConcurrency, type RunningProcess, startProcess, stopProcess, waitFor } from "./processes";
import { ensureRedis } from "./redis";

const log = (line: string) => console.log(`[start] ${line}`);

const services: RunningProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;

function env(name: string, fallback: string): string {
  return process.env[name] || fallback;
}

function ownerPassword(): { password: string; note: string } {
  const configured = process.env.FIRST_SUPERUSER_PASSWORD;
  if (configured) return { password: configured, note: "password from FIRST_SUPERUSER_PASSWORD" };
  const kept = keptSecret("first-superuser-password");
  return kept.created
    ? { password: kept.value, note: `password ${kept.value} (shown once; also kept in ${kept.file})` }
    : { password: kept.value, note: `password in ${kept.file}` };
}

function launch(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): void {
  const service = startProcess(name, command, args, options);
  services.push(service);
  service.child.on("exit", (code, signal) => {
    if (stopping) return;
    log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
    void shutdown(1);
  });
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(services.map((service) => stopProcess(service)));
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
  process.exit(code);
}

async function main(): Promise<void> {
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));
  // A local, git-ignored .env; variables already set in the environment win.
  const dotEnv = resolve(REPO_ROOT, ".env");
  if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    log("No DATABASE_URL: starting the embedded PostgreSQL (data in .data/postgres)");
    const postgres = await startEmbeddedPostgres(log);
    cleanups.push(() => postgres.stop());
    databaseUrl = postgres.url;
  }
  if (spawnSync("ffprobe", ["-version"]).error) log("ffmpeg is not installed: video creatives need it (apt-get install -y ffmpeg)");
  const redis = await ensureRedis(process.env.REDIS_URL || undefined);
  cleanups.push(() => redis.stop());

  const applied = await runPendingMigrations(databaseUrl);
  log(applied.length ? `Migrations applied: ${applied.join(", ")}` : "Database schema is up to date");

  // The engine's and web app's own defaults; the launcher needs the values to wire the processes together.
  const host = env("HOST", LOCAL_DEFAULTS.host);
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const enginePort = env("ENGINE_PORT", String(LOCAL_DEFAULTS.enginePort));
  const webPort = env("WEB_PORT", String(LOCAL_DEFAULTS.webPort));
  const ownerEmail = env("FIRST_SUPERUSER", LOCAL_DEFAULTS.ownerEmail);
  const owner = ownerPassword();
  const engineUrl = env("ENGINE_URL", `http://127.0.0.1:${enginePort}`);

  const engineEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: host,
    ENGINE_PORT: enginePort,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    // Applied above, once, before any process serves requests.
    DB_MIGRATIONS_RUN: "false",
    FIRST_SUPERUSER: ownerEmail,
    FIRST_SUPERUSER_PASSWORD: owner.password,
    // Kept across restarts so sign-ins survive them; the engine itself never writes local state.
    SECRET_KEY: process.env.SECRET_KEY || keptSecret("secret-key", () => randomBytes(32).toString("hex")).value,
  };
  const engineMode = env("ENGINE_MODE", "api");
  const engineMain = [resolve(REPO_ROOT, "engine/dist/main.js")];
  launch("engine", process.execPath, engineMain, { cwd: REPO_ROOT, env: { ...engineEnv, ENGINE_MODE: engineMode } });
  await waitFor("The engine API", () => answersHttp(`http://127.0.0.1:${enginePort}${API_PATH}/utils/health-check/`), {
    timeoutMs: 120_000,
  });
  log(`Engine API   http://${shownHost}:${enginePort}${API_PATH}   (docs: http://${shownHost}:${enginePort}${API_PATH}/docs)`);
  // One worker process next to the API (a simulation keeps a CPU busy, which would stall requests in one process),
  // started once the API has created the owner account, so the two never race to create it.
  if (engineMode === "api") {
    // The worker answers health checks and metrics on a port of its own (0: any free one); ENGINE_PORT is the API's.
    launch("worker", process.execPath, engineMain, {
      cwd: REPO_ROOT,
      env: { ...engineEnv, ENGINE_MODE: "worker", ENGINE_PORT: "0", NODE_OPTIONS: workerNodeOptions(process.env.NODE_OPTIONS) },
    });
    log("Worker       simulation queue consumer started");
  }

  if (existsSync(WEB_SERVER)) {
    launch("web", process.execPath, [WEB_SERVER], {
      cwd: resolve(REPO_ROOT, "web"),
      env: {
        ...process.env,
        NODE_ENV: env("NODE_ENV", "production"),
        HOST: host,
        PORT: webPort,
        WEB_PORT: webPort,
        ENGINE_URL: engineUrl,
        WEB_CONCURRENCY: localWebConcurrency(),
        SESSION_SECRET: process.env.SESSION_SECRET || keptSecret("session-secret").value,
      },
    });
    await waitFor("The web app", () => answersHttp(`http://127.0.0.1:${webPort}/`), { timeoutMs: 60_000 });
    log(`Web app      http://${shownHost}:${webPort}/`);
  } else {
    log("Web app not built (web/build/express/server/main.js missing): run `npm run build` to include it");
  }
  log(`Owner        ${ownerEmail}, ${owner.note}`);
  log("Press Ctrl-C to stop everything");
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
