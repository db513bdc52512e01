import { describe, expect, it } from "vitest";
import { applyLiveMessage } from "./live";
import { result, videoResult } from "./test-fixtures";

describe("applyLiveMessage", () => {
  it("keeps the results of earlier messages when a message carries progress only", () => {
    const first = applyLiveMessage(null, { progress: 10, campaign_status: "Processing", results: [] });
    const second = applyLiveMessage(first, { progress: 55, campaign_status: "Processing", results: [result(0, 40)] });
    const third = applyLiveMessage(second, { progress: 70, campaign_status: "Processing" });
    expect(third).toEqual({ progress: 70, campaign_status: "Processing", results: [result(0, 40)], videos: [] });
    expect(applyLiveMessage(null, { progress: 5, campaign_status: "Processing" }).results).toEqual([]);
  });

  it("keeps the videos of earlier messages the same way", () => {
    const first = applyLiveMessage(null, { progress: 40, campaign_status: "Processing", results: [], videos: [videoResult(1)] });
    const second = applyLiveMessage(first, { progress: 80, campaign_status: "Processing" });
    expect(second.videos).toEqual([videoResult(1)]);
    const third = applyLiveMessage(second, { progress: 100, campaign_status: "Ready", results: [result(0, 40)], videos: [videoResult(1)] });
    expect(third).toEqual({ progress: 100, campaign_status: "Ready", results: [result(0, 40)], videos: [videoResult(1)] });
  });
});
