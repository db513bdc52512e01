import { describe, expect, it } from "vitest";
import { defaultCampaignPeriod, formatSetupTime } from "./time.js";

describe("formatSetupTime", () => {
  it("writes 'Month day, year / HH:MM' on a 24-hour clock", () => {
    expect(formatSetupTime(Date.UTC(2025, 0, 5, 17, 4) / 1000)).toBe("January 5, 2025 / 17:04");
    expect(formatSetupTime(Date.UTC(2025, 11, 31, 0, 0) / 1000)).toBe("December 31, 2025 / 00:00");
  });

  it("writes the time in the zone it is given, with its own date", () => {
    const newYear = Date.UTC(2026, 0, 1, 0, 0) / 1000;
    expect(formatSetupTime(newYear, "Asia/Tokyo")).toBe("January 1, 2026 / 09:00");
    expect(formatSetupTime(newYear, "America/New_York")).toBe("December 31, 2025 / 19:00");
  });
});

describe("defaultCampaignPeriod", () => {
  it("runs from today to three months later", () => {
    expect(defaultCampaignPeriod(new Date(Date.UTC(2026, 10, 22)))).toEqual({
      startDate: "2026-11-22",
      endDate: "2027-02-22",
    });
  });
});
