import type { AgeLabel } from "./lexicon";

// 65+ counts as twenty years, about the adult life left at 65, so "55 to 70" gives it its fair part.
export const AGE_BANDS: Record<AgeLabel, [number, number]> = {
  "18-24": [18, 24],
  "25-34": [25, 34],
  "35-44": [35, 44],
  "45-54": [45, 54],
  "55-64": [55, 64],
  "65+": [65, 84],
};
const OLDEST = 120;

// "18-24", "25 to 34", "between 25 and 45", "in their 30s", "over 50", "40+", "under 30" → inclusive [from, to].
export function explicitAgeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(/\b(?:between\s+)?(\d{2})\s*(?:-|–|to|and)\s*(\d{2})\b/gi)) {
    const [from, to] = [Number(match[1]), Number(match[2])];
    if (from < to) ranges.push([from, to]);
  }
  for (const match of text.matchAll(/\b([1-9])0'?s\b/gi)) ranges.push([Number(match[1]) * 10, Number(match[1]) * 10 + 9]);
  for (const match of text.matchAll(/\b(\d{2})\s*\+|\b(?:over|above|older than)\s+(\d{2})\b/gi)) {
    ranges.push([Number(match[1] ?? match[2]), OLDEST]);
  }
  for (const match of text.matchAll(/\b(?:under|below|younger than)\s+(\d{2})\b/gi)) ranges.push([18, Number(match[1]) - 1]);
  return ranges;
}

export function ageCoverage(ranges: [number, number][]): Record<AgeLabel, number> | null {
  if (ranges.length === 0) return null;
  const coverage = Object.fromEntries(
    Object.entries(AGE_BANDS).map(([label, [low, high]]) => {
      const covered = ranges.reduce((best, [from, to]) => Math.max(best, Math.max(0, Math.min(high, to) - Math.max(low, from) + 1)), 0);
      return [label, covered / (high - low + 1)];
    }),
  ) as Record<AgeLabel, number>;
  return Object.values(coverage).some((share) => share > 0) ? coverage : null;
}

const FEMALE = "women|woman|females?|ladies|lady|girls?|moms?|mums?|mothers?|mommies|wives|sisters?";
const MALE = "men|man|males?|guys|boys?|gentlemen|dads?|fathers?|husbands?|brothers?";
export const NAMED_GENDER_SHARE = 0.8;
export const LEANING_GENDER_SHARE = 0.7;

// The female share the text states, else null (none or both named). A gender named alone is most of the audience,
// not all: people outside the target see the ads too.
export function femaleShare(text: string): { share: number; reason: string } | null {
  const stated = (pattern: string, female: boolean) => {
    const percent =
      text.match(new RegExp(`\\b(\\d{1,3})\\s*%\\s*(?:of\\s+them\\s+)?(?:are\\s+)?(?:${pattern})\\b`, "i")) ??
      text.match(new RegExp(`\\b(?:${pattern})\\s*\\(?\\s*(\\d{1,3})\\s*%`, "i"));
    if (percent && Number(percent[1]) <= 100) return { share: female ? Number(percent[1]) / 100 : 1 - Number(percent[1]) / 100 };
    return null;
  };
  const exact = stated(FEMALE, true) ?? stated(MALE, false);
  if (exact) return { ...exact, reason: `the text gives ${Math.round(exact.share * 100)}% women.` };

  const names = (pattern: string) => new RegExp(`\\b(?:${pattern})(?:'s)?\\b`, "i").test(text);
  const [female, male] = [names(FEMALE), names(MALE)];
  if (female === male) return null;
  const words = female ? FEMALE : MALE;
  const only = new RegExp(`\\b(?:only|just|exclusively)\\s+(?:${words})\\b|\\b(?:${words})[- ]only\\b`, "i").test(text);
  const leaning = new RegExp(`\\b(?:mostly|mainly|largely|predominantly|primarily|more)\\s+(?:${words})\\b`, "i").test(text);
  const share = only ? 1 : leaning ? LEANING_GENDER_SHARE : NAMED_GENDER_SHARE;
  const who = female ? "women" : "men";
  return {
    share: female ? share : 1 - share,
    reason: `the text names ${only ? `only ${who}` : leaning ? `mostly ${who}` : who}: ${Math.round(share * 100)}% ${who}.`,
  };
}
