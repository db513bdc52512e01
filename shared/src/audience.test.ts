import { describe, expect, it } from "vitest";
import {
  compareAudienceCategories,
  compareAudienceLabels,
  countryOfLocationLabel,
  deviceViewingFactor,
  readsRightToLeft,
  SEEN_IN_3S_TEXT,
  VIEWING_TIME_TEXT,
} from "./audience.js";

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

describe("audience order", () => {
  it("lists ages youngest first whatever order the stored setup gives them in", () => {
    const stored = ["65+", "18-24", "25-34", "35-44", "45-54", "55-64"];
    expect([...stored].sort((a, b) => compareAudienceLabels("Age", a, b))).toEqual(["18-24", "25-34", "35-44", "45-54", "55-64", "65+"]);
  });

  it("keeps the day's and the vocabulary's order for times, moods and devices, and names for interests and places", () => {
    expect(["Night", "Evening", "Morning", "Afternoon"].sort((a, b) => compareAudienceLabels("Time of day", a, b))).toEqual([
      "Morning",
      "Afternoon",
      "Evening",
      "Night",
    ]);
    expect(["Tired", "Calm", "Happy"].sort((a, b) => compareAudienceLabels("Mood", a, b))).toEqual(["Happy", "Calm", "Tired"]);
    expect(["Travel", "Causes", "Food"].sort((a, b) => compareAudienceLabels("Interests", a, b))).toEqual(["Causes", "Food", "Travel"]);
    // A label the vocabulary lacks (a marketer's own) goes after the known ones, by name with numbers by value.
    expect(["Over 70", "65+", "Group 10", "Group 9"].sort((a, b) => compareAudienceLabels("Age", a, b))).toEqual([
      "65+",
      "Group 9",
      "Group 10",
      "Over 70",
    ]);
  });

  it("lists the categories as the vocabulary does, a marketer's own after them", () => {
    const stored = ["Age", "Mood", "Device", "Gender", "Loyalty", "Location", "Interests", "Time of day"];
    expect(stored.sort(compareAudienceCategories)).toEqual([
      "Age",
      "Gender",
      "Mood",
      "Time of day",
      "Location",
      "Device",
      "Interests",
      "Loyalty",
    ]);
  });
});
