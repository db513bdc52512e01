import { randomUUID } from "node:crypto";
import { CORRELATION_HEADER, isCorrelationId } from "@adsight/shared";
import { json, type NextFunction, type Request, type RequestHandler, type Response, urlencoded } from "express";
import { bodyTooLargeMessage, DEFAULT_BODY_LIMIT } from "./body-limits";
import { ValidationFailed } from "./errors";
import type { RouteTable } from "./route-table";

export function correlationId(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.header(CORRELATION_HEADER);
  const id = isCorrelationId(incoming) ? incoming : randomUUID();
  request.headers[CORRELATION_HEADER] = id;
  response.setHeader(CORRELATION_HEADER, id);
  next();
}

// RFC 9112 §9.6. Nest's @Sse() writes `Connection: keep-alive` whatever the request said, and a client that then
// reused the socket (node-fetch's pool does) had its next request refused with a bare 400.
export function honourConnectionClose(request: Request, response: Response, next: NextFunction): void {
  if (/(?:^|,)\s*close\s*(?:,|$)/i.test(request.headers.connection ?? "")) {
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => Response;
    response.writeHead = ((...args: unknown[]) => {
      const headers = args.at(-1);
      if (headers && typeof headers === "object" && !Array.isArray(headers)) {
        for (const name of Object.keys(headers))
          if (name.toLowerCase() === "connection") (headers as Record<string, string>)[name] = "close";
      }
      return writeHead(...args);
    }) as Response["writeHead"];
  }
  next();
}

export function bodyParsers(routes: RouteTable): RequestHandler {
  const parsers = new Map<number, RequestHandler[]>();
  const parsersFor = (limit: number) => {
    let pair = parsers.get(limit);
    if (!pair) {
      pair = [json({ limit }), urlencoded({ extended: false, limit })];
      parsers.set(limit, pair);
    }
    return pair;
  };
  return (request, response, next) => {
    const limits = routes.match(request.method, request.path).map((route) => route.bodyLimit ?? DEFAULT_BODY_LIMIT);
    const [parseJson, parseForm] = parsersFor(limits.length > 0 ? Math.max(...limits) : DEFAULT_BODY_LIMIT);
    parseJson(request, response, (error?: unknown) => (error ? next(error) : parseForm(request, response, next)));
  };
}

interface BodyParserError extends Error {
  status?: number;
  type?: string;
  limit?: number;
}

// Body-parser failures happen before Nest sees the request: answered in the filter's shapes.
export function bodyParserErrors(error: BodyParserError, _request: Request, response: Response, next: NextFunction): void {
  if (!error.type || !error.status) {
    next(error);
    return;
  }
  if (error.type === "entity.parse.failed") {
    const failure = new ValidationFailed([{ loc: ["body"], msg: "JSON decode error", type: "json_invalid" }]);
    response.status(failure.getStatus()).json(failure.getResponse());
    return;
  }
  const detail = error.status === 413 ? bodyTooLargeMessage(error.limit ?? DEFAULT_BODY_LIMIT) : error.message;
  response.status(error.status).json({ detail });
}
