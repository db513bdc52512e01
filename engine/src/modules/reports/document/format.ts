export const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const imageName = (idx: number) => `Image ${idx + 1}`;
// The model gives one decimal.
export const formatScore = (score: number) => score.toFixed(1);
export const percent = (value: number) => `${value.toFixed(1)}%`;
export const signed = (value: number) => (value > 0 ? "+" : "") + value.toFixed(2);

export function period(startDate: string, endDate: string): string {
  const day = (iso: string) => shortDayFormat.format(new Date(`${iso}T00:00:00Z`));
  return `${day(startDate)} – ${day(endDate)}`;
}
