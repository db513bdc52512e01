import { describe, expect, it } from "vitest";
import { isEngineEdit, shareText } from "./recommend-checks";

describe("isEngineEdit", () => {
  it("takes a pair whose changes are all size, position, presence or opacity", () => {
    expect(isEngineEdit({ ui_change: { Button: ["Position", "Size"], Image: ["Presence"] } })).toBe(true);
    expect(isEngineEdit({ ui_change: { Button: ["Text Content"] } })).toBe(false);
    expect(isEngineEdit({ ui_change: { Button: ["Size", "Color"] } })).toBe(false);
    expect(isEngineEdit({ ui_change: { Button: ["Size", "Color"] } }, true)).toBe(true);
    expect(isEngineEdit({})).toBe(false);
  });
});

describe("shareText", () => {
  it("gives the share with its Wilson interval", () => {
    expect(shareText(9, 10)).toMatch(/^9\/10 = 90 % \[\d+, \d+ %\]$/);
    expect(shareText(0, 0)).toBe("none");
  });
});
