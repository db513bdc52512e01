import * as tf from "@tensorflow/tfjs";
import { describe, expect, it } from "vitest";
import { blur } from "../features/feature-maps";
import { Rng } from "../rng";
import {
  blurHistograms,
  centredGaussian,
  densityRaster,
  expectedDensity,
  fixationDensity,
  shapeDensity,
  timeSlicedDensities,
} from "./density";

const sum = (values: Float32Array) => values.reduce((s, v) => s + v, 0);
const IDENTITY = { blurDegrees: 1, gamma: 1, centreMix: 0 };

describe("density calibration", () => {
  const blurred = Float32Array.from([0, 1, 4, 2, 1, 0, 3, 1, 0]);
  const centre = centredGaussian(3, 3);

  it("normalises the blurred fixations as they are with γ 1 and no centre mix", () => {
    const density = shapeDensity(blurred, centre, IDENTITY);
    expect(sum(density)).toBeCloseTo(1, 6);
    blurred.forEach((v, i) => expect(density[i]).toBeCloseTo(v / 12, 6));
  });

  it("sharpens with γ above 1, lifts low areas below 1, and mixes in the centre prior by its share", () => {
    const peakShare = (gamma: number) => shapeDensity(blurred, centre, { ...IDENTITY, gamma })[2];
    expect(peakShare(1.5)).toBeGreaterThan(peakShare(1));
    expect(peakShare(0.8)).toBeLessThan(peakShare(1));
    const mixed = shapeDensity(blurred, centre, { ...IDENTITY, centreMix: 0.1 });
    expect(sum(mixed)).toBeCloseTo(1, 6);
    // A cell no viewer looked at gets only the centre prior's share.
    expect(mixed[0]).toBeCloseTo((0.1 * centre[0]) / sum(centre), 6);
  });

  it("stays all zeros without fixations", () => {
    expect(sum(shapeDensity(new Float32Array(9), centre, { ...IDENTITY, centreMix: 0.1 }))).toBe(0);
    expect(sum(fixationDensity([], 80, 60, IDENTITY).values)).toBe(0);
  });

  it("blurs as the feature maps' Gaussian does, on rasters wider and narrower than the kernel", () => {
    const rng = new Rng(7);
    for (const [width, height] of [
      [800, 600],
      [1000, 40],
    ]) {
      const { w, h } = densityRaster(width, height);
      const histograms = Float32Array.from({ length: 2 * w * h }, () => rng.next());
      const [first, second] = blurHistograms(histograms, width, height, 1.3);
      const sigma = 1.3 * (24 / 800) * Math.max(w, h);
      const expected = tf.tidy(() => blur(tf.tensor4d(histograms, [2, h, w, 1]), sigma).dataSync() as Float32Array);
      [...first, ...second].forEach((v, i) => expect(v).toBeCloseTo(expected[i], 4));
    }
  });

  it("spreads the expected viewing time of each grid cell evenly over its area, as the sampler places fixations", () => {
    const grid = { w: 4, h: 3 };
    const even = expectedDensity(new Float64Array(12).fill(2), grid, 800, 600, IDENTITY);
    expect(sum(even.values)).toBeCloseTo(1, 5);
    even.values.forEach((v) => expect(v).toBeCloseTo(1 / even.values.length, 6));
    const time = new Float64Array(12);
    time[5] = 1;
    const one = expectedDensity(time, grid, 800, 600, IDENTITY);
    const peak = one.values.indexOf(Math.max(...one.values));
    const [px, py] = [((peak % one.w) + 0.5) / one.w, (Math.floor(peak / one.w) + 0.5) / one.h];
    expect(px).toBeGreaterThan(1 / 4);
    expect(px).toBeLessThan(2 / 4);
    expect(py).toBeGreaterThan(1 / 3);
    expect(py).toBeLessThan(2 / 3);
    const rng = new Rng(3);
    const fixations = Array.from({ length: 20_000 }, () => ({ x: (1 + rng.next()) * 200, y: (1 + rng.next()) * 200, t: 0, dur: 1 }));
    const sampled = fixationDensity([fixations], 800, 600, IDENTITY).values;
    const difference = one.values.reduce((s, v, i) => s + Math.abs(v - sampled[i]), 0);
    expect(difference).toBeLessThan(0.05);
  });

  it("slices the viewing on the viewers' clock: each slice holds the fixations that start before its moment, whole", () => {
    // Left, right, left, right on an 800 × 600 image (mirror-image cells), with a latency and saccades between them.
    const path = [
      { x: 10, y: 300, t: 300, dur: 500 },
      { x: 790, y: 300, t: 850, dur: 700 },
      { x: 10, y: 300, t: 1600, dur: 2000 },
      { x: 790, y: 300, t: 3650, dur: 500 },
    ];
    const leftShare = ({ w, h, values }: { w: number; h: number; values: Float32Array }) => {
      let left = 0;
      for (let y = 0; y < h; y++) for (let x = 0; x < w / 2; x++) left += values[y * w + x];
      return left / sum(values);
    };
    const [all, first1s, first3s] = timeSlicedDensities([path], 800, 600, IDENTITY, [1000, 3000]);
    expect(leftShare(all)).toBeCloseTo(2500 / 3700, 4);
    // Started before 1 s: 500 ms on the left, 700 ms on the right (whole, though it ends at 1.55 s); before 3 s: the
    // third fixation too (2 000 ms on the left), not the fourth.
    expect(leftShare(first1s)).toBeCloseTo(500 / 1200, 4);
    expect(leftShare(first3s)).toBeCloseTo(2500 / 3200, 4);
    expect(all.values).toEqual(fixationDensity([path], 800, 600, IDENTITY).values);
  });
});
