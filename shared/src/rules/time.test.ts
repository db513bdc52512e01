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

  it("writes UTC exactly as Intl does, every month and hour", () => {
    // 5 000 times from 1970 to 2101, landing in every month and across the hours and minutes.
    for (let step = 0; step < 5_000; step++) {
      const epochSeconds = step * 827_971 + (step % 60) * 60;
      expect(formatSetupTime(epochSeconds), String(epochSeconds)).toBe(formatSetupTime(epochSeconds, "Etc/UTC"));
    }
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
