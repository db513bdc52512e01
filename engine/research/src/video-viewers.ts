import { DEGREE_FRACTION, type ModelParameters, pickFromCumulative, Rng, stationaryProposal } from "@adsight/engine/src/simulation/stages";

/*
 * Viewers whose gaze runs on through a video: each fixation starts after the one before it and the saccade to it
 * (the viewers' clock), and goes to a cell drawn from the priority map of the frame on screen at its onset times the
 * saccade likelihood from where the viewer was. A probe of issue 26's continuous scanpaths, on a grid laid over a
 * raster of the frame (which may stretch it: distances are taken in fractions of the video's long side).
 */

export interface VideoGrid {
  w: number;
  h: number;
  /** The video's size in pixels, for isotropic distances and degrees. */
  width: number;
  height: number;
}

export interface TimedMap {
  tMs: number;
  /** Priority per grid cell (any positive scale). */
  cells: Float64Array;
}

/** Where each viewer looks at each of `times`: a grid cell per viewer per time. */
export function videoGaze(
  grid: VideoGrid,
  maps: TimedMap[],
  times: number[],
  viewers: number,
  parameters: ModelParameters,
  seed: number,
  stationary: boolean,
  cuts: number[],
): Int32Array[] {
  const { w, h, width, height } = grid;
  const longSide = Math.max(width, height);
  const stepX = width / w / longSide;
  const stepY = height / h / longSide;
  const { scale, exponent } = parameters.amplitude;
  const kernel = new Float64Array(w * h);
  for (let dy = 0; dy < h; dy++)
    for (let dx = 0; dx < w; dx++) kernel[dy * w + dx] = Math.exp(-(Math.hypot(dx * stepX, dy * stepY) ** exponent) / scale ** exponent);
  const proposals = maps.map((m) => (stationary ? stationaryProposal(m.cells, kernel, w, h) : m.cells));
  const shotOf = (t: number) => cuts.filter((c) => c <= t).length;
  const mapShots = maps.map((m) => shotOf(m.tMs));
  // A sampled frame stands for the moments nearest it within its shot (a frame across a cut shows another scene);
  // a shot with no sampled frame keeps the last frame before it.
  const mapAt = (t: number) => {
    const shot = shotOf(t);
    let best = -1;
    for (const [k, m] of maps.entries()) {
      if (mapShots[k] === shot && (best < 0 || Math.abs(m.tMs - t) < Math.abs(maps[best].tMs - t))) best = k;
    }
    if (best < 0) for (best = 0; best + 1 < maps.length && maps[best + 1].tMs <= t;) best++;
    return proposals[best];
  };
  const degree = DEGREE_FRACTION * longSide;
  const cellW = width / w;
  const cellH = height / h;
  const { logMean, logSd, viewerSd } = parameters.duration;
  const { latency, saccade } = parameters.clock;
  const rng = new Rng(seed, 0);
  const out = times.map(() => new Int32Array(viewers));
  const end = times[times.length - 1];
  const cumulative = new Float64Array(w * h);
  for (let v = 0; v < viewers; v++) {
    const viewerLogMean = logMean + viewerSd * rng.normal();
    // The clip starts with the viewer's eyes at its centre, as a film does after the one before.
    let cell = Math.floor(h / 2) * w + Math.floor(w / 2);
    let onset = Math.exp(latency.logMean + latency.logSd * rng.normal());
    let next = 0;
    while (next < times.length && times[next] < onset) out[next++][v] = cell;
    while (next < times.length) {
      const map = mapAt(onset);
      const lx = cell % w;
      const ly = (cell - lx) / w;
      let sum = 0;
      for (let gy = 0; gy < h; gy++) {
        const row = Math.abs(gy - ly) * w;
        for (let gx = 0; gx < w; gx++) cumulative[gy * w + gx] = sum += map[gy * w + gx] * kernel[row + Math.abs(gx - lx)];
      }
      const target = pickFromCumulative(cumulative, rng.next());
      const distance = Math.hypot(((target % w) - lx) * cellW, (Math.floor(target / w) - ly) * cellH) / degree;
      onset += saccade.baseMs + saccade.msPerDegree * distance;
      while (next < times.length && times[next] < onset) out[next++][v] = cell;
      cell = target;
      onset += Math.exp(viewerLogMean + logSd * rng.normal());
      while (next < times.length && times[next] < onset) out[next++][v] = cell;
      if (onset > end) break;
    }
  }
  return out;
}
