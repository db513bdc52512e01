import {
  DEEP_LAYER_NAMES,
  type DeepLayer,
  type DeepReadout,
  FEATURE_NAMES,
  type FeatureName,
  type HiddenUnit,
} from "@adsight/engine/src/simulation/stages";
import { eigen, solve } from "./linear-algebra";
import { fitHidden, hiddenLogSoftmax, type HiddenOptions, type HiddenUnits } from "./readout-hidden";
import { fitPost, type Post } from "./readout-scores";
import { BASE, type Sample } from "./readout-samples";

/*
 * The readout: a linear map over the existing feature maps, the backbone's deep maps (principal components per
 * layer) and a parametric centre prior, fitted by maximum likelihood of the OSIE fixations (Newton's method,
 * ridge-regularised), and its conversion to the runtime's weights and per-channel deep readout.
 */

/** The ridge penalty of the fit (per squared weight, on the mean log-likelihood per fixation). */
export const DEFAULT_RIDGE = 1e-4;
/** Principal components kept per deep layer. */
const COMPONENTS: Record<string, number> = { stride8: 8, stride16: 16, head: 16, classes: 16 };

/** A fixed linear map from one image's maps to the readout's columns (standardisation and PCA folded in). */
export interface Column {
  group: string;
  /** Base map name or deep layer. */
  source: string;
  /** Weights over the source's channels (one for a base map) and the offset subtracted. */
  projection: Float64Array;
  offset: number;
}

/** The runtime's centre prior: −x² and −y² in normalised coordinates (features/feature-maps.ts). */
const CENTRE_TERMS: [string, (x: number, y: number) => number][] = [
  ["centreX", (x) => -x * x],
  ["centreY", (_, y) => -y * y],
];

const centreCache = new Map<string, Float64Array[]>();
/** The centre terms on a grid (each image's own: pages, designs and photographs differ in shape). */
function centreValues(grid: { w: number; h: number }): Float64Array[] {
  const key = `${grid.w}x${grid.h}`;
  let values = centreCache.get(key);
  if (!values) {
    values = CENTRE_TERMS.map(([, f]) => {
      const v = new Float64Array(grid.w * grid.h);
      for (let gy = 0; gy < grid.h; gy++)
        for (let gx = 0; gx < grid.w; gx++) v[gy * grid.w + gx] = f(((gx + 0.5) / grid.w) * 2 - 1, ((gy + 0.5) / grid.h) * 2 - 1);
      return v;
    });
    centreCache.set(key, values);
  }
  return values;
}

/** Columns from the development images' statistics (features only, no fixations): z-scored base maps, PCA per layer. */
function buildColumns(samples: Sample[]): Column[] {
  const columns: Column[] = [];
  for (const n of BASE) {
    let s = 0;
    let q = 0;
    let count = 0;
    for (const sample of samples) {
      for (const v of sample.base[n]) {
        s += v;
        q += v * v;
        count++;
      }
    }
    const mean = s / count;
    const std = Math.sqrt(Math.max(1e-12, q / count - mean * mean));
    columns.push({ group: n, source: n, projection: Float64Array.of(1 / std), offset: mean / std });
  }
  for (const l of DEEP_LAYER_NAMES) {
    const c = samples[0].deep[l].channels;
    const mean = new Float64Array(c);
    const sq = new Float64Array(c);
    let rows = 0;
    for (const sample of samples) {
      const { values } = sample.deep[l];
      for (let i = 0; i < values.length; i += c) {
        for (let k = 0; k < c; k++) {
          mean[k] += values[i + k];
          sq[k] += values[i + k] ** 2;
        }
        rows++;
      }
    }
    const std = new Float64Array(c);
    for (let k = 0; k < c; k++) {
      mean[k] /= rows;
      std[k] = Math.sqrt(Math.max(1e-12, sq[k] / rows - mean[k] ** 2));
    }
    // Covariance of the z-scored channels on every third cell.
    const cov = new Float64Array(c * c);
    const z = new Float64Array(c);
    let n = 0;
    for (const sample of samples) {
      const { values } = sample.deep[l];
      for (let i = 0; i < values.length; i += 3 * c) {
        for (let k = 0; k < c; k++) z[k] = (values[i + k] - mean[k]) / std[k];
        for (let a = 0; a < c; a++) {
          const za = z[a];
          for (let b = a; b < c; b++) cov[a * c + b] += za * z[b];
        }
        n++;
      }
    }
    for (let a = 0; a < c; a++) for (let b = a; b < c; b++) cov[b * c + a] = cov[a * c + b] /= n;
    const { values, vectors } = eigen(cov, c);
    for (let p = 0; p < COMPONENTS[l]; p++) {
      // Component p of the z-scores, scaled to unit variance.
      const scale = 1 / Math.sqrt(Math.max(1e-9, values[p]));
      const projection = Float64Array.from(vectors[p], (v, k) => (v / std[k]) * scale);
      const offset = projection.reduce((s, w, k) => s + w * mean[k], 0);
      columns.push({ group: l, source: l, projection, offset });
    }
  }
  return columns;
}

function designOf(sample: Sample, columns: Column[], k: number): Float64Array {
  const cells = sample.counts.length;
  const x = new Float64Array(cells * k);
  columns.forEach((col, j) => {
    if (col.projection.length === 1) {
      const m = sample.base[col.source];
      for (let c = 0; c < cells; c++) x[c * k + j] = m[c] * col.projection[0] - col.offset;
    } else {
      const { channels, values } = sample.deep[col.source as DeepLayer];
      for (let c = 0; c < cells; c++) {
        let s = 0;
        for (let ch = 0; ch < channels; ch++) s += values[c * channels + ch] * col.projection[ch];
        x[c * k + j] = s - col.offset;
      }
    }
  });
  centreValues(sample.grid).forEach((values, j) => {
    for (let c = 0; c < cells; c++) x[c * k + columns.length + j] = values[c];
  });
  return x;
}

function logSoftmax(x: Float64Array, w: Float64Array, k: number, active: Uint8Array): Float64Array {
  const cells = x.length / k;
  const out = new Float64Array(cells);
  let max = -Infinity;
  for (let c = 0; c < cells; c++) {
    let s = 0;
    for (let j = 0; j < k; j++) if (active[j]) s += x[c * k + j] * w[j];
    out[c] = s;
    max = Math.max(max, s);
  }
  let sum = 0;
  for (let c = 0; c < cells; c++) sum += Math.exp(out[c] - max);
  const lse = max + Math.log(sum);
  for (let c = 0; c < cells; c++) out[c] -= lse;
  return out;
}

/**
 * Ridge-regularised maximum likelihood of the fixations under softmax(X·w) per image, by Newton's method; each
 * image's fixations count `setWeight` of its set (1 when not given).
 */
export function fit(
  samples: Sample[],
  k: number,
  active: Uint8Array,
  lambda: number,
  setWeight: Partial<Record<Sample["set"], number>> = {},
): Float64Array {
  const w = new Float64Array(k);
  const weightOf = (s: Sample) => setWeight[s.set] ?? 1;
  const total = samples.reduce((s, x) => s + weightOf(x) * x.counts.reduce((a, b) => a + b, 0), 0);
  const objective = (weights: Float64Array) => {
    let ll = 0;
    for (const s of samples) {
      const lp = logSoftmax(s.x!, weights, k, active);
      const sw = weightOf(s);
      s.counts.forEach((n, c) => (ll += sw * n * lp[c]));
    }
    return -ll / total + lambda * weights.reduce((a, v) => a + v * v, 0);
  };
  let current = objective(w);
  for (let iteration = 0; iteration < 25; iteration++) {
    const grad = new Float64Array(k);
    const hess = new Float64Array(k * k);
    for (const s of samples) {
      const x = s.x!;
      const lp = logSoftmax(x, w, k, active);
      const cells = lp.length;
      const sw = weightOf(s);
      const n = sw * s.counts.reduce((a, b) => a + b, 0);
      const mean = new Float64Array(k);
      for (let c = 0; c < cells; c++) {
        const p = Math.exp(lp[c]);
        const r = sw * s.counts[c] - n * p;
        const o = c * k;
        for (let a = 0; a < k; a++) {
          if (!active[a]) continue;
          const xa = x[o + a];
          grad[a] -= r * xa;
          mean[a] += p * xa;
          const pxa = n * p * xa;
          for (let b = a; b < k; b++) if (active[b]) hess[a * k + b] += pxa * x[o + b];
        }
      }
      for (let a = 0; a < k; a++) for (let b = a; b < k; b++) hess[a * k + b] -= n * mean[a] * mean[b];
    }
    for (let a = 0; a < k; a++) {
      grad[a] = active[a] ? grad[a] / total + 2 * lambda * w[a] : 0;
      for (let b = a; b < k; b++) hess[b * k + a] = hess[a * k + b] = hess[a * k + b] / total + (a === b ? 2 * lambda : 0);
      if (!active[a]) {
        for (let b = 0; b < k; b++) hess[a * k + b] = hess[b * k + a] = a === b ? 1 : 0;
      }
    }
    const step = solve(hess, grad, k);
    let size = 1;
    let next = w.map((v, j) => v - step[j]);
    let value = objective(next);
    while (value > current && size > 1e-3) {
      size /= 2;
      next = w.map((v, j) => v - size * step[j]);
      value = objective(next);
    }
    const done = current - value < 1e-7;
    if (value <= current) {
      w.set(next);
      current = value;
    }
    if (done) break;
  }
  return w;
}

export function predict(sample: Sample, w: Float64Array, k: number, active: Uint8Array, hidden?: HiddenUnits): Float64Array {
  return hidden ? hiddenLogSoftmax(sample, w, hidden, k, active) : logSoftmax(sample.x!, w, k, active);
}

/** The readout's columns, fixed from the development images' features (no fixations), and which group each belongs to. */
export interface ReadoutDesign {
  columns: Column[];
  /** The centre terms' names, after the columns. */
  centre: { name: string }[];
  /**
   * The base maps and centre terms that designed content changes: each has a second column, itself × the image's
   * `designed` share, right after the columns and centre terms (their index in columns + centre).
   */
  interactions: number[];
  /** Number of columns, centre terms and interactions included. */
  k: number;
  /** Group of each column (a base map, a deep layer, "centre", or "designed:" one of those). */
  groupOf: string[];
}

/** Groups whose columns designed content may change (a deep layer's go to the runtime's second deep map, `deepDesigned`). */
export const INTERACTING = [...BASE, "centre", ...DEEP_LAYER_NAMES];

/**
 * Builds the columns from the development samples and fills the design matrix of every sample given; the
 * interaction columns of `interact` (groups of INTERACTING) are filled by `setDesigned`.
 */
export function prepareDesign(development: Sample[], all: Sample[], interact: readonly string[] = []): ReadoutDesign {
  const columns = buildColumns(development);
  const centre = CENTRE_TERMS.map(([name]) => ({ name }));
  const plain = [...columns.map((c) => c.group), ...centre.map(() => "centre")];
  const interactions = plain.flatMap((g, j) => (interact.includes(g) && INTERACTING.includes(g) ? [j] : []));
  const k = plain.length + interactions.length;
  for (const s of all) s.x = designOf(s, columns, k);
  const design = { columns, centre, interactions, k, groupOf: [...plain, ...interactions.map((j) => `designed:${plain[j]}`)] };
  for (const s of all) setDesigned(s, design, s.designed ?? 0);
  return design;
}

/** Sets the image's designed share and the interaction columns that follow from it. */
export function setDesigned(sample: Sample, design: ReadoutDesign, d: number): void {
  sample.designed = d;
  const { k, interactions } = design;
  const first = k - interactions.length;
  const x = sample.x!;
  for (let c = 0; c < sample.counts.length; c++) interactions.forEach((j, i) => (x[c * k + first + i] = d * x[c * k + j]));
}

/** 1 for the columns of the groups kept. */
export function activeFor(design: ReadoutDesign, keep: readonly string[]): Uint8Array {
  return Uint8Array.from(design.groupOf, (g) => (keep.includes(g) ? 1 : 0));
}

/**
 * One fit as the cross-validation and the final fit make it: the weights (and with `hidden`, the hidden units fitted
 * from them), then the stored map's post-processing.
 */
export function fitReadout(
  train: Sample[],
  design: ReadoutDesign,
  active: Uint8Array,
  lambda: number,
  setWeight: Partial<Record<Sample["set"], number>> = {},
  hiddenOptions?: HiddenOptions,
): { w: Float64Array; hidden?: HiddenUnits; post: Post } {
  const linear = fit(train, design.k, active, lambda, setWeight);
  const { w, hidden } = hiddenOptions
    ? fitHidden(train, design.k, active, linear, lambda, hiddenOptions, setWeight)
    : { w: linear, hidden: undefined };
  return {
    w,
    hidden,
    post: fitPost(
      train,
      train.map((s) => predict(s, w, design.k, active, hidden)),
    ),
  };
}

/** Adds a deep column's weight to its layer's per-channel weights (its projection folded in). */
function foldProjection(layers: Partial<Record<DeepLayer, number[]>>, col: Column, weight: number): void {
  const layer = (layers[col.source as DeepLayer] ??= new Array<number>(col.projection.length).fill(0));
  col.projection.forEach((p, ch) => (layer[ch] += weight * p));
}

/**
 * The fitted readout as the runtime uses it: per deep layer one weight per raw channel (standardisation and
 * principal components folded in, divided by the temperature), the weights of the existing maps and centre terms, and
 * the hidden units (the `interplay` map, weight 1) with their inputs folded the same way.
 */
export function runtimeParameters(
  design: ReadoutDesign,
  w: Float64Array,
  active: Uint8Array,
  post: Post,
  hidden?: HiddenUnits,
): { readout: DeepReadout; weights: Record<FeatureName, number>; designedWeights: Partial<Record<FeatureName, number>> } {
  const { columns, centre, interactions } = design;
  const layers: DeepReadout["layers"] = {};
  const weights = Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as Record<FeatureName, number>;
  const scale = 1 / post.temperature;
  columns.forEach((col, j) => {
    const weight = active[j] ? w[j] * scale : 0;
    if (col.projection.length === 1) {
      weights[col.source as FeatureName] = weight * col.projection[0];
      return;
    }
    if (!active[j]) return;
    foldProjection(layers, col, weight);
  });
  centre.forEach((t, j) => (weights[t.name as FeatureName] = active[columns.length + j] ? w[columns.length + j] * scale : 0));
  weights.deep = Object.keys(layers).length ? 1 : 0;
  weights.interplay = hidden ? 1 : 0;
  const designedWeights: Partial<Record<FeatureName, number>> = {};
  const designedLayers: NonNullable<DeepReadout["designed"]> = {};
  const first = design.k - interactions.length;
  interactions.forEach((j, i) => {
    if (!active[first + i]) return;
    const weight = w[first + i] * scale;
    if (j < columns.length && columns[j].projection.length > 1) {
      foldProjection(designedLayers, columns[j], weight);
      return;
    }
    const name = (j < columns.length ? columns[j].source : centre[j - columns.length].name) as FeatureName;
    designedWeights[name] = j < columns.length ? weight * columns[j].projection[0] : weight;
  });
  const readout: DeepReadout = { layers };
  if (Object.keys(designedLayers).length) {
    readout.designed = designedLayers;
    designedWeights.deepDesigned = 1;
  }
  if (hidden) readout.hidden = runtimeUnits(design, hidden, active, scale);
  return { readout, weights, designedWeights };
}

/** The hidden units as the runtime reads them: each column's standardisation and components folded into its inputs. */
function runtimeUnits(design: ReadoutDesign, hidden: HiddenUnits, active: Uint8Array, scale: number): HiddenUnit[] {
  const { columns, centre, interactions, k } = design;
  const first = k - interactions.length;
  const { units, a, b, v } = hidden;
  return Array.from({ length: units }, (_, u) => {
    const unit: HiddenUnit = {
      bias: b[u],
      designedBias: a[k * units + u],
      weights: {},
      designedWeights: {},
      layers: {},
      designedLayers: {},
      out: v[u] * scale,
    };
    // Column j's input weight into the plain (designed = false) or the × d inputs.
    const add = (j: number, weight: number, designed: boolean) => {
      if (weight === 0) return;
      const into = designed ? { weights: unit.designedWeights, layers: unit.designedLayers } : unit;
      if (j >= columns.length) {
        const name = centre[j - columns.length].name as FeatureName;
        into.weights[name] = (into.weights[name] ?? 0) + weight;
        return;
      }
      const col = columns[j];
      if (designed) unit.designedBias -= weight * col.offset;
      else unit.bias -= weight * col.offset;
      if (col.projection.length === 1) {
        const name = col.source as FeatureName;
        into.weights[name] = (into.weights[name] ?? 0) + weight * col.projection[0];
        return;
      }
      foldProjection(into.layers, col, weight);
    };
    for (let j = 0; j < first; j++) if (active[j]) add(j, a[j * units + u], false);
    interactions.forEach((j, i) => active[first + i] && add(j, a[(first + i) * units + u], true));
    return unit;
  });
}
