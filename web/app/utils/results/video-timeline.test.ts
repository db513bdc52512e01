import { chartEyeCatchers } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { videoEyeCatcher, videoResult } from "./test-fixtures";
import {
  clipAffect,
  eyeCatcherLabel,
  formatTenths,
  keyboardSeek,
  linePath,
  PLOT,
  secondFractions,
  secondSpan,
  segmentAffectMeans,
  timeFraction,
  timelineGeometry,
  timeTicks,
} from "./video-timeline";

describe("video times", () => {
  it("shows a span in seconds to the tenth", () => {
    expect(formatTenths(1250)).toBe("1.3 s");
    expect(formatTenths(0)).toBe("0.0 s");
  });

  it("names each timeline second's stretch, the last one short", () => {
    expect(secondSpan(0, 4.5)).toBe("0–1 s");
    expect(secondSpan(4, 4.5)).toBe("4–4.5 s");
    expect(secondSpan(2, 3)).toBe("2–3 s");
  });
});

describe("eye catchers of a video", () => {
  it("names text by its words in quotes", () => {
    expect(eyeCatcherLabel(videoEyeCatcher("SALE 50%", "text", { text: "SALE 50%" }))).toBe("“SALE 50%”");
    expect(eyeCatcherLabel(videoEyeCatcher("block 2", "text"))).toBe("“block 2”");
    expect(eyeCatcherLabel(videoEyeCatcher("bottle", "object"))).toBe("bottle");
  });

  it("charts the ones looked at longest, never one nobody looked at", () => {
    const names = (count?: number) => chartEyeCatchers(videoResult(0).eye_catchers, count).map((eyeCatcher) => eyeCatcher.name);
    expect(names()).toEqual(["bottle", "SALE 50%", "person"]);
    expect(names(2)).toEqual(["bottle", "SALE 50%"]);
    const many = ["a", "b", "c", "d", "e"].map((name, i) => videoEyeCatcher(name, "object", { looked_ms: 100 * (i + 1) }));
    expect(chartEyeCatchers(many).map((eyeCatcher) => eyeCatcher.name)).toEqual(["e", "d", "c", "b"]);
  });
});

describe("timeline geometry", () => {
  it("places each second at the middle of the stretch it covers", () => {
    expect(secondFractions(5, 4.5).map((f) => Number(f.toFixed(4)))).toEqual([0.1111, 0.3333, 0.5556, 0.7778, 0.9444]);
    expect(timeFraction(-1, 4)).toBe(0);
    expect(timeFraction(9, 4)).toBe(1);
    expect(timeFraction(1, 4)).toBe(0.25);
  });

  it("draws lines in plot units with the minimum at the bottom, clamping what lies outside", () => {
    expect(linePath([0, 1, 0.5], [0, 0.5, 1], 0, 1)).toBe(`M0.0 ${PLOT.height}.00 L500.0 0.00 L1000.0 50.00`);
    expect(linePath([-1, 0, 1, 2], [0, 0.25, 0.5, 1], -1, 1)).toBe("M0.0 100.00 L250.0 50.00 L500.0 0.00 L1000.0 0.00");
    // A clip of one second: a level line across it.
    expect(linePath([0.25], [0.5], 0, 1, 1)).toBe("M0 75.00 H1000.0");
    expect(linePath([0.25], [0.4], 0, 1, 1.25)).toBe("M0 75.00 H800.0");
    expect(linePath([], [], 0, 1)).toBe("");
  });

  it("ticks whole seconds, at most eight, the ends anchored inside the chart", () => {
    const short = timeTicks(4.5);
    expect(short.map((tick) => tick.label)).toEqual(["0 s", "1 s", "2 s", "3 s", "4 s"]);
    expect(short.map((tick) => tick.anchor)).toEqual(["start", "middle", "middle", "middle", "middle"]);
    expect(timeTicks(3).map((tick) => [tick.seconds, tick.fraction, tick.anchor])).toEqual([
      [0, 0, "start"],
      [1, 1 / 3, "middle"],
      [2, 2 / 3, "middle"],
      [3, 1, "end"],
    ]);
    expect(timeTicks(10).map((tick) => tick.seconds)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(timeTicks(30).map((tick) => tick.seconds)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(timeTicks(60).map((tick) => tick.seconds)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    for (const duration of [0.4, 1, 7, 14.9, 45, 60]) expect(timeTicks(duration).length).toBeLessThanOrEqual(8);
  });

  it("charts focus and the top eye catchers' shares on one scale, valence and arousal on −1…1, and marks the cuts", () => {
    const geometry = timelineGeometry(videoResult(0));
    expect(geometry.duration).toBe(4.5);
    expect(geometry.cuts).toEqual([2 / 4.5]);
    expect(geometry.attention.map((series) => [series.key, series.label])).toEqual([
      ["focus", "Focus"],
      ["bottle", "bottle"],
      ["SALE 50%", "“SALE 50%”"],
      ["person", "person"],
    ]);
    const fractions = secondFractions(5, 4.5);
    expect(geometry.attention[0]!.path).toBe(linePath([0.2, 0.45, 0.8, 0.6, 0.4], fractions, 0, 1));
    // A second without the eye catcher is a second nobody looked at it; the shares' scale ends at 50 %.
    expect(geometry.shareMax).toBe(50);
    expect(geometry.attention[1]!.path).toBe(linePath([0, 20, 50, 30, 0], fractions, 0, 50));
    expect(geometry.affect.map((series) => series.key)).toEqual(["valence", "arousal"]);
    expect(geometry.affect[0]!.path).toBe(linePath([0.1, 0.3, 0.5, -0.2, -0.4], fractions, -1, 1));
    expect(geometry.affect[1]!.path).toContain(" 50.00 ");
    // Results stored before clarity have no clarity line.
    expect(geometry.clarity).toEqual([]);
  });

  it("draws each second's clarity on a 0 to 100 scale", () => {
    const geometry = timelineGeometry(videoResult(0, { clarity_by_second: [80, 62.5, 40, 55, 70] }));
    expect(geometry.clarity).toEqual([
      { key: "clarity", label: "Clarity", path: linePath([80, 62.5, 40, 55, 70], secondFractions(5, 4.5), 0, 100) },
    ]);
  });
});

describe("seeking from the chart", () => {
  it("moves a second per arrow, five per page, and to either end, within the clip", () => {
    expect(keyboardSeek("ArrowRight", 2, 4.5)).toBe(3);
    expect(keyboardSeek("ArrowUp", 4, 4.5)).toBe(4.5);
    expect(keyboardSeek("ArrowLeft", 0.5, 4.5)).toBe(0);
    expect(keyboardSeek("ArrowDown", 2.5, 4.5)).toBe(1.5);
    expect(keyboardSeek("PageUp", 1, 30)).toBe(6);
    expect(keyboardSeek("PageDown", 1, 30)).toBe(0);
    expect(keyboardSeek("Home", 3, 4.5)).toBe(0);
    expect(keyboardSeek("End", 3, 4.5)).toBe(4.5);
    expect(keyboardSeek("Enter", 3, 4.5)).toBeNull();
    expect(keyboardSeek("a", 3, 4.5)).toBeNull();
  });
});

describe("affect over the clip", () => {
  it("averages each segment's valence and arousal over the seconds, in the shared audience order", () => {
    const { timeline } = videoResult(0);
    const means = segmentAffectMeans(timeline);
    expect(means.map((group) => group.category)).toEqual(["Age", "Gender"]);
    const round = (value: number) => Number(value.toFixed(4)) + 0;
    expect(means[1]!.labels.map((row) => [row.label, round(row.valence), round(row.arousal)])).toEqual([
      ["Female", 0.16, 0.2],
      ["Male", -0.04, 0],
    ]);
    expect(means[0]!.labels.map((row) => [row.label, round(row.valence), round(row.arousal)])).toEqual([
      ["18-24", 0.06, 0.1],
      ["25-34", 0.06, 0.3],
    ]);
    const clip = clipAffect(timeline);
    expect(clip.valence).toBeCloseTo(0.06, 6);
    expect(clip.arousal).toBeCloseTo(0.2, 6);
  });

  it("averages a segment over the seconds that report it and answers nothing for an empty timeline", () => {
    const [first, second] = videoResult(0).timeline;
    const only = { ...second!, affect: { ...second!.affect, segments: { Gender: { Female: { ...second!.affect, emo_valence: 0.9 } } } } };
    const gender = segmentAffectMeans([first!, only]).find((group) => group.category === "Gender")!;
    expect(gender.labels.find((row) => row.label === "Female")?.valence).toBeCloseTo((0.2 + 0.9) / 2, 6);
    expect(gender.labels.find((row) => row.label === "Male")?.valence).toBeCloseTo(0, 6);
    expect(segmentAffectMeans([])).toEqual([]);
    expect(clipAffect([])).toEqual({ valence: 0, arousal: 0 });
  });
});
