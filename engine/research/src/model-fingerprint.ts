import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SIMULATION_DIR } from "./paths";

/** Every file the runtime model reads or runs (its sources, parameters and readouts) and any `extra`, hashed: a cache's key. */
export function modelFingerprint(...extra: (string | Buffer)[]): string {
  const hash = createHash("sha1");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (!entry.endsWith(".test.ts") && !entry.endsWith(".md")) hash.update(entry).update(readFileSync(file));
    }
  };
  walk(SIMULATION_DIR);
  walk(path.join(SIMULATION_DIR, "../media"));
  for (const part of extra) hash.update(part);
  return hash.digest("hex").slice(0, 12);
}
