export const dayFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export const imageName = (idx: number) => `Image ${idx + 1}`;
export const videoName = (idx: number) => `Video ${idx + 1}`;

/** A moment in a clip as m:ss.s ("0:02.5"). */
export function clockTime(ms: number): string {
  const tenths = Math.round(ms / 100);
  const seconds = tenths % 600;
  return `${Math.floor(tenths / 600)}:${String(Math.floor(seconds / 10)).padStart(2, "0")}.${seconds % 10}`;
}
// The model gives one decimal.
export const formatScore = (score: number) => score.toFixed(1);
export const percent = (value: number) => `${value.toFixed(1)}%`;
export const signed = (value: number) => (value > 0 ? "+" : "") + value.toFixed(2);

export function period(startDate: string, endDate: string): string {
  const day = (iso: string) => shortDayFormat.format(new Date(`${iso}T00:00:00Z`));
  return `${day(startDate)} – ${day(endDate)}`;
}
