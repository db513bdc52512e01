import { describe, expect, it } from "vitest";
import { aucJudd, cc, kl, nss, shuffledAuc, sim, wasserstein1d } from "./metrics";

// A 2×2 map: values 4, 3, 2, 1 at pixels (0,0), (1,0), (0,1), (1,1).
const map = Float32Array.from([4, 3, 2, 1]);

describe("saliency metrics", () => {
  it("AUC-Judd is 1 when the fixation is on the top pixel and 2/3 at the second-lowest", () => {
    expect(aucJudd(map, [{ x: 0, y: 0 }], 2, 2)).toBeCloseTo(1, 6);
    // Threshold 2: tp 1 at fp 2/3 (two of the three other pixels lie above); the curve (0,0)→(2/3,1)→(1,1).
    expect(aucJudd(map, [{ x: 0, y: 1 }], 2, 2)).toBeCloseTo(2 / 3, 6);
  });

  it("NSS is the standardised value at the fixation", () => {
    // mean 2.5, sample std sqrt(5/3)
    expect(nss(map, [{ x: 0, y: 0 }], 2, 2)).toBeCloseTo(1.5 / Math.sqrt(5 / 3), 6);
  });

  it("CC is 1 for proportional maps and −1 for reversed ones", () => {
    expect(cc(map, Float32Array.from([8, 6, 4, 2]))).toBeCloseTo(1, 6);
    expect(cc(map, Float32Array.from([1, 2, 3, 4]))).toBeCloseTo(-1, 6);
  });

  it("KL is 0 for identical distributions and log 2 for a half-covering map", () => {
    expect(kl(map, map)).toBeCloseTo(0, 6);
    expect(kl(Float32Array.from([1, 1, 0, 0]), Float32Array.from([1, 0, 0, 0]))).toBeCloseTo(Math.log(2), 6);
  });

  it("SIM is 1 for identical distributions and the shared mass otherwise", () => {
    expect(sim(map, Float32Array.from([8, 6, 4, 2]))).toBeCloseTo(1, 6);
    expect(sim(Float32Array.from([1, 1, 0, 0]), Float32Array.from([1, 0, 0, 0]))).toBeCloseTo(0.5, 6);
  });

  it("shuffled AUC ranks own fixations against other images' fixations", () => {
    expect(shuffledAuc(map, [{ x: 0, y: 0 }], [{ x: 1, y: 1 }], 2, 2)).toBe(1);
    expect(shuffledAuc(map, [{ x: 1, y: 1 }], [{ x: 0, y: 0 }], 2, 2)).toBe(0);
    expect(shuffledAuc(map, [{ x: 0, y: 0 }], [{ x: 0, y: 0 }], 2, 2)).toBe(0.5);
  });

  it("Wasserstein distance of a shifted sample is the shift", () => {
    expect(wasserstein1d([1, 2, 3, 4], [3, 4, 5, 6])).toBeCloseTo(2, 6);
  });
});
