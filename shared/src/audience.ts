// Location labels are open-ended ("City, Country" or "Country") and take their profile from the country.
export const AUDIENCE_CATEGORIES = {
  age: { name: "Age", labels: ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"] },
  gender: { name: "Gender", labels: ["Female", "Male"] },
  mood: { name: "Mood", labels: ["Happy", "Excited", "Calm", "Neutral", "Stressed", "Tired"] },
  timeOfDay: { name: "Time of day", labels: ["Morning", "Afternoon", "Evening", "Night"] },
  location: { name: "Location", labels: [] },
  device: { name: "Device", labels: ["Mobile", "Desktop", "Tablet"] },
  interests: {
    name: "Interests",
    labels: [
      "Fashion",
      "Beauty",
      "Technology",
      "Gaming",
      "Sports",
      "Outdoors",
      "Food",
      "Travel",
      "Finance",
      "Health",
      "Automotive",
      "Home",
      "Entertainment",
      "Music",
      "Parenting",
      "Causes",
    ],
  },
} as const satisfies Record<string, { name: string; labels: readonly string[] }>;

export type AudienceCategoryKey = keyof typeof AUDIENCE_CATEGORIES;

const ORDERED_LABELS: readonly { name: string; labels: readonly string[] }[] = [
  AUDIENCE_CATEGORIES.age,
  AUDIENCE_CATEGORIES.gender,
  AUDIENCE_CATEGORIES.mood,
  AUDIENCE_CATEGORIES.timeOfDay,
  AUDIENCE_CATEGORIES.device,
];
const CATEGORY_NAMES: readonly string[] = Object.values(AUDIENCE_CATEGORIES).map((category) => category.name);
const byName = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });
const position = (list: readonly string[], item: string) => (list.includes(item) ? list.indexOf(item) : list.length);

// Stored setups keep no order: PostgreSQL's jsonb gives keys back shortest first.
export function compareAudienceCategories(a: string, b: string): number {
  return position(CATEGORY_NAMES, a) - position(CATEGORY_NAMES, b) || byName(a, b);
}

export function compareAudienceLabels(category: string, a: string, b: string): number {
  const labels = ORDERED_LABELS.find((entry) => entry.name === category)?.labels ?? [];
  return position(labels, a) - position(labels, b) || byName(a, b);
}

// A mobile viewer gets a phone feed's share of OSIE's 3 s (Facebook IQ, News Feed); no study at hand times other labels.
export const FEED_VIEWING = {
  source: 'Facebook IQ, "Capturing Attention in Feed: The Science Behind Effective Video Creative" (20 April 2016)',
  mobileS: 1.7,
  desktopS: 2.5,
} as const;

export function deviceViewingFactor(label: string): number {
  return label === "Mobile" ? FEED_VIEWING.mobileS / FEED_VIEWING.desktopS : 1;
}

const mobileSeconds = (3 * deviceViewingFactor("Mobile")).toFixed(1);

export const VIEWING_TIME_TEXT =
  `Each viewer looks at an image for 3 s, a mobile viewer for about ${mobileSeconds} s: people spend ${FEED_VIEWING.mobileS} s on a post ` +
  `in a phone's feed against ${FEED_VIEWING.desktopS} s on a desktop (Facebook's own measurement, 2016).`;

export const SEEN_IN_3S_TEXT = `Seen in 3 s counts every viewer: one who moves on sooner (a mobile viewer, after about ${mobileSeconds} s) counts only if they looked before moving on.`;

export const RIGHT_TO_LEFT_COUNTRIES = [
  "Afghanistan",
  "Algeria",
  "Bahrain",
  "Egypt",
  "Iran",
  "Iraq",
  "Israel",
  "Jordan",
  "Kuwait",
  "Lebanon",
  "Libya",
  "Maldives",
  "Mauritania",
  "Morocco",
  "Oman",
  "Pakistan",
  "Palestine",
  "Qatar",
  "Saudi Arabia",
  "Sudan",
  "Syria",
  "Tunisia",
  "United Arab Emirates",
  "Yemen",
] as const;

export function countryOfLocationLabel(label: string): string {
  const parts = label.split(",");
  return (parts[parts.length - 1] ?? label).trim();
}

export function readsRightToLeft(locationLabel: string): boolean {
  const country = countryOfLocationLabel(locationLabel).toLowerCase();
  return RIGHT_TO_LEFT_COUNTRIES.some((rtl) => rtl.toLowerCase() === country);
}
