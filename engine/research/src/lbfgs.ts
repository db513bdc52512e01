/**
 * Limited-memory BFGS (Nocedal & Wright, algorithm 7.4) with a backtracking Armijo line search: minimises a smooth
 * function given its value and gradient, for fits with too many parameters for Newton's method.
 */
export interface LbfgsOptions {
  iterations: number;
  /** Pairs of steps and gradient changes kept. */
  memory?: number;
  /** Stops when an iteration lowers the value by less than this. */
  tolerance?: number;
}

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

export function lbfgs(
  objective: (x: Float64Array, gradient: Float64Array) => number,
  start: Float64Array,
  options: LbfgsOptions,
): { x: Float64Array; value: number; iterations: number } {
  const n = start.length;
  const memory = options.memory ?? 10;
  const tolerance = options.tolerance ?? 1e-10;
  let x = Float64Array.from(start);
  let g = new Float64Array(n);
  let value = objective(x, g);
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  let iteration = 0;
  for (; iteration < options.iterations; iteration++) {
    // Two-loop recursion: direction = −H·g.
    const q = Float64Array.from(g);
    const alpha: number[] = [];
    for (let i = steps.length - 1; i >= 0; i--) {
      const a = dot(steps[i], q) / dot(changes[i], steps[i]);
      alpha[i] = a;
      for (let j = 0; j < n; j++) q[j] -= a * changes[i][j];
    }
    const last = steps.length - 1;
    const gamma = last >= 0 ? dot(steps[last], changes[last]) / dot(changes[last], changes[last]) : 1 / Math.sqrt(dot(g, g) || 1);
    for (let j = 0; j < n; j++) q[j] *= gamma;
    for (let i = 0; i < steps.length; i++) {
      const b = dot(changes[i], q) / dot(changes[i], steps[i]);
      for (let j = 0; j < n; j++) q[j] += steps[i][j] * (alpha[i] - b);
    }
    const slope = -dot(g, q);
    if (!(slope < 0)) break;
    let size = 1;
    const next = new Float64Array(n);
    const nextG = new Float64Array(n);
    let nextValue = Infinity;
    for (let tries = 0; tries < 30; tries++) {
      for (let j = 0; j < n; j++) next[j] = x[j] - size * q[j];
      nextValue = objective(next, nextG);
      if (nextValue <= value + 1e-4 * size * slope) break;
      size /= 2;
    }
    if (!(nextValue < value)) break;
    const s = Float64Array.from(next, (v, j) => v - x[j]);
    const y = Float64Array.from(nextG, (v, j) => v - g[j]);
    if (dot(s, y) > 1e-12) {
      steps.push(s);
      changes.push(y);
      if (steps.length > memory) {
        steps.shift();
        changes.shift();
      }
    }
    const decrease = value - nextValue;
    x = next;
    g = nextG;
    value = nextValue;
    if (decrease < tolerance) break;
  }
  return { x, value, iterations: iteration };
}
