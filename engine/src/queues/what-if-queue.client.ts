import { setTimeout as sleep } from "node:timers/promises";
import type { WhatIfPreview, WhatIfUploadPreview } from "@adsight/shared";
import { InjectQueue } from "@nestjs/bull";
import { Injectable } from "@nestjs/common";
import type { Queue } from "bull";
import { AppConfig } from "#src/config/config";
import { WHAT_IF_QUEUE, WhatIfJobName, type WhatIfPayload, type WhatIfUploadPayload, whatIfOptions } from "./queues";

// The API process never loads the model: a worker computes the preview and the API waits for its answer.
@Injectable()
export class WhatIfQueueClient {
  constructor(
    @InjectQueue(WHAT_IF_QUEUE) private readonly queue: Queue<WhatIfPayload | WhatIfUploadPayload>,
    private readonly config: AppConfig,
  ) {}

  /** The worker's answer, or "timeout" when none came within WHAT_IF_TIMEOUT_MS; a model failure rejects. */
  preview(payload: WhatIfPayload): Promise<WhatIfPreview | "timeout"> {
    return this.answer<WhatIfPreview>(WhatIfJobName.Preview, payload);
  }

  previewUpload(payload: WhatIfUploadPayload): Promise<WhatIfUploadPreview | "timeout"> {
    return this.answer<WhatIfUploadPreview>(WhatIfJobName.PreviewUpload, payload);
  }

  private async answer<T>(name: string, payload: WhatIfPayload | WhatIfUploadPayload): Promise<T | "timeout"> {
    const waitMs = this.config.values.queue.whatIfTimeoutMs;
    const job = await this.queue.add(name, payload, whatIfOptions(waitMs));
    const timedOut = new AbortController();
    const answer = await Promise.race([
      job.finished() as Promise<T>,
      sleep(waitMs, "timeout" as const, { signal: timedOut.signal }).catch(() => "timeout" as const),
    ]).finally(() => timedOut.abort());
    // A job no worker took is taken out, so a worker that comes back does not compute a preview nobody reads.
    if (answer === "timeout") await job.remove().catch(() => undefined);
    return answer;
  }
}
