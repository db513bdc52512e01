import { createHash } from "node:crypto";
import { Injectable, Logger, type OnModuleDestroy } from "@nestjs/common";
import type { ThrottlerStorage } from "@nestjs/throttler";
import Redis from "ioredis";
import { AppConfig } from "#src/config/config";

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage["increment"]>>;

// One atomic step per attempt, with the in-memory storage's two behaviours. Without a block duration (API keys): count
// attempts in a fixed window and refuse, uncounted, once the limit is reached. With one (login): past the limit, block
// for blockDuration and restart the count after the block. Returns hits, window ms left, blocked (0/1), block ms left.
const INCREMENT = `
local limit = tonumber(ARGV[2])
if tonumber(ARGV[3]) <= 0 then
  local current = tonumber(redis.call('GET', KEYS[1]) or '0')
  if current >= limit then
    local left = redis.call('PTTL', KEYS[1])
    return { current + 1, left, 1, left }
  end
  local hits = redis.call('INCR', KEYS[1])
  if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  return { hits, redis.call('PTTL', KEYS[1]), 0, 0 }
end
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then
  return { limit + 1, blockLeft, 1, blockLeft }
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
if hits > limit then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return { hits, windowLeft, 1, tonumber(ARGV[3]) }
end
return { hits, windowLeft, 0, 0 }`;

// In Redis, so limits hold across API replicas instead of multiplying with them. Keys are scoped by a digest of
// SECRET_KEY, so other deployments (or test runs) on the same Redis keep their own counts.
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(config: AppConfig) {
    this.redis = new Redis(config.values.redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.redis.on("error", () => undefined);
    const deployment = createHash("sha256").update(config.values.auth.secretKey).digest("hex").slice(0, 16);
    this.prefix = `throttle:${deployment}:`;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const hitKey = `${this.prefix}${throttlerName}:${key}`;
    try {
      const [totalHits, windowMs, blocked, blockMs] = (await this.redis.eval(
        INCREMENT,
        2,
        hitKey,
        `${hitKey}:blocked`,
        ttl,
        limit,
        blockDuration,
      )) as number[];
      return {
        totalHits: totalHits ?? 0,
        timeToExpire: Math.ceil((windowMs ?? 0) / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil((blockMs ?? 0) / 1000),
      };
    } catch (error) {
      // Without Redis nobody can sign in anyway; answering 500 would add nothing, so the attempt passes uncounted.
      this.logger.error(`Rate limit not applied, Redis failed: ${error instanceof Error ? error.message : String(error)}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis.status !== "wait" && this.redis.status !== "end") await this.redis.quit().catch(() => undefined);
  }
}
