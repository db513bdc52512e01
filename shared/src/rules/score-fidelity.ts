import { formatShare } from "./results.js";

// Every figure from 5-fold cross-validation: each image scored by a model fitted without it.
export interface ScoreFidelity {
  command: string;
  clarity: Record<"ad" | "vis" | "scenes" | "objects", { images: number; jpegBaseline: number; after: number; rmse: number }>;
  appeal: Record<"pages" | "display", { images: number; overallBefore: number; deepPerSet: number; deepPerSetRmse: number }>;
  labels: Record<string, { rho: number }>;
  shownLabels: { id: string; label: string }[];
  labelWords: Record<string, string>;
  labelMinAgreement: number;
  ab: Record<"before" | "after", { pairs: number; accuracy: number; interval: [number, number] }>;
  formats: { accuracy: number; perFormat: Record<"photo" | "page" | "display" | "print", { right: number; images: number }> };
}

export interface ScoreCheck {
  id: "clarity" | "appeal" | "labels" | "overall";
  score: string;
  agreement: string[];
  checkedOn: string;
  notCheckedOn: string;
}

const agreement = (value: number) => value.toFixed(2).replace("-", "−");
const points = (low: number, high: number) =>
  Math.round(low) === Math.round(high) ? `${Math.round(low)}` : `${Math.round(low)}–${Math.round(high)}`;

export const AGREEMENT_NOTE =
  "Agreement is how closely a score puts creatives in the same order as people did: 1 is the same order, 0 no relation. " +
  "Every creative was scored by a model fitted without it, so these are the figures to expect on creatives the model has never seen.";

export function scoreChecks(record: ScoreFidelity): ScoreCheck[] {
  const { clarity, appeal, labels, ab } = record;
  const clarityError = points(
    Math.min(clarity.ad.rmse, clarity.vis.rmse, clarity.scenes.rmse),
    Math.max(clarity.ad.rmse, clarity.vis.rmse, clarity.scenes.rmse),
  );
  const shown = record.shownLabels.map(({ id, label }) => `“${label}” ${agreement(labels[id]?.rho ?? 0)}`);
  const notShown = Object.entries(labels)
    .filter(([id]) => !record.shownLabels.some((label) => label.id === id))
    .sort(([, a], [, b]) => b.rho - a.rho);
  const [best] = notShown;
  const [low, high] = ab.after.interval;
  return [
    {
      id: "clarity",
      score: "Clarity",
      agreement: [
        `Ads: ${agreement(clarity.ad.after)} on ${clarity.ad.images} magazine and poster ads (the image's file size alone, a simple guess: ${agreement(clarity.ad.jpegBaseline)}).`,
        `Infographics, read for web pages: ${agreement(clarity.vis.after)} on ${clarity.vis.images} (file size: ${agreement(clarity.vis.jpegBaseline)}).`,
        `Photographs: ${agreement(clarity.scenes.after)} on ${clarity.scenes.images} scenes (file size: ${agreement(clarity.scenes.jpegBaseline)}).`,
        `A clarity score is typically within ${clarityError} points of people's; the range shown beside it on the results page is that margin.`,
      ],
      checkedOn: "People's judgements of how visually complex each image is, from comparing images two at a time.",
      notCheckedOn:
        "Online display ads and videos (a video's clarity per second uses the ads' model unchecked on video), and how clarity affects results.",
    },
    {
      id: "appeal",
      score: "Appeal",
      agreement: [
        `Web pages: ${agreement(appeal.pages.deepPerSet)} on ${appeal.pages.images} pages, each rated for visual appeal by many people (the former Overall Score: ${agreement(appeal.pages.overallBefore)}).`,
        `Display ads: ${agreement(appeal.display.deepPerSet)} on ${appeal.display.images} ads, each rated for liking by 10 to 13 people (former Overall Score: ${agreement(appeal.display.overallBefore)}). Weak: how much people like an ad depends mostly on what it advertises, which the simulation does not judge.`,
        `An appeal score is typically within ${points(appeal.pages.deepPerSetRmse, appeal.display.deepPerSetRmse)} points of people's.`,
      ],
      checkedOn: "People's ratings of web pages and online display ads; print ads and photographs are scored with the display ads' model.",
      notCheckedOn: "Print and poster ads, photographs and videos, and whether a more appealing ad sells more.",
    },
    {
      id: "labels",
      score: "What people would say",
      agreement: [
        `A label is shown only where it agrees with the share of people who chose it at ${agreement(record.labelMinAgreement)} or more: ${shown.join(", ") || "none does"}.`,
        ...(best
          ? [
              `Not shown, because they agree less: ${notShown
                .slice(0, 3)
                .map(([id, { rho }]) => `“${record.labelWords[id] ?? id}” ${agreement(rho)}`)
                .join(", ")} and ${notShown.length - 3} more.`,
            ]
          : []),
      ],
      checkedOn: `The labels people chose for the ${appeal.display.images} display ads they rated.`,
      notCheckedOn: "Web pages, print ads, photographs and videos.",
    },
    {
      id: "overall",
      score: "Overall Score and which version wins",
      agreement: [
        `On ${ab.after.pairs} pairs of real web page versions whose winner a live A/B test decided, the version with the higher Overall Score won ${formatShare(ab.after.accuracy * 100)} of the time (90 % range ${Math.round(low * 100)}–${formatShare(high * 100)}); a coin toss wins 50 %. The former hand-set score won ${formatShare(ab.before.accuracy * 100)}.`,
        "With a record like this no version is named the winner (the results read “no clear winner”): the Overall Score compares where and how attention goes, not which version will sell more.",
      ],
      checkedOn: `${ab.after.pairs} pairs of web page versions that differ in a button, a picture or a line of copy, with the winner of their live test.`,
      notCheckedOn: "A/B tests of ads, posters or videos, and outcomes other than the test's own (clicks or sales).",
    },
  ];
}
