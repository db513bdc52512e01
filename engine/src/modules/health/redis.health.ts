import { Injectable, type OnModuleDestroy } from "@nestjs/common";
import { type HealthIndicatorResult, HealthIndicatorService } from "@nestjs/terminus";
import Redis from "ioredis";
import { AppConfig } from "#src/config/config";

@Injectable()
export class RedisHealthIndicator implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    config: AppConfig,
    private readonly indicator: HealthIndicatorService,
  ) {
    // Lazy and without an offline queue: a readiness probe must fail fast, not wait for a reconnect.
    this.redis = new Redis(config.values.redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    this.redis.on("error", () => undefined);
  }

  async check(key: string): Promise<HealthIndicatorResult> {
    const session = this.indicator.check(key);
    try {
      if (this.redis.status === "wait" || this.redis.status === "end") await this.redis.connect();
      await this.redis.ping();
      return session.up();
    } catch (error) {
      return session.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis.status !== "wait" && this.redis.status !== "end") await this.redis.quit().catch(() => undefined);
  }
}
