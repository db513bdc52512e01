import { z } from "zod";

// IETF draft "The Idempotency-Key HTTP Header Field".
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

export const IDEMPOTENCY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key must be 1 to 255 visible ASCII characters",
  reused: "This Idempotency-Key was already used with a different request body; use a new key for a new request",
  inProgress: "A request with this Idempotency-Key is still being processed; retry in a moment",
} as const;

export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalidKey);
