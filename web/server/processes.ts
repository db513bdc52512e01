import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";

/**
 * How many server processes WEB_CONCURRENCY asks for (default 1). One Node process renders one page at a time, so on
 * a machine of its own the web app uses its cores only through several; in Kubernetes each pod runs one and the
 * Deployment's replicas scale it.
 */
export function webProcessCount(value = process.env.WEB_CONCURRENCY): number {
  if (value === undefined || value === "") return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${value}"`);
  return count;
}

/**
 * The primary of a multi-process server: starts `count` processes that share the port, starts another when one dies,
 * and stops them with SIGTERM on SIGTERM or SIGINT, exiting once all of them have stopped. A process that dies before it listens (a
 * taken port, a broken build) stops the whole server instead of being restarted forever.
 */
export function superviseWebProcesses(count: number, logger: Logger): void {
  // Without SESSION_SECRET (development) each process would make up its own, and refuse the sessions of the others.
  const env = { SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString("hex") };
  const fork = () => cluster.fork(env);
  const listening = new Set<number>();
  let stopping = false;
  const running = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
  cluster.on("listening", (worker) => listening.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit();
      return;
    }
    if (!listening.has(worker.id)) {
      logger.fatal({ worker: worker.process.pid, code, signal }, "a web server process stopped before it could serve");
      stopping = true;
      for (const other of running()) other.process.kill("SIGTERM");
      process.exitCode = 1;
      if (running().length === 0) process.exit();
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, "a web server process stopped; starting another");
    fork();
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of running()) worker.process.kill("SIGTERM");
      if (running().length === 0) process.exit();
    });
  }
  logger.info({ processes: count }, "web server starting its processes");
  for (let index = 0; index < count; index++) fork();
}
