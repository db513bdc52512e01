import { readdirSync } from "node:fs";
import { join } from "node:path";
import { CORRELATION_HEADER } from "@adsight/shared";
// The adapter's own request builder (its index leaves it out); the adapter's version is pinned.
import { createRemixRequest } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Logger } from "pino";
import { lingeringCloseOnRefusal } from "./lingering-close.js";
import { requestLog } from "./request-log.js";
import { sendRemixResponse } from "./send-response.js";

export interface WebAppOptions {
  build: ServerBuild;
  /** The browser build (Remix's `build/client`). */
  clientDir: string;
  logger: Logger;
}

/**
 * The browser build's files beside /assets (the favicon), listed once at start: serving the whole folder statically
 * made every page request look for a file of its name on disk first.
 */
function topLevelFiles(clientDir: string): express.RequestHandler {
  const names = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  return (request, response, next) => {
    if (names.has(request.path)) void serve(request, response, next);
    else next();
  };
}

/** The web app as remix-serve served it (compression, the browser build, the Remix handler), logging JSON lines. */
export function createWebApp({ build, clientDir, logger }: WebAppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(requestLog(logger));
  app.use(lingeringCloseOnRefusal());
  app.use(compression());
  // Vite fingerprints everything under /assets, so a browser may keep it for good; the rest of the build may change.
  app.use("/assets", express.static(join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(topLevelFiles(clientDir));
  // Remix's Express adapter, with a sender that waits for the browser (send-response.ts).
  const handleRemix = createRequestHandler(build, process.env.NODE_ENV);
  app.all("*", (request, response, next) => {
    handleRemix(createRemixRequest(request, response))
      .then((answer) => sendRemixResponse(response, answer))
      .catch(next);
  });
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
