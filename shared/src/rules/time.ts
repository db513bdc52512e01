import { DEFAULT_CAMPAIGN_MONTHS } from "../constants.js";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const setupTimeFormats = new Map<string, Intl.DateTimeFormat>();

function setupTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = setupTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    });
    setupTimeFormats.set(timeZone, format);
  }
  return format;
}

// Only the browser knows the viewer's zone, so a server-rendered time is UTC and should say so.
export function formatSetupTime(epochSeconds: number, timeZone = "UTC"): string {
  const date = new Date(epochSeconds * 1000);
  // The server renders a page of times in UTC on every list request; Date's UTC fields give Intl's text there at a
  // fraction of formatToParts' cost (a test holds the two together).
  if (timeZone === "UTC") {
    const [hours, minutes] = [date.getUTCHours(), date.getUTCMinutes()].map((value) => String(value).padStart(2, "0"));
    return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} / ${hours}:${minutes}`;
  }
  const parts = Object.fromEntries(
    setupTimeFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} / ${parts.hour}:${parts.minute}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function defaultCampaignPeriod(today = new Date()): { startDate: string; endDate: string } {
  const end = new Date(today);
  end.setUTCMonth(end.getUTCMonth() + DEFAULT_CAMPAIGN_MONTHS);
  return { startDate: isoDay(today), endDate: isoDay(end) };
}
