import { describe, expect, it } from "vitest";
import { countryOfLocationLabel, deviceViewingFactor, readsRightToLeft, SEEN_IN_3S_TEXT, VIEWING_TIME_TEXT } from "./audience.js";

describe("location labels", () => {
  it("take the country from the last part", () => {
    expect(countryOfLocationLabel("Paris, France")).toBe("France");
    expect(countryOfLocationLabel("France")).toBe("France");
  });

  it("know the right-to-left countries", () => {
    expect(readsRightToLeft("Dubai, United Arab Emirates")).toBe(true);
    expect(readsRightToLeft("Tel Aviv, Israel")).toBe(true);
    expect(readsRightToLeft("New York City, United States")).toBe(false);
  });
});

describe("viewing time", () => {
  it("gives a mobile viewer the feed study's share of the 3 s (1.7 s against 2.5 s) and every other label all of it", () => {
    expect(deviceViewingFactor("Mobile")).toBeCloseTo(0.68);
    for (const label of ["Desktop", "Tablet", "Tired"]) expect(deviceViewingFactor(label)).toBe(1);
  });

  it("says so in seconds a marketer reads", () => {
    expect(VIEWING_TIME_TEXT).toContain("a mobile viewer for about 2.0 s");
    expect(SEEN_IN_3S_TEXT).toContain("after about 2.0 s");
  });
});
