import type { Season } from "./lexicon";

const NORTHERN_SEASON_BY_MONTH: Season[] = [
  "winter",
  "winter",
  "spring",
  "spring",
  "spring",
  "summer",
  "summer",
  "summer",
  "autumn",
  "autumn",
  "autumn",
  "winter",
];
const OPPOSITE: Record<Season, Season> = { winter: "summer", summer: "winter", spring: "autumn", autumn: "spring" };
// Inside the tropics seasons barely change daily life.
const TROPIC_LATITUDE = 23.44;
const TROPICAL_SEASON_WEIGHT = 0.5;
const DAY_MS = 86_400_000;
// A longer campaign is treated as its first year: the seasons simply repeat.
const MAX_DAYS = 366;

export interface SeasonMix {
  // Times the hemisphere weight.
  seasons: Record<Season, number>;
  holidays: number;
}

export function seasonMix(startDate: string, endDate: string, latitude: number): SeasonMix {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Math.max(start, Date.parse(`${endDate}T00:00:00Z`));
  const days = Math.min(MAX_DAYS, Math.floor((end - start) / DAY_MS) + 1);
  const weight = Math.abs(latitude) < TROPIC_LATITUDE ? TROPICAL_SEASON_WEIGHT : 1;
  const seasons: Record<Season, number> = { winter: 0, spring: 0, summer: 0, autumn: 0 };
  let december = 0;
  for (let day = 0; day < days; day += 1) {
    const month = new Date(start + day * DAY_MS).getUTCMonth();
    const northern = NORTHERN_SEASON_BY_MONTH[month];
    seasons[latitude < 0 ? OPPOSITE[northern] : northern] += weight / days;
    if (month === 11) december += 1 / days;
  }
  return { seasons, holidays: december };
}
