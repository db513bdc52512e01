import { AUDIENCE_CATEGORIES, type Categories } from "@adsight/shared";

/** Everyday words for labels whose vocabulary name people rarely write. */
const SYNONYMS: Record<string, string[]> = {
  Female: ["women", "woman", "female", "females", "girls"],
  Male: ["men", "man", "male", "males", "boys"],
};

/**
 * The command line has no setup generator: it builds a simple setup from the free text. Every vocabulary label
 * named in --audience (case-insensitive, whole words, or a synonym above) gets an equal share of its category; categories not named
 * are left out, which means the neutral baseline. --location becomes a one-label Location category.
 */
export function setupFromText(audience: string, location: string): Categories {
  const categories: Categories = {};
  const text = audience.toLowerCase();
  for (const { name, labels } of Object.values(AUDIENCE_CATEGORIES)) {
    const named = labels.filter((label) =>
      [label.toLowerCase(), ...(SYNONYMS[label] ?? [])].some((word) =>
        new RegExp(`(^|[^a-z0-9+-])${escape(word)}($|[^a-z0-9+-])`).test(text),
      ),
    );
    if (named.length > 0) categories[name] = evenly(named);
  }
  if (location.trim()) categories[AUDIENCE_CATEGORIES.location.name] = evenly([location.trim()]);
  return categories;
}

function evenly(labels: readonly string[]): Categories[string] {
  const values: Record<string, number> = {};
  const locks: Record<string, boolean> = {};
  for (const label of labels) {
    values[label] = 1 / labels.length;
    locks[label] = false;
  }
  return { values, locks };
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
