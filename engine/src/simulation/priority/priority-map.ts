import type { ImageFeatures } from "../features/feature-maps";
import { FEATURE_NAMES } from "../features/feature-names";
import { designedShare, earlyFactors, weightVector, type ModelParameters } from "../parameters";

/**
 * The priority map: log P = Σ wₖ·Mₖ over the sampling grid. The baseline viewer (no labels, or only neutral ones)
 * uses the calibrated weights; a behaviour profile multiplies them by its factors. Every map Mₖ lies in 0..1 (the
 * centre terms in −1..0), so a profile moves log P of a cell, relative to the others, by at most
 * D = Σₖ |wₖ|·|fₖ − 1|: its normalised map stays within a factor e^D of the baseline's in every cell. D is capped at
 * MAX_PROFILE_SHIFT by shrinking the factors towards 1, so no combination of labels can take over the map.
 */
export const MAX_PROFILE_SHIFT = 1.5;

const CENTRE = [FEATURE_NAMES.indexOf("centreX"), FEATURE_NAMES.indexOf("centreY")];

export interface PriorityMap {
  /** exp(log P − max log P) per cell (unnormalised), for fixations after the first. */
  viewing: Float64Array;
  /** The same with the centre weights multiplied by the fitted first-fixation factor, and the first fixation's tilt. */
  first: Float64Array;
  /** For fixation k = 1, 2, … at [k − 1]: its tilt exp(Σ βk·wₖ·Mₖ − max) per cell (≤ 1), the clock's `early`. */
  early: Float64Array[];
}

/** A viewer's feature factors after the cap: the shift from 1 shrunk so that Σₖ |wₖ|·|fₖ − 1| ≤ MAX_PROFILE_SHIFT. */
export function boundedFactors(weights: readonly number[], factors: readonly number[]): number[] {
  const shift = weights.reduce((sum, w, k) => sum + Math.abs(w * (factors[k] - 1)), 0);
  const keep = shift > MAX_PROFILE_SHIFT ? MAX_PROFILE_SHIFT / shift : 1;
  return factors.map((f) => 1 + (f - 1) * keep);
}

/** exp(Σ wₖ·Mₖ − max) per cell. */
function priority(features: ImageFeatures, weights: readonly number[]): Float64Array {
  const cells = features.maps[0].length;
  const log = new Float64Array(cells);
  features.maps.forEach((map, k) => {
    for (let c = 0; c < cells; c++) log[c] += weights[k] * map[c];
  });
  let max = -Infinity;
  for (let c = 0; c < cells; c++) max = Math.max(max, log[c]);
  for (let c = 0; c < cells; c++) log[c] = Math.exp(log[c] - max);
  return log;
}

/** The priority maps of a viewer with these feature factors (all ones: the baseline viewer). */
export function priorityMap(features: ImageFeatures, parameters: ModelParameters, factors?: readonly number[]): PriorityMap {
  const weights = weightVector(parameters, features.content);
  const bounded = factors ? boundedFactors(weights, factors) : weights.map(() => 1);
  const viewing = weights.map((w, k) => w * bounded[k]);
  const d = designedShare(parameters, features.content);
  const [firstTilt, ...later] = parameters.clock.early.map((tilt) => earlyFactors(tilt, d));
  const first = viewing.map((w, k) => w * ((CENTRE.includes(k) ? parameters.firstFixationCentre : 1) + (firstTilt?.[k] ?? 0)));
  return {
    viewing: priority(features, viewing),
    first: priority(features, first),
    early: later.map((beta) =>
      priority(
        features,
        viewing.map((w, k) => w * beta[k]),
      ),
    ),
  };
}

/** The distinct priority maps of a set of viewers, and which one each viewer uses (viewers sharing factors share one). */
export function priorityMaps(
  features: ImageFeatures,
  parameters: ModelParameters,
  viewers: readonly { featureFactors: readonly number[] }[],
): { maps: PriorityMap[]; mapOf: Uint32Array } {
  const byFactors = new Map<string, number>();
  const maps: PriorityMap[] = [];
  const mapOf = new Uint32Array(viewers.length);
  viewers.forEach((viewer, v) => {
    const key = viewer.featureFactors.join(",");
    let index = byFactors.get(key);
    if (index === undefined) {
      index = maps.push(priorityMap(features, parameters, viewer.featureFactors)) - 1;
      byFactors.set(key, index);
    }
    mapOf[v] = index;
  });
  return { maps, mapOf };
}
