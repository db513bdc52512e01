import { describe, expect, it } from "vitest";
import { sharePercent } from "./format";
import { imageEmotions, segmentAffect, segmentTimes } from "./segments";
import { eyeCatcher, result, times } from "./test-fixtures";

describe("time figures per segment", () => {
  it("lists an eye catcher's time figures per segment in the shared audience order: ages youngest first, a marketer's own after", () => {
    const logo = {
      ...eyeCatcher("Logo", "custom", times(40, 800)),
      segments: {
        Generation: { Zoomers: times(60, 500), Millennials: times(20, null) },
        // As jsonb gives them back: shorter keys first.
        Age: { "100+": times(0, null), "55-64": times(10, 2000), "18-24": times(70, 450) },
      },
    };
    // Stored before segments said how many viewers they hold: no count, so nothing is withheld.
    const rows = (labels: [string, ReturnType<typeof times>][]) => labels.map(([label, time]) => ({ label, viewers: null, time }));
    expect(segmentTimes(logo)).toEqual([
      {
        category: "Age",
        labels: rows([
          ["18-24", times(70, 450)],
          ["55-64", times(10, 2000)],
          ["100+", times(0, null)],
        ]),
      },
      {
        category: "Generation",
        labels: rows([
          ["Millennials", times(20, null)],
          ["Zoomers", times(60, 500)],
        ]),
      },
    ]);
    const counted = { ...logo, segments: { Age: { "18-24": { ...times(70, 450), viewers_total: 12 } } } };
    expect(segmentTimes(counted)[0]!.labels[0]!.viewers).toBe(12);
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
    const row = (label: string, emotion: { name: string; label: string; share: number }) => ({
      label,
      viewers: null,
      intervals: undefined,
      approach: 30,
      risk: 5,
      emotion,
    });
    expect(segmentAffect(result(0, 50, { emotion_segments: segments }))).toEqual([
      {
        category: "Age",
        labels: [
          row("18-24", { name: "sadness", label: "Sadness", share: 0.406 }),
          row("25-34", { name: "joy", label: "Joy", share: 0.456 }),
        ],
      },
      { category: "Mood", labels: [row("Calm", { name: "joy", label: "Joy", share: 0.456 })] },
    ]);
    expect(segmentAffect(result(0, 50))).toEqual([]);
  });
});
