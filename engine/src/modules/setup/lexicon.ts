// Rules only add points to a baseline (summing to 100) before normalising, so no baseline label disappears
// and rule order does not matter; each carries its reason so a generated setup can be explained.
import type { AUDIENCE_CATEGORIES } from "@adsight/shared";

type Labels<K extends keyof typeof AUDIENCE_CATEGORIES> = (typeof AUDIENCE_CATEGORIES)[K]["labels"][number];
export type AgeLabel = Labels<"age">;
export type GenderLabel = Labels<"gender">;
export type MoodLabel = Labels<"mood">;
export type TimeOfDayLabel = Labels<"timeOfDay">;
export type DeviceLabel = Labels<"device">;
export type InterestLabel = Labels<"interests">;

export interface Shifts {
  age?: Partial<Record<AgeLabel, number>>;
  gender?: Partial<Record<GenderLabel, number>>;
  mood?: Partial<Record<MoodLabel, number>>;
  timeOfDay?: Partial<Record<TimeOfDayLabel, number>>;
  device?: Partial<Record<DeviceLabel, number>>;
}
export type ShiftedCategory = keyof Shifts;

export interface AudienceRule {
  id: string;
  pattern: RegExp;
  reason: string;
  shifts: Shifts;
}

// A rough profile of adults who see online advertising.
export const BASELINES: { [K in ShiftedCategory]-?: Required<NonNullable<Shifts[K]>> } = {
  age: { "18-24": 14, "25-34": 22, "35-44": 20, "45-54": 18, "55-64": 15, "65+": 11 },
  gender: { Female: 50, Male: 50 },
  mood: { Happy: 20, Excited: 10, Calm: 20, Neutral: 30, Stressed: 12, Tired: 8 },
  timeOfDay: { Morning: 22, Afternoon: 28, Evening: 34, Night: 16 },
  device: { Mobile: 60, Desktop: 32, Tablet: 8 },
};

// Only when the audience text names no interest at all.
export const BASELINE_INTERESTS: Record<InterestLabel, number> = {
  Entertainment: 8,
  Food: 8,
  Travel: 8,
  Music: 8,
  Health: 7,
  Technology: 7,
  Sports: 7,
  Fashion: 6,
  Home: 6,
  Finance: 6,
  Gaming: 5,
  Beauty: 5,
  Outdoors: 5,
  Automotive: 5,
  Parenting: 5,
  Causes: 4,
};

const words = (alternatives: string): RegExp => new RegExp(`\\b(?:${alternatives})\\b`, "i");

export const AUDIENCE_RULES: AudienceRule[] = [
  {
    id: "young",
    pattern: words("teens?|teenagers?|students?|college|universit(?:y|ies)|gen ?z|youth|young (?:people|adults)|pupils"),
    reason: "Students and young adults are mostly 18-24, mobile-first and more easily excited.",
    shifts: { age: { "18-24": 45, "25-34": 10 }, device: { Mobile: 20 }, mood: { Excited: 8 }, timeOfDay: { Night: 6 } },
  },
  {
    id: "young-professionals",
    pattern: words("millennials?|young professionals?|graduates?|first[- ]jobbers?"),
    reason: "Young professionals and millennials cluster in 25-34.",
    shifts: { age: { "25-34": 40, "35-44": 5 } },
  },
  {
    id: "parents",
    pattern: words("parents?|parenting|famil(?:y|ies)|moms?|mums?|mothers?|mommies|dads?|fathers?|toddlers?|babies"),
    reason: "Parents of young children are mostly 25-44 and more often tired or stressed.",
    shifts: { age: { "25-34": 15, "35-44": 30 }, mood: { Tired: 8, Stressed: 5 }, timeOfDay: { Evening: 6 } },
  },
  {
    id: "seniors",
    pattern: words("seniors?|retirees?|retired|elderly|pensioners?|grandparents?|older (?:adults?|people)|boomers?"),
    reason: "Seniors are 55+, use desktops and tablets more than phones, and are calmer viewers.",
    shifts: { age: { "55-64": 25, "65+": 45 }, device: { Desktop: 15, Tablet: 12 }, mood: { Calm: 10 }, timeOfDay: { Morning: 8 } },
  },
  {
    id: "professionals",
    pattern: words(
      "professionals?|executives?|managers?|business(?:es)?|b2b|office workers?|entrepreneurs?|ceos?|founders?|decision makers?",
    ),
    reason: "Working professionals are 25-54, see ads on desktops during office hours and are more often stressed.",
    shifts: {
      age: { "25-34": 10, "35-44": 20, "45-54": 15 },
      device: { Desktop: 25 },
      timeOfDay: { Morning: 10, Afternoon: 8 },
      mood: { Stressed: 8 },
    },
  },
  {
    id: "commuters",
    pattern: words("commuters?|commuting|travell?ing to work"),
    reason: "Commuters scroll on phones in the morning and early evening, often tired.",
    shifts: { timeOfDay: { Morning: 25, Evening: 10 }, device: { Mobile: 20 }, mood: { Tired: 8, Stressed: 6 } },
  },
  {
    id: "nightlife",
    pattern: words("night ?life|part(?:y|ies|ygoers)|clubbing|clubbers|night owls?|festival[- ]?goers"),
    reason: "Nightlife audiences are online late and in an excited mood.",
    shifts: { timeOfDay: { Night: 25, Evening: 10 }, mood: { Excited: 12, Happy: 6 }, age: { "18-24": 15, "25-34": 10 } },
  },
  {
    id: "gamers",
    pattern: words("gamers?|gaming|e-?sports?|video games?"),
    reason: "Gamers play in the evening and at night, on desktops or consoles, and are easily excited.",
    shifts: { timeOfDay: { Night: 15, Evening: 8 }, device: { Desktop: 15 }, mood: { Excited: 10 }, age: { "18-24": 15, "25-34": 12 } },
  },
  {
    id: "fitness",
    pattern: words("fitness|gym|athletes?|runners?|running|yoga|workouts?|sporty|active"),
    reason: "Active people exercise and browse early in the day, in an energetic mood.",
    shifts: { timeOfDay: { Morning: 12 }, mood: { Excited: 6, Happy: 6 }, device: { Mobile: 8 } },
  },
  {
    id: "affluent",
    pattern: words("luxury|affluent|premium|high[- ]income|wealthy|high[- ]net[- ]worth"),
    reason: "Affluent audiences are older on average and use tablets and desktops more.",
    shifts: { age: { "35-44": 10, "45-54": 12, "55-64": 6 }, device: { Desktop: 6, Tablet: 8 }, mood: { Calm: 6 } },
  },
  {
    id: "stressed",
    pattern: words("stressed|stress|busy|overworked|exams?|deadlines?|anxious"),
    reason: "The text describes people under pressure.",
    shifts: { mood: { Stressed: 20 } },
  },
  {
    id: "calm",
    pattern: words("relax(?:ed|ing|ation)?|calm|spa|retreats?|mindful(?:ness)?|wellbeing|well-being"),
    reason: "The text describes people seeking calm.",
    shifts: { mood: { Calm: 20 } },
  },
  {
    id: "happy",
    pattern: words("happy|fun|celebrat(?:e|ing|ion|ions)|joy(?:ful)?|cheerful"),
    reason: "The text describes a cheerful audience.",
    shifts: { mood: { Happy: 15 } },
  },
  {
    id: "excited",
    pattern: words("adventur(?:e|es|ous)|thrills?|extreme|adrenaline|fans?|enthusiasts?"),
    reason: "The text describes enthusiasts and thrill seekers.",
    shifts: { mood: { Excited: 20 } },
  },
  {
    id: "tired",
    pattern: words("tired|sleepy|exhausted|night shifts?|shift workers?|new parents"),
    reason: "The text describes a tired audience.",
    shifts: { mood: { Tired: 15 }, timeOfDay: { Night: 5 } },
  },
  {
    id: "morning",
    pattern: words("mornings?|breakfast|early risers?|sunrise"),
    reason: "The text places the audience in the morning.",
    shifts: { timeOfDay: { Morning: 25 } },
  },
  {
    id: "afternoon",
    pattern: words("afternoons?|lunch(?:time)?|midday"),
    reason: "The text places the audience in the afternoon.",
    shifts: { timeOfDay: { Afternoon: 20 } },
  },
  {
    id: "evening",
    pattern: words("evenings?|dinner|after work|prime ?time"),
    reason: "The text places the audience in the evening.",
    shifts: { timeOfDay: { Evening: 20 } },
  },
  {
    id: "night",
    pattern: words("nights?|late[- ]night|midnight|insomniacs?"),
    reason: "The text places the audience at night.",
    shifts: { timeOfDay: { Night: 20 } },
  },
  {
    id: "mobile",
    pattern: words("mobile|smartphones?|phones?|apps?|instagram|tiktok|snapchat|social media|on the go"),
    reason: "The text names phones or phone-first platforms.",
    shifts: { device: { Mobile: 25 } },
  },
  {
    id: "desktop",
    pattern: words("desktops?|laptops?|pcs?|computers?|office"),
    reason: "The text names desktop or laptop use.",
    shifts: { device: { Desktop: 25 } },
  },
  {
    id: "tablet",
    pattern: words("tablets?|ipads?"),
    reason: "The text names tablets.",
    shifts: { device: { Tablet: 25 } },
  },
];

// The Interests category holds only the interests the text names.
export const INTEREST_KEYWORDS: Record<InterestLabel, RegExp> = {
  Fashion: words("fashion(?:able|istas?)?|cloth(?:es|ing)|apparel|style|streetwear|shoes|sneakers|outfits?"),
  Beauty: words("beauty|make-?up|cosmetics|skin ?care|haircare|fragrances?|perfumes?"),
  Technology: words("tech|technology|gadgets?|software|developers?|engineers?|ai|smartphones?|electronics|startups?"),
  Gaming: words("gamers?|gaming|e-?sports?|video games?|consoles?"),
  Sports: words("sports?|sporty|football|soccer|basketball|tennis|athletes?|fitness|gym|runners?|running|cycling"),
  Outdoors: words("outdoors?|hiking|hikers?|camping|nature|climbing|surfing|skiing"),
  Food: words("food|foodies?|cooking|cooks?|restaurants?|recipes?|coffee|dining|bak(?:ing|ers?)"),
  Travel: words("travel(?:l?ers?|l?ing)?|tourists?|tourism|vacations?|holidays?|trips?|backpackers?"),
  Finance: words("finance|financial|invest(?:ing|ors?|ments?)|banking|crypto|money|savings|insurance"),
  Health: words("health|healthy|wellness|yoga|nutrition|medical|wellbeing|well-being|diet"),
  Automotive: words("cars?|automotive|drivers?|motor(?:ists?|cycles?)?|vehicles?|ev owners?"),
  Home: words("home(?:owners?)?|interior|furniture|garden(?:ing|ers?)?|diy|decor|house"),
  Entertainment: words("movies?|films?|cinema|tv|series|streaming|entertainment|celebrit(?:y|ies)|shows?"),
  Music: words("music|concerts?|festivals?|musicians?|k-?pop|hip-?hop|bands?"),
  Parenting: words("parents?|parenting|moms?|mums?|mothers?|dads?|fathers?|bab(?:y|ies)|kids|children|famil(?:y|ies)|toddlers?"),
  Causes: words(
    "charit(?:y|ies|able)|fair[- ]?trade|non-?profits?|ngos?|volunteer(?:s|ing)?|donors?|donat(?:e|es|ing|ions?)|ethical(?:ly)?|sustainab(?:le|ility)|eco[- ]?(?:friendly|conscious)|environmental(?:ists?)?|activists?|(?:good|social) causes?",
  ),
};

export type Season = "winter" | "spring" | "summer" | "autumn";

// Applied in proportion to the share of campaign days in each season.
export const SEASON_SHIFTS: Record<Season, { reason: string; shifts: Shifts }> = {
  winter: {
    reason: "Short winter days: more evening screen time, tired and calm moods.",
    shifts: { mood: { Tired: 10, Calm: 6 }, timeOfDay: { Evening: 8, Night: 4 } },
  },
  spring: {
    reason: "Spring lifts moods and moves activity into the afternoon.",
    shifts: { mood: { Happy: 8, Excited: 4 }, timeOfDay: { Afternoon: 5 } },
  },
  summer: {
    reason: "Summer holidays: cheerful, excited, mobile, active into the evening.",
    shifts: { mood: { Happy: 10, Excited: 8 }, timeOfDay: { Afternoon: 6, Evening: 6 }, device: { Mobile: 5 } },
  },
  autumn: {
    reason: "Back to school and work: calmer and more stressed, more evenings at home.",
    shifts: { mood: { Calm: 6, Stressed: 5 }, timeOfDay: { Evening: 6 } },
  },
};

export const HOLIDAY_SHIFTS = {
  reason: "End-of-year holidays: excitement and shopping stress.",
  shifts: { mood: { Excited: 8, Stressed: 6 } } satisfies Shifts,
};
