import { type CreativeFormat, type CreativeScores, OWN_NORMS_MIN_CREATIVES } from "@adsight/shared";
import { CREATIVE_MODELS, type NormTable, percentileIn, type ScoreKind } from "./creative-scores";

export type OwnNorms = Partial<Record<CreativeFormat, Record<ScoreKind, NormTable>>>;

/** The service's own creatives once it holds OWN_NORMS_MIN_CREATIVES of the format, the development set before. */
export function normTable(kind: ScoreKind, format: CreativeFormat, own: OwnNorms | null, models = CREATIVE_MODELS): NormTable {
  const mine = own?.[format]?.[kind];
  return mine && mine.size >= OWN_NORMS_MIN_CREATIVES ? mine : models.norms[kind][format];
}

type Scored = CreativeScores & { overall_score: number | null };

/** Percentiles and norm sets read for the chosen (else guessed) format against the norms of now; the scores stay. */
export function withNorms<T extends Scored>(scores: T, chosen: CreativeFormat | null, own: OwnNorms | null): T {
  const guessed = scores.creative_format_guessed ?? scores.creative_format;
  const { clarity_score: clarity, appeal_score: appeal, overall_score: overall } = scores;
  if (guessed == null || clarity == null || appeal == null || overall == null) return scores;
  const format = chosen ?? guessed;
  const read = (kind: ScoreKind, value: number) => percentileIn(normTable(kind, format, own), value);
  const percentiles = { clarity: read("clarity", clarity), appeal: read("appeal", appeal), overall: read("overall", overall) };
  return {
    ...scores,
    clarity_percentile: percentiles.clarity.percentile,
    appeal_percentile: percentiles.appeal.percentile,
    overall_percentile: percentiles.overall.percentile,
    norm_set: percentiles.overall.set,
    norm_sets: { clarity: percentiles.clarity.set, appeal: percentiles.appeal.set, overall: percentiles.overall.set },
    creative_format: format,
    creative_format_source: chosen === null ? "guessed" : "chosen",
    creative_format_guessed: guessed,
  };
}
