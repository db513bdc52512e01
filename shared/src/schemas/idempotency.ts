import { z } from "zod";

/** The request header that makes a charging request safe to retry (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** Set on an answer that repeats the first answer to the same key instead of running the request again. */
export const IDEMPOTENT_REPLAY_HEADER = "Idempotent-Replayed";

/** How long a key keeps its first answer. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key must be 1 to 255 visible ASCII characters",
  reused: "This Idempotency-Key was already used with a different request body; use a new key for a new request",
  inProgress: "A request with this Idempotency-Key is still being processed; retry in a moment",
} as const;

/** Visible ASCII, as a UUID or any client-made token is. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_MESSAGES.invalidKey);
