import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { formatScore, renderReport } from "./report-document";
import { embeddable } from "./report-images";
import type { ReportImage, ReportModel } from "./report-model";

const scratch = mkdtempSync(join(tmpdir(), "adsight-report-doc-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function picture(colour: string, width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function image(idx: number, score: number, objects: number): Promise<ReportImage> {
  const bytes = await picture(["#cc3333", "#3366cc", "#33aa66"][idx % 3], idx % 2 ? 600 : 800, idx % 2 ? 900 : 600);
  const names = Array.from({ length: objects }, (_, i) => `Object ${i + 1}`);
  return {
    idx,
    picture: await embeddable(bytes, 900),
    thumbnail: await embeddable(bytes, 240),
    heatmap: await embeddable(bytes, 900),
    scanpath: idx === 1 ? null : await embeddable(bytes, 900),
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

describe("the report document", () => {
  it("has a cover, a page per image, a ranking and a reading guide, each with the footer", async () => {
    const model: ReportModel = {
      productName: "AdSight",
      accuracyUrl: "https://adsight.example/accuracy",
      generatedAt: new Date("2026-11-23T10:00:00Z"),
      campaign: {
        name: "Winter coats",
        audience: "parents in cold cities",
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
    };
    if (process.env.REPORT_SAMPLE) writeFileSync(process.env.REPORT_SAMPLE, await renderReport(model));
    const text = textOf(await renderReport(model));
    const all = pages(text);
    expect(all).toHaveLength(6);
    all.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of 6`);
      expect(page).toContain("AdSight · Audience simulation report · Winter coats");
      expect(page).toContain("https://adsight.example/accuracy");
    });
    expect(all[0]).toContain("Dec 1, 2026 – Feb 28, 2027");
    expect(all[0]).toContain("10 (1,000 simulated viewers per image)");
    expect(all[0]).toMatch(/Image 2\s[\s\S]*77\.9/);
    expect(all[2]).toContain("No typical scanpath for this image");
    expect(all[2]).toContain("Object 8");
    expect(all[2]).not.toContain("Object 9");
    expect(all[2]).toContain("3 more objects, each reached by fewer viewers");
    const ranking = all[4];
    const order = ["77.9", "63.0", "41.2"].map((score) => ranking.indexOf(score));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(all[5]).toContain("What the figures mean");
    expect(all[5]).toContain("Efficiency");
    expect(formatScore(63)).toBe("63.0");
  });
});
