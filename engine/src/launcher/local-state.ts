import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { REPO_ROOT } from "../config/config";

/** Repo-root `.data/`: git-ignored state of the single-machine setup (database files, generated secrets). */
export const DATA_DIR = resolve(REPO_ROOT, ".data");

export function dataPath(name: string): string {
  return resolve(DATA_DIR, name);
}

/** Reads a secret kept under .data/, creating it on first use; `created` says whether it is new. */
export function keptSecret(name: string, make: () => string = () => randomBytes(24).toString("base64url")): { value: string; created: boolean; file: string } {
  const file = dataPath(name);
  if (existsSync(file)) return { value: readFileSync(file, "utf8").trim(), created: false, file };
  const value = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, created: true, file };
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

/** Polls `check` until it resolves true; throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

export async function answersHttp(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return response.status < 500;
}
