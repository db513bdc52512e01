import { describe, expect, it } from "vitest";
import { clipLength, creditsFor, creditUnits, notEnoughCreditsDetail, videoSeconds } from "./credits.js";

describe("video seconds", () => {
  it("charges the seconds the clip's length shows", () => {
    expect(videoSeconds(30_040)).toBe(30);
    expect(clipLength(30_040)).toBe("0:30");
    expect(creditUnits([{ kind: "video", durationMs: 30_040 }])).toBe(30);
    expect([videoSeconds(30_600), clipLength(30_600)]).toEqual([31, "0:31"]);
    expect([videoSeconds(59_500), clipLength(59_500)]).toEqual([60, "1:00"]);
  });

  it("charges a clip shorter than half a second as one second", () => {
    expect([videoSeconds(300), clipLength(300)]).toEqual([1, "0:01"]);
  });

  it("prices a trial's image and 15 s video at scale 10 as 160 credits", () => {
    expect(
      creditsFor(
        creditUnits([
          { kind: "image", durationMs: null },
          { kind: "video", durationMs: 15_000 },
        ]),
        10,
      ),
    ).toBe(160);
  });
});

describe("notEnoughCreditsDetail", () => {
  it("keeps the spec's text and puts the amounts beside it", () => {
    expect(notEnoughCreditsDetail(160, 100)).toBe("Not enough credits: 160 needed, 100 left");
  });
});
