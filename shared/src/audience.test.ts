import { describe, expect, it } from "vitest";
import { countryOfLocationLabel, readsRightToLeft } from "./audience.js";

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
