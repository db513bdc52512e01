import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { REDIS_URL } from "./simulations";

const ENGINE_ROOT = resolve(__dirname, "../..");
const MAIN = join(ENGINE_ROOT, "dist/main.js");

function newestSource(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestSource(path));
    return entry.name.endsWith(".ts") ? Math.max(newest, statSync(path).mtimeMs) : newest;
  }, 0);
}

/** Worker processes run the built engine (decorators need tsc); build it when a source is newer than dist. */
export function ensureEngineBuilt(): void {
  let built = 0;
  try {
    built = statSync(MAIN).mtimeMs;
  } catch {
    built = 0;
  }
  if (built >= newestSource(join(ENGINE_ROOT, "src"))) return;
  execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
    cwd: ENGINE_ROOT,
    stdio: "inherit",
  });
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything the worker printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | string>;
}

/** A real `ENGINE_MODE=worker` engine process on the test's database and Redis prefix. */
export function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, [MAIN], {
    cwd: ENGINE_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      ENGINE_MODE: "worker",
      HOST: "127.0.0.1",
      ENGINE_PORT: "0",
      REDIS_URL,
      DB_MIGRATIONS_RUN: "false",
      SECRET_KEY: "worker-test-secret-key-0123456789",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((done) => child.once("exit", (code, signal) => done(signal ?? code ?? -1)));
  return { child, output: () => output, exited };
}
