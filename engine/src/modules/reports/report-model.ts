import type { Categories, EmotionShares, EyeCatcher, ImageScores } from "@adsight/shared";
import type { TrustFigures } from "./trust-figures";

/** An image ready to embed: JPEG, which the PDF carries as it is (PNGs would be decoded and re-compressed). */
export interface EmbeddedImage {
  data: Buffer;
  format: "jpg";
  width: number;
  height: number;
}

export interface ReportImage {
  /** input_image_idx; shown as "Image {idx + 1}". */
  idx: number;
  picture: EmbeddedImage;
  thumbnail: EmbeddedImage;
  heatmap: EmbeddedImage;
  scanpath: EmbeddedImage | null;
  /** The heatmaps of the first second and the first 3 seconds; null for results stored before they existed. */
  firstSecond: EmbeddedImage | null;
  firstThreeSeconds: EmbeddedImage | null;
  scores: ImageScores;
  /** Share of the viewers naming each emotion; null for results stored before the emotion model. */
  emotions: EmotionShares | null;
  /** Custom areas first, then by attention share; empty for results stored before viewing times existed. */
  eyeCatchers: EyeCatcher[];
}

/** Everything the report shows, gathered before rendering so the document is a pure function of it. */
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
    /** Simulated viewers per image, when the job stored them. */
    viewersPerImage: number | null;
    simulatedAt: Date;
    categories: Categories;
  };
  /** In input order. */
  images: ReportImage[];
  /** How the model was checked against people, for the reading guide. */
  trust: TrustFigures;
}
