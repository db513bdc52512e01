import { randomUUID } from "node:crypto";
import { CORRELATION_HEADER, isCorrelationId } from "@adsight/shared";

const ids = new WeakMap<Request, string>();

export function correlationIdFrom(incoming: string | null | undefined): string {
  return isCorrelationId(incoming) ? incoming : randomUUID();
}

// Sent with every engine call and answered to the browser, so one user action can be followed through both apps' logs.
export function correlationIdOf(request: Request): string {
  let id = ids.get(request);
  if (id === undefined) {
    id = correlationIdFrom(request.headers.get(CORRELATION_HEADER));
    ids.set(request, id);
  }
  return id;
}

export { CORRELATION_HEADER };
