import { describe, expect, it } from "vitest";
import { type ScoreFidelity, scoreChecks } from "./score-fidelity.js";

const set = (images: number, after: number, jpegBaseline: number, rmse: number) => ({ images, after, jpegBaseline, rmse });
const rated = (images: number, deepPerSet: number, overallBefore: number, deepPerSetRmse: number) => ({
  images,
  deepPerSet,
  overallBefore,
  deepPerSetRmse,
});

/** Figures made up for the wording; the real ones are fidelity.json's. */
const RECORD: ScoreFidelity = {
  command: "npm run scores -w @adsight/research -- --record 1",
  clarity: {
    ad: set(99, 0.851, 0.754, 10.1),
    vis: set(99, 0.787, 0.702, 12.9),
    scenes: set(100, 0.845, 0.274, 10.7),
    objects: set(100, 0.83, 0.16, 12),
  },
  appeal: { pages: rated(199, 0.587, -0.021, 23.5), display: rated(250, 0.235, -0.041, 29.2) },
  labels: {
    good_design: { rho: 0.42 },
    clickbait: { rho: 0.351 },
    boring: { rho: 0.223 },
    simple: { rho: 0.265 },
    unclear: { rho: 0.083 },
  },
  shownLabels: [{ id: "good_design", label: "Looks well designed" }],
  labelWords: { good_design: "Looks well designed", clickbait: "Looks like clickbait", simple: "Looks simple", boring: "Looks boring" },
  labelMinAgreement: 0.4,
  ab: { before: { pairs: 150, accuracy: 0.503, interval: [0.437, 0.57] }, after: { pairs: 150, accuracy: 0.473, interval: [0.407, 0.54] } },
  formats: {
    accuracy: 0.811,
    perFormat: {
      photo: { right: 0.89, images: 112 },
      page: { right: 0.93, images: 499 },
      display: { right: 0.78, images: 250 },
      print: { right: 0.23, images: 99 },
    },
  },
};

describe("the scores' checks in a marketer's words", () => {
  const checks = scoreChecks(RECORD);
  const text = (id: string) => {
    const check = checks.find((entry) => entry.id === id)!;
    return [...check.agreement, check.checkedOn, check.notCheckedOn].join(" ");
  };

  it("gives each score with its agreement with people, what it was checked on and what not", () => {
    expect(checks.map((check) => check.score)).toEqual([
      "Clarity",
      "Appeal",
      "What people would say",
      "Overall Score and which version wins",
    ]);
    for (const check of checks) {
      expect(check.agreement.length).toBeGreaterThan(0);
      expect(check.checkedOn).not.toBe("");
      expect(check.notCheckedOn).not.toBe("");
    }
    expect(text("clarity")).toContain("Ads: 0.85 on 99 magazine and poster ads (the image's file size alone, a simple guess: 0.75)");
    expect(text("clarity")).toContain("within 10–13 points");
    expect(text("appeal")).toContain("Web pages: 0.59 on 199 pages");
    expect(text("appeal")).toContain("(former Overall Score: −0.04)");
    expect(text("labels")).toContain("at 0.40 or more: “Looks well designed” 0.42");
    expect(text("labels")).toContain("“Looks like clickbait” 0.35, “Looks simple” 0.27, “Looks boring” 0.22 and 1 more");
  });

  it("states how often the higher Overall Score won its A/B test, with its range and the coin toss beside it", () => {
    expect(text("overall")).toContain("won 47% of the time (90 % range 41–54%); a coin toss wins 50 %");
    expect(text("overall")).toContain("The former hand-set score won 50%");
    expect(text("overall")).toContain("no clear winner");
  });

  it("uses no metric names or commands", () => {
    const all = checks.map((check) => [check.score, ...check.agreement, check.checkedOn, check.notCheckedOn].join(" ")).join(" ");
    expect(all).not.toMatch(/Spearman|ρ|rho|RMSE|cross-valid|npm |AUC|Brier/i);
  });
});
