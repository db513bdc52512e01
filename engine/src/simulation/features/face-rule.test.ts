import { describe, expect, it } from "vitest";
import { isFace, type FaceRule } from "./face-rule";

const rule: FaceRule = { minConfidence: 0.6, minMeshScore: 0.1, sureConfidence: 0.8, minSide: 4 };

describe("face rule", () => {
  it("takes a detection the face mesh confirms", () => {
    expect(isFace({ confidence: 0.65, meshScore: 0.98, side: 60 }, rule)).toBe(true);
  });

  it("refuses a detection the mesh finds no face in (a back of a head, a dog) unless the detector is sure (a profile)", () => {
    expect(isFace({ confidence: 0.75, meshScore: 0.01, side: 80 }, rule)).toBe(false);
    expect(isFace({ confidence: 0.85, meshScore: 0.01, side: 80 }, rule)).toBe(true);
  });

  it("refuses an unsure detection however face-like its mesh, and degenerate boxes", () => {
    expect(isFace({ confidence: 0.55, meshScore: 1, side: 60 }, rule)).toBe(false);
    expect(isFace({ confidence: 0.9, meshScore: 1, side: 3 }, rule)).toBe(false);
  });
});
