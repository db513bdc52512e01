import { join } from "node:path";
import { CORRELATION_HEADER } from "@adsight/shared";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { requestLog } from "./request-log.js";

export interface WebAppOptions {
  build: ServerBuild;
  /** The browser build (Remix's `build/client`). */
  clientDir: string;
  logger: Logger;
}

/** The web app as remix-serve served it (compression, the browser build, the Remix handler), logging JSON lines. */
export function createWebApp({ build, clientDir, logger }: WebAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLog(logger));
  app.use(compression());
  // Vite fingerprints everything under /assets, so a browser may keep it for good; the rest of the build may change.
  app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(clientDir, { maxAge: "1h" }));
  const handleRemix = createRequestHandler({ build, mode: process.env.NODE_ENV });
  // The handler passes its own failures to next(), so its promise never rejects.
  app.all("*", (request, response, next) => void handleRemix(request, response, next));
  app.use((error: unknown, request: Request, response: Response, next: NextFunction) => {
    logger.error({ err: error, req: { id: request.get(CORRELATION_HEADER), method: request.method } }, "request failed");
    if (response.headersSent) {
      next(error);
      return;
    }
    response.status(500).type("text/plain").send("Internal Server Error");
  });
  return app;
}
