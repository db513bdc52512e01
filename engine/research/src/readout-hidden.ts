import { Rng } from "@adsight/engine/src/simulation/stages";
import { lbfgs } from "./lbfgs";
import type { Sample } from "./readout-samples";

/*
 * The readout's hidden units: log P = X·w + Σᵤ vᵤ·relu(X·aᵤ + d·eᵤ + bᵤ) per image (softmax over its cells), where X
 * is the design matrix of the linear readout and d the image's designed share. The units let the maps act together
 * (large type near the top, a face on a page, salience away from text), which one weight per map cannot. Fitted by
 * L-BFGS from the linear fit's weights, the units' weights ridge-penalised.
 */

export interface HiddenUnits {
  units: number;
  /** [(column or d) × unit]: the design's k columns, then d. */
  a: Float64Array;
  b: Float64Array;
  v: Float64Array;
}

export interface HiddenOptions {
  units: number;
  /** Penalty per squared weight of a and v (the linear weights keep the linear fit's). */
  ridge: number;
  iterations: number;
  seed: number;
  /** Refit the linear weights with the units (false: the units learn what the linear readout leaves). */
  refitLinear: boolean;
}

export const DEFAULT_HIDDEN: HiddenOptions = { units: 16, ridge: 0.03, iterations: 400, seed: 1, refitLinear: true };

/** Each cell's log-score before the softmax, and the units' inputs (pre-activations) when `pre` is given. */
export function hiddenLogits(
  sample: Sample,
  w: Float64Array,
  hidden: HiddenUnits,
  k: number,
  active: Uint8Array,
  pre?: Float64Array,
): Float64Array {
  const x = sample.x!;
  const d = sample.designed ?? 0;
  const { units, a, b, v } = hidden;
  const cells = x.length / k;
  const z = new Float64Array(cells);
  const h = new Float64Array(units);
  for (let c = 0; c < cells; c++) {
    const o = c * k;
    let s = 0;
    for (let u = 0; u < units; u++) h[u] = b[u] + d * a[k * units + u];
    for (let j = 0; j < k; j++) {
      if (!active[j]) continue;
      const xj = x[o + j];
      s += xj * w[j];
      const row = j * units;
      for (let u = 0; u < units; u++) h[u] += xj * a[row + u];
    }
    for (let u = 0; u < units; u++) {
      if (h[u] > 0) s += v[u] * h[u];
      if (pre) pre[c * units + u] = h[u];
    }
    z[c] = s;
  }
  return z;
}

function logSoftmaxInPlace(z: Float64Array): void {
  let max = -Infinity;
  for (const v of z) max = Math.max(max, v);
  let sum = 0;
  for (const v of z) sum += Math.exp(v - max);
  const lse = max + Math.log(sum);
  for (let c = 0; c < z.length; c++) z[c] -= lse;
}

export function hiddenLogSoftmax(sample: Sample, w: Float64Array, hidden: HiddenUnits, k: number, active: Uint8Array): Float64Array {
  const z = hiddenLogits(sample, w, hidden, k, active);
  logSoftmaxInPlace(z);
  return z;
}

/** Fits w and the units on the samples' fixations, w starting from (and penalised as) the linear fit's. */
export function fitHidden(
  samples: Sample[],
  k: number,
  active: Uint8Array,
  linear: Float64Array,
  lambda: number,
  options: HiddenOptions,
  setWeight: Partial<Record<Sample["set"], number>> = {},
): { w: Float64Array; hidden: HiddenUnits } {
  const { units, ridge } = options;
  const rows = k + 1;
  const size = k + rows * units + 2 * units;
  const rng = new Rng(options.seed);
  const start = new Float64Array(size);
  start.set(linear);
  for (let j = 0; j < rows; j++)
    for (let u = 0; u < units; u++) start[k + j * units + u] = j < k && !active[j] ? 0 : (rng.normal() * 0.3) / Math.sqrt(rows);
  for (let u = 0; u < units; u++) start[k + rows * units + units + u] = rng.normal() * 0.1;
  const weightOf = (s: Sample) => setWeight[s.set] ?? 1;
  const total = samples.reduce((sum, s) => sum + weightOf(s) * s.counts.reduce((a, b) => a + b, 0), 0);
  const unpack = (theta: Float64Array) => ({
    w: theta.subarray(0, k),
    hidden: {
      units,
      a: theta.subarray(k, k + rows * units),
      b: theta.subarray(k + rows * units, k + rows * units + units),
      v: theta.subarray(k + rows * units + units),
    },
  });
  const objective = (theta: Float64Array, gradient: Float64Array) => {
    const { w, hidden } = unpack(theta);
    const grad = unpack(gradient);
    gradient.fill(0);
    let ll = 0;
    const gh = new Float64Array(units);
    for (const s of samples) {
      const x = s.x!;
      const cells = s.counts.length;
      const pre = new Float64Array(cells * units);
      const lp = hiddenLogits(s, w, hidden, k, active, pre);
      logSoftmaxInPlace(lp);
      const sw = weightOf(s);
      const n = sw * s.counts.reduce((a, b) => a + b, 0);
      const d = s.designed ?? 0;
      for (let c = 0; c < cells; c++) {
        ll += sw * s.counts[c] * lp[c];
        // ∂(−ll/total)/∂z of the cell.
        const gz = -(sw * s.counts[c] - n * Math.exp(lp[c])) / total;
        const o = c * k;
        let any = false;
        for (let u = 0; u < units; u++) {
          const h = pre[c * units + u];
          if (h > 0) {
            grad.hidden.v[u] += gz * h;
            gh[u] = gz * hidden.v[u];
            any = true;
          } else gh[u] = 0;
        }
        for (let j = 0; j < k; j++) {
          if (!active[j]) continue;
          const xj = x[o + j];
          grad.w[j] += gz * xj;
          if (!any) continue;
          const row = j * units;
          for (let u = 0; u < units; u++) grad.hidden.a[row + u] += xj * gh[u];
        }
        if (!any) continue;
        for (let u = 0; u < units; u++) {
          grad.hidden.a[k * units + u] += d * gh[u];
          grad.hidden.b[u] += gh[u];
        }
      }
    }
    let penalty = 0;
    for (let j = 0; j < k; j++) {
      penalty += lambda * w[j] * w[j];
      grad.w[j] = options.refitLinear ? grad.w[j] + 2 * lambda * w[j] : 0;
    }
    for (const [values, g] of [
      [hidden.a, grad.hidden.a],
      [hidden.v, grad.hidden.v],
    ] as const)
      for (let i = 0; i < values.length; i++) {
        penalty += ridge * values[i] * values[i];
        g[i] += 2 * ridge * values[i];
      }
    return -ll / total + penalty;
  };
  const { x } = lbfgs(objective, start, { iterations: options.iterations, tolerance: 1e-9 });
  const fitted = unpack(x);
  return {
    w: Float64Array.from(fitted.w),
    hidden: { units, a: Float64Array.from(fitted.hidden.a), b: Float64Array.from(fitted.hidden.b), v: Float64Array.from(fitted.hidden.v) },
  };
}
