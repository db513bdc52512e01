import { onJsThread } from "../js-thread";
import { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";
import { type Consensus, consensusOf } from "./consensus";

export function packedConsensus(
  xs: Float64Array,
  ys: Float64Array,
  ends: Int32Array,
  width: number,
  height: number,
  seeds: number[],
): Consensus | null {
  let start = 0;
  const paths = Array.from(ends, (end) => {
    const path = [];
    for (let i = start; i < end; i++) path.push({ x: xs[i], y: ys[i] });
    start = end;
    return path;
  });
  return consensusOf(paths, width, height, new Rng(...seeds));
}

/** consensusOf from `new Rng(...seeds)`'s draws, computed while this thread draws the heatmaps and the other figures. */
export function consensusOnThread(paths: Fixation[][], width: number, height: number, seeds: number[]): Promise<Consensus | null> {
  const ends = new Int32Array(paths.length);
  let count = 0;
  paths.forEach((path, v) => (ends[v] = count += path.length));
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  let i = 0;
  for (const path of paths)
    for (const f of path) {
      xs[i] = f.x;
      ys[i++] = f.y;
    }
  return onJsThread(__filename, "packedConsensus", [xs, ys, ends, width, height, seeds], [xs.buffer, ys.buffer, ends.buffer]);
}
