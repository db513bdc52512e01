import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** The repository root, from both engine/launcher/src and engine/launcher/dist. */
export const REPO_ROOT = resolve(__dirname, "../../..");

/** The web app's production server, built by `npm run build -w web` (the web image runs the same file). */
export const WEB_SERVER = resolve(REPO_ROOT, "web/build/express/server/main.js");

/** Repo-root `.data/`: git-ignored state of the single-machine setup (database files, generated secrets). */
export const DATA_DIR = resolve(REPO_ROOT, ".data");

export function dataPath(name: string): string {
  return resolve(DATA_DIR, name);
}

/** Reads a secret kept under .data/, creating it on first use; `created` says whether it is new. */
export function keptSecret(
  name: string,
  make: () => string = () => randomBytes(24).toString("base64url"),
): { value: string; created: boolean; file: string } {
  const file = dataPath(name);
  if (existsSync(file)) return { value: readFileSync(file, "utf8").trim(), created: false, file };
  const value = make();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return { value, created: true, file };
}
