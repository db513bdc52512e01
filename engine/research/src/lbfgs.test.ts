import { describe, expect, it } from "vitest";
import { lbfgs } from "./lbfgs";

describe("lbfgs", () => {
  it("finds the minimum of an ill-conditioned quadratic", () => {
    // f = Σ cᵢ (xᵢ − i)², minimum at xᵢ = i.
    const scales = [1, 10, 100, 1000];
    const { x } = lbfgs(
      (v, g) => {
        let f = 0;
        v.forEach((xi, i) => {
          f += scales[i] * (xi - i) ** 2;
          g[i] = 2 * scales[i] * (xi - i);
        });
        return f;
      },
      new Float64Array(4),
      { iterations: 200, tolerance: 1e-16 },
    );
    x.forEach((xi, i) => expect(xi).toBeCloseTo(i, 6));
  });

  it("finds the Rosenbrock function's minimum at (1, 1)", () => {
    const { x } = lbfgs(
      ([a, b], g) => {
        g[0] = -2 * (1 - a) - 400 * a * (b - a * a);
        g[1] = 200 * (b - a * a);
        return (1 - a) ** 2 + 100 * (b - a * a) ** 2;
      },
      Float64Array.of(-1.2, 1),
      { iterations: 500, tolerance: 1e-18 },
    );
    expect(x[0]).toBeCloseTo(1, 4);
    expect(x[1]).toBeCloseTo(1, 4);
  });
});
