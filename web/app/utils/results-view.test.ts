import type { EyeCatcher, ImageResult, TimeFigures } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { axisOffset, vaPoint, VA_PLOT } from "../components/results/va-plot";
import {
  applyLiveMessage,
  areaComparisons,
  firstLookRows,
  imageEmotions,
  seconds,
  segmentAffect,
  sharePercent,
  sortFirstLook,
  eyeCatcherEntries,
  memberGroups,
  parseResultsQuery,
  rankResults,
  resultsSearch,
  scanpathEntries,
  segmentTimes,
  selection,
  twoDecimals,
  webImageUrl,
  wholePercent,
  withWebImages,
} from "./results-view";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const engineImage = (n: number) => `/api/v1/simulations/images/${id(n)}`;

function result(idx: number, overall: number, overrides: Partial<ImageResult> = {}): ImageResult {
  return {
    input_image_idx: idx,
    input_image: `/api/v1/simulations/input-images/${id(100 + idx)}`,
    num_eye_catchers: 2,
    overall_score: overall,
    emo_valence: 0.234,
    emo_arousal: -0.5,
    emo_approach_score: 41.6,
    emo_risk_score: 8.2,
    saliency_map_jet: engineImage(1),
    saliency_map_jet_first_1s: engineImage(7),
    saliency_map_jet_first_3s: engineImage(8),
    eye_catchers: [],
    emotions: null,
    emotion_segments: null,
    unique_objects: { person: { segment_salience_map_jet: engineImage(2) }, bottle: { segment_salience_map_jet: engineImage(3) } },
    aoi_reach_scores: { person: 40, bottle: 80 },
    aoi_attention_shares: { person: 20, bottle: 35.5 },
    aoi_efficiency: { person: 0.9, bottle: 1.456 },
    consensus_global_overlay: engineImage(4),
    consensus_clusters: [
      { cluster_id: 2, cluster_overlay: engineImage(6), cluster_members_desc: { Age: { "18-24": 0.25, "25-34": 0.75 } } },
      { cluster_id: 1, cluster_overlay: engineImage(5), cluster_members_desc: { Gender: { Female: 0.666 } } },
    ],
    ...overrides,
  };
}

describe("image URLs", () => {
  it("maps the engine's stored-image URLs to the web routes and nothing else", () => {
    expect(webImageUrl(engineImage(7))).toBe(`/app/images/result/${id(7)}`);
    expect(webImageUrl(`/api/v1/simulations/input-images/${id(8)}`)).toBe(`/app/images/input/${id(8)}`);
    expect(webImageUrl(`${engineImage(9)}/signed?expires=1800000000&signature=abc_-`)).toBe(`/app/images/result/${id(9)}`);
    expect(webImageUrl(`/api/v1/simulations/input-images/${id(8)}/signed?expires=1&signature=x`)).toBe(`/app/images/input/${id(8)}`);
    expect(webImageUrl(`/api/v1/simulations/images/${id(8)}/other`)).toBe("");
    expect(webImageUrl("")).toBe("");
    expect(webImageUrl("https://elsewhere.example/x.png")).toBe("");
    const mapped = withWebImages(result(0, 50));
    expect(JSON.stringify(mapped)).not.toContain("/api/v1");
    expect(mapped.unique_objects.person?.segment_salience_map_jet).toBe(`/app/images/result/${id(2)}`);
    expect(mapped.consensus_clusters.map((cluster) => cluster.cluster_overlay)).toEqual([
      `/app/images/result/${id(6)}`,
      `/app/images/result/${id(5)}`,
    ]);
  });
});

describe("formatting", () => {
  it("rounds to whole percent and two decimals with a minus sign", () => {
    expect(wholePercent(41.6)).toBe("42%");
    expect(twoDecimals(0.234)).toBe("0.23");
    expect(twoDecimals(-0.5)).toBe("−0.50");
    expect(twoDecimals(-0.001)).toBe("0.00");
  });
});

describe("rankResults", () => {
  const results = [result(0, 40), result(1, 90), result(2, 40)];
  it("ranks by overall score, ties by image order, in image order or best first", () => {
    expect(rankResults(results, "image").map((row) => [row.result.input_image_idx, row.rank])).toEqual([
      [0, 2],
      [1, 1],
      [2, 3],
    ]);
    expect(rankResults(results, "best").map((row) => row.result.input_image_idx)).toEqual([1, 0, 2]);
  });
});

describe("overlay lists", () => {
  it("puts Full Heatmap first, then objects by attention share; Main track first, then clusters by id", () => {
    expect(eyeCatcherEntries(result(0, 1)).map((entry) => [entry.key, entry.label])).toEqual([
      ["heatmap", "Full Heatmap"],
      ["heatmap:1s", "First second"],
      ["heatmap:3s", "First 3 seconds"],
      ["object:bottle", "bottle"],
      ["object:person", "person"],
    ]);
    expect(scanpathEntries(result(0, 1)).map((entry) => entry.label)).toEqual(["Main track", "Cluster 1", "Cluster 2"]);
    expect(scanpathEntries(result(0, 1, { consensus_global_overlay: null, consensus_clusters: [] }))).toEqual([]);
  });

  it("selects the pinned object or cluster, else the first of each", () => {
    expect(selection(result(0, 1), null)).toMatchObject({ object: "bottle", cluster: { cluster_id: 1 } });
    expect(selection(result(0, 1), "object:person")).toMatchObject({ object: "person", cluster: { cluster_id: 1 } });
    expect(selection(result(0, 1), "cluster:2")).toMatchObject({ object: "bottle", cluster: { cluster_id: 2 } });
    expect(selection(result(0, 1, { unique_objects: {}, consensus_clusters: [] }), "heatmap")).toEqual({
      object: null,
      eyeCatcher: null,
      cluster: null,
    });
  });

  it("describes a cluster's members in whole percent, largest first", () => {
    const two = result(0, 1).consensus_clusters[0]!;
    expect(memberGroups(two)).toEqual([
      {
        group: "Age",
        labels: [
          { label: "25-34", percent: 75 },
          { label: "18-24", percent: 25 },
        ],
      },
    ]);
  });
});

const times = (seen_1s: number, median: number | null, dwell_ms = 300): TimeFigures => ({
  first_look_ms: median === null ? null : { median, q1: median / 2, q3: median * 2 },
  seen_1s,
  seen_3s: Math.min(100, seen_1s * 2),
  dwell_ms,
  revisits: 0,
  entry_order: median === null ? null : 1,
});
const eyeCatcher = (name: string, kind: EyeCatcher["kind"], time: TimeFigures): EyeCatcher => ({
  name,
  kind,
  box: { x: 0, y: 0, width: 10, height: 10 },
  text: null,
  time,
  segments: {},
});

describe("eye catchers with time figures", () => {
  const timed = result(0, 1, {
    saliency_map_jet_first_1s: engineImage(7),
    saliency_map_jet_first_3s: engineImage(8),
    unique_objects: {
      person: { segment_salience_map_jet: engineImage(2) },
      bottle: { segment_salience_map_jet: engineImage(3) },
      Logo: { segment_salience_map_jet: engineImage(9) },
    },
    aoi_attention_shares: { person: 20, bottle: 35.5, Logo: 2, CTA: 9 },
    eye_catchers: [
      eyeCatcher("bottle", "object", times(60, 400, 900)),
      eyeCatcher("person", "person", times(30, 1200)),
      eyeCatcher("Logo", "custom", times(5, null, 0)),
      eyeCatcher("CTA", "custom", times(8, 900, 100)),
    ],
  });

  it("lists the heatmaps first (full, first second, first 3 seconds), then the marketer's areas as drawn, then by attention share", () => {
    expect(eyeCatcherEntries(timed).map((entry) => [entry.label, entry.custom ?? false])).toEqual([
      ["Full Heatmap", false],
      ["First second", false],
      ["First 3 seconds", false],
      ["Logo", true],
      ["CTA", true],
      ["bottle", false],
      ["person", false],
    ]);
    expect(eyeCatcherEntries(result(0, 1, { saliency_map_jet_first_1s: null, saliency_map_jet_first_3s: null }))[1]?.label).toBe("bottle");
  });

  it("selects the eye catcher with its time figures; a heatmap selects the first eye catcher", () => {
    expect(selection(timed, "object:person").eyeCatcher?.time.seen_1s).toBe(30);
    expect(selection(timed, "heatmap:1s")).toMatchObject({ object: "Logo", eyeCatcher: { kind: "custom" } });
  });

  it("sorts the First look table best first, the fastest first for the time to first look, nobody-looked last", () => {
    const rows = firstLookRows(timed);
    expect(rows.map((row) => row.name)).toEqual(["Logo", "CTA", "bottle", "person"]);
    const names = (column: Parameters<typeof sortFirstLook>[1], descending: boolean) =>
      sortFirstLook(rows, column, descending).map((row) => row.name);
    expect(names("seen_1s", true)).toEqual(["bottle", "person", "CTA", "Logo"]);
    expect(names("seen_1s", false)).toEqual(["Logo", "CTA", "person", "bottle"]);
    expect(names("first_look", true)).toEqual(["bottle", "CTA", "person", "Logo"]);
    expect(names("first_look", false)).toEqual(["person", "CTA", "bottle", "Logo"]);
    expect(names("dwell", true)).toEqual(["bottle", "person", "CTA", "Logo"]);
    expect(names("name", false)).toEqual(["bottle", "CTA", "Logo", "person"]);
  });

  it("compares the marketer's areas named alike on several images, marking the most seen and the fastest", () => {
    const variant = (idx: number, areas: EyeCatcher[]) => result(idx, 1, { eye_catchers: areas });
    const comparisons = areaComparisons([
      variant(2, [eyeCatcher("logo", "custom", times(50, 700)), eyeCatcher("CTA", "custom", times(10, 2000))]),
      variant(0, [eyeCatcher("Logo", "custom", times(20, 1500)), eyeCatcher("text 1", "text", times(90, 100))]),
      variant(1, [eyeCatcher("Logo", "custom", times(50, null)), eyeCatcher("text 1", "text", times(80, 200))]),
    ]);
    expect(comparisons).toEqual([
      {
        name: "Logo",
        images: [
          { idx: 0, seen_1s: 20, first_look_ms: 1500, best: false, fastest: false },
          { idx: 1, seen_1s: 50, first_look_ms: null, best: true, fastest: false },
          { idx: 2, seen_1s: 50, first_look_ms: 700, best: true, fastest: true },
        ],
      },
    ]);
  });

  it("lists an eye catcher's time figures per segment: categories in order, labels in natural order", () => {
    const logo = {
      ...eyeCatcher("Logo", "custom", times(40, 800)),
      segments: {
        Generation: { Zoomers: times(60, 500), Millennials: times(20, null) },
        Age: { "55-64": times(10, 2000), "18-24": times(70, 450), "100+": times(0, null) },
      },
    };
    expect(segmentTimes(logo)).toEqual([
      {
        category: "Generation",
        labels: [
          { label: "Millennials", seen_1s: 20, first_look_ms: null },
          { label: "Zoomers", seen_1s: 60, first_look_ms: 500 },
        ],
      },
      {
        category: "Age",
        labels: [
          { label: "18-24", seen_1s: 70, first_look_ms: 450 },
          { label: "55-64", seen_1s: 10, first_look_ms: 2000 },
          { label: "100+", seen_1s: 0, first_look_ms: null },
        ],
      },
    ]);
    expect(segmentTimes(eyeCatcher("CTA", "custom", times(8, 900)))).toEqual([]);
  });

  it("writes times in seconds with two decimals, a dash when nobody looked", () => {
    expect(seconds(842)).toBe("0.84 s");
    expect(seconds(2400)).toBe("2.40 s");
    expect(seconds(null)).toBe("—");
  });
});

describe("the results query", () => {
  it("reads the order, the open row and its pin, ignoring junk", () => {
    expect(parseResultsQuery(new URLSearchParams("sort=best&open=2&pin=object:person"))).toEqual({
      order: "best",
      open: 2,
      pin: "object:person",
    });
    expect(parseResultsQuery(new URLSearchParams("sort=worst&open=-1&pin="))).toEqual({ order: "image", open: null, pin: null });
    expect(parseResultsQuery(new URLSearchParams("open=x"))).toEqual({ order: "image", open: null, pin: null });
  });

  it("writes only what differs from the defaults, and a pin only with its row", () => {
    expect(resultsSearch({ order: "image", open: null, pin: "heatmap" })).toBe("");
    expect(resultsSearch({ order: "best", open: 1, pin: "cluster:2" })).toBe("?sort=best&open=1&pin=cluster%3A2");
  });
});

describe("the valence–arousal plot", () => {
  it("maps −1..1 onto the axis, clamping outliers, with arousal upwards", () => {
    expect(axisOffset(-1, 200)).toBe(0);
    expect(axisOffset(0, 200)).toBe(100);
    expect(axisOffset(3, 200)).toBe(200);
    expect(axisOffset(Number.NaN, 200)).toBe(100);
    const { size, margin } = VA_PLOT;
    expect(vaPoint(1, 1)).toEqual({ x: margin + size, y: margin });
    expect(vaPoint(-1, -1)).toEqual({ x: margin, y: margin + size });
  });
});

describe("applyLiveMessage", () => {
  it("keeps the results of earlier messages when a message carries progress only", () => {
    const first = applyLiveMessage(null, { progress: 10, campaign_status: "Processing", results: [] });
    const second = applyLiveMessage(first, { progress: 55, campaign_status: "Processing", results: [result(0, 40)] });
    const third = applyLiveMessage(second, { progress: 70, campaign_status: "Processing" });
    expect(third).toEqual({ progress: 70, campaign_status: "Processing", results: [result(0, 40)] });
    expect(applyLiveMessage(null, { progress: 5, campaign_status: "Processing" }).results).toEqual([]);
  });
});

describe("emotions", () => {
  const shares = { anger: 0.01, disgust: 0.02, fear: 0.07, joy: 0.456, sadness: 0.05, surprise: 0.204, neutral: 0.2 };
  const affect = (valence: number, emotions: typeof shares) => ({
    emo_valence: valence,
    emo_arousal: 0.1,
    emo_approach_score: 30,
    emo_risk_score: 5,
    emotions,
  });

  it("gives an image's three largest emotion shares, largest first, and none for results stored before them", () => {
    expect(imageEmotions(result(0, 50, { emotions: shares })).map((emotion) => `${emotion.label} ${sharePercent(emotion.share)}`)).toEqual([
      "Joy 46%",
      "Surprise 20%",
      "Neutral 20%",
    ]);
    expect(imageEmotions(result(0, 50))).toEqual([]);
  });

  it("gives each segment's affect figures and the emotion most of its viewers would name, labels in natural order", () => {
    const sad = { ...shares, joy: 0.1, sadness: 0.406 };
    const segments = { Age: { "25-34": affect(0.3, shares), "18-24": affect(-0.4, sad) }, Mood: { Calm: affect(0.1, shares) } };
    expect(segmentAffect(result(0, 50, { emotion_segments: segments }))).toEqual([
      {
        category: "Age",
        labels: [
          {
            label: "18-24",
            approach: 30,
            risk: 5,
            emotion: { name: "sadness", label: "Sadness", share: 0.406 },
          },
          { label: "25-34", approach: 30, risk: 5, emotion: { name: "joy", label: "Joy", share: 0.456 } },
        ],
      },
      {
        category: "Mood",
        labels: [{ label: "Calm", approach: 30, risk: 5, emotion: { name: "joy", label: "Joy", share: 0.456 } }],
      },
    ]);
    expect(segmentAffect(result(0, 50))).toEqual([]);
  });
});
