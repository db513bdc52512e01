import { AUDIENCE_CATEGORIES, CategoriesSchema } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { FALLBACK_LOCATION, generateSetup } from "./setup-generator";
import { LocationResolver } from "./locations";

const locations = new LocationResolver();
const base = { location: "", startDate: "2026-04-01", endDate: "2026-04-30", audience: "" };
const generate = (settings: Partial<typeof base>) => generateSetup({ ...base, ...settings }, locations).categories;
const share = (categories: ReturnType<typeof generate>, name: string, label: string) => categories[name]?.values[label] ?? 0;

describe("generateSetup", () => {
  it("gives every required category, each summing to exactly 1 with all locks off", () => {
    const categories = generate({ audience: "young mothers who love fashion and travel", location: "Paris" });
    expect(Object.keys(categories)).toEqual(Object.values(AUDIENCE_CATEGORIES).map((category) => category.name));
    expect(CategoriesSchema.safeParse(categories).success).toBe(true);
    for (const category of Object.values(categories)) {
      const sum = Object.values(category.values).reduce((total, value) => total + value, 0);
      expect(sum).toBeCloseTo(1, 9);
      expect(Object.values(category.locks).every((lock) => !lock)).toBe(true);
    }
  });

  it("produces only vocabulary labels outside Location", () => {
    const categories = generate({ audience: "gamers, students, seniors, women, commuters at night on tablets, aged 30-45" });
    for (const [key, spec] of Object.entries(AUDIENCE_CATEGORIES)) {
      if (key === "location") continue;
      for (const label of Object.keys(categories[spec.name].values)) expect(spec.labels).toContain(label);
    }
  });

  it("is deterministic", () => {
    const settings = { audience: "busy professionals who invest", location: "London; Berlin", endDate: "2026-12-31" };
    expect(generate(settings)).toEqual(generate(settings));
  });

  it("moves weight to 18-24 for teenagers and students", () => {
    const neutral = generate({});
    const young = generate({ audience: "teenagers and students" });
    expect(share(young, "Age", "18-24")).toBeGreaterThan(share(neutral, "Age", "18-24") + 0.15);
    expect(share(young, "Age", "65+")).toBeLessThan(share(neutral, "Age", "65+"));
    expect(share(young, "Device", "Mobile")).toBeGreaterThan(share(neutral, "Device", "Mobile"));
  });

  it("moves weight to Female and Parenting for mothers", () => {
    const categories = generate({ audience: "mothers" });
    expect(share(categories, "Gender", "Female")).toBeGreaterThan(0.6);
    expect(Object.keys(categories.Interests.values)).toEqual(["Parenting"]);
  });

  it("spreads an explicit age range over the bands it covers", () => {
    const categories = generate({ audience: "people aged 55 to 70" });
    const neutral = generate({});
    expect(share(categories, "Age", "55-64")).toBeGreaterThan(share(neutral, "Age", "55-64"));
    expect(share(categories, "Age", "65+")).toBeGreaterThan(share(neutral, "Age", "65+"));
    expect(share(categories, "Age", "25-34")).toBeLessThan(share(neutral, "Age", "25-34"));
  });

  it("draws interests from the text, or the general mix when it names none", () => {
    expect(Object.keys(generate({ audience: "foodies who love cooking and hiking" }).Interests.values).sort()).toEqual([
      "Food",
      "Outdoors",
    ]);
    expect(Object.keys(generate({ audience: "everyone" }).Interests.values)).toHaveLength(AUDIENCE_CATEGORIES.interests.labels.length);
  });

  it("keeps the ages, gender and interests an audience text names (issue 48's drift)", () => {
    const categories = generate({
      audience: "UK adults 25-45, mostly women, who support charities and fair trade",
      location: "United Kingdom",
    });
    expect(share(categories, "Age", "18-24")).toBe(0);
    expect(share(categories, "Age", "55-64")).toBe(0);
    expect(share(categories, "Age", "65+")).toBe(0);
    expect(share(categories, "Age", "25-34") + share(categories, "Age", "35-44")).toBeGreaterThan(0.9);
    expect(share(categories, "Age", "45-54")).toBeGreaterThan(0);
    expect(share(categories, "Gender", "Female")).toBeCloseTo(0.7, 3);
    expect(Object.keys(categories.Interests.values)).toEqual(["Causes"]);
  });

  it("reads stated gender shares, a gender named alone and one named only", () => {
    expect(share(generate({ audience: "60% women, 40% men" }), "Gender", "Female")).toBeCloseTo(0.6, 3);
    expect(share(generate({ audience: "men (70%) who cycle" }), "Gender", "Male")).toBeCloseTo(0.7, 3);
    expect(share(generate({ audience: "young females" }), "Gender", "Female")).toBeCloseTo(0.8, 3);
    expect(share(generate({ audience: "women-only gym members" }), "Gender", "Female")).toBe(1);
    expect(share(generate({ audience: "mums and dads" }), "Gender", "Female")).toBe(0.5);
    expect(share(generate({ audience: "adults" }), "Gender", "Female")).toBe(0.5);
  });

  it("reads ages as ranges, decades and bounds", () => {
    const thirties = generate({ audience: "people in their 30s" });
    expect(share(thirties, "Age", "25-34") + share(thirties, "Age", "35-44")).toBeCloseTo(1, 3);
    expect(share(generate({ audience: "between 18 and 24" }), "Age", "18-24")).toBe(1);
    const over = generate({ audience: "over 55" });
    expect(share(over, "Age", "55-64") + share(over, "Age", "65+")).toBeCloseTo(1, 3);
    expect(share(generate({ audience: "under 25" }), "Age", "18-24")).toBe(1);
    // An age outside the bands (children) leaves the ages to the rules.
    expect(share(generate({ audience: "under 15" }), "Age", "35-44")).toBeGreaterThan(0);
  });

  it("resolves concrete places from the location text", () => {
    expect(Object.keys(generate({ location: "Dubai" }).Location.values)).toEqual(["Dubai, United Arab Emirates"]);
    expect(Object.keys(generate({ location: "New York, USA" }).Location.values)).toEqual(["New York City, United States"]);
    const two = generate({ location: "Paris and Lyon" }).Location.values;
    expect(Object.keys(two)).toEqual(["Paris, France", "Lyon, France"]);
    expect(two["Paris, France"]).toBeGreaterThan(two["Lyon, France"]);
    const country = Object.keys(generate({ location: "Germany" }).Location.values);
    expect(country).toContain("Berlin, Germany");
    expect(country.length).toBeGreaterThan(1);
  });

  it("keeps a country named with 'and' whole, and expands regions to their largest cities", () => {
    expect(
      Object.keys(generate({ location: "Trinidad and Tobago" }).Location.values).every((label) => label.endsWith(", Trinidad & Tobago")),
    ).toBe(true);
    const gulf = Object.keys(generate({ location: "the GCC" }).Location.values);
    expect(gulf).toContain("Riyadh, Saudi Arabia");
    expect(gulf).toContain("Dubai, United Arab Emirates");
  });

  it("falls back to a worldwide audience when the location names nothing known", () => {
    expect(generate({ location: "" }).Location.values).toEqual({ [FALLBACK_LOCATION]: 1 });
    expect(generate({ location: "Qwxzvbnm" }).Location.values).toEqual({ [FALLBACK_LOCATION]: 1 });
  });

  it("shifts moods with the season, flipped in the southern hemisphere", () => {
    const winter = { startDate: "2026-01-05", endDate: "2026-02-20" };
    const summer = { startDate: "2026-07-01", endDate: "2026-08-15" };
    expect(share(generate({ ...winter, location: "Berlin" }), "Mood", "Tired")).toBeGreaterThan(
      share(generate({ ...summer, location: "Berlin" }), "Mood", "Tired"),
    );
    expect(share(generate({ ...summer, location: "Berlin" }), "Mood", "Happy")).toBeGreaterThan(
      share(generate({ ...winter, location: "Berlin" }), "Mood", "Happy"),
    );
    expect(share(generate({ ...winter, location: "Melbourne, Australia" }), "Mood", "Happy")).toBeGreaterThan(
      share(generate({ ...winter, location: "Berlin" }), "Mood", "Happy"),
    );
  });
});
