/**
 * Starting, watching and stopping the product's processes: used by `npm start` and by the browser tests' stack,
 * so both run the engine, worker and web the same way.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** The last 20 000 characters the process printed, when started with `capture`; empty otherwise. */
  output(): string;
}

export interface StartOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Keep the output for error messages instead of passing it through to this process's terminal. */
  capture?: boolean;
}

export function startProcess(name: string, command: string, args: string[], { cwd, env, capture = false }: StartOptions): RunningProcess {
  const child = spawn(command, args, { cwd, env, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { name, child, output: () => output };
}

export function hasExited({ child }: RunningProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, then SIGKILL if the process has not exited after `graceMs` (a worker first hands its job back). */
export function stopProcess(running: RunningProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(running)) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => running.child.kill("SIGKILL"), graceMs);
    running.child.once("exit", () => {
      clearTimeout(force);
      done();
    });
    running.child.kill("SIGTERM");
  });
}

/**
 * Polls `check` until it resolves true. Throws after `timeoutMs`, or at once when `process` exits first,
 * with what that process printed.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs = 60_000, process }: { timeoutMs?: number; process?: RunningProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && hasExited(process)) throw new Error(`${what} stopped during start-up:\n${process.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s${process ? `:\n${process.output()}` : ""}`);
}

export async function answersHttp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  await response.body?.cancel();
  return response.ok;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * How many processes the web app runs on a machine of its own (`npm start`): WEB_CONCURRENCY when set, else one per
 * core, since one Node process renders one page at a time. (Kubernetes runs one per pod and scales by replicas.)
 */
export function localWebConcurrency(): string {
  return process.env.WEB_CONCURRENCY || String(availableParallelism());
}
