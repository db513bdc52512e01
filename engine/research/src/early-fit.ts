import {
  designedShare,
  EARLY_GROUPS,
  type EarlyGroup,
  type EarlyTilt,
  FEATURE_NAMES,
  type ModelParameters,
  nextLogWeights,
  priorityMap,
  scanpathTables,
  stationaryProposal,
  weightVector,
} from "@adsight/engine/src/simulation/stages";
import type { FitImage } from "./calibration";
import { solve } from "./linear-algebra";

/*
 * How the earliest fixations differ from later ones, fitted to people's scanpaths: fixation k is drawn from what the
 * model draws it from (the first-fixation map, or Q × saccade likelihood × inhibition after the fixations before it)
 * × exp(Σg βk,g × Sg), Sg the group's part of log P (its weights × its maps), βk,g = photograph + d × designed. Given
 * each observer's own earlier fixations, that is a conditional logit in the 2 × groups coefficients, fitted by
 * Newton's method (maximum likelihood, a small ridge), one fixation index at a time.
 */

export const EARLY_GROUP_NAMES = Object.keys(EARLY_GROUPS) as EarlyGroup[];
/** Ridge penalty per squared coefficient, on the mean log-likelihood per fixation. */
const RIDGE = 1e-3;
const NEWTON_STEPS = 20;

/** One observed early fixation: the model's log weights over the cells, the regressors per cell and the cell taken. */
export interface EarlyObservation {
  image: string;
  k: number;
  base: Float64Array;
  /** [photograph groups…, d × groups…], each over the cells (shared by an image's observations). */
  regressors: Float64Array[];
  chosen: number;
}

/** Each observer's first `count` fixations on each image, with what the model (no early tilt) gives each cell. */
export function earlyObservations(images: readonly FitImage[], parameters: ModelParameters, count: number): EarlyObservation[] {
  const untilted: ModelParameters = { ...parameters, clock: { ...parameters.clock, early: [] } };
  const out: EarlyObservation[] = [];
  for (const { image, analysis } of images) {
    const { features, width, height } = analysis;
    const { w, h } = features.grid;
    const cells = w * h;
    const weights = weightVector(untilted, features.content);
    const d = designedShare(untilted, features.content);
    const groups = EARLY_GROUP_NAMES.map((group) => {
      const sum = new Float64Array(cells);
      for (const name of EARLY_GROUPS[group]) {
        const k = FEATURE_NAMES.indexOf(name);
        const map = features.maps[k];
        for (let c = 0; c < cells; c++) sum[c] += weights[k] * map[c];
      }
      return sum;
    });
    const regressors = [...groups, ...groups.map((sum) => sum.map((v) => d * v))];
    const map = priorityMap(features, untilted);
    const t = scanpathTables(features, width, height, untilted);
    const proposal = stationaryProposal(map.viewing, t.saccade, w, h);
    const cellOf = (x: number, y: number) =>
      Math.min(h - 1, Math.max(0, Math.floor((y / height) * h))) * w + Math.min(w - 1, Math.max(0, Math.floor((x / width) * w)));
    for (const subject of image.subjects) {
      const fixated = Int32Array.from(subject.x.slice(0, count), (x, i) => cellOf(x, subject.y[i]));
      for (let k = 0; k < fixated.length; k++)
        out.push({ image: image.name, k, base: nextLogWeights(t, map, proposal, fixated, k), regressors, chosen: fixated[k] });
    }
  }
  return out;
}

/** Mean log-likelihood of the observations under coefficients β less the ridge, with its gradient and (negated) Hessian. */
function likelihood(observations: readonly EarlyObservation[], beta: Float64Array, derivatives: boolean, ridge = RIDGE) {
  const n = beta.length;
  const gradient = new Float64Array(n);
  const hessian = new Float64Array(n * n);
  let total = 0;
  for (const o of observations) {
    const cells = o.base.length;
    const z = new Float64Array(cells);
    let max = -Infinity;
    for (let c = 0; c < cells; c++) {
      let v = o.base[c];
      for (let g = 0; g < n; g++) v += beta[g] * o.regressors[g][c];
      z[c] = v;
      if (v > max) max = v;
    }
    const chosen = z[o.chosen];
    let sum = 0;
    for (let c = 0; c < cells; c++) sum += z[c] = Math.exp(z[c] - max);
    total += chosen - max - Math.log(sum);
    if (!derivatives) continue;
    const mean = new Float64Array(n);
    const second = new Float64Array(n * n);
    for (let c = 0; c < cells; c++) {
      const p = z[c] / sum;
      if (p < 1e-12) continue;
      for (let a = 0; a < n; a++) {
        const pa = p * o.regressors[a][c];
        mean[a] += pa;
        for (let b = 0; b <= a; b++) second[a * n + b] += pa * o.regressors[b][c];
      }
    }
    for (let a = 0; a < n; a++) {
      gradient[a] += o.regressors[a][o.chosen] - mean[a];
      for (let b = 0; b <= a; b++) hessian[a * n + b] += second[a * n + b] - mean[a] * mean[b];
    }
  }
  const count = observations.length;
  for (let a = 0; a < n; a++) {
    gradient[a] = gradient[a] / count - ridge * beta[a];
    for (let b = 0; b <= a; b++) hessian[b * n + a] = hessian[a * n + b] = hessian[a * n + b] / count + (a === b ? ridge : 0);
  }
  return { logLikelihood: total / count - (ridge / 2) * beta.reduce((s, v) => s + v * v, 0), gradient, hessian };
}

/** The tilt of one fixation index by Newton's method, halving a step that lowers the likelihood. */
export function fitTilt(observations: readonly EarlyObservation[]): { tilt: EarlyTilt; before: number; after: number } {
  const n = 2 * EARLY_GROUP_NAMES.length;
  let beta = new Float64Array(n);
  let current = likelihood(observations, beta, true);
  const before = current.logLikelihood;
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const direction = solve(current.hessian, current.gradient, n);
    let scale = 1;
    let next = beta.map((v, i) => v + direction[i]);
    let trial = likelihood(observations, next, true);
    while (trial.logLikelihood < current.logLikelihood && scale > 1 / 64) {
      scale /= 2;
      next = beta.map((v, i) => v + scale * direction[i]);
      trial = likelihood(observations, next, true);
    }
    const gain = trial.logLikelihood - current.logLikelihood;
    if (gain < 0) break;
    beta = next;
    current = trial;
    if (gain < 1e-7) break;
  }
  const of = (offset: number) =>
    Object.fromEntries(EARLY_GROUP_NAMES.map((group, g) => [group, beta[offset + g]])) as Record<EarlyGroup, number>;
  return { tilt: { photograph: of(0), designed: of(EARLY_GROUP_NAMES.length) }, before, after: current.logLikelihood };
}

const coefficients = (tilt: EarlyTilt) =>
  Float64Array.from([...EARLY_GROUP_NAMES.map((g) => tilt.photograph[g]), ...EARLY_GROUP_NAMES.map((g) => tilt.designed[g])]);

/** Mean log-likelihood per fixation of the observations under a tilt (no ridge): held-out fixations' score. */
export function tiltLogLikelihood(observations: readonly EarlyObservation[], tilt: EarlyTilt): number {
  return likelihood(observations, coefficients(tilt), false, 0).logLikelihood;
}

/** The tilt that leaves fixation k as the model draws it without one. */
export const NO_TILT: EarlyTilt = {
  photograph: Object.fromEntries(EARLY_GROUP_NAMES.map((g) => [g, 0])) as Record<EarlyGroup, number>,
  designed: Object.fromEntries(EARLY_GROUP_NAMES.map((g) => [g, 0])) as Record<EarlyGroup, number>,
};

/** The early tilts of the first `count` fixations, each fitted on the observed fixations at that index. */
export function fitEarlyTilts(observations: readonly EarlyObservation[], count: number, log: (line: string) => void): EarlyTilt[] {
  return Array.from({ length: count }, (_, k) => {
    const { tilt, before, after } = fitTilt(observations.filter((o) => o.k === k));
    const show = (r: Record<EarlyGroup, number>) => EARLY_GROUP_NAMES.map((g) => `${g} ${r[g].toFixed(2)}`).join(", ");
    log(
      `  fixation ${k + 1}: log-likelihood ${before.toFixed(4)} → ${after.toFixed(4)}; photograph ${show(tilt.photograph)}; designed + ${show(tilt.designed)}`,
    );
    return tilt;
  });
}
