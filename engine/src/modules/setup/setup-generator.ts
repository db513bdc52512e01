// Pure and deterministic: every shift comes from a named lexicon entry, so a setup can be explained.
import { AUDIENCE_CATEGORIES, type CampaignSettings, type Categories } from "@adsight/shared";
import {
  AUDIENCE_RULES,
  BASELINE_INTERESTS,
  BASELINES,
  HOLIDAY_SHIFTS,
  INTEREST_KEYWORDS,
  SEASON_SHIFTS,
  type Season,
  type ShiftedCategory,
  type Shifts,
} from "./lexicon";
import { ageCoverage, explicitAgeRanges, femaleShare } from "./audience-text";
import type { LocationResolver } from "./locations";
import { seasonMix } from "./season";

export const FALLBACK_LOCATION = "Worldwide";
const DECIMALS = 3;

export interface GeneratedSetup {
  categories: Categories;
  explanation: string[];
}

type Points = Record<ShiftedCategory, Record<string, number>>;

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
  // Ages and a gender the text states replace what the rules above suggest: only the named years keep a share.
  const ranges = explicitAgeRanges(audience);
  const coverage = ageCoverage(ranges);
  if (coverage) {
    for (const [label, share] of Object.entries(coverage)) points.age[label] = (points.age[label] ?? 0) * share;
    explanation.push(
      `age ${ranges.map(([from, to]) => (to >= 120 ? `${from}+` : `${from}-${to}`)).join(", ")}: the text names these ages.`,
    );
  }
  const female = femaleShare(audience);
  if (female) {
    points.gender = { Female: female.share, Male: 1 - female.share };
    explanation.push(`gender: ${female.reason}`);
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
