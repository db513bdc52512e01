import type { ContentStatistics } from "@adsight/engine/src/simulation/stages";
import { solve } from "./linear-algebra";

/*
 * The content-type condition: a logistic regression of "designed" (a FiWI page or a GDI design: 1; an OSIE
 * photograph: 0) on the image's content statistics, by Newton's method with a small ridge. Its probability d scales
 * what designed content adds to the priority map's weights (ModelParameters.designed).
 */

export const CONTENT_STATISTICS = ["textCoverage", "flatShare"] as const satisfies readonly (keyof ContentStatistics)[];

export interface ContentClassifier {
  bias: number;
  coefficients: Record<keyof ContentStatistics, number>;
}

const RIDGE = 1e-3;

export function designedProbability(classifier: ContentClassifier, content: ContentStatistics): number {
  const z = CONTENT_STATISTICS.reduce((s, name) => s + classifier.coefficients[name] * content[name], classifier.bias);
  return 1 / (1 + Math.exp(-z));
}

/** Fits the classifier; each class weighs equally, however many images it holds. */
export function fitContentClassifier(examples: { content: ContentStatistics; designed: boolean }[]): ContentClassifier {
  const k = CONTENT_STATISTICS.length + 1;
  const rows = examples.map((e) => [1, ...CONTENT_STATISTICS.map((n) => e.content[n])]);
  const positives = examples.filter((e) => e.designed).length;
  const weightOf = (designed: boolean) => examples.length / (2 * (designed ? positives : examples.length - positives));
  const w = new Float64Array(k);
  for (let iteration = 0; iteration < 50; iteration++) {
    const grad = new Float64Array(k);
    const hess = new Float64Array(k * k);
    rows.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * w[j], 0)));
      const weight = weightOf(examples[i].designed);
      const r = weight * (p - (examples[i].designed ? 1 : 0));
      for (let a = 0; a < k; a++) {
        grad[a] += r * x[a];
        for (let b = 0; b < k; b++) hess[a * k + b] += weight * p * (1 - p) * x[a] * x[b];
      }
    });
    for (let a = 1; a < k; a++) {
      grad[a] += 2 * RIDGE * examples.length * w[a];
      hess[a * k + a] += 2 * RIDGE * examples.length;
    }
    const step = solve(hess, grad, k);
    w.forEach((v, j) => (w[j] = v - step[j]));
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return {
    bias: w[0],
    coefficients: Object.fromEntries(CONTENT_STATISTICS.map((n, j) => [n, w[j + 1]])) as Record<keyof ContentStatistics, number>,
  };
}
