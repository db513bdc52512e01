import { DEFAULT_CAMPAIGN_MONTHS } from "../constants.js";

const setupTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** 'Month day, year / HH:MM', 24-hour, en-US, in UTC so server and browser render the same text. */
export function formatSetupTime(epochSeconds: number): string {
  const parts = Object.fromEntries(setupTimeFormat.formatToParts(new Date(epochSeconds * 1000)).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year} / ${parts.hour}:${parts.minute}`;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default campaign period: today until three months later. */
export function defaultCampaignPeriod(today = new Date()): { startDate: string; endDate: string } {
  const end = new Date(today);
  end.setUTCMonth(end.getUTCMonth() + DEFAULT_CAMPAIGN_MONTHS);
  return { startDate: isoDay(today), endDate: isoDay(end) };
}
