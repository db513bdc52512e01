import { describe, expect, it } from "vitest";
import { applyLiveMessage } from "./live";
import { result } from "./test-fixtures";

describe("applyLiveMessage", () => {
  it("keeps the results of earlier messages when a message carries progress only", () => {
    const first = applyLiveMessage(null, { progress: 10, campaign_status: "Processing", results: [] });
    const second = applyLiveMessage(first, { progress: 55, campaign_status: "Processing", results: [result(0, 40)] });
    const third = applyLiveMessage(second, { progress: 70, campaign_status: "Processing" });
    expect(third).toEqual({ progress: 70, campaign_status: "Processing", results: [result(0, 40)] });
    expect(applyLiveMessage(null, { progress: 5, campaign_status: "Processing" }).results).toEqual([]);
  });
});
