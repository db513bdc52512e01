import { describe, expect, it } from "vitest";
import { firstLookRows, hasMobileViewers, sortFirstLook } from "./first-look";
import { timed } from "./test-fixtures";

describe("the First look table", () => {
  it("sorts the First look table best first, the fastest first for the time to first look, nobody-looked last", () => {
    const rows = firstLookRows(timed);
    expect(rows.map((row) => row.name)).toEqual(["Logo", "CTA", "bottle", "person"]);
    const names = (column: Parameters<typeof sortFirstLook>[1], descending: boolean) =>
      sortFirstLook(rows, column, descending).map((row) => row.name);
    expect(names("seen_1s", true)).toEqual(["bottle", "person", "CTA", "Logo"]);
    expect(names("seen_1s", false)).toEqual(["Logo", "CTA", "person", "bottle"]);
    expect(names("first_look", true)).toEqual(["bottle", "CTA", "person", "Logo"]);
    expect(names("first_look", false)).toEqual(["person", "CTA", "bottle", "Logo"]);
    expect(names("dwell", true)).toEqual(["bottle", "person", "CTA", "Logo"]);
    expect(names("name", false)).toEqual(["bottle", "CTA", "Logo", "person"]);
  });
});

describe("mobile viewers", () => {
  it("are in the audience when a Device segment named Mobile is", () => {
    const segments = (devices: string[]) => ({
      segments: { Device: Object.fromEntries(devices.map((d) => [d, timed.eye_catchers[0]!.time])) },
    });
    expect(hasMobileViewers([segments(["Desktop"]), segments(["Mobile", "Tablet"])])).toBe(true);
    expect(hasMobileViewers([segments(["Desktop", "Tablet"])])).toBe(false);
    expect(hasMobileViewers([])).toBe(false);
  });
});
