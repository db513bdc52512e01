export const CORRELATION_HEADER = "x-correlation-id";

/** A caller's own id is kept only when it is short and plain, so it cannot forge log lines. */
export function isCorrelationId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[\w.:-]{1,128}$/.test(value);
}
