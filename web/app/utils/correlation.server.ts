import { randomUUID } from "node:crypto";
import { CORRELATION_HEADER, isCorrelationId } from "@adsight/shared";

const ids = new WeakMap<Request, string>();

/**
 * This web request's id, sent with every engine call it makes and answered to the browser, so one user action can be
 * followed through both apps' logs: the caller's own id when it sent a plain one, otherwise a new one.
 */
export function correlationIdOf(request: Request): string {
  let id = ids.get(request);
  if (id === undefined) {
    const incoming = request.headers.get(CORRELATION_HEADER);
    id = isCorrelationId(incoming) ? incoming : randomUUID();
    ids.set(request, id);
  }
  return id;
}

export { CORRELATION_HEADER };
