import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import type { EncodedImage, ImageOutcome } from "#src/simulation/types";
import { writeOutcome } from "./write-outcome";

const png = async (colour: string): Promise<EncodedImage> => ({
  contentType: "image/png",
  bytes: await sharp({ create: { width: 8, height: 6, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

describe("writeOutcome", () => {
  let out = "";
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it("writes every map as its own PNG and names the files in NAME.json, which holds no image bytes", async () => {
    out = mkdtempSync(path.join(tmpdir(), "simulate-"));
    const outcome = {
      input_image_idx: 0,
      width: 8,
      height: 6,
      overall_score: 71,
      saliency_map_jet: await png("#f00"),
      saliency_map_jet_first_1s: await png("#0f0"),
      saliency_map_jet_first_3s: await png("#00f"),
      eye_catchers: [],
      unique_objects: { "Call to action": await png("#ff0") },
      consensus_global_overlay: await png("#0ff"),
      consensus_clusters: [{ cluster_id: 1, overlay: await png("#f0f"), cluster_members_desc: { Age: { "18-24": 1 } } }],
      density: await png("#888"),
      viewers: [{ labels: { Age: "18-24" }, fixations: [{ x: 1, y: 2, dur: 250 }] }],
    } as unknown as ImageOutcome;

    writeOutcome(out, "ad", outcome);

    const json = readFileSync(path.join(out, "ad.json"), "utf8");
    expect(json).not.toContain('"type":"Buffer"');
    expect(JSON.parse(json)).toMatchObject({
      overall_score: 71,
      saliency_map_jet: "ad.saliency.png",
      saliency_map_jet_first_1s: "ad.saliency-first-1s.png",
      saliency_map_jet_first_3s: "ad.saliency-first-3s.png",
      unique_objects: { "Call to action": { segment_salience_map_jet: "ad.object-call-to-action.png" } },
      consensus_global_overlay: "ad.consensus.png",
      consensus_clusters: [{ cluster_id: 1, cluster_overlay: "ad.cluster-1.png", cluster_members_desc: { Age: { "18-24": 1 } } }],
      density: "ad.density.png",
      viewers: [{ labels: { Age: "18-24" }, fixations: [{ x: 1, y: 2, dur: 250 }] }],
    });
    const pngs = readdirSync(out).filter((file) => file.endsWith(".png"));
    expect(pngs).toHaveLength(7);
    for (const file of pngs) expect(await sharp(path.join(out, file)).metadata()).toMatchObject({ format: "png", width: 8 });
  });
});
