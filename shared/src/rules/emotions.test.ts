import { describe, expect, it } from "vitest";
import { type EmotionFidelity, emotionFidelityRows } from "./emotion-fidelity.js";
import { mostNamedEmotion, topEmotions } from "./emotions.js";

const shares = { anger: 0.05, disgust: 0.05, fear: 0.1, joy: 0.4, sadness: 0.1, surprise: 0.2, neutral: 0.1 };

describe("topEmotions", () => {
  it("lists the three largest shares, largest first, with their labels", () => {
    expect(topEmotions(shares)).toEqual([
      { name: "joy", label: "Joy", share: 0.4 },
      { name: "surprise", label: "Surprise", share: 0.2 },
      { name: "fear", label: "Fear", share: 0.1 },
    ]);
  });

  it("breaks ties in the results' emotion order and takes any count", () => {
    expect(topEmotions(shares, 7).map((emotion) => emotion.name)).toEqual([
      "joy",
      "surprise",
      "fear",
      "sadness",
      "neutral",
      "anger",
      "disgust",
    ]);
  });
});

describe("mostNamedEmotion", () => {
  it("is the largest share, the first in the results' order on a tie", () => {
    expect(mostNamedEmotion(shares)).toEqual({ name: "joy", label: "Joy", share: 0.4 });
    expect(mostNamedEmotion({ ...shares, joy: 0.1, surprise: 0.3, neutral: 0.3 }).name).toBe("surprise");
  });
});

describe("emotionFidelityRows", () => {
  const agreement = (valence_r: number, arousal_r: number, side: number) => ({ valence_r, arousal_r, side });
  const record: EmotionFidelity = {
    command: "npm run affect -w @adsight/research",
    fittedOn: ["Emotion6", "BASS"],
    folds: 5,
    sets: {
      emotion6: {
        images: 1980,
        before: agreement(0.123, -0.046, 0.571),
        after: agreement(0.712, 0.456, 0.834),
        emotions: { top1: 0.512, kl: 0.4321, uniform: { top1: 0.17, kl: 0.9 }, average: { top1: 0.3, kl: 0.6 } },
      },
      bass: { images: 583, before: agreement(0.2, 0.1, 0.6), after: agreement(0.8, 0.5, 0.9) },
    },
    cross: { emotion6_to_bass: agreement(0.4, 0.2, 0.7), bass_to_emotion6: agreement(0.3, 0.1, 0.65) },
    notCheckedOn: "Ads.",
  };

  it("writes r to two decimals with a real minus and shares as whole percents, within each set and across them", () => {
    const { affect, emotions } = emotionFidelityRows(record, "AdSight");
    expect(affect).toEqual([
      {
        check: "Emotion6 photographs, 5-fold",
        images: 1980,
        valence: "0.71",
        arousal: "0.46",
        side: "83%",
        before: { valence: "0.12", arousal: "−0.05", side: "57%" },
      },
      {
        check: "BASS pictograms, 5-fold",
        images: 583,
        valence: "0.80",
        arousal: "0.50",
        side: "90%",
        before: { valence: "0.20", arousal: "0.10", side: "60%" },
      },
      {
        check: "Fitted on Emotion6 photographs, tested on BASS pictograms",
        images: 583,
        valence: "0.40",
        arousal: "0.20",
        side: "70%",
        before: null,
      },
      {
        check: "Fitted on BASS pictograms, tested on Emotion6 photographs",
        images: 1980,
        valence: "0.30",
        arousal: "0.10",
        side: "65%",
        before: null,
      },
    ]);
    expect(emotions).toEqual([
      { predictor: "AdSight", top1: "51%", kl: "0.43" },
      { predictor: "Every emotion equally likely", top1: "17%", kl: "0.90" },
      { predictor: "The same average mix for every image", top1: "30%", kl: "0.60" },
    ]);
  });
});
