import { spawn, spawnSync } from "node:child_process";
import { LOCAL_DEFAULTS } from "@adsight/shared";
import Redis from "ioredis";
import { freePort, waitFor } from "./processes";

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

export const DEFAULT_REDIS_URL = LOCAL_DEFAULTS.redisUrl;

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Uses REDIS_URL (default: the local Redis) when it answers. When the default is not there, starts
 * `redis-server` from PATH on a free port, without persistence: the queue's durable state is in PostgreSQL.
 */
export async function ensureRedis(configured: string | undefined, defaultUrl: string = DEFAULT_REDIS_URL): Promise<RunningRedis> {
  const url = configured ?? defaultUrl;
  if (await answers(url)) return { url, stop: () => Promise.resolve() };
  if (configured) throw new Error(`Redis at REDIS_URL=${configured} does not answer`);
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new Error(
      "Redis is needed and none is running: install it (e.g. `apt-get install redis-server` or `brew install redis`) or set REDIS_URL",
    );
  }
  const port = await freePort();
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const started = `redis://127.0.0.1:${port}`;
  await waitFor("redis-server", () => answers(started), { timeoutMs: 15_000 });
  return {
    url: started,
    stop: () =>
      new Promise((done) => {
        if (server.exitCode !== null) return done();
        server.once("exit", () => done());
        server.kill("SIGTERM");
      }),
  };
}
