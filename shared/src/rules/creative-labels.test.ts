import { describe, expect, it } from "vitest";
import { clipClock, imageName, videoName } from "./creative-labels";

describe("creative labels", () => {
  it("name a creative by its place in the campaign", () => {
    expect(imageName(0)).toBe("Image 1");
    expect(videoName(2)).toBe("Video 3");
  });

  it("read a clip's moment as m:ss.s, rounded to the tenth, never negative", () => {
    expect([0, 1250, 2400, 12_345, 59_960, 61_249, 600_000].map(clipClock)).toEqual([
      "0:00.0",
      "0:01.3",
      "0:02.4",
      "0:12.3",
      "1:00.0",
      "1:01.2",
      "10:00.0",
    ]);
    expect(clipClock(-30)).toBe("0:00.0");
  });
});
