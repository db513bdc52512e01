import type { PixelBox } from "../schemas/eye-catchers.js";

// The shapes marketers publish to. A crop recommendation is made for each (the edit's `placement` is its id).
export const PLACEMENTS = [
  { id: "1:1", ratio: 1, label: "Square feed post (1:1)" },
  { id: "4:5", ratio: 4 / 5, label: "Portrait feed post (4:5)" },
  { id: "9:16", ratio: 9 / 16, label: "Story, Reel or TikTok (9:16)" },
  { id: "1.91:1", ratio: 1.91, label: "Landscape feed or link post (1.91:1)" },
] as const;
export type PlacementId = (typeof PLACEMENTS)[number]["id"];

/** Shares of the frame's height (top, bottom) and width (left, right) that the app's own interface covers. */
export interface CoveredMargins {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface CoveredAreas {
  platform: string;
  placement: PlacementId;
  margins: CoveredMargins;
  source: string;
  read: string; // YYYY-MM-DD
}

// As the platforms publish them (or, for TikTok, which publishes template images only, as its guides measure them).
// Platforms change their interfaces: re-read the sources and update the table with its date.
export const COVERED_AREAS: readonly CoveredAreas[] = [
  {
    platform: "Instagram and Facebook Stories",
    placement: "9:16",
    margins: { top: 0.14, bottom: 0.2, left: 0, right: 0 },
    source: "https://www.facebook.com/business/ads-guide/image/facebook-story (Meta Ads Guide: about 14 % top, 20 % bottom)",
    read: "2026-12-07",
  },
  {
    platform: "Instagram and Facebook Reels",
    placement: "9:16",
    margins: { top: 0.14, bottom: 0.35, left: 0.06, right: 0.06 },
    source: "https://mediamaxnetwork.com/digital-specifications/social-ads/ (Meta's Reels guidance: 14 % top, 35 % bottom, 6 % each side)",
    read: "2026-12-07",
  },
  {
    platform: "TikTok",
    placement: "9:16",
    margins: { top: 0.08, bottom: 0.35, left: 0, right: 0.15 },
    source:
      "https://tikadtools.com/blog/tiktok-video-specs-for-ads (bottom 35 %, right 15 %); https://adfuseai.com/blog/tiktok-ad-sizes-specs-guide (top 150 of 1 920 px)",
    read: "2026-12-07",
  },
  {
    platform: "YouTube Shorts",
    placement: "9:16",
    margins: { top: 0.15, bottom: 0.35, left: 0.044, right: 0.178 },
    source: "https://shotstack.io/learn/vertical-video-safe-zones/ (Google's vertical ads: 288, 672, 48 and 192 px of 1 080 × 1 920)",
    read: "2026-12-07",
  },
];

/** What no platform of the placement covers: the widest margin on each side over its platforms (none for feed shapes). */
export function coveredMargins(placement: PlacementId): CoveredMargins {
  const areas = COVERED_AREAS.filter((a) => a.placement === placement).map((a) => a.margins);
  return {
    top: Math.max(0, ...areas.map((m) => m.top)),
    bottom: Math.max(0, ...areas.map((m) => m.bottom)),
    left: Math.max(0, ...areas.map((m) => m.left)),
    right: Math.max(0, ...areas.map((m) => m.right)),
  };
}

/** The part of a frame (in its own pixels) that the placement's interfaces leave uncovered. */
export function safeBox(width: number, height: number, placement: PlacementId): PixelBox {
  const m = coveredMargins(placement);
  const x = Math.round(m.left * width);
  const y = Math.round(m.top * height);
  return { x, y, width: Math.round((1 - m.right) * width) - x, height: Math.round((1 - m.bottom) * height) - y };
}
