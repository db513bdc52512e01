import { describe, expect, it } from "vitest";
import { shortened } from "./text.js";

describe("shortened", () => {
  it("keeps text within the limit and cuts longer text to the limit, its last character an ellipsis", () => {
    expect(shortened("Welcome members", 15)).toBe("Welcome members");
    expect(shortened("Welcome members", 10)).toBe("Welcome m…");
    expect([...shortened("x".repeat(50), 40)]).toHaveLength(40);
  });

  it("counts an emoji or a Chinese character as one and never splits it", () => {
    expect(shortened("🎉🎉🎉 sale", 3)).toBe("🎉🎉…");
    expect(shortened("印俄核能合作谈判", 4)).toBe("印俄核…");
  });
});
