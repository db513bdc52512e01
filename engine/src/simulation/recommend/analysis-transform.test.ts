import { describe, expect, it } from "vitest";
import type { ImageAnalysis } from "../features/analysis";
import { FEATURE_NAMES } from "../features/feature-names";
import { transformedAnalysis } from "./analysis-transform";

const TEXT = FEATURE_NAMES.indexOf("text");
const CENTRE_X = FEATURE_NAMES.indexOf("centreX");
const INTENSITY = FEATURE_NAMES.indexOf("intensity");

/** A 320 × 320 creative (10 px cells): text in the cells of (0, 0)–(50, 50), everything else at 0.1. */
function analysis(): ImageAnalysis {
  const grid = { w: 32, h: 32 };
  const maps = FEATURE_NAMES.map(() => new Float32Array(32 * 32).fill(0.1));
  for (let y = 0; y < 5; y++) for (let x = 0; x < 5; x++) maps[TEXT][y * 32 + x] = maps[INTENSITY][y * 32 + x] = 0.5;
  maps[CENTRE_X] = Float32Array.from({ length: 32 * 32 }, (_, c) => -(((c % 32) / 16 - 1) ** 2));
  const detections = [{ kind: "text" as const, label: "text", score: 1, box: { x: 0, y: 0, w: 50, h: 50 }, text: "Logo" }];
  return { width: 320, height: 320, detections, features: { grid, maps } } as unknown as ImageAnalysis;
}

const at = (map: Float32Array, x: number, y: number) => map[Math.floor(y / 10) * 32 + Math.floor(x / 10)];

describe("transformedAnalysis", () => {
  it("moves the box's content cells and detections to the new place and fills the old one from around it", () => {
    const moved = transformedAnalysis(analysis(), {
      kind: "place",
      box: { x: 0, y: 0, width: 50, height: 50 },
      to: { x: 200, y: 200, width: 100, height: 100 },
    })!;
    expect(at(moved.features.maps[TEXT], 250, 250)).toBeCloseTo(0.5);
    expect(at(moved.features.maps[TEXT], 20, 20)).toBeCloseTo(0.1);
    expect(moved.features.maps[CENTRE_X]).toEqual(analysis().features.maps[CENTRE_X]);
    expect(moved.detections[0].box).toEqual({ x: 200, y: 200, w: 100, h: 100 });
  });

  it("raises the low-level contrast of the box against its surroundings, drops what is removed, and leaves crops to a fresh analysis", () => {
    const box = { x: 0, y: 0, width: 50, height: 50 };
    expect(at(transformedAnalysis(analysis(), { kind: "contrast", box, amount: 0.5 })!.features.maps[INTENSITY], 20, 20)).toBeGreaterThan(
      0.5,
    );
    expect(at(transformedAnalysis(analysis(), { kind: "dim", box, amount: 1 })!.features.maps[TEXT], 20, 20)).toBeCloseTo(0.2);
    expect(transformedAnalysis(analysis(), { kind: "remove", box })!.detections).toEqual([]);
    expect(transformedAnalysis(analysis(), { kind: "crop", placement: "1:1", box })).toBeNull();
  });
});
