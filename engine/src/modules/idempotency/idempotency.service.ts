import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_TTL_HOURS, IdempotencyKeySchema } from "@adsight/shared";
import { ConflictException, HttpException, HttpStatus, Injectable } from "@nestjs/common";
import { ValidationFailed } from "#src/common/errors";
import { errorBody } from "#src/common/http-error.filter";
import type { IdempotentCall } from "./idempotent-call";
import { IdempotencyRepository, type KeyOwner } from "./idempotency.repository";

// How long a repeat waits for the first request to finish before answering 409.
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 100;

// Refusals a retry may see differently (a conflict that clears, a rate limit): never stored.
const TRANSIENT = new Set<number>([HttpStatus.CONFLICT, HttpStatus.TOO_MANY_REQUESTS]);

// A 5xx releases the key so that a retry runs again: nothing was charged, as a start charges in the transaction
// that stores its job.
@Injectable()
export class IdempotencyService {
  constructor(private readonly keys: IdempotencyRepository) {}

  async run<T>({ owner, key, markReplay }: IdempotentCall, fingerprint: string, work: () => Promise<T>): Promise<T> {
    if (key === undefined) return work();
    const parsed = IdempotencyKeySchema.safeParse(key);
    if (!parsed.success) throw ValidationFailed.fromZod(parsed.error, "header", "Idempotency-Key");
    const keyOwner = { ...owner, key };
    if (await this.keys.claim(keyOwner, fingerprint, IDEMPOTENCY_TTL_HOURS)) return this.first(keyOwner, work);
    return this.repeat<T>(keyOwner, fingerprint, markReplay);
  }

  private async first<T>(owner: KeyOwner, work: () => Promise<T>): Promise<T> {
    let body: T;
    try {
      body = await work();
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500 && !TRANSIENT.has(error.getStatus())) {
        await this.keys.complete(owner, error.getStatus(), errorBody(error));
      } else {
        await this.keys.release(owner);
      }
      throw error;
    }
    await this.keys.complete(owner, HttpStatus.OK, body);
    return body;
  }

  private async repeat<T>(owner: KeyOwner, fingerprint: string, markReplay: () => void): Promise<T> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const stored = await this.keys.find(owner);
      // Released by a first request that failed on our side: this one may run it after all.
      if (!stored) throw new ConflictException(IDEMPOTENCY_MESSAGES.inProgress);
      if (stored.fingerprint !== fingerprint) {
        throw new ValidationFailed([
          { loc: ["header", "Idempotency-Key"], msg: IDEMPOTENCY_MESSAGES.reused, type: "idempotency_key_reused" },
        ]);
      }
      if (stored.statusCode !== null) {
        markReplay();
        if (stored.statusCode >= 400) throw new HttpException(stored.response as object, stored.statusCode);
        return stored.response as T;
      }
      if (Date.now() > deadline) throw new ConflictException(IDEMPOTENCY_MESSAGES.inProgress);
      await sleep(POLL_MS);
    }
  }
}

export function fingerprintOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
