import { DEEP_LAYER_NAMES, deepSaliency, FEATURE_NAMES, interplayMap, Rng } from "@adsight/engine/src/simulation/stages";
import { describe, expect, it } from "vitest";
import { activeFor, fit, prepareDesign, runtimeParameters, setDesigned } from "./readout-fit";
import { fitHidden, hiddenLogits, hiddenLogSoftmax, type HiddenUnits } from "./readout-hidden";
import { BASE, type Sample } from "./readout-samples";

const GRID = { w: 6, h: 4 };
const CELLS = GRID.w * GRID.h;
const CHANNELS = 20;

/** A synthetic image: random base maps and deep channels, fixations drawn from `where` (its log-score per cell). */
function synthetic(rng: Rng, where: (base: Record<string, Float32Array>, c: number) => number): Sample {
  const base = Object.fromEntries(BASE.map((n) => [n, Float32Array.from({ length: CELLS }, () => rng.next())]));
  const deep = Object.fromEntries(
    DEEP_LAYER_NAMES.map((l) => [l, { channels: CHANNELS, values: Float32Array.from({ length: CELLS * CHANNELS }, () => rng.normal()) }]),
  ) as Sample["deep"];
  const scores = Array.from({ length: CELLS }, (_, c) => Math.exp(where(base, c)));
  const counts = new Float64Array(CELLS);
  for (let i = 0; i < 60; i++) counts[rng.pick(scores)]++;
  return { set: "fiwi", grid: GRID, base, deep, counts } as unknown as Sample;
}

describe("the readout's hidden units", () => {
  it("read on the raw maps by the runtime give the fit's log-scores (up to each image's constant)", () => {
    const rng = new Rng(5);
    const samples = Array.from({ length: 6 }, () => synthetic(rng, () => 0));
    const design = prepareDesign(samples, samples, ["text", "centre", "stride8"]);
    samples.forEach((s, i) => setDesigned(s, design, i / 5));
    const active = activeFor(
      design,
      [...new Set(design.groupOf)].filter((g) => g !== "orientation"),
    );
    const k = design.k;
    const w = Float64Array.from({ length: k }, (_, j) => (active[j] ? rng.normal() * 0.3 : 0));
    const units = 3;
    const hidden: HiddenUnits = {
      units,
      a: Float64Array.from({ length: (k + 1) * units }, () => rng.normal() * 0.3),
      b: Float64Array.from({ length: units }, () => rng.normal()),
      v: Float64Array.from({ length: units }, () => rng.normal()),
    };
    const post = { temperature: 2, blurDegrees: 1, centreMix: 0 };
    const { readout, weights, designedWeights } = runtimeParameters(design, w, active, post, hidden);
    for (const s of samples) {
      const d = s.designed!;
      const deep = deepSaliency(s.deep, readout, CELLS);
      const maps = FEATURE_NAMES.slice(0, -1).map((name) => {
        if (name === "deep") return deep.photograph;
        if (name === "deepDesigned") return deep.designed;
        if (name === "centreX" || name === "centreY")
          return Float32Array.from({ length: CELLS }, (_, c) => {
            const v = name === "centreX" ? (((c % GRID.w) + 0.5) / GRID.w) * 2 - 1 : ((Math.floor(c / GRID.w) + 0.5) / GRID.h) * 2 - 1;
            return -v * v;
          });
        return s.base[name];
      });
      maps.push(interplayMap(maps, s.deep, readout.hidden!, d, CELLS));
      const runtime = Array.from({ length: CELLS }, (_, c) =>
        FEATURE_NAMES.reduce((sum, name, f) => sum + (weights[name] + d * (designedWeights[name] ?? 0)) * maps[f][c], 0),
      );
      const fitted = Array.from(hiddenLogits(s, w, hidden, k, active)).map((z) => z / post.temperature);
      const shift = runtime[0] - fitted[0];
      runtime.forEach((v, c) => expect(v - shift).toBeCloseTo(fitted[c], 4));
    }
  });

  it("find an interaction of two maps that the linear readout cannot", () => {
    const rng = new Rng(11);
    // People look where faces and text are both high, and nowhere else in particular.
    const both = (base: Record<string, Float32Array>, c: number) => 4 * Math.max(0, base.faces[c] + base.text[c] - 1.2);
    const samples = Array.from({ length: 40 }, () => synthetic(rng, both));
    const design = prepareDesign(samples, samples);
    const active = activeFor(design, ["faces", "text"]);
    const linear = fit(samples, design.k, active, 1e-4);
    const options = { units: 4, ridge: 1e-3, iterations: 300, seed: 1, refitLinear: true };
    const { w, hidden } = fitHidden(samples, design.k, active, linear, 1e-4, options);
    const logLikelihood = (score: (s: Sample) => Float64Array) =>
      samples.reduce((sum, s) => sum + score(s).reduce((a, lp, c) => a + s.counts[c] * lp, 0), 0);
    const withUnits = logLikelihood((s) => hiddenLogSoftmax(s, w, hidden, design.k, active));
    const zero: HiddenUnits = { ...hidden, v: new Float64Array(hidden.units) };
    const linearOnly = logLikelihood((s) => hiddenLogSoftmax(s, linear, zero, design.k, active));
    expect(withUnits).toBeGreaterThan(linearOnly + 20);
  });
});
