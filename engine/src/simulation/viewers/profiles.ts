import { AUDIENCE_CATEGORIES, deviceViewingFactor, FEED_VIEWING, readsRightToLeft } from "@adsight/shared";
import type { FeatureName } from "../features/feature-names";

// Shifts from the OSIE baseline (adults, free viewing 3 s, desktop, left-to-right): literature assumptions, not fitted;
// only the device's viewing time has a measured source (shared's FEED_VIEWING).
export interface BehaviourProfile {
  time?: number; // factor on the 3 s budget
  centre?: number; // factor on the centre-prior weights
  features?: Partial<Record<FeatureName, number>>; // relative: 0.2 = 20 % more pull
  valence?: number; // offset, −1..1 scale
  arousal?: number;
  reason: string;
}

export const PROFILES: Record<string, Record<string, BehaviourProfile>> = {
  [AUDIENCE_CATEGORIES.age.name]: {
    "18-24": { features: { faces: 0.1, colour: 0.1 }, reason: "Younger viewers favour faces and colour (social-media viewing habits)." },
    "25-34": { features: { faces: 0.05 }, reason: "Close to the baseline." },
    "35-44": { reason: "The calibration baseline (general adults)." },
    "45-54": { features: { text: 0.1 }, reason: "More reading." },
    "55-64": { centre: 1.1, features: { text: 0.15 }, reason: "A narrower useful field of view with age." },
    "65+": {
      centre: 1.2,
      features: { text: 0.2, colour: -0.1 },
      reason: "Narrower useful field of view and more reading; lower colour sensitivity.",
    },
  },
  [AUDIENCE_CATEGORIES.gender.name]: {
    Female: { features: { faces: 0.1 }, reason: "Women fixate faces, the eyes in particular, slightly more (Hall et al. 2010)." },
    Male: { features: { objects: 0.05 }, reason: "A small shift towards objects; otherwise the baseline." },
  },
  [AUDIENCE_CATEGORIES.mood.name]: {
    Happy: { valence: 0.25, arousal: 0.1, reason: "Mood congruence: positive mood colours appraisal positively." },
    Excited: { valence: 0.2, arousal: 0.3, reason: "High arousal." },
    Calm: { valence: 0.1, arousal: -0.2, reason: "Low arousal." },
    Neutral: { reason: "The baseline." },
    Stressed: {
      valence: -0.2,
      arousal: 0.25,
      centre: 1.15,
      features: { faces: 0.1 },
      reason: "Attention narrows under stress; threat and faces gain priority.",
    },
    Tired: { valence: -0.1, arousal: -0.3, centre: 1.2, reason: "Fatigue narrows scanning." },
  },
  [AUDIENCE_CATEGORIES.timeOfDay.name]: {
    Morning: { valence: 0.05, arousal: 0.05, reason: "Slightly more positive affect in the morning (diurnal affect studies)." },
    Afternoon: { reason: "The baseline." },
    Evening: { arousal: -0.05, reason: "Relaxed leisure viewing." },
    Night: { valence: -0.05, arousal: -0.15, centre: 1.1, reason: "Fatigue late at night." },
  },
  [AUDIENCE_CATEGORIES.device.name]: {
    Mobile: {
      time: deviceViewingFactor("Mobile"),
      centre: 1.3,
      features: { text: -0.2 },
      reason: `A phone's feed: ${FEED_VIEWING.mobileS} s per post against ${FEED_VIEWING.desktopS} s on a desktop (${FEED_VIEWING.source}); centred small screen, little reading.`,
    },
    Desktop: { reason: "The calibration setting (desktop monitor)." },
    Tablet: { centre: 1.15, reason: "A smaller screen than a desktop's; its viewing time stays the desktop's (no measured figure)." },
  },
  [AUDIENCE_CATEGORIES.interests.name]: {
    Fashion: { features: { faces: 0.15, people: 0.15, colour: 0.1 }, reason: "Looks at models and outfits." },
    Beauty: { features: { faces: 0.2, colour: 0.1 }, reason: "Looks at faces and skin." },
    Technology: { features: { objects: 0.15, text: 0.1 }, reason: "Looks at products and specifications." },
    Gaming: { features: { colour: 0.1, orientation: 0.1 }, reason: "Drawn to vivid, high-contrast detail." },
    Sports: { features: { people: 0.15 }, reason: "Looks at athletes and action." },
    Outdoors: { features: { spectral: 0.1 }, reason: "Explores the scene more than its labels." },
    Food: { features: { objects: 0.15, colour: 0.1 }, reason: "Looks at the food itself." },
    Travel: { features: { spectral: 0.1, people: 0.05 }, reason: "Explores scenery." },
    Finance: { features: { text: 0.2 }, reason: "Reads figures and copy." },
    Health: { features: { text: 0.1, faces: 0.05 }, reason: "Reads claims, checks people." },
    Automotive: { features: { objects: 0.2 }, reason: "Looks at the vehicle." },
    Home: { features: { objects: 0.1 }, reason: "Looks at furnishings and products." },
    Entertainment: { features: { faces: 0.1, text: 0.05 }, reason: "Looks at stars and titles." },
    Music: { features: { faces: 0.05, colour: 0.05 }, reason: "Close to the baseline." },
    Parenting: { features: { faces: 0.15, people: 0.1 }, reason: "Looks at children and families." },
    Causes: { features: { faces: 0.1, text: 0.1 }, reason: "Looks at the people helped and reads what the cause asks." },
  },
};

// Added to early fixations' horizontal bias.
export const RTL_READING_BIAS = 1.5;

const LOCATION = AUDIENCE_CATEGORIES.location.name;

// Unknown categories and labels are neutral; locations take their country's script.
export function profileOf(category: string, label: string): BehaviourProfile & { readingBias: number } {
  if (category === LOCATION) {
    return readsRightToLeft(label)
      ? { readingBias: RTL_READING_BIAS, reason: "The main script of the country is read right to left." }
      : { readingBias: 0, reason: "Left-to-right readers, like the calibration observers." };
  }
  return { readingBias: 0, ...(PROFILES[category]?.[label] ?? { reason: "Unknown label: neutral." }) };
}
