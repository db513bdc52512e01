// What the benchmark scripts that start their own engine share: the engine API from a checkout's build on a fresh
// PostgreSQL database (dropped by stop()), and the CPU time a process has used.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { answersHttp, freePort, startProcess, stopProcess, waitFor } from "@adsight/launcher/processes";

export const pgAdminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs `sql` on the database at `url`, answering what it prints (unaligned, tuples only). */
export const psql = (url, sql) => execFileSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qAtc", sql], { stdio: "pipe", encoding: "utf8" });

/** CPU time the process has used so far (user + system), in ms, from Linux's /proc; NaN elsewhere. */
export function cpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/PID/stat, counted after the command name (which may hold spaces), in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * `root`'s engine in API mode, as `npm start` runs it, on a database of its own named `${prefix}_<random>`, with an
 * owner account; `env` adds or overrides settings. Resolves once the engine answers its health check.
 */
export async function startBenchEngine(root, { prefix, env = {} }) {
  const main = resolve(root, "engine/dist/main.js");
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` in ${root}`);
  const database = `${prefix}_${randomBytes(6).toString("hex")}`;
  const databaseUrl = new URL(pgAdminUrl);
  databaseUrl.pathname = `/${database}`;
  psql(pgAdminUrl, `CREATE DATABASE ${database}`);
  const port = await freePort();
  const engineUrl = `http://127.0.0.1:${port}`;
  const owner = { email: "owner@bench.adsight.test", password: `Owner-${randomBytes(8).toString("hex")}` };
  const engine = startProcess("engine", process.execPath, [main], {
    cwd: root,
    capture: true,
    env: {
      ...process.env,
      ENGINE_MODE: "api",
      HOST: "127.0.0.1",
      ENGINE_PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      QUEUE_PREFIX: database,
      SECRET_KEY: randomBytes(32).toString("hex"),
      FIRST_SUPERUSER: owner.email,
      FIRST_SUPERUSER_PASSWORD: owner.password,
      ...env,
    },
  });
  const stop = async () => {
    await stopProcess(engine, 5_000);
    psql(pgAdminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    await waitFor("engine", () => answersHttp(`${engineUrl}/api/v1/utils/health-check/`), { timeoutMs: 120_000, process: engine });
  } catch (error) {
    await stop();
    throw error;
  }
  return { engine, engineUrl, databaseUrl: databaseUrl.toString(), owner, stop };
}
