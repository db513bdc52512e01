import type { AbRanking, Categories, EmotionShares, EyeCatcher, ImageScores, KeyFrame, StoredVideoResult } from "@adsight/shared";
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
}

export interface ReportVideo {
  idx: number;
  poster: EmbeddedImage;
  figures: Omit<StoredVideoResult, "key_frames">;
  keyFrames: (KeyFrame & { heatmap: EmbeddedImage })[];
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
