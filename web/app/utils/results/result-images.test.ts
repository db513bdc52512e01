import { describe, expect, it } from "vitest";
import { engineImage, id, result } from "./test-fixtures";
import { webImageUrl, withWebImages } from "./result-images";

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
