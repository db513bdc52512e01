// Pure and deterministic: every shift comes from a named lexicon entry, so a setup can be explained.
import { AUDIENCE_CATEGORIES, type CampaignSettings, type Categories } from "@adsight/shared";
import {
  AUDIENCE_RULES,
  BASELINE_INTERESTS,
  BASELINES,
  EXPLICIT_AGE_POINTS,
  HOLIDAY_SHIFTS,
  INTEREST_KEYWORDS,
  SEASON_SHIFTS,
  type AgeLabel,
  type Season,
  type ShiftedCategory,
  type Shifts,
} from "./lexicon";
import type { LocationResolver } from "./locations";
import { seasonMix } from "./season";

export const FALLBACK_LOCATION = "Worldwide";
const DECIMALS = 3;

export interface GeneratedSetup {
  categories: Categories;
  explanation: string[];
}

type Points = Record<ShiftedCategory, Record<string, number>>;

const AGE_BANDS: Record<AgeLabel, [number, number]> = {
  "18-24": [18, 24],
  "25-34": [25, 34],
  "35-44": [35, 44],
  "45-54": [45, 54],
  "55-64": [55, 64],
  "65+": [65, 120],
};

export function generateSetup(
  settings: Pick<CampaignSettings, "location" | "startDate" | "endDate" | "audience">,
  locations: LocationResolver,
): GeneratedSetup {
  const explanation: string[] = [];
  const points = structuredClone(BASELINES) as Points;
  const audience = settings.audience;

  for (const rule of AUDIENCE_RULES) {
    if (!rule.pattern.test(audience)) continue;
    addShifts(points, rule.shifts, 1);
    explanation.push(`${rule.id}: ${rule.reason}`);
  }
  for (const [from, to] of explicitAgeRanges(audience)) {
    if (addAgeRange(points, from, to)) explanation.push(`age ${from}-${to}: the text names this age range.`);
  }

  const places = locations.resolve(settings.location);
  const totalPopulation = places.reduce((total, place) => total + place.population, 0);
  const latitude = places.reduce((sum, place) => sum + place.latitude * place.population, 0) / (totalPopulation || 1);
  const mix = seasonMix(settings.startDate, settings.endDate, latitude);
  for (const [season, share] of Object.entries(mix.seasons) as [Season, number][]) {
    if (share === 0) continue;
    addShifts(points, SEASON_SHIFTS[season].shifts, share);
    explanation.push(`${season} (${Math.round(share * 100)}%): ${SEASON_SHIFTS[season].reason}`);
  }
  if (mix.holidays > 0) {
    addShifts(points, HOLIDAY_SHIFTS.shifts, mix.holidays);
    explanation.push(`holidays (${Math.round(mix.holidays * 100)}%): ${HOLIDAY_SHIFTS.reason}`);
  }

  const location =
    places.length > 0 ? Object.fromEntries(places.map((place) => [place.label, place.population])) : { [FALLBACK_LOCATION]: 1 };
  explanation.push(places.length > 0 ? `location: ${places.length} place(s), weighted by population.` : "location: none found, worldwide.");

  const interests = interestsOf(audience);
  explanation.push(interests ? `interests: ${Object.keys(interests).join(", ")}.` : "interests: none named, general population.");

  const categories: Categories = {
    [AUDIENCE_CATEGORIES.age.name]: category(points.age),
    [AUDIENCE_CATEGORIES.gender.name]: category(points.gender),
    [AUDIENCE_CATEGORIES.mood.name]: category(points.mood),
    [AUDIENCE_CATEGORIES.timeOfDay.name]: category(points.timeOfDay),
    [AUDIENCE_CATEGORIES.location.name]: category(location),
    [AUDIENCE_CATEGORIES.device.name]: category(points.device),
    [AUDIENCE_CATEGORIES.interests.name]: category(interests ?? BASELINE_INTERESTS),
  };
  return { categories, explanation };
}

function addShifts(points: Points, shifts: Shifts, factor: number): void {
  for (const [name, labels] of Object.entries(shifts) as [ShiftedCategory, Record<string, number>][]) {
    for (const [label, added] of Object.entries(labels)) points[name][label] = (points[name][label] ?? 0) + added * factor;
  }
}

// "18-24", "25 to 34", "over 50", "40+", "under 30" → inclusive [from, to] in years.
function explicitAgeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/\b(\d{2})\s*(?:-|–|to)\s*(\d{2})\b/g)) {
    ranges.push([Number(match[1]), Number(match[2])]);
  }
  for (const match of text.matchAll(/\b(\d{2})\s*\+|\b(?:over|above|older than)\s+(\d{2})\b/gi)) {
    ranges.push([Number(match[1] ?? match[2]), 120]);
  }
  for (const match of text.matchAll(/\b(?:under|below|younger than)\s+(\d{2})\b/gi)) {
    ranges.push([18, Number(match[1]) - 1]);
  }
  return ranges;
}

// In proportion to the years each band shares with the range.
function addAgeRange(points: Points, from: number, to: number): boolean {
  const overlaps = Object.entries(AGE_BANDS).map(
    ([label, [low, high]]) => [label, Math.max(0, Math.min(high, to) - Math.max(low, from) + 1)] as const,
  );
  const years = overlaps.reduce((total, [, overlap]) => total + overlap, 0);
  if (years === 0) return false;
  for (const [label, overlap] of overlaps) points.age[label] = (points.age[label] ?? 0) + (EXPLICIT_AGE_POINTS * overlap) / years;
  return true;
}

function interestsOf(text: string): Record<string, number> | null {
  const counts: Record<string, number> = {};
  for (const [label, pattern] of Object.entries(INTEREST_KEYWORDS)) {
    const found = text.match(new RegExp(pattern.source, "gi"))?.length ?? 0;
    if (found > 0) counts[label] = found;
  }
  return Object.keys(counts).length > 0 ? counts : null;
}

// The largest label absorbs the rounding, so the fractions add up to exactly 1.
function category(points: Record<string, number>): Categories[string] {
  const total = Object.values(points).reduce((sum, value) => sum + value, 0);
  const scale = 10 ** DECIMALS;
  const values = Object.fromEntries(Object.entries(points).map(([label, value]) => [label, Math.round((value / total) * scale) / scale]));
  const labels = Object.keys(values);
  const largest = labels.reduce((a, b) => (values[b] > values[a] ? b : a));
  const rest = labels.filter((label) => label !== largest).reduce((sum, label) => sum + values[label] * scale, 0);
  values[largest] = (scale - Math.round(rest)) / scale;
  return { values, locks: Object.fromEntries(labels.map((label) => [label, false])) };
}
