import type { CreativeScores, Interval } from "@adsight/shared";
import {
  appealScore,
  clarityScore,
  type CreativeFeatures,
  inferFormat,
  overallInputs,
  overallScore,
  percentileOf,
  type ViewerFigures,
} from "./creative-scores";
import { percentileBounds, type Resamples } from "./intervals";
import { resampledViewerFigures, type ViewerRecords } from "./viewer-figures";

/**
 * Resamples the overall score's interval reads: its inputs are summed again over each, so fewer than the shares get.
 * Only these are drawn: resample r's draws come after those of resamples 0..r−1, so drawing more changes none of them.
 */
export const OVERALL_RESAMPLES = 60;
const Z = 1.6448536269514722;

const round1 = (v: number) => Math.round(v * 10) / 10;
const clamp = (v: number) => Math.max(0, Math.min(100, v));
// A score read from the image alone: its cross-validated error (RMSE in points) as a normal 90 % interval.
export const errorInterval = (score: number, error: number): Interval => [
  round1(clamp(score - Z * error)),
  round1(clamp(score + Z * error)),
];

/** Clarity, appeal and the overall score, their percentiles among creatives of the inferred format, their intervals. */
export function creativeVerdict(
  creative: CreativeFeatures,
  figures: ViewerFigures,
  records: ViewerRecords,
  resamples: Resamples,
): CreativeScores & { overall_score: number } {
  const { format } = inferFormat(creative);
  const clarity = clarityScore(creative, format);
  const appeal = appealScore(creative, format);
  const overall = overallScore(overallInputs(figures, clarity.score, appeal.score));
  const resampled = resampledViewerFigures(records, resamples, OVERALL_RESAMPLES).map((each) =>
    overallScore(overallInputs(each, clarity.score, appeal.score)),
  );
  const percentiles = {
    clarity: percentileOf("clarity", format, clarity.score),
    appeal: percentileOf("appeal", format, appeal.score),
    overall: percentileOf("overall", format, overall),
  };
  return {
    overall_score: overall,
    clarity_score: clarity.score,
    appeal_score: appeal.score,
    clarity_percentile: percentiles.clarity.percentile,
    appeal_percentile: percentiles.appeal.percentile,
    overall_percentile: percentiles.overall.percentile,
    clarity_score_interval: errorInterval(clarity.score, clarity.error),
    appeal_score_interval: errorInterval(appeal.score, appeal.error),
    overall_score_interval: percentileBounds(resampled) ?? [overall, overall],
    norm_set: percentiles.overall.set,
    norm_sets: { clarity: percentiles.clarity.set, appeal: percentiles.appeal.set, overall: percentiles.overall.set },
    creative_format: format,
    creative_format_source: "guessed",
    creative_format_guessed: format,
    clarity_drivers: clarity.drivers,
    appeal_labels: appeal.labels,
  };
}
