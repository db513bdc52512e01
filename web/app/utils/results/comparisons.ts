import { type ImageResult, rankByScore, sharedAreas } from "@adsight/shared";
import type { RowOrder } from "./results-url";

export interface RankedResult {
  result: ImageResult;
  rank: number;
}

export function rankResults(results: ImageResult[], order: RowOrder): RankedResult[] {
  const ranked = rankByScore(results, (result) => ({ idx: result.input_image_idx, score: result.overall_score }));
  const rows = order === "best" ? ranked : [...ranked].sort((a, b) => a.image.input_image_idx - b.image.input_image_idx);
  return rows.map(({ image, rank }) => ({ result: image, rank }));
}

export function areaComparisons(results: ImageResult[]) {
  return sharedAreas(results.map((result) => ({ idx: result.input_image_idx, eyeCatchers: result.eye_catchers })));
}
