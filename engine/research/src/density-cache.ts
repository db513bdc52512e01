import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Equal-length maps stored one after another as float32 under `file`, computed once. */
export async function cachedMaps(file: string, cells: number, compute: () => Promise<Float32Array[]>): Promise<Float32Array[]> {
  if (existsSync(file)) {
    const all = new Float32Array(new Uint8Array(readFileSync(file)).buffer);
    return Array.from({ length: all.length / cells }, (_, k) => all.slice(k * cells, (k + 1) * cells));
  }
  const maps = await compute();
  const all = new Float32Array(cells * maps.length);
  maps.forEach((map, k) => all.set(map, k * cells));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(all.buffer));
  return maps;
}

/**
 * A clip's sampled frames' image-model densities (raster) and visits (sampling grid), each cached under its file; the
 * clip is sampled once, and only when either is missing.
 */
export async function cachedFrameMaps(
  files: { densities: string; visits: string },
  cells: { densities: number; visits: number },
  sample: () => Promise<{ densities: { values: Float32Array }[]; visits: { values: Float32Array }[] }>,
): Promise<{ densities: Float32Array[]; visits: Float32Array[] }> {
  let sampled: ReturnType<typeof sample> | undefined;
  const once = () => (sampled ??= sample());
  return {
    densities: await cachedMaps(files.densities, cells.densities, async () => (await once()).densities.map((d) => d.values)),
    visits: await cachedMaps(files.visits, cells.visits, async () => (await once()).visits.map((d) => d.values)),
  };
}
