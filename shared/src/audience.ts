/**
 * The audience vocabulary: every category and label that setup generation can produce.
 * The simulation model keeps a behaviour profile for each of these labels; location labels are
 * open-ended ("City, Country" or "Country") and take their profile from the country.
 */
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
    ],
  },
} as const satisfies Record<string, { name: string; labels: readonly string[] }>;

export type AudienceCategoryKey = keyof typeof AUDIENCE_CATEGORIES;

/** Countries whose main script is read right to left (Arabic, Hebrew, Persian, Urdu, Dhivehi scripts). */
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

/** The country part of a location label ("Paris, France" → "France"; "France" → "France"). */
export function countryOfLocationLabel(label: string): string {
  const parts = label.split(",");
  return (parts[parts.length - 1] ?? label).trim();
}

export function readsRightToLeft(locationLabel: string): boolean {
  const country = countryOfLocationLabel(locationLabel).toLowerCase();
  return RIGHT_TO_LEFT_COUNTRIES.some((rtl) => rtl.toLowerCase() === country);
}
