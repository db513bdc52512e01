import { describe, expect, it } from "vitest";
import { COVERED_AREAS, coveredMargins, PLACEMENTS, safeBox } from "./placements";

describe("placements", () => {
  it("cover the four shapes marketers publish to, each 9:16 platform's areas with a source and the date read", () => {
    expect(PLACEMENTS.map((p) => p.id)).toEqual(["1:1", "4:5", "9:16", "1.91:1"]);
    for (const area of COVERED_AREAS) {
      expect(area.source).toMatch(/^https:\/\//);
      expect(area.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keep a 9:16 frame's key elements clear of every platform's interface", () => {
    expect(coveredMargins("9:16")).toEqual({ top: 0.15, bottom: 0.35, left: 0.06, right: 0.178 });
    expect(safeBox(1080, 1920, "9:16")).toEqual({ x: 65, y: 288, width: 823, height: 960 });
    expect(safeBox(1080, 1080, "1:1")).toEqual({ x: 0, y: 0, width: 1080, height: 1080 });
  });
});
