import { describe, expect, it } from "vitest";
import { parseResultsQuery, resultsSearch } from "./results-url";

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
