export const BODY_LIMIT = "http:body-limit";

/** Every JSON or form body is capped at this unless its route says otherwise with @BodyLimit(). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

/** The 413 detail, naming the limit so a client knows what to send instead. */
export function bodyTooLargeMessage(limit: number): string {
  return `Request body too large: the limit is ${megabytes(limit)} MB`;
}
