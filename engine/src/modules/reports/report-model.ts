import type {
  AbRanking,
  Categories,
  EmotionShares,
  EyeCatcher,
  FigureChange,
  ImageScores,
  KeyFrame,
  RecommendationGoal,
  StoredVideoResult,
} from "@adsight/shared";
import type { TrustFigures } from "./trust-figures";

// JPEG only: the PDF carries it as it is (PNGs would be decoded and re-compressed).
export interface EmbeddedImage {
  data: Buffer;
  format: "jpg";
  width: number;
  height: number;
}

export interface ReportImage {
  idx: number;
  picture: EmbeddedImage;
  thumbnail: EmbeddedImage;
  heatmap: EmbeddedImage;
  scanpath: EmbeddedImage | null;
  // Nulls here and below: results stored before the figure existed.
  firstSecond: EmbeddedImage | null;
  firstThreeSeconds: EmbeddedImage | null;
  scores: ImageScores;
  emotions: EmotionShares | null;
  eyeCatchers: EyeCatcher[];
  // The newest finished recommendation run that kept an edit; null when none has.
  changes: ReportChanges | null;
}

export interface ReportChanges {
  goal: RecommendationGoal;
  target: string | null;
  viewers: number;
  tried: number;
  // The first few kept edits; `more` were kept besides them (the results page lists them all).
  kept: ReportChange[];
  more: number;
}

export interface ReportChange {
  rank: number;
  title: string;
  // A video's: the key frame it was made on, as the clip shows it, and when; an image's before is its picture.
  before: { still: EmbeddedImage; tMs: number } | null;
  after: EmbeddedImage;
  goal: FigureChange;
  others: FigureChange[];
}

export interface ReportVideo {
  idx: number;
  poster: EmbeddedImage;
  figures: Omit<StoredVideoResult, "key_frames">;
  keyFrames: (KeyFrame & { heatmap: EmbeddedImage })[];
  changes: ReportChanges | null;
}

export interface ReportModel {
  productName: string;
  accuracyUrl: string;
  generatedAt: Date;
  campaign: {
    name: string;
    audience: string;
    location: string;
    startDate: string;
    endDate: string;
    scale: number;
    viewersPerImage: number | null;
    simulatedAt: Date;
    categories: Categories;
  };
  images: ReportImage[];
  videos: ReportVideo[];
  abRanking: AbRanking | null;
  trust: TrustFigures;
}
