import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMETERS } from "../parameters";
import { centreFeature, firstLooks, frameFeatures, frameVisits, logMap, mixWeights } from "./frame-maps";

const W = 16;
const H = 12;
const fades = DEFAULT_PARAMETERS.video;
const centre = centreFeature(W, H);
const flat = new Float32Array(W * H);
const peak = (values: ArrayLike<number>) => Array.from(values).indexOf(Math.max(...Array.from(values)));

describe("a video frame's features", () => {
  it("pull to the centre at a cut and fade as fitted, and carry the shot before for a moment", () => {
    const before = Float32Array.from(flat, (_, i) => (i === 5 ? 0 : -4));
    const at = frameFeatures(flat, flat, centre, { sinceCutMs: 0, previous: before }, fades);
    const later = frameFeatures(flat, flat, centre, { sinceCutMs: fades.cutFadeMs, previous: before }, fades);
    expect(Array.from(at.cut)).toEqual(Array.from(centre));
    expect(later.cut[0]).toBeCloseTo(centre[0] * Math.exp(-1), 5);
    expect(peak(logMap(at, { cut: 1 }))).toBe(peak(centre));
    expect(peak(logMap(at, { carry: 1 }))).toBe(5);
    expect(later.carry[0]).toBeCloseTo(-4 * Math.exp(-fades.cutFadeMs / fades.carryFadeMs), 5);
    expect(Array.from(frameFeatures(flat, flat, centre, { sinceCutMs: 0 }, fades).carry)).toEqual(Array.from(flat));
  });

  it("follow a moving square, and weigh centre and image by how much the frame moves (nothing on a still)", () => {
    const motion = Float32Array.from(flat, (_, i) => (i === 3 * W + 12 ? 40 : 0));
    const image = Float32Array.from(flat, (_, i) => (i === 2 ? 0 : -2));
    const moving = frameFeatures(image, motion, centre, { sinceCutMs: 2000 }, fades);
    expect(peak(logMap(moving, { motion: 1 }))).toBe(3 * W + 12);
    const level = Math.log1p(40) / (W * H);
    expect(moving.movingCentre[0]).toBeCloseTo(centre[0] * level, 5);
    expect(moving.movingImage[0]).toBeCloseTo(-2 * level, 5);
    const still = frameFeatures(image, flat, centre, { sinceCutMs: 2000 }, fades);
    expect(Math.max(...Array.from(still.movingCentre, Math.abs), ...Array.from(still.movingImage, Math.abs))).toBe(0);
  });

  it("make a still shot's map the image model's once the cut has faded, whatever the fitted weights", () => {
    const image = Float32Array.from(flat, (_, i) => -((i % 7) / 3));
    const previous = Float32Array.from(flat, (_, i) => (i === 40 ? 0 : -5));
    const map = (sinceCutMs: number, weights = DEFAULT_PARAMETERS.video.weights) =>
      logMap(frameFeatures(image, flat, centre, { sinceCutMs, previous }, fades), mixWeights(weights));
    const late = map(12 * Math.max(fades.cutFadeMs, fades.carryFadeMs));
    late.forEach((v, i) => expect(v).toBeCloseTo(image[i], 3));
    const atCut = map(0, { motion: 0, cut: 1, carry: 1, movingCentre: 0, movingImage: 0 });
    expect(Math.max(...atCut.map((v, i) => Math.abs(v - image[i])))).toBeGreaterThan(1);
  });
});

describe("frameVisits", () => {
  it("is the viewers' time per grid cell, summing to 1", () => {
    const fixation = (cell: number, dur: number) => ({ x: 0, y: 0, t: 0, dur, cell });
    const visits = frameVisits([[fixation(0, 300), fixation(5, 100)], [fixation(5, 600)]], { w: 3, h: 2 });
    expect(Array.from(visits.values)).toEqual([0.3, 0, 0, 0, 0, 0.7].map(Math.fround));
    expect(visits).toMatchObject({ w: 3, h: 2 });
  });
});

describe("firstLooks", () => {
  it("is the share of the viewers whose k-th fixation is on each grid cell, one grid per k", () => {
    const fixation = (cell: number) => ({ x: 0, y: 0, t: 0, dur: 200, cell });
    const paths = [[fixation(0), fixation(5), fixation(5)], [fixation(2)], [fixation(0), fixation(1), fixation(3), fixation(4)]];
    const looks = Array.from(firstLooks(paths, { w: 3, h: 2 }, 3), (v) => Math.round(v * 3));
    expect(looks).toEqual([2, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1]);
  });
});
