import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { ValidationFailed } from "./errors";

export const CORRELATION_HEADER = "x-correlation-id";

/** Echoes the caller's correlation id, or makes one, so a log line can be matched to the answer a client saw. */
export function correlationId(request: Request, response: Response, next: NextFunction): void {
  const incoming = request.header(CORRELATION_HEADER);
  const id = incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
  request.headers[CORRELATION_HEADER] = id;
  response.setHeader(CORRELATION_HEADER, id);
  next();
}

interface BodyParserError extends Error {
  status?: number;
  type?: string;
}

/** Body-parser failures happen before Nest sees the request; answer them in the same shapes as the filter. */
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
  response.status(error.status).json({ detail: error.status === 413 ? "Request body too large" : error.message });
}
