import { OWN_NORMS_MIN_CREATIVES } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { CREATIVE_MODELS, percentileOf } from "./creative-scores";
import { normTable, type OwnNorms, withNorms } from "./norms";

const table = (size: number, name = "display ads on this service") => ({
  name,
  size,
  quantiles: Array.from({ length: 101 }, (_, i) => i),
});
const own = (size: number): OwnNorms => ({ display: { clarity: table(size), appeal: table(size), overall: table(size) } });

const scores = {
  clarity_score: 30,
  appeal_score: 70,
  overall_score: 50,
  clarity_percentile: 1,
  appeal_percentile: 1,
  overall_percentile: 1,
  clarity_score_interval: [20, 40] as [number, number],
  appeal_score_interval: [60, 80] as [number, number],
  overall_score_interval: [45, 55] as [number, number],
  norm_set: null,
  norm_sets: null,
  creative_format: "display" as const,
  creative_format_source: "guessed" as const,
  creative_format_guessed: "display" as const,
  clarity_drivers: [],
  appeal_labels: [],
};

describe("normTable", () => {
  it("reads the service's own table from the threshold on, the development set below it or when there is none", () => {
    expect(normTable("clarity", "display", own(OWN_NORMS_MIN_CREATIVES))).toEqual(table(OWN_NORMS_MIN_CREATIVES));
    expect(normTable("clarity", "display", own(OWN_NORMS_MIN_CREATIVES - 1))).toBe(CREATIVE_MODELS.norms.clarity.display);
    expect(normTable("clarity", "page", own(5000))).toBe(CREATIVE_MODELS.norms.clarity.page);
    expect(normTable("overall", "display", null)).toBe(CREATIVE_MODELS.norms.overall.display);
  });
});

describe("withNorms", () => {
  it("reads the percentiles for the chosen format and keeps the scores and their intervals", () => {
    const chosen = withNorms(scores, "photo", null);
    expect(chosen).toMatchObject({
      clarity_score: 30,
      appeal_score: 70,
      overall_score: 50,
      clarity_score_interval: [20, 40],
      creative_format: "photo",
      creative_format_source: "chosen",
      creative_format_guessed: "display",
      clarity_percentile: percentileOf("clarity", "photo", 30).percentile,
      appeal_percentile: percentileOf("appeal", "photo", 70).percentile,
      overall_percentile: percentileOf("overall", "photo", 50).percentile,
      norm_set: percentileOf("overall", "photo", 50).set,
    });
    expect(withNorms(chosen, null, null)).toMatchObject({ creative_format: "display", creative_format_source: "guessed" });
  });

  it("reads the own norm set's percentiles with its name and size once it counts", () => {
    const served = withNorms(scores, null, own(340));
    expect(served.norm_set).toEqual({ name: "display ads on this service", size: 340 });
    expect([served.clarity_percentile, served.appeal_percentile, served.overall_percentile]).toEqual([30, 70, 50]);
  });

  it("leaves a result stored before the scores as it was", () => {
    const old = { ...scores, clarity_score: null, creative_format: null, creative_format_guessed: null, creative_format_source: null };
    expect(withNorms(old, "print", own(500))).toBe(old);
  });
});
