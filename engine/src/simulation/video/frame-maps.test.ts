import { describe, expect, it } from "vitest";
import { centreFeature, frameFeatures, logMap } from "./frame-maps";

const W = 16;
const H = 12;
const fades = { cutFadeMs: 500, carryFadeMs: 250 };
const centre = centreFeature(W, H);
const flat = new Float32Array(W * H);
const peak = (values: ArrayLike<number>) => Array.from(values).indexOf(Math.max(...Array.from(values)));

describe("a video frame's features", () => {
  it("pull to the centre at a cut and fade as fitted, and carry the shot before for a moment", () => {
    const before = Float32Array.from(flat, (_, i) => (i === 5 ? 0 : -4));
    const at = frameFeatures(flat, flat, centre, { sinceCutMs: 0, previous: before }, fades);
    const later = frameFeatures(flat, flat, centre, { sinceCutMs: 500, previous: before }, fades);
    expect(Array.from(at.cut)).toEqual(Array.from(centre));
    expect(later.cut[0]).toBeCloseTo(centre[0] * Math.exp(-1), 5);
    expect(peak(logMap(at, { cut: 1 }))).toBe(peak(centre));
    expect(peak(logMap(at, { carry: 1 }))).toBe(5);
    expect(later.carry[0]).toBeCloseTo(-4 * Math.exp(-2), 5);
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
});
