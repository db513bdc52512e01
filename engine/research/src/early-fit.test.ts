import { describe, expect, it } from "vitest";
import { EARLY_GROUP_NAMES, type EarlyObservation, fitTilt, NO_TILT, tiltLogLikelihood } from "./early-fit";

/** Three cells the model weighs alike; the faces group's part of log P is 0, 1, 2 on them, every other group's 0. */
function observations(counts: [number, number, number]): EarlyObservation[] {
  const regressors = Array.from({ length: 2 * EARLY_GROUP_NAMES.length }, () => new Float64Array(3));
  regressors[EARLY_GROUP_NAMES.indexOf("faces")] = Float64Array.from([0, 1, 2]);
  return counts.flatMap((count, chosen) =>
    Array.from({ length: count }, () => ({ image: "hand-made", k: 0, base: new Float64Array(3), regressors, chosen })),
  );
}

describe("the early tilt's fit", () => {
  it("finds the faces coefficient of fixations taken 1 : 2 : 4 on cells 0, 1 and 2 (e^β = 2), and nothing else", () => {
    const { tilt, before, after } = fitTilt(observations([100, 200, 400]));
    // Without a ridge β = ln 2 exactly; the ridge (10⁻³) moves it by 10⁻³ · ln 2 / Var(S) ≈ 0.0013.
    expect(tilt.photograph.faces).toBeCloseTo(Math.log(2), 2);
    for (const group of EARLY_GROUP_NAMES) {
      if (group !== "faces") expect(tilt.photograph[group]).toBe(0);
      expect(tilt.designed[group]).toBe(0);
    }
    expect(before).toBeCloseTo(-Math.log(3), 12);
    // The likelihood of the choices under p ∝ 1 : 2 : 4 (the fit's own figure less the ridge's 10⁻³ / 2 · β²).
    const exact = (100 * Math.log(1 / 7) + 200 * Math.log(2 / 7) + 400 * Math.log(4 / 7)) / 700;
    expect(after).toBeCloseTo(exact - 0.0005 * Math.log(2) ** 2, 5);
    expect(tiltLogLikelihood(observations([100, 200, 400]), tilt)).toBeCloseTo(exact, 5);
    expect(tiltLogLikelihood(observations([1, 1, 1]), NO_TILT)).toBeCloseTo(-Math.log(3), 12);
  });
});
