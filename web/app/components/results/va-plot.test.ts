import { describe, expect, it } from "vitest";
import { axisOffset, VA_PLOT, vaPoint } from "./va-plot";

describe("the valence–arousal plot", () => {
  it("maps −1..1 onto the axis, clamping outliers, with arousal upwards", () => {
    expect(axisOffset(-1, 200)).toBe(0);
    expect(axisOffset(0, 200)).toBe(100);
    expect(axisOffset(3, 200)).toBe(200);
    expect(axisOffset(Number.NaN, 200)).toBe(100);
    const { size, margin } = VA_PLOT;
    expect(vaPoint(1, 1)).toEqual({ x: margin + size, y: margin });
    expect(vaPoint(-1, -1)).toEqual({ x: margin, y: margin + size });
  });
});
