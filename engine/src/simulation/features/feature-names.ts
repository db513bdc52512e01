// In the fitted weights' order. Low-level: Itti, Koch & Niebur 1998, Hou & Zhang 2007; centre −x², −y²: Tatler 2007 prior.
export const FEATURE_NAMES = [
  "intensity",
  "colour",
  "orientation",
  "spectral",
  "faces",
  "people",
  "objects",
  "text",
  "deep",
  "centreX",
  "centreY",
  "textSize",
  "top",
  "left",
  "blank",
  "deepDesigned",
  "interplay",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
