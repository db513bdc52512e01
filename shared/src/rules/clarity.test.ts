import { describe, expect, it } from "vitest";
import { clarityDriversText } from "./clarity.js";

describe("clarityDriversText", () => {
  it("names the drivers that move clarity by a point or more, the largest first, with their signed points", () => {
    const drivers = [
      { id: "elements", label: "Number of elements", value: 4, effect: -2.4 },
      { id: "text", label: "Amount of text", value: 12, effect: 0.3 },
      { id: "detail", label: "Fine detail and texture", value: 80, effect: -11.6 },
      { id: "colours", label: "Colours", value: 9, effect: 5.5 },
    ];
    expect(clarityDriversText(drivers)).toBe("fine detail and texture −12, colours +6, number of elements −2");
    expect(clarityDriversText(drivers, 1)).toBe("fine detail and texture −12");
    expect(clarityDriversText([])).toBe("");
  });
});
