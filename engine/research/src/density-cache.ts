import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SampledFrames } from "@adsight/engine/src/simulation/video/simulate-video";

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
 * A clip's sampled frames' maps, each part cached under its file (the image-model densities on the raster, the visits and
 * first looks on the sampling grid); the clip is sampled once, and only when a part is missing.
 */
export async function cachedFrameMaps<Part extends string>(
  files: Record<Part, string>,
  cells: Record<Part, number>,
  sample: () => Promise<Record<Part, Float32Array[]>>,
): Promise<Record<Part, Float32Array[]>> {
  let sampled: ReturnType<typeof sample> | undefined;
  const once = () => (sampled ??= sample());
  const out = {} as Record<Part, Float32Array[]>;
  for (const part of Object.keys(files) as Part[]) out[part] = await cachedMaps(files[part], cells[part], async () => (await once())[part]);
  return out;
}

/** The parts of `sampleFrames` the research caches keep. */
export const framesParts = (frames: SampledFrames): Record<"densities" | "visits" | "looks", Float32Array[]> => ({
  densities: frames.densities.map((d) => d.values),
  visits: frames.visits.map((d) => d.values),
  looks: frames.firstLooks,
});
