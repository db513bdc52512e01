import { safeBox, type EyeCatcher } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { placementCrops } from "./placement-crops";

function catcher(name: string, box: EyeCatcher["box"], seen: number): EyeCatcher {
  const time = { first_look_ms: null, seen_1s: seen, seen_3s: seen, dwell_ms: 100, revisits: 0, entry_order: null };
  return { name, kind: "text", box, text: name, time, segments: {} };
}

// A landscape creative, 1 600 × 900: a headline at the far left, the logo at the bottom right.
const image = { width: 1600, height: 900 };
const headline = catcher("Headline", { x: 100, y: 300, width: 300, height: 80 }, 60);
const logo = catcher("Logo", { x: 1300, y: 780, width: 200, height: 60 }, 30);
const viewers = [
  {
    labels: {},
    fixations: [
      { x: 250, y: 340, t: 200, dur: 300 },
      { x: 1400, y: 800, t: 600, dur: 200 },
    ],
  },
];

describe("placementCrops", () => {
  it("keeps every key element inside the crop and out of the areas a 9:16 placement's apps cover, or proposes none", () => {
    const crops = placementCrops({ target: null, image, eyeCatchers: [headline, logo], viewers });
    for (const crop of crops) {
      const safe = safeBox(crop.box.width, crop.box.height, crop.placement);
      for (const { box } of [headline, logo]) {
        expect(box.x).toBeGreaterThanOrEqual(crop.box.x + safe.x);
        expect(box.y).toBeGreaterThanOrEqual(crop.box.y + safe.y);
        expect(box.x + box.width).toBeLessThanOrEqual(crop.box.x + safe.x + safe.width);
        expect(box.y + box.height).toBeLessThanOrEqual(crop.box.y + safe.y + safe.height);
      }
    }
    // No 9:16 strip holds both, and padding below leaves the headline under the apps' top bars.
    expect(crops.map((c) => c.placement)).not.toContain("9:16");
    const story = placementCrops({ target: null, image, eyeCatchers: [headline], viewers }).find((c) => c.placement === "9:16");
    expect(story?.box).toMatchObject({ y: 0, width: 506, height: 900 });
    expect(story?.title).toMatch(/^Crop to/);
  });

  it("crops where the key elements allow, keeping the most viewing time", () => {
    const square = placementCrops({ target: null, image, eyeCatchers: [headline], viewers }).find((c) => c.placement === "1:1");
    expect(square?.box).toMatchObject({ y: 0, width: 900, height: 900 });
    expect(square!.box.x).toBeLessThanOrEqual(100);
  });
});
