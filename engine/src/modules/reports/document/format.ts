export const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export { imageName } from "@adsight/shared";
export const videoName = (idx: number) => `Video ${idx + 1}`;

/** A moment in a clip as m:ss.s ("0:02.5"). */
export function clockTime(ms: number): string {
  const tenths = Math.round(ms / 100);
  const seconds = tenths % 600;
  return `${Math.floor(tenths / 600)}:${String(Math.floor(seconds / 10)).padStart(2, "0")}.${seconds % 10}`;
}
// The page's formats (shared), so a figure reads the same in the report as on the results page.
export { formatScore, formatShare as percent, formatTwoDecimals as signed } from "@adsight/shared";

export function period(startDate: string, endDate: string): string {
  const day = (iso: string) => shortDayFormat.format(new Date(`${iso}T00:00:00Z`));
  return `${day(startDate)} – ${day(endDate)}`;
}
