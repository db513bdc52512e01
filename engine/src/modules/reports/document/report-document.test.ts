import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { EmotionFidelity, EmotionShares, EyeCatcher, EyeCatcherKind } from "@adsight/shared";
import { afterAll, describe, expect, it } from "vitest";
import { embeddable } from "#src/modules/reports/report-images";
import type { ReportImage, ReportModel } from "#src/modules/reports/report-model";
import { TRUST_FIGURES } from "#src/modules/reports/trust-figures";
import { formatScore } from "./format";
import { renderReport } from "./report-document";

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
    },
  };
}

function textOf(pdf: Buffer): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const pages = (text: string) => text.split("\f").filter((page) => page.trim() !== "");

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
    trust: { attention: TRUST_FIGURES.attention, designed: TRUST_FIGURES.designed, emotion: EMOTION_FIDELITY },
  };
}

describe("the report document", () => {
  it("has a cover, two pages per image, a ranking, the shared areas, the checks against people and a reading guide, each with the footer", async () => {
    const model = await sampleModel();
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, await renderReport(model));
    const text = textOf(await renderReport(model));
    const all = pages(text);
    expect(all).toHaveLength(12);
    all.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of 12`);
      expect(page).toContain("AdSight · Audience simulation report · Winter coats");
      expect(page).toContain("https://adsight.example/accuracy");
    });
    expect(all[0]).toContain("Dec 1, 2026 – Feb 28, 2027");
    expect(all[0]).toContain("10 (1,000 simulated viewers per image)");
    expect(all[0]).toMatch(/Image 2\s[\s\S]*77\.9/);
    expect(all[3]).toContain("No typical scanpath for this image");
    expect(all[3]).toContain("Object 8");
    expect(all[3]).not.toContain("Object 9");
    expect(all[3]).toContain("3 more objects, each reached by fewer viewers");

    // Each image's second page: the two time-sliced heatmaps and the First look table, custom areas first.
    const firstLook = all[2];
    expect(firstLook).toContain("First second");
    expect(firstLook).toContain("First 3 seconds");
    expect(firstLook).toMatch(/Eye catcher\s+Seen in 1 s\s+Seen in 3 s\s+Time to first look\s+Dwell/);
    const rows = firstLook.split("\n").filter((line) => /^\s*(Logo|Buy now|Face|Object 1) ·/.test(line));
    expect(rows.map((line) => line.trim().split(/\s{2,}/))).toEqual([
      ["Logo · your area", "52.0%", "80.0%", "0.85 s", "0.41 s"],
      ["Buy now · your area", "12.5%", "40.0%", "1.63 s", "0.12 s"],
      ["Face · face", "70.0%", "95.0%", "0.31 s", "0.90 s"],
      ["Object 1 · object", "0.0%", "0.0%", "—", "0.00 s"],
    ]);
    expect(all[6]).toContain("No first second heatmap for this simulation");
    expect(all[6]).toContain("Viewing times were not computed for this simulation");

    const ranking = all[7];
    const order = ["77.9", "63.0", "41.2"].map((score) => ranking.indexOf(score));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The marketer's "Logo" on images 1 and 2, side by side; "Buy now" is on one image only.
    const shared = all[8];
    expect(shared).toContain("The same area on each creative");
    expect(shared).not.toContain("Buy now");
    expect(shared).toMatch(/Image 1\s+52\.0%\s+80\.0%\s+0\.85 s\s+0\.41 s/);
    expect(shared).toMatch(/Image 2\s+33\.3%\s+61\.0%\s+1\.20 s\s+0\.25 s/);
    expect(all[9]).toContain("Web pages and ads");
    expect(all[10]).toContain("How the audience feels");
    expect(all[11]).toContain("What the figures mean");
    expect(all[11]).toContain("Time to first look");
    expect(all[11]).toMatch(/Positive Energy\s+% of the simulated viewers whose valence and arousal are both above 0/);
    expect(all[11]).toMatch(/Emotional Risk\s+% of the simulated viewers whose valence is at or below −0\.25/);
    expect(all[11]).toMatch(/Emotions\s+Share of the viewers who would name each emotion/);
    expect(formatScore(63)).toBe("63.0");
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
    expect(all).toHaveLength(12);
    const page = all[1];
    expect(page).toContain('Text: "7 Join - get 4 months addition…');
    expect(page).toContain("1 more object, each reached by fewer viewers");
    expect(page).toContain("Eye catcher: reached by at least");
  });

  it("gives each image's top emotions with their shares beside the emotion plot, and none for results stored before them", async () => {
    const all = pages(textOf(await renderReport(await sampleModel())));
    expect(all[1]).toMatch(/Top emotions\s+Joy\s+41\.0%\s+Neutral\s+25\.0%\s+Surprise\s+20\.0%/i);
    expect(all[3]).toMatch(/Top emotions\s+Anger\s+30\.0%\s+Fear\s+25\.0%\s+Sadness\s+15\.0%/i);
    expect(all[5]).toContain("Emotional Response");
    expect(all[5]).not.toMatch(/Top emotions/i);
  });

  it("ends with the attention and the emotion figures checked against people, and what the emotions were not checked on", async () => {
    const model = await sampleModel();
    // The attention checks on one page, the emotion checks on the next.
    const checks = pages(textOf(await renderReport(model)))
      .slice(9, 11)
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
    expect(withoutEmotion).toHaveLength(11);
    expect(withoutEmotion[9]).toContain("AUC-Judd");
    expect(withoutEmotion[9]).toContain("https://adsight.example/accuracy");
    expect(withoutEmotion.join("\n")).not.toContain("How the audience feels");
    const withoutDesigned = pages(textOf(await renderReport({ ...model, trust: { ...model.trust, designed: null } })))[9];
    expect(withoutDesigned).not.toContain("Web pages and ads");
    expect(formatScore(63)).toBe("63.0");
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
});
