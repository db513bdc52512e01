import { describe, expect, it } from "vitest";
import { candidates } from "./candidates";

describe("candidates", () => {
  it("names a text eye catcher by its words, once quoted", () => {
    const box = { x: 100, y: 100, width: 200, height: 50 };
    const target = { name: 'Text: "Organize Your Gift Giving!"', kind: "text", box, text: "Organize Your Gift Giving!" } as const;
    const found = candidates({ goal: "brand_early", target, image: { width: 800, height: 600 }, eyeCatchers: [], viewers: [] });
    expect(found.map((c) => c.title)).toContain("Enlarge “Organize Your Gift Giving!” 1.5×");
    expect(found.every((c) => !c.title.includes('"'))).toBe(true);
  });
});
