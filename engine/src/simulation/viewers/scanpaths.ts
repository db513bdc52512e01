import type { ImageFeatures } from "../features/feature-maps";
import { FEATURE_NAMES } from "../features/feature-names";
import { DEGREE_FRACTION } from "../geometry";
import type { ModelParameters } from "../parameters";
import type { PriorityMap } from "../priority/priority-map";
import type { Rng } from "../rng";
import type { Viewer } from "./viewers";

export interface Fixation {
  x: number;
  y: number;
  /** Onset, ms after the image appeared. */
  t: number;
  dur: number;
  /** Sampling-grid cell. */
  cell: number;
}

export interface ScanpathOptions {
  /** Off for checks that need left-right symmetry. */
  readingDirectionBias: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Early fixations carry the reading-direction bias; it fades after them. */
const READING_BIAS_FADE = [1, 1, 0.7, 0.4];
const MAX_FIXATIONS = 40;
/** Viewers sampled between two progress reports (and chances for the event loop and an abort to get in). */
const CHUNK = 1000;

const FACE = FEATURE_NAMES.indexOf("faces");
const TEXT = FEATURE_NAMES.indexOf("text");

/** Tables that depend only on the grid and the parameters. */
export interface Tables {
  w: number;
  h: number;
  /** exp(−(d / scale)^exponent) for offsets (|dx|, |dy|) in cells, at [|dy| × w + |dx|]. */
  saccade: Float64Array;
  /** The inhibition dip's axis factors by offset in cells: strength × exp(−dx² / 2σ²) and exp(−dy² / 2σ²). */
  dipX: Float64Array;
  dipY: Float64Array;
  /** decay^k: the weight of the dip of the fixation k fixations back. */
  decayPower: Float64Array;
  /** Fixation duration factor per cell (longer on faces and text). */
  lengthen: Float64Array;
  /** Column centres from −1 (left) to 1 (right): the reading-direction bias is bias × this. */
  xSigned: Float64Array;
}

/** exp(−(d / scale)^exponent) for cell offsets (|dx|, |dy|) at [|dy| × w + |dx|], d in fractions of the long side. */
export function saccadeKernel(
  grid: { w: number; h: number },
  width: number,
  height: number,
  amplitude: ModelParameters["amplitude"],
): Float64Array {
  const { w, h } = grid;
  const longSide = Math.max(width, height);
  const stepX = width / w / longSide;
  const stepY = height / h / longSide;
  const { scale, exponent } = amplitude;
  const kernel = new Float64Array(w * h);
  for (let dy = 0; dy < h; dy++) {
    for (let dx = 0; dx < w; dx++) kernel[dy * w + dx] = Math.exp(-(Math.hypot(dx * stepX, dy * stepY) ** exponent) / scale ** exponent);
  }
  return kernel;
}

export function tables(features: ImageFeatures, width: number, height: number, parameters: ModelParameters): Tables {
  const { w, h } = features.grid;
  const longSide = Math.max(width, height);
  // Cell offsets in fractions of the long side: distances are isotropic whatever the aspect ratio.
  const stepX = width / w / longSide;
  const stepY = height / h / longSide;
  const saccade = saccadeKernel(features.grid, width, height, parameters.amplitude);
  const { sigma, strength, decay } = parameters.ior;
  const dip = (n: number, step: number, factor: number) =>
    Float64Array.from({ length: n }, (_, d) => factor * Math.exp(-((d * step) ** 2) / (2 * sigma * sigma)));
  return {
    w,
    h,
    saccade,
    dipX: dip(w, stepX, strength),
    dipY: dip(h, stepY, 1),
    decayPower: Float64Array.from({ length: MAX_FIXATIONS }, (_, k) => decay ** k),
    lengthen: durationFactors(features, parameters),
    xSigned: Float64Array.from({ length: w }, (_, gx) => ((gx + 0.5) / w) * 2 - 1),
  };
}

export function durationFactors(features: ImageFeatures, parameters: ModelParameters): Float64Array {
  const { faceFactor, textFactor } = parameters.duration;
  return Float64Array.from(features.maps[FACE], (face, c) => 1 + (faceFactor - 1) * face + (textFactor - 1) * features.maps[TEXT][c]);
}

/** Inverse CDF: the first cell whose cumulative mass reaches u × total. */
export function pick(cumulative: Float64Array, u: number): number {
  const target = u * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Multiplicative steps of the fixed point below, and the largest change in log Q at which it stops. */
const STATIONARY_STEPS = 30;
const STATIONARY_TOLERANCE = 1e-3;

/**
 * The proposal weights Q under which the viewing map P is the scanpaths' stationary distribution. Proposing cell j
 * from cell i ∝ Q(j)·K(i,j) with the symmetric saccade likelihood K is a reversible chain whose stationary distribution
 * is Q·(K∗Q): proposing from P itself would sharpen P wherever attention clusters, and P is the map fitted to all
 * fixations. Q solves Q·(K∗Q) = P by a damped multiplicative fixed point (inhibition of return aside). `saccade` is
 * the kernel by cell offset, at [|dy| × w + |dx|].
 */
export function stationaryProposal(viewing: Float64Array, saccade: Float64Array, w: number, h: number): Float64Array {
  const cells = w * h;
  let q = Float64Array.from(viewing);
  const smoothed = new Float64Array(cells);
  for (let step = 0; step < STATIONARY_STEPS; step++) {
    for (let i = 0; i < cells; i++) {
      const ix = i % w;
      const iy = (i - ix) / w;
      let sum = 0;
      for (let jy = 0; jy < h; jy++) {
        const row = Math.abs(jy - iy) * w;
        for (let jx = 0; jx < w; jx++) sum += saccade[row + Math.abs(jx - ix)] * q[jy * w + jx];
      }
      smoothed[i] = sum;
    }
    let change = 0;
    const next = new Float64Array(cells);
    for (let i = 0; i < cells; i++) {
      if (viewing[i] <= 0) continue;
      // The square root damps the step: the undamped update overshoots and oscillates.
      const ratio = Math.sqrt(viewing[i] / (q[i] * smoothed[i]));
      next[i] = q[i] * ratio;
      change = Math.max(change, Math.abs(Math.log(ratio)));
    }
    q = next;
    if (change < STATIONARY_TOLERANCE) break;
  }
  // Q is defined up to a factor; the peak at 1 keeps the proposal tables in range.
  let max = 0;
  for (const v of q) max = Math.max(max, v);
  return q.map((v) => v / max);
}

/** Cumulative sums of Q × the saccade likelihood from one cell: the proposal for the fixation after it. */
function proposalFrom(proposal: Float64Array, t: Tables, last: number): Float64Array {
  const { w, h } = t;
  const lx = last % w;
  const ly = (last - lx) / w;
  const out = new Float64Array(w * h);
  let sum = 0;
  for (let gy = 0; gy < h; gy++) {
    const saccadeRow = Math.abs(gy - ly) * w;
    for (let gx = 0; gx < w; gx++) out[gy * w + gx] = sum += proposal[gy * w + gx] * t.saccade[saccadeRow + Math.abs(gx - lx)];
  }
  return out;
}

/** Σ over earlier fixations (their columns and rows) of decay^age × the dip at (gx, gy); the inhibition is minus this. */
function inhibitionAt(gx: number, gy: number, t: Tables, fixedX: Int32Array, fixedY: Int32Array, count: number): number {
  let total = 0;
  for (let j = 0; j < count; j++) {
    const fx = fixedX[j];
    const fy = fixedY[j];
    total += t.decayPower[count - 1 - j] * t.dipX[gx < fx ? fx - gx : gx - fx] * t.dipY[gy < fy ? fy - gy : gy - fy];
  }
  return total;
}

/** The sampler's log weights for the fixation after `fixated[0..count)`, written out for the clock's fit. */
export function nextLogWeights(t: Tables, map: PriorityMap, proposal: Float64Array, fixated: Int32Array, count: number): Float64Array {
  const cells = t.w * t.h;
  if (count === 0) return map.first.map(Math.log);
  const last = fixated[count - 1];
  const lx = last % t.w;
  const ly = (last - lx) / t.w;
  const fixedX = fixated.map((cell) => cell % t.w);
  const fixedY = fixated.map((cell, j) => (cell - fixedX[j]) / t.w);
  const out = new Float64Array(cells);
  for (let c = 0; c < cells; c++) {
    const gx = c % t.w;
    const gy = (c - gx) / t.w;
    out[c] =
      Math.log(proposal[c] * t.saccade[Math.abs(gy - ly) * t.w + Math.abs(gx - lx)]) - inhibitionAt(gx, gy, t, fixedX, fixedY, count);
  }
  return out;
}

/**
 * Exact by rejection: a cell is proposed from the first-fixation map (with its early tilt) or from Q × saccade
 * likelihood (tables per priority map and last cell, shared by the map's viewers) and kept with probability
 * e^inhibition × tilt × bias / max bias (each ≤ 1). Viewers go map by map so that one map's tables are held at a time.
 * A fixation that would start after the viewing budget is not made; the last one ends with the budget.
 */
export async function sampleScanpaths(
  features: ImageFeatures,
  priority: { maps: PriorityMap[]; mapOf: Uint32Array },
  viewers: Viewer[],
  width: number,
  height: number,
  parameters: ModelParameters,
  rng: Rng,
  options: ScanpathOptions,
): Promise<Fixation[][]> {
  const t = tables(features, width, height, parameters);
  const { w } = t;
  const cellW = width / w;
  const cellH = height / t.h;
  const { logMean, logSd, viewerSd } = parameters.duration;
  const { latency, saccade } = parameters.clock;
  const degree = DEGREE_FRACTION * Math.max(width, height);
  const order = viewers.map((_, v) => v).sort((a, b) => priority.mapOf[a] - priority.mapOf[b] || a - b);
  const paths: Fixation[][] = new Array<Fixation[]>(viewers.length);
  const fixated = new Int32Array(MAX_FIXATIONS);
  const fixedX = new Int32Array(MAX_FIXATIONS);
  const fixedY = new Int32Array(MAX_FIXATIONS);
  let mapIndex = -1;
  let first: Float64Array = new Float64Array(0);
  let proposal: Float64Array = new Float64Array(0);
  let proposals: (Float64Array | undefined)[] = [];
  let logEarly: Float64Array[] = [];

  for (const [i, v] of order.entries()) {
    if (i % CHUNK === 0 && i > 0) {
      options.onProgress?.(i / viewers.length);
      // Lets progress reports and a stop request through between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (options.signal?.aborted) throw new Error("Simulation aborted");
    if (priority.mapOf[v] !== mapIndex) {
      mapIndex = priority.mapOf[v];
      first = cumulativeSum(priority.maps[mapIndex].first);
      proposal = stationaryProposal(priority.maps[mapIndex].viewing, t.saccade, w, t.h);
      proposals = [];
      logEarly = priority.maps[mapIndex].early.map((tilt) => tilt.map(Math.log));
    }
    const viewer = viewers[v];
    const budget = parameters.budgetMs * viewer.time;
    const viewerLogMean = logMean + viewerSd * rng.normal();
    let onset = Math.exp(latency.logMean + latency.logSd * rng.normal());
    const path: Fixation[] = [];
    for (let step = 0; step < MAX_FIXATIONS; step++) {
      const bias = options.readingDirectionBias ? viewer.readingBias * (READING_BIAS_FADE[step] ?? 0) : 0;
      // The largest bias × xSigned over the columns, so that the bias factor divided by its maximum is ≤ 1.
      const biasMax = bias * (bias > 0 ? t.xSigned[w - 1] : t.xSigned[0]);
      const tilt = step === 0 ? undefined : logEarly[step - 1];
      let cell: number;
      let gx: number;
      let gy: number;
      for (;;) {
        if (step === 0) cell = pick(first, rng.next());
        else {
          const last = fixated[step - 1];
          cell = pick((proposals[last] ??= proposalFrom(proposal, t, last)), rng.next());
        }
        gx = cell % w;
        gy = (cell - gx) / w;
        const logKeep =
          (bias === 0 ? 0 : bias * t.xSigned[gx] - biasMax) +
          (tilt ? tilt[cell] : 0) -
          (step === 0 ? 0 : inhibitionAt(gx, gy, t, fixedX, fixedY, step));
        if (logKeep === 0 || rng.next() < Math.exp(logKeep)) break;
      }
      const x = (gx + rng.next()) * cellW;
      const y = (gy + rng.next()) * cellH;
      if (step > 0) {
        const previous = path[step - 1];
        onset += saccade.baseMs + saccade.msPerDegree * (Math.hypot(x - previous.x, y - previous.y) / degree);
      }
      if (onset >= budget) break;
      const drawn = Math.exp(viewerLogMean + logSd * rng.normal()) * t.lengthen[cell];
      path.push({ x, y, t: Math.round(onset), dur: Math.max(1, Math.round(Math.min(drawn, budget - onset))), cell });
      onset += drawn;
      fixated[step] = cell;
      fixedX[step] = gx;
      fixedY[step] = gy;
    }
    paths[v] = path;
  }
  options.onProgress?.(1);
  return paths;
}

function cumulativeSum(weights: Float64Array): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let c = 0; c < weights.length; c++) out[c] = sum += weights[c];
  return out;
}
