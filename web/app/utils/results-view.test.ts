import type { ImageResult } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { axisOffset, vaPoint, VA_PLOT } from "../components/results/va-plot";
import {
  applyLiveMessage,
  eyeCatcherEntries,
  memberGroups,
  parseResultsQuery,
  rankResults,
  resultsSearch,
  scanpathEntries,
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
  it("puts Full Heatmap first, then objects by reach; Main track first, then clusters by id", () => {
    expect(eyeCatcherEntries(result(0, 1)).map((entry) => [entry.key, entry.label])).toEqual([
      ["heatmap", "Full Heatmap"],
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
    expect(selection(result(0, 1, { unique_objects: {}, consensus_clusters: [] }), "heatmap")).toEqual({ object: null, cluster: null });
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
