import { describe, expect, it } from "vitest";
import { colourGrid, colourName, dominantColour } from "../features/colours";
import { positionInWords, regionName } from "./region-names";

describe("names of salient areas", () => {
  it("says where an area lies in words", () => {
    expect(positionInWords({ x: 600, y: 20, w: 100, h: 80 }, 800, 600)).toBe("top right");
    expect(positionInWords({ x: 350, y: 250, w: 100, h: 100 }, 800, 600)).toBe("centre");
    expect(positionInWords({ x: 0, y: 250, w: 100, h: 100 }, 800, 600)).toBe("left");
    expect(positionInWords({ x: 350, y: 500, w: 100, h: 100 }, 800, 600)).toBe("bottom");
  });

  it("names everyday colours", () => {
    expect(colourName(240, 130, 20)).toBe("orange");
    expect(colourName(120, 70, 20)).toBe("brown");
    expect(colourName(20, 60, 200)).toBe("blue");
    expect(colourName(30, 160, 40)).toBe("green");
    expect(colourName(250, 250, 245)).toBe("white");
    expect(colourName(128, 128, 128)).toBe("grey");
    expect(colourName(10, 10, 12)).toBe("black");
    expect(colourName(220, 30, 40)).toBe("red");
    expect(colourName(230, 90, 170)).toBe("pink");
  });

  it("names an area by its dominant colour and its position", () => {
    // A 40 × 30 image, blue, with an orange patch in its top right corner.
    const width = 40;
    const height = 30;
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const orange = x >= 30 && y < 10;
        data.set(orange ? [240, 130, 20] : [20, 60, 200], (y * width + x) * 3);
      }
    }
    const colours = colourGrid({ width, height, data }, { w: 8, h: 6 });
    const box = { x: 30, y: 0, w: 10, h: 10 };
    expect(regionName(dominantColour(colours, box, width, height), box, width, height)).toBe("Orange area, top right");
    const rest = { x: 0, y: 15, w: 12, h: 15 };
    expect(regionName(dominantColour(colours, rest, width, height), rest, width, height)).toBe("Blue area, bottom left");
  });
});
