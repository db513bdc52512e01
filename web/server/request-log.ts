import { AsyncLocalStorage } from "node:async_hooks";
import { CORRELATION_HEADER, redactUrl } from "@adsight/shared";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { correlationIdFrom } from "../app/utils/correlation.server.js";

const requestIds = new AsyncLocalStorage<string>();

/** The correlation id of the request the calling code works for, so the app's own error lines carry it too. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/**
 * One JSON line per request when its answer is sent (or the client goes away), in the engine's request-line shape
 * (`req.id`, `req.method`, `req.url`, `res.statusCode`, `responseTime` in ms) so one query follows a user action
 * through both apps' logs. The request keeps the correlation id it is logged under, so the Remix app sends that
 * same id to the engine and back to the browser. Credentials in the query string never reach the line.
 */
export function requestLog(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const id = correlationIdFrom(request.get(CORRELATION_HEADER));
    request.headers[CORRELATION_HEADER] = id;
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const line = {
        req: { id, method: request.method, url: redactUrl(request.originalUrl) },
        res: { statusCode: response.statusCode },
        responseTime: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
      };
      if (!response.writableFinished) logger.info(line, "request aborted");
      else if (response.statusCode >= 500) logger.error(line, "request errored");
      else logger.info(line, "request completed");
    };
    response.once("finish", log);
    response.once("close", log);
    requestIds.run(id, next);
  };
}
