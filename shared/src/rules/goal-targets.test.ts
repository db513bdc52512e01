import { describe, expect, it } from "vitest";
import { RECOMMENDATION_MESSAGES } from "../schemas/recommendations.js";
import { goalTarget, type TargetCandidate } from "./goal-targets.js";

const text = (name: string, words: string, y: number, height: number): TargetCandidate => ({
  name,
  kind: "text",
  box: { x: 100, y, width: 400, height },
  text: words,
});

// A 1 000 px tall ad: a brand line at the top, a two-line headline, body copy and a button at the bottom.
const brand = text("ACME", "ACME", 20, 40);
const headline = text("Summer sale", "Summer sale\nup to 50% off", 200, 160);
const body = text("Body", "All summer long, in every store near you", 500, 60);
const button = text("Shop now", "Shop now", 880, 50);
const ad = [body, headline, brand, button];

describe("goalTarget", () => {
  it("measures the whole-creative goals on no area", () => {
    for (const goal of ["clarity", "appeal", "overall"] as const) expect(goalTarget(goal, ad)).toBeNull();
  });

  it("picks the short text at an edge as the brand, the tallest lines as the headline, the action words as the CTA", () => {
    expect(goalTarget("brand_early", ad)?.name).toBe("ACME");
    expect(goalTarget("headline_read", ad)?.name).toBe("Summer sale");
    expect(goalTarget("cta_reached", ad)?.name).toBe("Shop now");
  });

  it("takes the tallest text as the headline even where its words were read unsurely", () => {
    const unclear = { name: "Text (unclear), centre", kind: "text", box: { x: 450, y: 55, width: 290, height: 145 }, text: null };
    const subline = text("ALL THE GEAR YOU NEED", "ALL THE GEAR YOU NEED", 200, 43);
    expect(goalTarget("headline_read", [subline, unclear])?.name).toBe("Text (unclear), centre");
  });

  it("reads the headline's size from its tallest line where the result gives it, so a paragraph's tall box loses", () => {
    const paragraph = { ...text("Body", "Reality: energy-smart appliances can …", 243, 154), line_height: 20 };
    const perception = { ...text("Perception", "Perception: an appliance lowers your bill", 137, 91), line_height: 28 };
    expect(goalTarget("headline_read", [paragraph, perception])?.name).toBe("Perception");
    expect(goalTarget("headline_read", [{ ...paragraph, line_height: null }, perception])?.name).toBe("Body");
  });

  it("prefers the marketer's own areas named for the goal", () => {
    const logo = { name: "Our logo", kind: "custom", box: { x: 600, y: 500, width: 80, height: 80 }, text: null };
    expect(goalTarget("brand_early", [...ad, logo])?.name).toBe("Our logo");
  });

  it("takes a chosen eye catcher by name and refuses an unknown one or a goal nothing fits", () => {
    expect(goalTarget("cta_reached", ad, "Body")?.name).toBe("Body");
    expect(() => goalTarget("cta_reached", ad, "Nope")).toThrow(RECOMMENDATION_MESSAGES.unknownTarget);
    expect(() => goalTarget("cta_reached", [body, headline])).toThrow(RECOMMENDATION_MESSAGES.noTarget);
    expect(() => goalTarget("brand_early", [])).toThrow(RECOMMENDATION_MESSAGES.noTarget);
  });
});
