import type { ItemPublic } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { campaignHref, numberNewestFirst, pageOf } from "./campaign-list";

const item = (id: string, setupTimestamp: number, status: ItemPublic["status"] = "Draft"): ItemPublic => ({
  id,
  title: id,
  description: null,
  status,
  setupTimestamp,
  owner_id: "00000000-0000-4000-8000-000000000000",
});

describe("numberNewestFirst", () => {
  it("numbers by ascending setup time and lists newest first", () => {
    const rows = numberNewestFirst([item("b", 200), item("a", 100), item("c", 300)]);
    expect(rows.map((row) => [row.id, row.number])).toEqual([
      ["c", 3],
      ["b", 2],
      ["a", 1],
    ]);
  });
});

describe("pageOf", () => {
  it("clamps the page into range", () => {
    const rows = Array.from({ length: 45 }, (_, index) => index);
    expect(pageOf(rows, 3)).toMatchObject({ page: 3, pageCount: 3, rows: [40, 41, 42, 43, 44] });
    expect(pageOf(rows, 99).page).toBe(3);
    expect(pageOf(rows, Number.NaN).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, rows: [] });
  });
});

describe("campaignHref", () => {
  it("sends drafts to the editor and the rest to results", () => {
    expect(campaignHref(item("d", 1, "Draft"))).toBe("/app/new?itemId=d");
    expect(campaignHref(item("r", 1, "Ready"))).toBe("/app/r");
    expect(campaignHref(item("p", 1, "Processing"))).toBe("/app/p");
  });
});
