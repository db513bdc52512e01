import { describe, expect, it } from "vitest";
import { eyeCatcherEntries, memberGroups, scanpathEntries, selection } from "./overlays";
import { result, timed } from "./test-fixtures";

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

  it("describes a cluster's members in whole percent, in the shared audience order (ages youngest first)", () => {
    const two = result(0, 1).consensus_clusters[0]!;
    expect(memberGroups(two)).toEqual([
      {
        group: "Age",
        labels: [
          { label: "18-24", percent: 25 },
          { label: "25-34", percent: 75 },
        ],
      },
    ]);
  });
});

describe("the marketer's areas and time figures", () => {
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
});
