import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import {
  abCheckedOnText,
  abComparisonText,
  AUDIENCE_CATEGORIES,
  type CreativeScores,
  CreativeScoresShape,
  type EmotionFidelity,
  type EmotionShares,
  type EyeCatcher,
  type EyeCatcherKind,
  type FigureChange,
  type KeyFrame,
  type StoredVideoResult,
  type VideoEyeCatcher,
  type VideoSecond,
} from "@adsight/shared";
import { afterAll, describe, expect, it } from "vitest";
import { embeddable } from "#src/modules/reports/report-images";
import type { ReportImage, ReportModel, ReportVideo } from "#src/modules/reports/report-model";
import { TRUST_FIGURES } from "#src/modules/reports/trust-figures";
import { abRanking } from "#src/simulation/results/ab-ranking";
import { formatScore } from "./format";
import { renderReport } from "./report-document";
import { SERIES_COLOURS } from "./timeline-chart";

const scratch = mkdtempSync(join(tmpdir(), "adsight-report-doc-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function picture(colour: string, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

function eyeCatcher(
  name: string,
  kind: EyeCatcherKind,
  seen1s: number,
  seen3s: number,
  medianMs: number | null,
  dwellMs: number,
  looked = medianMs === null ? 0 : 500,
): EyeCatcher {
  return {
    name,
    kind,
    box: { x: 10, y: 10, width: 100, height: 50 },
    text: null,
    time: {
      first_look_ms: medianMs === null ? null : { median: medianMs, q1: medianMs / 2, q3: medianMs * 2 },
      seen_1s: seen1s,
      seen_3s: seen3s,
      dwell_ms: dwellMs,
      revisits: 10,
      entry_order: 2,
      viewers: looked,
      viewers_total: 1000,
      intervals: {
        seen_1s: [Math.max(0, seen1s - 3), seen1s + 3],
        seen_3s: [Math.max(0, seen3s - 3), Math.min(100, seen3s + 3)],
        dwell_ms: [dwellMs * 0.9, dwellMs * 1.1],
        first_look_ms: medianMs === null ? null : [medianMs - 100, medianMs + 100],
      },
    },
    segments: {},
  };
}

/** Image 0 and 1 share the marketer's "Logo" (named "logo" on image 1); image 2 is a result stored before viewing times. */
const EYE_CATCHERS: EyeCatcher[][] = [
  [
    eyeCatcher("Logo", "custom", 52, 80, 850, 410),
    eyeCatcher("Buy now", "custom", 12.5, 40, 1630, 120),
    eyeCatcher("Face", "face", 70, 95, 310, 900),
    eyeCatcher("Object 1", "object", 0, 0, null, 0),
    eyeCatcher("Tagline", "text", 0.2, 0.4, null, 5, 4),
  ],
  [eyeCatcher("logo", "custom", 33.3, 61, 1200, 250), eyeCatcher("Person", "person", 64, 90, 400, 700)],
  [],
];

/** Image 2 is a result stored before the emotion model. */
const EMOTIONS: (EmotionShares | null)[] = [
  { anger: 0.02, disgust: 0.03, fear: 0.05, joy: 0.41, sadness: 0.04, surprise: 0.2, neutral: 0.25 },
  { anger: 0.3, disgust: 0.1, fear: 0.25, joy: 0.05, sadness: 0.15, surprise: 0.05, neutral: 0.1 },
  null,
];

const agreement = (valence_r: number, arousal_r: number, side: number) => ({ valence_r, arousal_r, side });
/** Figures made up for the layout: the real ones come from engine/research/fidelity.json. */
const EMOTION_FIDELITY: EmotionFidelity = {
  command: "npm run emotion -w @adsight/research -- --record 1",
  fittedOn: ["Emotion6 photographs", "BASS pictograms"],
  folds: 5,
  sets: {
    emotion6: {
      images: 1980,
      before: agreement(0.21, 0.08, 0.57),
      after: agreement(0.71, 0.46, 0.81),
      emotions: { top1: 0.52, kl: 0.43, uniform: { top1: 0.17, kl: 0.9 }, average: { top1: 0.3, kl: 0.61 } },
    },
    bass: { images: 583, before: agreement(0.3, 0.1, 0.6), after: agreement(0.8, 0.5, 0.9) },
  },
  cross: { emotion6_to_bass: agreement(0.42, 0.21, 0.7), bass_to_emotion6: agreement(0.33, 0.12, 0.66) },
  notCheckedOn: "Advertisements specifically: no rated ads were at hand.",
};

// Results stored before clarity, appeal and the norms existed.
const NO_CREATIVE_SCORES = Object.fromEntries(Object.keys(CreativeScoresShape).map((key) => [key, null])) as unknown as CreativeScores;

async function image(idx: number, score: number, objects: number): Promise<ReportImage> {
  const bytes = await picture(["#cc3333", "#3366cc", "#33aa66"][idx % 3], idx % 2 ? 600 : 800, idx % 2 ? 900 : 600);
  const names = Array.from({ length: objects }, (_, i) => `Object ${i + 1}`);
  return {
    idx,
    picture: await embeddable(bytes, 900),
    thumbnail: await embeddable(bytes, 240),
    heatmap: await embeddable(bytes, 900),
    scanpath: idx === 1 ? null : await embeddable(bytes, 900),
    firstSecond: idx === 2 ? null : await embeddable(bytes, 900),
    firstThreeSeconds: idx === 2 ? null : await embeddable(bytes, 900),
    eyeCatchers: EYE_CATCHERS[idx],
    emotions: EMOTIONS[idx],
    changes: null,
    scores: {
      num_eye_catchers: 2,
      overall_score: score,
      emo_valence: 0.31,
      emo_arousal: -0.12,
      emo_approach_score: 40.5,
      emo_risk_score: 3.2,
      aoi_reach_scores: Object.fromEntries(names.map((name, i) => [name, 80 - i * 7])),
      aoi_attention_shares: Object.fromEntries(names.map((name, i) => [name, 30 - i * 2])),
      aoi_efficiency: Object.fromEntries(names.map((name, i) => [name, 1.5 + i / 10])),
      num_viewers: 1000,
      aoi_reach_intervals: Object.fromEntries(names.map((name, i) => [name, [77 - i * 7, 83 - i * 7]])),
      aoi_attention_shares_intervals: Object.fromEntries(names.map((name, i) => [name, [28 - i * 2, 32 - i * 2]])),
      emo_valence_interval: [0.29, 0.33],
      emo_arousal_interval: [-0.14, -0.1],
      emo_approach_score_interval: [38, 43],
      emo_risk_score_interval: [2.4, 4.2],
      ...NO_CREATIVE_SCORES,
    },
  };
}

const NEUTRAL: EmotionShares = { anger: 0, disgust: 0, fear: 0, joy: 0.2, sadness: 0, surprise: 0.1, neutral: 0.7 };

function videoEyeCatcher(
  name: string,
  kind: Exclude<EyeCatcherKind, "custom" | "region">,
  seenBySecond: number[],
  looked: number,
  firstLook: number | null,
  firstOnScreen = 0,
): VideoEyeCatcher {
  return {
    name,
    kind,
    text: kind === "text" ? name : null,
    first_on_screen_ms: firstOnScreen,
    on_screen_ms: 4300,
    looked_ms: looked,
    seen_by: seenBySecond[seenBySecond.length - 1],
    seen_by_second: seenBySecond,
    first_look_ms: firstLook === null ? null : { median: firstLook, q1: firstLook - 200, q3: firstLook + 400 },
  };
}

/** A 6.4 s clip of three scenes; the brand is seen by 3 s by 61.5% of the viewers. */
function storedVideo(width: number, height: number, durationMs: number, eyeCatchers: VideoEyeCatcher[]): StoredVideoResult {
  const seconds = Math.ceil(durationMs / 1000);
  const catchers = eyeCatchers.map((e) => ({
    ...e,
    seen_by_second: e.seen_by_second.slice(0, seconds),
    seen_by: e.seen_by_second[seconds - 1],
  }));
  const cuts = [2400, 4800].filter((cut) => cut < durationMs);
  const timeline = Array.from({ length: seconds }, (_, second): VideoSecond => ({
    second,
    focus: 0.2 + 0.1 * second,
    attention: Object.fromEntries(catchers.map((e, i) => [e.name, Math.max(0, 30 - 6 * i + (second % 3) * 4 - i * second)])),
    affect: {
      emo_valence: -0.2 + 0.08 * second,
      emo_arousal: 0.3 - 0.05 * second,
      emo_approach_score: 20,
      emo_risk_score: 5,
      emotions: NEUTRAL,
      segments: {},
    },
  }));
  const keyFrames = [
    ...[0, ...cuts].map((t_ms): KeyFrame => ({ t_ms, reason: "scene" })),
    ...[1300, 5750].filter((t_ms) => t_ms < durationMs).map((t_ms): KeyFrame => ({ t_ms, reason: "peak" })),
  ].sort((a, b) => a.t_ms - b.t_ms);
  return {
    width,
    height,
    duration_ms: durationMs,
    num_viewers: 1000,
    frames_analysed: 2 * seconds - 1,
    scene_cuts_ms: cuts,
    timeline,
    eye_catchers: catchers,
    key_frames: keyFrames.map((frame, i) => ({ ...frame, heatmap: `stored-${i}` })),
  };
}

async function video(idx: number, stored: StoredVideoResult): Promise<ReportVideo> {
  const { key_frames: keyFrames, ...figures } = stored;
  const colours = ["#aa2222", "#2255aa", "#22aa55", "#aaaa22", "#7722aa"];
  return {
    idx,
    poster: await embeddable(await picture("#444444", stored.width, stored.height), 240),
    figures,
    keyFrames: await Promise.all(
      keyFrames.map(async (frame, i) => ({
        ...frame,
        heatmap: await embeddable(await picture(colours[i % colours.length], stored.width, stored.height), 480),
      })),
    ),
    changes: null,
  };
}

const VIDEO_EYE_CATCHERS = [
  videoEyeCatcher("Northwind logo", "text", [20, 48.2, 61.5, 70, 74, 78.5, 80.1], 1730, 1250),
  videoEyeCatcher("Face", "face", [55, 80, 88, 90, 91, 92, 92.4], 2410, 450),
  videoEyeCatcher("Person", "person", [10, 30, 45, 50, 52, 60, 61], 900, 2100),
  videoEyeCatcher("Bottle", "object", [0, 5, 9, 12, 20, 24, 25], 310, 3300),
  videoEyeCatcher("Object 2", "object", [0, 0, 0, 0, 0, 0, 0], 0, null, 3600),
];

async function videoModel(): Promise<ReportModel> {
  const model = await sampleModel();
  return {
    ...model,
    images: [model.images[0]],
    videos: [
      await video(1, storedVideo(1280, 720, 6400, VIDEO_EYE_CATCHERS)),
      await video(2, storedVideo(1080, 1920, 2500, VIDEO_EYE_CATCHERS.slice(1, 3))),
    ],
  };
}

function textOf(pdf: Buffer): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const pages = (text: string) => text.split("\f").filter((page) => page.trim() !== "");

// A4 at 20 dpi: the body runs from the top margin (44 pt) to the footer's margin (72 pt from the bottom).
const DPI = 20;
const BODY = { top: (44 * DPI) / 72, bottom: ((842 - 72) * DPI) / 72 };

/** How far down each page's body its lowest ink reaches (0–1): a page with a line or two at the top reads about 0.1. */
async function pageFill(pdf: Buffer): Promise<number[]> {
  const dir = mkdtempSync(join(scratch, "fill-"));
  writeFileSync(join(dir, "r.pdf"), pdf);
  execFileSync("pdftoppm", ["-png", "-gray", "-r", String(DPI), join(dir, "r.pdf"), join(dir, "p")]);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".png"))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const { data, info } = await sharp(join(dir, name)).greyscale().raw().toBuffer({ resolveWithObject: true });
      let lowest = BODY.top;
      for (let y = Math.ceil(BODY.top); y < Math.floor(BODY.bottom); y++)
        for (let x = 0; x < info.width; x++) if (data[y * info.width + x] < 200) lowest = y;
      return (lowest - BODY.top) / (BODY.bottom - BODY.top);
    }),
  );
}

async function sampleModel(name = "Winter coats", audience = "parents in cold cities"): Promise<ReportModel> {
  return {
    productName: "AdSight",
    accuracyUrl: "https://adsight.example/accuracy",
    generatedAt: new Date("2026-11-23T10:00:00Z"),
    campaign: {
      name,
      audience,
      location: "Oslo",
      startDate: "2026-12-01",
      endDate: "2027-02-28",
      scale: 10,
      viewersPerImage: 1000,
      simulatedAt: new Date("2026-11-22T10:00:00Z"),
      categories: {
        Age: { values: { "25-34": 0.5, "35-44": 0.5 }, locks: {} },
        Mood: { values: { Calm: 0.25, Happy: 0.25, Tired: 0.25, Excited: 0.25 }, locks: {} },
      },
    },
    images: [await image(0, 41.2, 4), await image(1, 77.9, 11), await image(2, 63, 3)],
    videos: [],
    abRanking: null,
    trust: {
      attention: TRUST_FIGURES.attention,
      designed: TRUST_FIGURES.designed,
      emotion: EMOTION_FIDELITY,
      video: TRUST_FIGURES.video,
      slideshows: TRUST_FIGURES.slideshows,
    },
  };
}

/** A generated setup as PostgreSQL's jsonb gives it back: keys shorter first ("65+" before "18-24"), every category of the vocabulary. */
const STORED_SETUP: ReportModel["campaign"]["categories"] = Object.fromEntries(
  Object.entries<Record<string, number>>({
    Age: { "65+": 0.07, "18-24": 0.27, "25-34": 0.24, "35-44": 0.19, "45-54": 0.14, "55-64": 0.09 },
    Mood: { Calm: 0.2, Tired: 0.15, Happy: 0.2, Excited: 0.1, Neutral: 0.25, Stressed: 0.1 },
    Device: { Mobile: 0.72, Tablet: 0.05, Desktop: 0.23 },
    Gender: { Male: 0.5, Female: 0.5 },
    Location: { "London, United Kingdom": 0.7, "Manchester, United Kingdom": 0.3 },
    Interests: Object.fromEntries(AUDIENCE_CATEGORIES.interests.labels.map((label) => [label, 1 / 16])),
    "Time of day": { Night: 0.1, Evening: 0.35, Morning: 0.25, Afternoon: 0.3 },
  }).map(([name, values]) => [name, { values, locks: Object.fromEntries(Object.keys(values).map((label) => [label, false])) }]),
);

describe("the report document", () => {
  it("has a cover, two pages per image, the ranking, the shared areas and the checks against people in one flow, and a reading guide, each with the footer", async () => {
    const model = await sampleModel();
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, await renderReport(model));
    const text = textOf(await renderReport(model));
    const all = pages(text);
    expect(all).toHaveLength(10);
    all.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of 10`);
      expect(page).toContain("AdSight · Audience simulation report · Winter coats");
      expect(page).toContain("https://adsight.example/accuracy");
    });
    expect(all[0]).toContain("Dec 1, 2026 – Feb 28, 2027");
    expect(all[0]).toContain("10 (1,000 simulated viewers per image)");
    expect(all[0]).toMatch(/Image 2\s[\s\S]*78\s/);
    expect(all[3]).toContain("No typical scanpath for this image");
    expect(all[3]).toContain("Object 8");
    expect(all[3]).not.toContain("Object 9");
    expect(all[3]).toContain("3 more objects, each reached by fewer viewers");

    // Each image's second page: the two time-sliced heatmaps and the First look table, custom areas first.
    const firstLook = all[2];
    expect(firstLook).toContain("First second");
    expect(firstLook).toContain("First 3 seconds");
    expect(firstLook).toMatch(/Eye catcher\s+Seen in 1 s\s+Seen in 3 s\s+Time to first look\s+Dwell/);
    // Each figure with its 90 % interval in brackets.
    const rows = firstLook.split("\n").filter((line) => /^\s*(Logo|Buy now|Face|Object 1) ·/.test(line));
    expect(rows.map((line) => line.trim().split(/\s{2,}|(?<=[)—]) (?=\d)/))).toEqual([
      ["Logo · your area", "52% (49–55%)", "80% (77–83%)", "0.85 s (0.75–0.95 s)", "0.41 s (0.37–0.45 s)"],
      ["Buy now · your area", "13% (10–16%)", "40% (37–43%)", "1.63 s (1.53–1.73 s)", "0.12 s (0.11–0.13 s)"],
      ["Face · face", "70% (67–73%)", "95% (92–98%)", "0.31 s (0.21–0.41 s)", "0.90 s (0.81–0.99 s)"],
      ["Object 1 · object", "0% (0–3%)", "0% (0–3%)", "—", "0.00 s (0.00–0.00 s)"],
    ]);
    expect(all[6]).toContain("No first second heatmap for this simulation");
    expect(all[6]).toContain("Viewing times were not computed for this simulation");

    const ranking = all[7];
    const order = ["Image 2\\s+78", "Image 3\\s+63", "Image 1\\s+41"].map((row) => ranking.search(new RegExp(row)));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The marketer's "Logo" on images 1 and 2, side by side; "Buy now" is on one image only.
    // On the same page: the shared areas and the first checks against people.
    const shared = all[7];
    expect(shared).toContain("The same area on each creative");
    expect(shared).not.toContain("Buy now");
    expect(shared).toMatch(/Image 1\s+52%\s+80%\s+0\.85 s\s+0\.41 s/);
    expect(shared).toMatch(/Image 2\s+33%\s+61%\s+1\.20 s\s+0\.25 s/);
    expect(shared).toContain("Checked against people");
    expect(all.slice(7, 9).join("\n")).toContain("Web pages and ads");
    expect(all[8]).toContain("How the audience feels");
    expect(all[9]).toContain("What the figures mean");
    expect(all[9]).toContain("Time to first look");
    expect(all[9]).not.toContain("(video)");
    expect(all[9]).toMatch(/Positive Energy\s+% of the simulated viewers whose valence and arousal are both above 0/);
    expect(all[9]).toMatch(/Emotional Risk\s+% of the simulated viewers whose valence is at or below −0\.25/);
    expect(all[9]).toMatch(/Emotions\s+Share of the viewers who would name each emotion/);
    expect(formatScore(63)).toBe("63");
  });

  it("keeps eight eye-catcher rows, the note on the rest and the legend on the image's page with the longest text names", async () => {
    const model = await sampleModel();
    const names = Array.from({ length: 9 }, (_, i) => `Text: "${i} Join - get 4 months additional membersh…"`);
    const scores = (base: number) => Object.fromEntries(names.map((name, i) => [name, base - i]));
    model.images[0].scores = {
      ...model.images[0].scores,
      aoi_reach_scores: scores(90),
      aoi_attention_shares: scores(20),
      aoi_efficiency: scores(3),
    };
    const all = pages(textOf(await renderReport(model)));
    expect(all).toHaveLength(10);
    const page = all[1];
    expect(page).toContain('Text: "7 Join - get 4 months addition…');
    expect(page).toContain("1 more object, each reached by fewer viewers");
    expect(page).toContain("Eye catcher: reached by at least");
  });

  it("gives each figure its 90 % interval and the viewers it rests on, and no median time that too few viewers support", async () => {
    const all = pages(textOf(await renderReport(await sampleModel())));
    expect(all[1]).toContain("Over 1,000 simulated viewers.");
    expect(all[1]).toMatch(/Positive Energy/);
    expect(all[1]).toMatch(/41%\s*\(38–43%\)/);
    expect(all[1]).toMatch(/80%\s*\(77–83%\)/);
    const firstLook = all[2].split("\n");
    expect(firstLook.find((line) => line.includes("Face"))).toMatch(/70%\s*\(67–73%\).*0\.31 s\s*\(0\.21–0\.41 s\)/);
    expect(firstLook.find((line) => line.includes("Tagline"))).toContain("Too few viewers");
    expect(firstLook.find((line) => line.includes("Object 1"))).toContain("—");
  });

  it("leads each creative's page with its clarity and appeal against real creatives of its kind, and the overall score's", async () => {
    const model = await sampleModel();
    const set = { name: "display ads (Zeng et al., CHI 2021)", size: 250 };
    model.images[0].scores = {
      ...model.images[0].scores,
      clarity_score: 71.5,
      appeal_score: 38.7,
      clarity_percentile: 81,
      appeal_percentile: 22,
      overall_percentile: 31,
      clarity_score_interval: [54.9, 88.1],
      appeal_score_interval: [0, 86.7],
      overall_score_interval: [36.7, 45.2],
      norm_set: set,
      norm_sets: { clarity: set, appeal: set, overall: set },
      creative_format: "display",
    };
    const all = pages(textOf(await renderReport(model)));
    expect(all).toHaveLength(10);
    expect(all[1]).toMatch(/72\s*\(55–88\)/);
    expect(all[1]).toContain("Clarity (beats 81%)");
    expect(all[1]).toContain("Appeal (beats 22%)");
    expect(all[1]).toContain("Overall Score (0–100) (37–45) · beats 31% of 250 display ads (Zeng et al., CHI 2021)");
    // A result stored before the scores keeps its valence and arousal tiles.
    expect(all[3]).toMatch(/Valence/);
  });

  it("says on the cover which version wins and how sure, with what the verdict was checked on", async () => {
    const model = await sampleModel();
    const intervals: [number, number][] = [
      [36.7, 45.2],
      [71.4, 84],
      [55, 70.2],
    ];
    model.images.forEach((each, i) => (each.scores = { ...each.scores, overall_score_interval: intervals[i] }));
    const ranking = abRanking(model.images.map((each) => ({ input_image_idx: each.idx, ...each.scores })))!;
    const all = pages(textOf(await renderReport({ ...model, abRanking: ranking })));
    expect(all).toHaveLength(10);
    const cover = all[0].replace(/\s+/g, " ");
    expect(cover).toContain("WHICH VERSION WINS No clear winner");
    expect(cover).toContain(
      "1. Image 2: Overall 78 (90% range 71–84) 2. Image 3: Overall 63 (90% range 55–70) 3. Image 1: Overall 41 (90% range 37–45)",
    );
    for (const comparison of ranking.comparisons) expect(cover).toContain(abComparisonText(comparison));
    expect(cover).toContain("The higher one won 47% of all 150 development pairs, however far apart.");
    expect(cover).toContain(abCheckedOnText(ranking.checked_on));
    expect(cover).toContain("no better than a coin toss, so the scores cannot tell winners yet");
    // Three images fit the cover; the ranking page repeats them only when more than two comparisons would not.
    expect(all.join("\n").match(/WHICH VERSION WINS/g)).toHaveLength(1);
  });

  it("gives each image's top emotions with their shares beside the emotion plot, and none for results stored before them", async () => {
    const all = pages(textOf(await renderReport(await sampleModel())));
    expect(all[1]).toMatch(/Top emotions\s+Joy\s+41%\s+Neutral\s+25%\s+Surprise\s+20%/i);
    expect(all[3]).toMatch(/Top emotions\s+Anger\s+30%\s+Fear\s+25%\s+Sadness\s+15%/i);
    expect(all[5]).toContain("Emotional Response");
    expect(all[5]).not.toMatch(/Top emotions/i);
  });

  it("ends with the attention and the emotion figures checked against people, and what the emotions were not checked on", async () => {
    const model = await sampleModel();
    // The checks follow the ranking and the shared areas, over two pages.
    const checks = pages(textOf(await renderReport(model)))
      .slice(7, 9)
      .join("\n");
    const { model: scores, centredGaussian } = TRUST_FIGURES.attention;
    expect(checks).toContain("Checked against people");
    expect(checks).toMatch(
      new RegExp(`AUC-Judd\\s+${scores.aucJudd.toPrecision(3)}\\s+${centredGaussian.aucJudd.toPrecision(3)}\\s+higher is better`),
    );
    expect(checks).toMatch(new RegExp(`KL\\s+${scores.kl.toPrecision(3)}\\s+${centredGaussian.kl.toPrecision(3)}\\s+lower is better`));
    const { after, centredGaussian: centre, interObserver: people } = TRUST_FIGURES.designed!;
    const three = (value: number) => value.toPrecision(3).replace(".", "\\.");
    expect(checks).toMatch(
      new RegExp(`Web pages, NSS\\s+${three(after.fiwi.crossValidated.nss)}\\s+${three(centre.fiwi.nss)}\\s+${three(people.nss)}`),
    );
    expect(checks).toMatch(new RegExp(`Ads and posters, CC\\s+${three(after.gdi.crossValidated.cc)}\\s+${three(centre.gdi.cc)}\\s+—`));
    expect(checks).toContain("fitted on Emotion6 photographs and BASS pictograms");
    expect(checks).toMatch(/Emotion6 photographs, 5-fold\s+1,980\s+0\.71\s+0\.46\s+81%/);
    expect(checks).toMatch(/before the fitted model: 0\.21 \/ 0\.08 \/ 57%/);
    expect(checks).toMatch(/BASS pictograms, 5-fold\s+583\s+0\.80\s+0\.50\s+90%/);
    expect(checks).toMatch(/Fitted on Emotion6 photographs, tested on BASS pictograms\s+583\s+0\.42\s+0\.21\s+70%/);
    expect(checks).toMatch(/AdSight\s+52%\s+0\.43/);
    expect(checks).toMatch(/Every emotion equally likely\s+17%\s+0\.90/);
    expect(checks).toContain("Not checked on: Advertisements specifically: no rated ads were at hand.");

    const withoutEmotion = pages(textOf(await renderReport({ ...model, trust: { ...model.trust, emotion: null } })));
    expect(withoutEmotion.join("\n")).toContain("AUC-Judd");
    expect(withoutEmotion.join("\n")).toContain("What each check means, in plain words: https://adsight.example/accuracy");
    expect(withoutEmotion.join("\n")).not.toContain("How the audience feels");
    const withoutDesigned = pages(textOf(await renderReport({ ...model, trust: { ...model.trust, designed: null } }))).join("\n");
    expect(withoutDesigned).not.toContain("Web pages and ads");
  });

  it("prints a campaign named in Cyrillic, Chinese and Japanese, and an audience in Greek, with embedded fonts", async () => {
    const name = "Зимние пальто 冬季大衣 コート";
    const audience = "Γονείς σε κρύες πόλεις";
    const pdf = await renderReport(await sampleModel(name, audience));
    const text = textOf(pdf);
    expect(text).toContain(name);
    expect(text).toContain(audience);
    expect(text).toContain(`AdSight · Audience simulation report · ${name}`);
    const file = join(scratch, "unicode.pdf");
    writeFileSync(file, pdf);
    // Columns: name, type, encoding, emb(edded), sub(set), uni(code map), object, generation.
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2).filter(Boolean);
    expect(fonts.some((row) => row.includes("DejaVuSans"))).toBe(true);
    expect(fonts.some((row) => row.includes("NotoSansHans"))).toBe(true);
    expect(fonts.filter((row) => !/\byes\s+yes\s+yes\b/.test(row))).toEqual([]);
  });

  it("gives each video its key frames, eye catchers and second-by-second charts, in the campaign's order, and ranks only the images", async () => {
    const pdf = await renderReport(await videoModel());
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, pdf);
    const all = pages(textOf(pdf));
    expect(all).toHaveLength(10);
    all.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of 10`));
    expect(all[0]).toContain("3 creatives simulated");
    expect(all[0]).toContain("10 (1,000 simulated viewers per creative)");
    const trust = all.find((page) => page.includes("Where the audience looks in a video")) ?? "";
    expect(trust).toContain("(fitted on it)");
    expect(trust).toContain("Slideshow ads: development images shown 3 s each");
    expect(trust).toContain("is no upper limit");

    const [first, second] = [all[3], all[4]];
    expect(first).toContain("Video 2");
    expect(first).toMatch(/0:06\.4\s+1,000\s+2\s+13\s+5\s*\n\s*Length\s+Viewers\s+Scene cuts\s+Frames analysed\s+Eye catchers/);
    expect([...first.matchAll(/(\d:\d\d\.\d) · (Scene starts|Attention peak)/g)].map(([, time, reason]) => `${time} ${reason}`)).toEqual([
      "0:00.0 Scene starts",
      "0:01.3 Attention peak",
      "0:02.4 Scene starts",
      "0:04.8 Scene starts",
      "0:05.8 Attention peak",
    ]);
    expect(first).toMatch(/Eye catcher\s+On screen\s+Looked at\s+Seen by 3 s\s+Seen by end\s+First look/);
    const row = (page: string, name: string) =>
      page
        .split("\n")
        .find((line) => line.trim().startsWith(`${name} ·`))
        ?.trim()
        .split(/\s{2,}/);
    expect(row(first, "Northwind logo")).toEqual(["Northwind logo · text", "4.3 s", "1.73 s", "62%", "80%", "0:01.3"]);
    expect(row(first, "Face")).toEqual(["Face · face", "4.3 s", "2.41 s", "88%", "92%", "0:00.5"]);
    // On screen from 3.6 s: "seen by 3 s" says nothing of it.
    expect(row(first, "Object 2")).toEqual(["Object 2 · object", "4.3 s", "0.00 s", "—", "0%", "—"]);

    // The charts follow the four eye catchers looked at longest, over the clip's 6.4 s.
    for (const title of ["Attention share", "Seen by", "Focus", "Valence and arousal"]) expect(second).toContain(title);
    expect(second).toContain("Video 2");
    expect(second).toMatch(/Face\s+Northwind logo\s+Person\s+Bottle/);
    expect(second).not.toContain("Object 2");
    expect(second).toMatch(/\b6 ?s\b/);
    expect(second).not.toMatch(/\b7 ?s\b/);
    expect(second).toContain("Dashed lines: scene cuts at 0:02.4, 0:04.8.");

    // A 2.5 s clip: seen by 3 s is seen by its end.
    expect(all[5]).toContain("Video 3");
    expect(row(all[5], "Face")).toEqual(["Face · face", "4.3 s", "2.41 s", "88%", "88%", "0:00.5"]);
    expect(all[6]).toContain("Dashed lines: scene cuts at 0:02.4.");

    expect(all[7]).toContain("Creatives ranked by Overall Score");
    expect(all[7]).toContain("Videos have no Overall Score");
    expect(all[7]).toContain("Image 1");
    expect(all[7]).not.toMatch(/Video \d/);
    expect(all[9]).toMatch(/Focus \(video\)\s+How much the viewers' gaze agrees/);
    expect(all[9]).toMatch(/Seen by \(video\)\s+Share of all viewers whose gaze has landed on the eye catcher/);
  });

  it("draws every line of a video's charts", async () => {
    const file = join(scratch, "charts.pdf");
    writeFileSync(file, await renderReport(await videoModel()));
    execFileSync("pdftoppm", ["-png", "-r", "72", "-f", "5", "-l", "5", file, join(scratch, "charts")]);
    const png = readdirSync(scratch).find((name) => name.startsWith("charts") && name.endsWith(".png"));
    const { data, info } = await sharp(join(scratch, png!)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixelsOf = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      let count = 0;
      for (let i = 0; i < data.length; i += info.channels)
        if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 40) count++;
      return count;
    };
    // Four eye catchers in two charts, valence and arousal: each line a few hundred pixels long.
    for (const colour of [...SERIES_COLOURS.slice(0, 4), "#7c3aed"]) expect(pixelsOf(colour)).toBeGreaterThan(300);
  });

  it("gives a video its clarity: the clip's among its figures, each second's as a chart with what drives the median second", async () => {
    const model = await videoModel();
    const clarity: Partial<StoredVideoResult> = {
      clarity_score: 58.4,
      clarity_score_interval: [41.2, 75.6],
      clarity_drivers: [
        { id: "detail", label: "Fine detail and texture", value: 80, effect: -9.6 },
        { id: "text", label: "Amount of text", value: 4, effect: 2.2 },
      ],
      clarity_by_second: [71, 66.5, 58.4, 44, 39.9, 62, 60],
    };
    const stored = { ...storedVideo(1280, 720, 6400, VIDEO_EYE_CATCHERS), ...clarity };
    const pdf = await renderReport({ ...model, videos: [await video(1, stored)] });
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, pdf);
    const all = pages(textOf(pdf));
    const first = all.findIndex((page) => /Key frames/.test(page));
    expect(all[first]).toMatch(/\b5\s+58 \(41–76\)\s*\n\s*Length.*Eye catchers\s+Clarity\s*\n/);
    expect(all[first]).toMatch(/Eye catcher\s+On screen/);
    expect(all[first + 1]).toContain("Clarity");
    expect(all[first + 1].replace(/\s+/g, " ")).toContain(
      "the clip's 58 is its median second's: fine detail and texture −10, amount of text +2 points",
    );
  });

  it("prints a campaign of videos alone without a ranking, and a clip without key frames, eye catchers or cuts", async () => {
    const model = await videoModel();
    const bare = storedVideo(640, 640, 900, []);
    const all = pages(
      textOf(
        await renderReport({
          ...model,
          images: [],
          videos: [model.videos[0], await video(3, { ...bare, scene_cuts_ms: [], key_frames: [] })],
        }),
      ),
    );
    expect(all).toHaveLength(8);
    expect(all[0]).toContain("2 creatives simulated");
    expect(all[0]).not.toContain("Top-scoring creative");
    expect(all.join("\n")).not.toContain("Creatives ranked by Overall Score");
    expect(all[3]).toContain("Video 4");
    expect(all[3]).toContain("No key frames for this clip.");
    expect(all[3]).toContain("The model found no distinct objects, faces or text in this clip.");
    expect(all[4]).toContain("No eye catchers to follow through the clip.");
    expect(all[4]).toContain("The model found no scene cuts in this clip.");
    expect(all[4]).toContain("Focus");
  });

  it("keeps a long clip's eye-catcher table on the video's first page, below three rows of stills", async () => {
    const model = await videoModel();
    const names = Array.from({ length: 15 }, (_, i) => `Text: "${i} Join - get 4 months additional membership free today"`);
    const catchers = names.map((name, i) =>
      videoEyeCatcher(
        name,
        "text",
        Array.from({ length: 30 }, (_, s) => Math.min(100, s * (i + 1))),
        3000 - i * 100,
        800 + i * 300,
      ),
    );
    const stored = storedVideo(1920, 1080, 29_950, catchers);
    stored.scene_cuts_ms = Array.from({ length: 15 }, (_, i) => 1800 * (i + 1));
    stored.key_frames = [0, ...stored.scene_cuts_ms, 9100, 20_500, 26_000].map((t_ms, i) => ({
      t_ms,
      reason: i > 15 ? "peak" : "scene",
      heatmap: `k${i}`,
    }));
    const all = pages(textOf(await renderReport({ ...model, videos: [await video(1, stored)] })));
    expect(all).toHaveLength(8);
    expect(all[3]).toContain('Text: "0 Join - get 4 mon…');
    expect(all[3]).toMatch(/\d+ more eye catchers, each looked at less/);
    expect(all[3]).toContain("By time looked at.");
    expect(all[3]).toContain("0:27.0 · Scene starts");
    expect(all[4]).toContain("Attention share");
  });

  it("prints a full generated setup on the cover in the vocabulary's order, ages youngest first, and leaves no page nearly empty", async () => {
    const model = await videoModel();
    model.campaign.categories = STORED_SETUP;
    const pdf = await renderReport(model);
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, pdf);
    const all = pages(textOf(pdf));
    const cover = all[0];
    const at = (label: string) => cover.indexOf(label);
    for (const label of ["18-24", "25-34", "35-44", "45-54", "55-64", "65+", "Morning", "Afternoon", "Evening", "Night", "Travel"])
      expect(at(label), label).toBeGreaterThan(0);
    const ages = ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"].map(at);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    const day = ["Morning", "Afternoon", "Evening", "Night"].map(at);
    expect([...day].sort((a, b) => a - b)).toEqual(day);
    expect(cover).toMatch(/Age\s+Share\s+Gender\s+Share\s+Mood\s+Share/);
    // The whole setup, interests included, stays on the cover.
    expect(all[1]).toContain("Image 1");
    expect(all[1]).not.toContain("Travel");
    // Every page is filled at least a third of the way down its body.
    const fill = await pageFill(pdf);
    expect(fill).toHaveLength(all.length);
    fill.forEach((share, index) => expect(share, `page ${index + 1}`).toBeGreaterThan(0.33));
  });

  it("puts the ranking, a shared area and the checks against people in one flow rather than a page each", async () => {
    const pdf = await renderReport(await sampleModel());
    const fill = await pageFill(pdf);
    const all = pages(textOf(pdf));
    const flow = all.findIndex((page) => page.includes("Creatives ranked by Overall Score"));
    expect(all[flow]).toContain("The same area on each creative");
    expect(all[flow]).toContain("Checked against people");
    fill.slice(flow).forEach((share, index) => expect(share, `page ${flow + index + 1}`).toBeGreaterThan(0.33));
  });

  it("gives an image with kept recommendations a What to change page: before and after, the goal's change with its range and viewers, the other scores'", async () => {
    const model = await sampleModel();
    const change = (
      figure: string,
      label: string,
      unit: FigureChange["unit"],
      before: number,
      after: number,
      interval: [number, number],
    ) => ({
      figure,
      label,
      unit,
      before,
      after,
      change: after - before,
      interval,
      viewers: 2000,
    });
    const after = await embeddable(await picture("#999999"), 900);
    model.images[0].changes = {
      goal: "brand_early",
      target: "Logo",
      viewers: 2000,
      tried: 9,
      more: 0,
      kept: [
        {
          rank: 1,
          title: "Enlarge the logo 1.5×",
          before: null,
          after,
          goal: change("seen_1s", "Seen within 1 s", "%", 41, 53, [5, 19]),
          others: [
            change("clarity_score", "Clarity", "score", 64, 60, [-8, -1]),
            change("appeal_score", "Appeal", "score", 55, 56, [-2, 3]),
          ],
        },
        {
          rank: 2,
          title: "Move the logo to the top left",
          before: null,
          after,
          goal: change("seen_1s", "Seen within 1 s", "%", 41, 47, [1, 11]),
          others: [],
        },
      ],
    };
    const all = pages(textOf(await renderReport(model)));
    expect(all).toHaveLength(11);
    // Image 1's own two pages, then its recommendations, then image 2.
    const page = all[3];
    expect(page).toMatch(/^\s*W\s?H\s?A\s?T\s+T\s?O\s+C\s?H\s?A\s?N\s?G\s?E\s+Image 1/);
    expect(page).toContain("Goal: Brand or logo seen within 1 s (Logo)");
    expect(page.replace(/\s+/g, " ")).toContain(
      "The model tried 9 edits (2,000 viewers per version) and kept the 2 whose gain's 90 % range excludes zero.",
    );
    expect(page).toMatch(/1\. Enlarge the logo 1\.5×[\s\S]*Before[\s\S]*After/);
    expect(page).toMatch(
      /% of viewers who see the brand or logo within 1 s: \+12 points \(90% range \+5 to \+19\), 41% → 53% · 2,000\s+viewers per\s+version/,
    );
    expect(page).toContain("Clarity: −4 points (90% range −8 to −1), 64 → 60 · a loss");
    expect(page).toContain("Appeal: +1 point (90% range −2 to +3), 55 → 56 · no clear change");
    expect(page).toContain("2. Move the logo to the top left");
    expect(all[4]).toContain("Image 2");
    expect(all.filter((text) => text.includes("Goal: "))).toHaveLength(1);
  });

  it("gives a video with kept recommendations a What to change page after its own: each key frame before and the edited frame after", async () => {
    const model = await videoModel();
    const still = await embeddable(await picture("#336699", 1280, 720), 900);
    const gain = {
      figure: "dwell_ms",
      label: "Headline read",
      unit: "ms" as const,
      before: 210,
      after: 290,
      change: 80,
      interval: [20, 140] as [number, number],
      viewers: 2000,
    };
    model.videos[0].changes = {
      goal: "headline_read",
      target: null,
      viewers: 2000,
      tried: 12,
      more: 0,
      kept: [
        {
          rank: 1,
          title: "Scene starts at 0:03.0: Enlarge “NEW TASTE” 1.5×",
          before: { still, tMs: 3000 },
          after: still,
          goal: gain,
          others: [],
        },
      ],
    };
    const all = pages(textOf(await renderReport(model)));
    const page = all.find((text) => text.includes("Goal: Headline read")) ?? "";
    expect(page).toMatch(/^\s*W\s?H\s?A\s?T\s+T\s?O\s+C\s?H\s?A\s?N\s?G\s?E\s+Video 2/);
    expect(page).toMatch(/1\. Scene starts at 0:03\.0: Enlarge “NEW TASTE” 1\.5×[\s\S]*Before[\s\S]*the frame at 0:03\.0[\s\S]*After/);
    // After the video's own pages, before the next video's.
    const at = all.indexOf(page);
    expect([all[at - 1].includes("Video 2"), all[at + 1].includes("Video 3")]).toEqual([true, true]);
  });
});
