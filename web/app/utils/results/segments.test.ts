import { describe, expect, it } from "vitest";
import { sharePercent } from "./format";
import { imageEmotions, segmentAffect, segmentTimes } from "./segments";
import { eyeCatcher, result, times } from "./test-fixtures";

describe("time figures per segment", () => {
  it("lists an eye catcher's time figures per segment: categories in order, labels in natural order", () => {
    const logo = {
      ...eyeCatcher("Logo", "custom", times(40, 800)),
      segments: {
        Generation: { Zoomers: times(60, 500), Millennials: times(20, null) },
        Age: { "55-64": times(10, 2000), "18-24": times(70, 450), "100+": times(0, null) },
      },
    };
    expect(segmentTimes(logo)).toEqual([
      {
        category: "Generation",
        labels: [
          { label: "Millennials", seen_1s: 20, first_look_ms: null },
          { label: "Zoomers", seen_1s: 60, first_look_ms: 500 },
        ],
      },
      {
        category: "Age",
        labels: [
          { label: "18-24", seen_1s: 70, first_look_ms: 450 },
          { label: "55-64", seen_1s: 10, first_look_ms: 2000 },
          { label: "100+", seen_1s: 0, first_look_ms: null },
        ],
      },
    ]);
    expect(segmentTimes(eyeCatcher("CTA", "custom", times(8, 900)))).toEqual([]);
  });
});

describe("emotions", () => {
  const shares = { anger: 0.01, disgust: 0.02, fear: 0.07, joy: 0.456, sadness: 0.05, surprise: 0.204, neutral: 0.2 };
  const affect = (valence: number, emotions: typeof shares) => ({
    emo_valence: valence,
    emo_arousal: 0.1,
    emo_approach_score: 30,
    emo_risk_score: 5,
    emotions,
  });

  it("gives an image's three largest emotion shares, largest first, and none for results stored before them", () => {
    expect(imageEmotions(result(0, 50, { emotions: shares })).map((emotion) => `${emotion.label} ${sharePercent(emotion.share)}`)).toEqual([
      "Joy 46%",
      "Surprise 20%",
      "Neutral 20%",
    ]);
    expect(imageEmotions(result(0, 50))).toEqual([]);
  });

  it("gives each segment's affect figures and the emotion most of its viewers would name, labels in natural order", () => {
    const sad = { ...shares, joy: 0.1, sadness: 0.406 };
    const segments = { Age: { "25-34": affect(0.3, shares), "18-24": affect(-0.4, sad) }, Mood: { Calm: affect(0.1, shares) } };
    expect(segmentAffect(result(0, 50, { emotion_segments: segments }))).toEqual([
      {
        category: "Age",
        labels: [
          {
            label: "18-24",
            approach: 30,
            risk: 5,
            emotion: { name: "sadness", label: "Sadness", share: 0.406 },
          },
          { label: "25-34", approach: 30, risk: 5, emotion: { name: "joy", label: "Joy", share: 0.456 } },
        ],
      },
      {
        category: "Mood",
        labels: [{ label: "Calm", approach: 30, risk: 5, emotion: { name: "joy", label: "Joy", share: 0.456 } }],
      },
    ]);
    expect(segmentAffect(result(0, 50))).toEqual([]);
  });
});
