import { randomUUID } from "node:crypto";
import { CORRELATION_HEADER, isCorrelationId } from "@adsight/shared";

const ids = new WeakMap<Request, string>();

/** The caller's own id when it sent a plain one, otherwise a new one. */
export function correlationIdFrom(incoming: string | null | undefined): string {
  return isCorrelationId(incoming) ? incoming : randomUUID();
}

/**
 * This web request's id, sent with every engine call it makes and answered to the browser, so one user action can be
 * followed through both apps' logs. The web server has already given each request one (see server/request-log.ts).
 */
export function correlationIdOf(request: Request): string {
  let id = ids.get(request);
  if (id === undefined) {
    id = correlationIdFrom(request.headers.get(CORRELATION_HEADER));
    ids.set(request, id);
  }
  return id;
}

export { CORRELATION_HEADER };
