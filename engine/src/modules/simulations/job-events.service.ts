import { Injectable, Logger, type OnModuleDestroy } from "@nestjs/common";
import Redis from "ioredis";
import { AppConfig } from "#src/config/config";
import { jobEventsChannel } from "#src/queues/queues";

type Listener = () => void;

// A notice carries no state: listeners re-read PostgreSQL, so a lost or reordered notice cannot mislead a client.
@Injectable()
export class JobEventsService implements OnModuleDestroy {
  private readonly logger = new Logger(JobEventsService.name);
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly config: AppConfig) {}

  // Best effort: a lost notice only delays listeners until their periodic re-read.
  async announce(jobId: string): Promise<void> {
    this.publisher ??= this.connect();
    try {
      await this.publisher.publish(jobEventsChannel(this.config.values.queue, jobId), "changed");
    } catch (error) {
      this.logger.warn(`Change of ${jobId} not announced: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async listen(jobId: string, listener: Listener): Promise<() => Promise<void>> {
    const channel = jobEventsChannel(this.config.values.queue, jobId);
    const subscriber = this.subscriberConnection();
    let channelListeners = this.listeners.get(channel);
    if (!channelListeners) {
      channelListeners = new Set();
      this.listeners.set(channel, channelListeners);
    }
    channelListeners.add(listener);
    await subscriber.subscribe(channel);
    return async () => {
      channelListeners.delete(listener);
      if (channelListeners.size > 0 || this.listeners.get(channel) !== channelListeners) return;
      this.listeners.delete(channel);
      await subscriber.unsubscribe(channel);
    };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()]);
  }

  private subscriberConnection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = this.connect();
    subscriber.on("message", (channel: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener();
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  private connect(): Redis {
    const redis = new Redis(this.config.values.redis.url);
    redis.on("error", (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    return redis;
  }
}
