export const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export { clipClock, imageName, videoName } from "@adsight/shared";
// The page's formats (shared), so a figure reads the same in the report as on the results page.
export { formatScore, formatShare as percent, formatTwoDecimals as signed } from "@adsight/shared";

export function period(startDate: string, endDate: string): string {
  const day = (iso: string) => shortDayFormat.format(new Date(`${iso}T00:00:00Z`));
  return `${day(startDate)} – ${day(endDate)}`;
}
