import { describe, expect, it } from "vitest";
import { designedProbability, fitContentClassifier } from "./content-fit";

describe("content classifier", () => {
  it("tells images with much text and flat colour from those without, each class weighing equally", () => {
    const photos = Array.from({ length: 30 }, (_, i) => ({
      content: { textCoverage: 0.02 + (i % 5) * 0.01, flatShare: 0.01 * (i % 4) },
      designed: false,
    }));
    const designs = Array.from({ length: 6 }, (_, i) => ({
      content: { textCoverage: 0.2 + i * 0.03, flatShare: 0.3 + i * 0.02 },
      designed: true,
    }));
    const classifier = fitContentClassifier([...photos, ...designs]);
    expect(classifier.coefficients.textCoverage).toBeGreaterThan(0);
    expect(classifier.coefficients.flatShare).toBeGreaterThan(0);
    for (const p of photos) expect(designedProbability(classifier, p.content)).toBeLessThan(0.5);
    for (const d of designs) expect(designedProbability(classifier, d.content)).toBeGreaterThan(0.5);
  });
});
