import { contains, type Box } from "../geometry";
import type { Fixation } from "../viewers/scanpaths";
import type { CatcherFigures, ViewerFigures } from "./creative-scores";
import type { Resamples } from "./intervals";

/** What each viewer gave the figures the overall score reads, so they can be summed again over a resample. */
export interface ViewerRecords {
  catchers: readonly { kind: string; box: Box }[];
  captureBoxes: readonly Box[];
  paths: readonly (readonly Fixation[])[];
  /** The run-size-free focus of the expected viewing time, the same in every resample. */
  focus: number;
  valence: ArrayLike<number>;
  arousal: ArrayLike<number>;
}

/** The viewer figures of the first `count` resamples, computed as scoreImage computes them from all the viewers. */
export function resampledViewerFigures(records: ViewerRecords, resamples: Resamples, count: number): ViewerFigures[] {
  const { paths, catchers } = records;
  const n = paths.length;
  const k = Math.min(count, resamples.count);
  if (n === 0 || k === 0) return [];
  const captured = new Float64Array(k);
  const approach = new Float64Array(k);
  const valence = new Float64Array(k);
  const viewerTime = new Float64Array(k);
  const reached = catchers.map(() => new Float64Array(k));
  const timeOn = catchers.map(() => new Float64Array(k));
  const hit = new Uint8Array(catchers.length);
  const time = new Float64Array(catchers.length);
  for (let v = 0; v < n; v++) {
    const row = v * resamples.count;
    const path = paths[v];
    hit.fill(0);
    time.fill(0);
    let total = 0;
    for (const f of path) {
      total += f.dur;
      for (let c = 0; c < catchers.length; c++)
        if (contains(catchers[c].box, f.x, f.y)) {
          hit[c] = 1;
          time[c] += f.dur;
        }
    }
    let isCaptured = 0;
    for (let i = 0; i < Math.min(2, path.length) && !isCaptured; i++)
      for (const box of records.captureBoxes) if (contains(box, path[i].x, path[i].y)) isCaptured = 1;
    const approaches = records.valence[v] > 0 && records.arousal[v] > 0 ? 1 : 0;
    for (let r = 0; r < k; r++) {
      const w = resamples.weights[row + r];
      if (w === 0) continue;
      captured[r] += w * isCaptured;
      approach[r] += w * approaches;
      valence[r] += w * records.valence[v];
      viewerTime[r] += w * total;
      for (let c = 0; c < catchers.length; c++) {
        reached[c][r] += w * hit[c];
        timeOn[c][r] += w * time[c];
      }
    }
  }
  return Array.from({ length: k }, (_, r) => ({
    focus: records.focus,
    capture: captured[r] / n,
    approach: (100 * approach[r]) / n,
    valence: valence[r] / n,
    catchers: catchers.map((catcher, c): CatcherFigures => ({
      kind: catcher.kind,
      reach: (100 * reached[c][r]) / n,
      share: (100 * timeOn[c][r]) / (viewerTime[r] || 1),
    })),
  }));
}
