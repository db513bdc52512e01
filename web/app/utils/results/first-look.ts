import { AUDIENCE_CATEGORIES, type EyeCatcher, type ImageResult, type TimeFigures } from "@adsight/shared";
import { orderedEyeCatchers } from "./overlays";

export const FIRST_LOOK_COLUMNS = ["name", "seen_1s", "seen_3s", "first_look", "dwell"] as const;
export type FirstLookColumn = (typeof FIRST_LOOK_COLUMNS)[number];

export interface FirstLookRow {
  name: string;
  custom: boolean;
  time: TimeFigures;
}

export function firstLookRows(result: ImageResult): FirstLookRow[] {
  return orderedEyeCatchers(result).flatMap(({ name, custom, eyeCatcher }) =>
    eyeCatcher ? [{ name, custom, time: eyeCatcher.time }] : [],
  );
}

/** Whether the audience holds mobile viewers, whose shorter viewing time the page then states. */
export function hasMobileViewers(eyeCatchers: readonly Pick<EyeCatcher, "segments">[]): boolean {
  return eyeCatchers.some((eyeCatcher) => eyeCatcher.segments[AUDIENCE_CATEGORIES.device.name]?.Mobile !== undefined);
}

/** Descending is best first: the highest shares and dwell, the fastest first look; nobody-looked sorts last either way. */
export function sortFirstLook(rows: FirstLookRow[], column: FirstLookColumn, descending: boolean): FirstLookRow[] {
  const sign = descending ? -1 : 1;
  const value = (row: FirstLookRow): number | null => {
    if (column === "seen_1s") return row.time.seen_1s;
    if (column === "seen_3s") return row.time.seen_3s;
    if (column === "dwell") return row.time.dwell_ms;
    if (column === "first_look") return row.time.first_look_ms === null ? null : -row.time.first_look_ms.median;
    return null;
  };
  return [...rows].sort((a, b) => {
    if (column === "name") return sign * a.name.localeCompare(b.name);
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}
