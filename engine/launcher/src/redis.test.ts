import { describe, expect, it } from "vitest";
import Redis from "ioredis";
import { freePort } from "./processes";
import { ensureRedis } from "./redis";

async function ping(url: string): Promise<string> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return await client.ping();
  } finally {
    client.disconnect();
  }
}

describe("ensureRedis", () => {
  it("uses a Redis that answers", async () => {
    const redis = await ensureRedis("redis://127.0.0.1:6379");
    expect(redis.url).toBe("redis://127.0.0.1:6379");
    await redis.stop();
    expect(await ping(redis.url)).toBe("PONG");
  });

  it("starts redis-server on a free port when the default does not answer, and stops it", async () => {
    const silent = `redis://127.0.0.1:${await freePort()}`;
    const redis = await ensureRedis(undefined, silent);
    expect(redis.url).not.toBe(silent);
    expect(await ping(redis.url)).toBe("PONG");
    await redis.stop();
    await expect(ping(redis.url)).rejects.toThrow();
  });

  it("refuses a configured REDIS_URL that does not answer", async () => {
    await expect(ensureRedis(`redis://127.0.0.1:${await freePort()}`)).rejects.toThrow(/does not answer/);
  });
});
