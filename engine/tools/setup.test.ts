import { describe, expect, it } from "vitest";
import { setupFromText } from "./setup";

describe("command-line setup", () => {
  it("turns named labels into evenly shared categories", () => {
    const categories = setupFromText("Women 18-24 and 25-34 on mobile, into travel", "Dubai, United Arab Emirates");
    expect(categories.Gender.values).toEqual({ Female: 1 });
    expect(categories.Age.values).toEqual({ "18-24": 0.5, "25-34": 0.5 });
    expect(categories.Device.values).toEqual({ Mobile: 1 });
    expect(categories.Interests.values).toEqual({ Travel: 1 });
    expect(categories.Location.values).toEqual({ "Dubai, United Arab Emirates": 1 });
    expect(setupFromText("", "")).toEqual({});
  });
});
