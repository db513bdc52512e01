/**
 * The web app's production server (`npm start -w web`, the web image, the launcher): the Remix build behind Express,
 * every line it prints a JSON object (requests, start, stop, errors), on PORT (default 3000) and HOST (default all
 * interfaces), in WEB_CONCURRENCY processes (default 1) sharing the port. SIGTERM stops taking connections, lets
 * running requests finish for a moment, then exits.
 */
import cluster from "node:cluster";
import type { Server } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import { format } from "node:util";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { destination, type Logger, pino } from "pino";
import { createWebApp } from "./app.js";
import { superviseWebProcesses, webProcessCount } from "./processes.js";
import { currentRequestId } from "./request-log.js";

// Event streams never finish on their own; browsers reconnect to another pod after they are cut.
const DRAIN_MS = 3_000;
const BUILD = fileURLToPath(new URL("../../server/index.js", import.meta.url));
const CLIENT_DIR = fileURLToPath(new URL("../../client", import.meta.url));

// Written synchronously, so lines keep their order and the last ones are out before process.exit().
const logger = pino(destination({ dest: 1, sync: true }));

/**
 * The app and Remix report errors with console.error; they become JSON lines like everything else, with the id of the
 * request they happened in.
 */
function sendConsoleTo(log: Logger): void {
  const as =
    (level: "debug" | "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const id = currentRequestId();
      log[level]({ ...(err && { err }), ...(id && { req: { id } }) }, rest.length > 0 ? format(...rest) : String(err?.message));
    };
  Object.assign(console, { debug: as("debug"), log: as("info"), info: as("info"), warn: as("warn"), error: as("error") });
}

function fail(message: string, err: unknown): never {
  logger.fatal({ err }, message);
  process.exit(1);
}

let stopping = false;

/**
 * Stops on the first of SIGTERM and SIGINT and ignores the rest: a process of a multi-process server gets Ctrl-C's
 * SIGINT from the terminal and SIGTERM from its primary, and the second must not cut the drain short.
 */
function stopOn(signal: NodeJS.Signals, server: Server): void {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "web server stopping");
    server.close(() => {
      logger.info("web server stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), DRAIN_MS).unref();
  });
}

async function main(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  sendConsoleTo(logger);
  process.on("uncaughtException", (error) => fail("web server crashed", error));
  const port = Number(process.env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
  const host = process.env.HOST || undefined;
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  installGlobals({ nativeFetch: true });
  const app = createWebApp({ build, clientDir: CLIENT_DIR, logger });
  const listening = () => logger.info({ port, host: host ?? "all interfaces", mode: process.env.NODE_ENV }, "web server listening");
  const server = host ? app.listen(port, host, listening) : app.listen(port, listening);
  server.on("error", (error) => fail("web server could not listen", error));
  stopOn("SIGTERM", server);
  stopOn("SIGINT", server);
}

function start(): void {
  let processes: number;
  try {
    processes = webProcessCount();
  } catch (error) {
    fail("web server could not start", error);
  }
  if (processes > 1 && cluster.isPrimary) superviseWebProcesses(processes, logger);
  else main().catch((error: unknown) => fail("web server could not start", error));
}

start();
