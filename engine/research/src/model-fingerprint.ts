import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SIMULATION_DIR } from "./paths";

/** Every file the runtime model reads or runs (its sources, parameters and readouts) and any `extra`, hashed: a cache's key. */
export function modelFingerprint(...extra: (string | Buffer)[]): string {
  return fingerprint(() => true, extra);
}

/**
 * The same without the video folder and the parameters' `video` section: the key of an image-model density of a frame,
 * which the video's own mix (fitted after it) does not move.
 */
export function imageModelFingerprint(...extra: (string | Buffer)[]): string {
  return fingerprint(
    (file) => !file.startsWith(path.join(SIMULATION_DIR, "video")),
    extra,
    (file, bytes) =>
      path.basename(file) === "parameters.json" ? JSON.stringify({ ...JSON.parse(bytes.toString("utf8")), video: undefined }) : bytes,
  );
}

function fingerprint(
  keep: (file: string) => boolean,
  extra: (string | Buffer)[],
  contents: (file: string, bytes: Buffer) => string | Buffer = (_, bytes) => bytes,
): string {
  const hash = createHash("sha1");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = path.join(dir, entry);
      if (!keep(file)) continue;
      if (statSync(file).isDirectory()) walk(file);
      else if (!entry.endsWith(".test.ts") && !entry.endsWith(".md")) hash.update(entry).update(contents(file, readFileSync(file)));
    }
  };
  walk(SIMULATION_DIR);
  walk(path.join(SIMULATION_DIR, "../media"));
  for (const part of extra) hash.update(part);
  return hash.digest("hex").slice(0, 12);
}
