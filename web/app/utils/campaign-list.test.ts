import { describe, expect, it } from "vitest";
import { campaignHref, pageCountOf, requestedPage } from "./campaign-list";

describe("requestedPage", () => {
  it("reads whole page numbers from 1 and falls back to the first page", () => {
    expect(requestedPage("3")).toBe(3);
    expect(requestedPage("2.7")).toBe(2);
    for (const value of [null, "", "0", "-4", "abc", "Infinity"]) expect(requestedPage(value), String(value)).toBe(1);
  });
});

describe("pageCountOf", () => {
  it("counts full and partial pages, and one page for an empty list", () => {
    expect(pageCountOf(45)).toBe(3);
    expect(pageCountOf(40)).toBe(2);
    expect(pageCountOf(0)).toBe(1);
  });
});

describe("campaignHref", () => {
  it("sends drafts to the editor and the rest to results", () => {
    expect(campaignHref({ id: "d", status: "Draft" })).toBe("/app/new?itemId=d");
    expect(campaignHref({ id: "r", status: "Ready" })).toBe("/app/r");
    expect(campaignHref({ id: "p", status: "Processing" })).toBe("/app/p");
  });
});
