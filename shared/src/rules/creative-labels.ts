/** A creative's name on the page, in the report and in the ranking's sentences: its place in the campaign. */
export const imageName = (idx: number) => `Image ${idx + 1}`;
export const videoName = (idx: number) => `Video ${idx + 1}`;

/** A moment in a clip as players show it, m:ss.s: 2400 → "0:02.4". */
export function clipClock(ms: number): string {
  const tenths = Math.round(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `${minutes}:${seconds.toFixed(1).padStart(4, "0")}`;
}
