import { describe, expect, it } from "vitest";
import { engineImage, id, result, videoResult } from "./test-fixtures";
import { webImageUrl, withWebImages, withWebVideos } from "./result-images";

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

describe("video URLs", () => {
  it("maps a video result's clip, poster, heatmap video and key frames to the web routes", () => {
    const mapped = withWebVideos(videoResult(1));
    expect(JSON.stringify(mapped)).not.toContain("/api/v1");
    expect(mapped.input_video).toBe(`/app/images/video/${id(201)}`);
    expect(mapped.poster).toBe(`/app/images/input/${id(201)}`);
    expect(mapped.heatmap_video).toBe(`/app/images/heatmap/${id(301)}`);
    expect(mapped.key_frames).toEqual([
      { t_ms: 0, reason: "scene", heatmap: `/app/images/result/${id(21)}` },
      { t_ms: 2000, reason: "scene", heatmap: `/app/images/result/${id(22)}` },
      { t_ms: 2400, reason: "peak", heatmap: `/app/images/result/${id(23)}` },
    ]);
    const urls = { input_video: "", poster: "", heatmap_video: "", key_frames: [] };
    expect({ ...mapped, ...urls }).toEqual({ ...videoResult(1), ...urls });
  });
});
