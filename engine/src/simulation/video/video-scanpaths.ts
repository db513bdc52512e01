import { DEGREE_FRACTION } from "../geometry";
import type { ModelParameters } from "../parameters";
import type { Rng } from "../rng";
import { pick, saccadeKernel, stationaryProposal, type Fixation } from "../viewers/scanpaths";

export interface TimedMap {
  tMs: number;
  cells: Float64Array;
  firstLooks: Float32Array;
}

export interface VideoClock {
  grid: { w: number; h: number };
  width: number;
  height: number;
  durationMs: number;
  cuts: readonly number[];
}

/** The sampled frame whose map stands for each moment: the nearest within its shot, else the last before it. */
export function mapPicker(maps: readonly { tMs: number }[], cuts: readonly number[]): (tMs: number) => number {
  const shotOf = (t: number) => cuts.filter((c) => c <= t).length;
  const shots = maps.map((m) => shotOf(m.tMs));
  return (t) => {
    const shot = shotOf(t);
    let best = -1;
    for (const [k, m] of maps.entries())
      if (shots[k] === shot && (best < 0 || Math.abs(m.tMs - t) < Math.abs(maps[best].tMs - t))) best = k;
    if (best < 0) for (best = 0; best + 1 < maps.length && maps[best + 1].tMs <= t;) best++;
    return best;
  };
}

/**
 * The first fixation is at the centre from 0 ms: a clip starts after whatever was on screen before. The next
 * `firstFixationsAfterCut`, and as many after each cut, go where the frame's baseline viewers make their first ones: a
 * new shot is looked at as a new image (issue 51). Later ones come from the map's stationary proposal, as on an image,
 * so the gaze settles on the map itself; a fixation lasts across frames, so gaze can stay on a moving thing.
 */
export function videoScanpaths(
  clip: VideoClock,
  maps: readonly TimedMap[],
  viewers: number,
  parameters: ModelParameters,
  rng: Rng,
): Fixation[][] {
  const { grid, width, height, durationMs, cuts } = clip;
  const { w, h } = grid;
  const cells = w * h;
  const { firstFixationsAfterCut } = parameters.video;
  const kernel = saccadeKernel(grid, width, height, parameters.amplitude);
  const mapAt = mapPicker(maps, clip.cuts);
  const proposals = new Map<number, Float64Array>();
  const proposalOf = (k: number) => {
    let q = proposals.get(k);
    if (!q) proposals.set(k, (q = stationaryProposal(maps[k].cells, kernel, w, h)));
    return q;
  };
  const degree = DEGREE_FRACTION * Math.max(width, height);
  const cellW = width / w;
  const cellH = height / h;
  const { logMean, logSd, viewerSd } = parameters.duration;
  const { latency, saccade } = parameters.clock;
  const cumulative = new Float64Array(w * h);
  const centre = Math.floor(h / 2) * w + Math.floor(w / 2);
  const paths: Fixation[][] = [];
  for (let v = 0; v < viewers; v++) {
    const viewerLogMean = logMean + viewerSd * rng.normal();
    const firstOnset = Math.min(durationMs, Math.exp(latency.logMean + latency.logSd * rng.normal()));
    const path: Fixation[] = [{ x: width / 2, y: height / 2, t: 0, dur: firstOnset, cell: centre }];
    let cell = centre;
    let free = firstOnset;
    let nextCut = 0;
    let sinceCut = 0;
    while (free < durationMs) {
      for (; nextCut < cuts.length && cuts[nextCut] <= free; nextCut++) sinceCut = 0;
      const k = mapAt(free);
      const lx = cell % w;
      const ly = (cell - lx) / w;
      let sum = 0;
      if (sinceCut < firstFixationsAfterCut) {
        const looks = maps[k].firstLooks.subarray(sinceCut * cells, (sinceCut + 1) * cells);
        for (let c = 0; c < cells; c++) cumulative[c] = sum += looks[c];
      }
      if (sum <= 0) {
        const map = proposalOf(k);
        for (let gy = 0; gy < h; gy++) {
          const row = Math.abs(gy - ly) * w;
          for (let gx = 0; gx < w; gx++) cumulative[gy * w + gx] = sum += map[gy * w + gx] * kernel[row + Math.abs(gx - lx)];
        }
      }
      sinceCut++;
      const target = pick(cumulative, rng.next());
      const tx = target % w;
      const ty = (target - tx) / w;
      const onset = free + saccade.baseMs + (saccade.msPerDegree * Math.hypot((tx - lx) * cellW, (ty - ly) * cellH)) / degree;
      if (onset >= durationMs) break;
      const dur = Math.min(durationMs - onset, Math.exp(viewerLogMean + logSd * rng.normal()));
      path.push({ x: (tx + rng.next()) * cellW, y: (ty + rng.next()) * cellH, t: onset, dur, cell: target });
      cell = target;
      free = onset + dur;
    }
    paths.push(path);
  }
  return paths;
}

export function fixationAt(path: readonly Fixation[], tMs: number): number {
  let lo = 0;
  let hi = path.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (path[mid].t <= tMs) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
