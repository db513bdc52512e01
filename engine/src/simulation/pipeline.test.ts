import { readFileSync } from "node:fs";
import path from "node:path";
import * as tf from "@tensorflow/tfjs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMOTION_NAMES, type Categories } from "@adsight/shared";
import { OSIE_STIMULI } from "#test/support/osie";
import { createSimulator } from "./pipeline";
import type { AudienceSetup, OutcomeWith, Simulator } from "./types";

const stimulus = (name: string) => readFileSync(path.join(OSIE_STIMULI, name));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function only(category: string, label: string): Categories {
  return { [category]: { values: { [label]: 1 }, locks: { [label]: false } } };
}

/** The optional outputs these checks read. */
const EVERYTHING = { include: { density: true, viewers: true } as const };
type Full = OutcomeWith<typeof EVERYTHING.include>;

function setup(categories: Categories = {}, scale = 100, seed = 42): AudienceSetup {
  return { categories, scale, seed, context: { location: "", startDate: "2026-01-01", endDate: "2026-01-31", audience: "" } };
}

/** Share of all fixation time inside a box. */
function timeShare(outcome: Full, box: { x: number; y: number; w: number; h: number }): number {
  let inside = 0;
  let total = 0;
  for (const viewer of outcome.viewers) {
    for (const f of viewer.fixations) {
      total += f.dur;
      if (f.x >= box.x && f.x <= box.x + box.w && f.y >= box.y && f.y <= box.y + box.h) inside += f.dur;
    }
  }
  return inside / total;
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

async function greyDensity(outcome: Full, mirror: boolean): Promise<Float32Array> {
  let pipeline = sharp(outcome.density.bytes).resize(80, 60).toColourspace("grey16");
  if (mirror) pipeline = pipeline.flop();
  const levels = await pipeline.raw({ depth: "ushort" }).toBuffer();
  return Float32Array.from(new Uint16Array(levels.buffer, levels.byteOffset, levels.byteLength / 2));
}

function correlation(a: Float32Array, b: Float32Array): number {
  const ma = mean([...a]);
  const mb = mean([...b]);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += (a[i] - ma) * (b[i] - mb);
    aa += (a[i] - ma) ** 2;
    bb += (b[i] - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

describe("simulator", () => {
  let simulator: Simulator;
  let small: Buffer;

  beforeAll(async () => {
    // 600 viewers at scale 100 keeps every run to a second or two.
    simulator = await createSimulator({ nMax: 600 });
    small = await sharp(stimulus("1005.jpg")).resize(320, 240).jpeg().toBuffer();
  });

  afterAll(async () => {
    await simulator.dispose();
  });

  it("fills every result field within its range and reports progress up to 1", async () => {
    const progress: number[] = [];
    const outcome = await simulator.runImage({ index: 3, bytes: small }, setup(), { ...EVERYTHING, onProgress: (f) => progress.push(f) });
    expect(outcome.input_image_idx).toBe(3);
    expect([outcome.width, outcome.height]).toEqual([320, 240]);
    expect(outcome.viewers).toHaveLength(600);
    expect(progress.every((f, i) => i === 0 || f >= progress[i - 1])).toBe(true);
    expect(progress.at(-1)).toBe(1);
    for (const v of [outcome.emo_valence, outcome.emo_arousal]) expect(Math.abs(v)).toBeLessThanOrEqual(1);
    expect(Object.keys(outcome.emotions)).toEqual([...EMOTION_NAMES]);
    expect(Object.values(outcome.emotions).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 3);
    for (const v of [outcome.overall_score, outcome.emo_approach_score, outcome.emo_risk_score]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(100);
    }
    const objects = Object.keys(outcome.unique_objects);
    expect(objects.length).toBeGreaterThan(0);
    expect(Object.keys(outcome.aoi_reach_scores)).toEqual(objects);
    expect(Object.keys(outcome.aoi_attention_shares)).toEqual(objects);
    expect(Object.keys(outcome.aoi_efficiency)).toEqual(objects);
    expect(outcome.num_eye_catchers).toBe(Object.values(outcome.aoi_reach_scores).filter((r) => r >= 25).length);
    const images = [
      outcome.saliency_map_jet,
      outcome.density,
      ...Object.values(outcome.unique_objects),
      ...outcome.consensus_clusters.map((c) => c.overlay),
    ];
    if (outcome.consensus_global_overlay) images.push(outcome.consensus_global_overlay);
    for (const image of images) expect(image.bytes.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect((await sharp(outcome.density.bytes).metadata()).channels).toBe(1);
    for (const cluster of outcome.consensus_clusters) {
      for (const labels of Object.values(cluster.cluster_members_desc))
        expect(mean(Object.values(labels)) * Object.keys(labels).length).toBeCloseTo(1, 3);
    }
  });

  it("gives byte-identical results for the same seed, and different ones for another seed", async () => {
    const categories = { ...only("Mood", "Happy"), ...only("Device", "Mobile") };
    const first = JSON.stringify(await simulator.runImage({ index: 0, bytes: small }, setup(categories, 50), EVERYTHING));
    const second = JSON.stringify(await simulator.runImage({ index: 0, bytes: small }, setup(categories, 50), EVERYTHING));
    const other = JSON.stringify(await simulator.runImage({ index: 0, bytes: small }, setup(categories, 50, 43), EVERYTHING));
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });

  it("finds the same areas for another seed: only their figures move with the draw", async () => {
    const bytes = await sharp(stimulus("1006.jpg")).resize(320, 240).jpeg().toBuffer();
    const areas = async (seed: number) => {
      const outcome = await simulator.runImage({ index: 0, bytes }, setup(only("Device", "Mobile"), 20, seed));
      return outcome.eye_catchers.map(({ name, kind, box }) => ({ name, kind, box }));
    };
    const first = await areas(42);
    expect(first.some((area) => area.kind === "region")).toBe(true);
    for (const seed of [43, 44]) expect(await areas(seed)).toEqual(first);
  });

  it("builds the density image and every viewer's fixations only when asked for, leaving the rest unchanged", async () => {
    const lean = await simulator.runImage({ index: 1, bytes: small }, setup({}, 30));
    const full = await simulator.runImage({ index: 1, bytes: small }, setup({}, 30), EVERYTHING);
    expect(lean).not.toHaveProperty("density");
    expect(lean).not.toHaveProperty("viewers");
    const { density, viewers, ...rest } = full;
    expect(JSON.stringify(rest)).toBe(JSON.stringify(lean));
    expect(viewers).toHaveLength(180);
    const meta = await sharp(density.bytes).metadata();
    expect([meta.channels, meta.depth]).toEqual([1, "ushort"]);
  });

  it("lists every area as an eye catcher with its viewing times, the marketer's own first, and slices the heatmap by time", async () => {
    const plain = await simulator.runImage({ index: 2, bytes: small }, setup(only("Device", "Mobile"), 30));
    const detected = plain.eye_catchers[0];
    const customAreas = [
      { name: "Logo", x: 10, y: 10, width: 60, height: 40 },
      { name: detected.name.toUpperCase(), x: 200, y: 150, width: 100, height: 80 },
    ];
    const outcome = await simulator.runImage({ index: 2, bytes: small, customAreas }, setup(only("Device", "Mobile"), 30));

    expect(plain.eye_catchers.map((e) => e.name).sort()).toEqual(Object.keys(plain.aoi_reach_scores).sort());
    const shares = plain.eye_catchers.map((e) => plain.aoi_attention_shares[e.name]);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // The marketer's areas come first under their own names; the automatic one they collide with is renamed.
    expect(outcome.eye_catchers.slice(0, 2).map((e) => [e.name, e.kind])).toEqual(customAreas.map((a) => [a.name, "custom"]));
    expect(outcome.eye_catchers.map((e) => e.name)).toContain(`${detected.name} (detected)`);
    expect(outcome.eye_catchers.slice(0, 2).map((e) => e.box)).toEqual(
      customAreas.map(({ x, y, width, height }) => ({ x, y, width, height })),
    );
    for (const name of customAreas.map((a) => a.name)) {
      expect(outcome.unique_objects).toHaveProperty([name]);
      expect(outcome.aoi_reach_scores).toHaveProperty([name]);
    }
    // Drawing areas leaves the image's scores as the model's own eye catchers make them.
    expect([outcome.num_eye_catchers, outcome.overall_score]).toEqual([plain.num_eye_catchers, plain.overall_score]);

    for (const eyeCatcher of outcome.eye_catchers) {
      const { time, segments } = eyeCatcher;
      expect(time.seen_1s).toBeLessThanOrEqual(time.seen_3s);
      expect(time.seen_3s).toBeLessThanOrEqual(outcome.aoi_reach_scores[eyeCatcher.name] + 0.05);
      if (time.first_look_ms) expect(time.first_look_ms.q1).toBeLessThanOrEqual(time.first_look_ms.median);
      // One segment holding everyone: the same figures; its intervals take closed forms, the image's a bootstrap.
      expect({ ...segments.Device.Mobile, intervals: null }).toEqual({ ...time, intervals: null });
    }
    for (const image of [outcome.saliency_map_jet_first_1s, outcome.saliency_map_jet_first_3s])
      expect(image.bytes.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(outcome.saliency_map_jet_first_1s.bytes.equals(outcome.saliency_map_jet.bytes)).toBe(false);
  });

  it("gives an all-neutral audience exactly the baseline's density and scores", async () => {
    const neutral: Categories = {
      ...only("Age", "35-44"),
      ...only("Mood", "Neutral"),
      ...only("Device", "Desktop"),
      ...only("Location", "Paris, France"),
    };
    const { viewers: neutralViewers, ...withLabels } = await simulator.runImage({ index: 2, bytes: small }, setup(neutral, 40), EVERYTHING);
    const { viewers: baselineViewers, ...baseline } = await simulator.runImage({ index: 2, bytes: small }, setup({}, 40), EVERYTHING);
    expect(withLabels.density.bytes.equals(baseline.density.bytes)).toBe(true);
    expect(neutralViewers.map((v) => v.fixations)).toEqual(baselineViewers.map((v) => v.fixations));
    const scores = (o: typeof baseline) => ({
      ...o,
      density: null,
      consensus_clusters: o.consensus_clusters.map((c) => ({ ...c, cluster_members_desc: null })),
      eye_catchers: o.eye_catchers.map((e) => ({ ...e, segments: null })),
      emotion_segments: null,
    });
    expect(JSON.stringify(scores(withLabels))).toBe(JSON.stringify(scores(baseline)));
  });

  it("does not grow TensorFlow memory across images", async () => {
    await simulator.runImage({ index: 0, bytes: small }, setup({}, 20), EVERYTHING);
    const before = tf.memory();
    for (let i = 1; i <= 3; i++) await simulator.runImage({ index: i, bytes: small }, setup({}, 20), EVERYTHING);
    expect(tf.memory().numTensors).toBe(before.numTensors);
    expect(tf.memory().numBytes).toBe(before.numBytes);
  });

  it("draws attention to a face pasted into an image", async () => {
    const face = await sharp(stimulus("1020.jpg")).extract({ left: 400, top: 128, width: 218, height: 218 }).resize(140, 140).toBuffer();
    const box = { x: 600, y: 60, w: 140, h: 140 };
    const plain = stimulus("1001.jpg");
    const pasted = await sharp(plain)
      .composite([{ input: face, left: box.x, top: box.y }])
      .jpeg()
      .toBuffer();
    const before = timeShare(await simulator.runImage({ index: 0, bytes: plain }, setup(), EVERYTHING), box);
    const after = timeShare(await simulator.runImage({ index: 0, bytes: pasted }, setup(), EVERYTHING), box);
    expect(after).toBeGreaterThan(before + 0.1);
  });

  it("mirrors the density of a mirrored image when the reading-direction bias is off", async () => {
    const image = stimulus("1020.jpg");
    const mirrored = await sharp(image).flop().jpeg({ quality: 95 }).toBuffer();
    const options = { ...EVERYTHING, readingDirectionBias: false };
    const a = await greyDensity(await simulator.runImage({ index: 0, bytes: image }, setup(), options), false);
    const b = await greyDensity(await simulator.runImage({ index: 0, bytes: mirrored }, setup(), options), true);
    expect(correlation(a, b)).toBeGreaterThan(0.9);
  });

  it("changes the density only by sampling noise when the audience doubles", async () => {
    const half = await greyDensity(await simulator.runImage({ index: 0, bytes: small }, setup({}, 50), EVERYTHING), false);
    const full = await greyDensity(await simulator.runImage({ index: 0, bytes: small }, setup({}, 100), EVERYTHING), false);
    expect(correlation(half, full)).toBeGreaterThan(0.95);
  });

  it("starts a what-if preview from the full run's draw: the figures before the edit are the stored run's", async () => {
    const box = { x: 110, y: 80, width: 100, height: 80 };
    const outcome = await simulator.runImage({ index: 2, bytes: small, customAreas: [{ name: "Centre", ...box }] }, setup());
    const { figures } = await simulator.preview(
      { index: 2, bytes: small },
      setup(),
      [{ kind: "dim", box: { x: 0, y: 0, width: 60, height: 60 }, amount: 0.5 }],
      { goal: "brand_early", target: { name: "Centre", kind: "custom", box, text: null }, viewers: 600 },
    );
    const area = outcome.eye_catchers.find((e) => e.name === "Centre")!;
    const before = Object.fromEntries(figures.map((f) => [f.figure, f.before]));
    const round1 = (v: number) => Math.round(v * 10) / 10;
    expect(before).toEqual({
      seen_1s: round1(area.time.seen_1s),
      dwell_ms: round1(area.time.dwell_ms),
      seen_3s: round1(area.time.seen_3s),
      overall_score: round1(outcome.overall_score),
      clarity_score: round1(outcome.clarity_score!),
      appeal_score: round1(outcome.appeal_score!),
    });
  });

  it("previews an uploaded version as a fresh creative: its target found by name where its run has one, else the box scaled", async () => {
    const box = { x: 110, y: 80, width: 100, height: 80 };
    const fresh = await simulator.runImage({ index: 2, bytes: small }, setup());
    const named = fresh.eye_catchers.find((e) => e.kind !== "custom")!;
    const larger = await sharp(small).resize(640, 480).jpeg().toBuffer();
    const options = { goal: "brand_early" as const, viewers: 600 };
    const byName = await simulator.previewVariant({ index: 2, bytes: small }, setup(), larger, {
      ...options,
      target: { name: named.name, kind: named.kind, box: named.box, text: named.text },
    });
    const byBox = await simulator.previewVariant({ index: 2, bytes: small }, setup(), larger, {
      ...options,
      target: { name: "Centre", kind: "custom", box, text: null },
    });
    expect([byName.targetFound, byBox.targetFound]).toEqual(["by_name", "same_box"]);
    const edited = await simulator.preview({ index: 2, bytes: small }, setup(), [{ kind: "dim", box, amount: 0.5 }], {
      ...options,
      target: { name: "Centre", kind: "custom", box, text: null },
    });
    const befores = (figures: typeof edited.figures) => figures.map((f) => [f.figure, f.before]);
    expect(befores(byBox.figures)).toEqual(befores(edited.figures));
  });

  describe("audience profiles move results in their documented direction", () => {
    const run = (categories: Categories) => simulator.runImage({ index: 0, bytes: small }, setup(categories), EVERYTHING);

    it("mobile viewers look for less time than desktop viewers", async () => {
      const fixations = (o: Full) => mean(o.viewers.map((v) => v.fixations.length));
      expect(fixations(await run(only("Device", "Mobile")))).toBeLessThan(0.7 * fixations(await run(only("Device", "Desktop"))));
    });

    it("a happy mood raises valence above a stressed one", async () => {
      expect((await run(only("Mood", "Happy"))).emo_valence).toBeGreaterThan((await run(only("Mood", "Stressed"))).emo_valence + 0.2);
    });

    it("right-to-left readers place early fixations further right", async () => {
      const earlyX = (o: Full) => mean(o.viewers.flatMap((v) => v.fixations.slice(0, 3).map((f) => f.x)));
      const rtl = earlyX(await run(only("Location", "Riyadh, Saudi Arabia")));
      const ltr = earlyX(await run(only("Location", "Paris, France")));
      expect(rtl).toBeGreaterThan(ltr + 10);
    });

    it("treats unknown categories and labels as neutral", async () => {
      const outcome = await run({ Hobbies: { values: { Knitting: 1 }, locks: { Knitting: false } } });
      expect(outcome.viewers[0].labels).toEqual({ Hobbies: "Knitting" });
    });
  });
});
