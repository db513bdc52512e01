import { describe, expect, it } from "vitest";
import type { Detection } from "../features/detectors";
import { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";
import type { Viewer } from "../viewers/viewers";
import { MAX_PROFILE_AFFECT, RISK_VALENCE, viewerAffect } from "./emotion";

const N = 4000;

function viewer(labels: Record<string, string>, valence = 0, arousal = 0): Viewer {
  return { labels, time: 1, featureFactors: [], readingBias: 0, valence, arousal };
}

const look = (x: number, y: number): Fixation[] => [{ x, y, t: 0, dur: 300, cell: 0 }];
const image = (valence: number, arousal: number, emotions = [0.05, 0.05, 0.05, 0.5, 0.05, 0.1, 0.2], detections: Detection[] = []) => ({
  affect: { valence, arousal, emotions },
  detections,
});

describe("the audience's affect", () => {
  it("spreads viewers around the image's affect as raters spread, and names emotions in the predicted shares", () => {
    const viewers = Array.from({ length: N }, () => viewer({}));
    const paths = viewers.map(() => look(10, 10));
    const affect = viewerAffect(image(0.3, -0.1), viewers, paths, new Rng(1));
    expect(affect.valence).toBeCloseTo(0.3, 1);
    expect(affect.arousal).toBeCloseTo(-0.1, 1);
    // Half a scale's SD of raters puts a share of a pleasant image's viewers on the unpleasant side.
    expect(affect.risk).toBeGreaterThan(3);
    expect(affect.risk).toBeLessThan(20);
    [0.05, 0.05, 0.05, 0.5, 0.05, 0.1, 0.2].forEach((share, k) => expect(Math.abs(affect.emotions[k] - share)).toBeLessThan(0.03));
    expect(affect.emotions.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(affect.segments).toEqual({});
  });

  it("counts Positive Energy as viewers pleasant and activated, Emotional Risk as viewers at or below the risk line", () => {
    const viewers = Array.from({ length: N }, () => viewer({}));
    const paths = viewers.map(() => look(10, 10));
    const pleasant = viewerAffect(image(0.6, 0.5), viewers, paths, new Rng(2));
    const unpleasant = viewerAffect(image(-0.6, 0.5), viewers, paths, new Rng(2));
    expect(pleasant.approach).toBeGreaterThan(70);
    expect(pleasant.risk).toBeLessThan(5);
    expect(unpleasant.approach).toBeLessThan(20);
    expect(unpleasant.risk).toBeGreaterThan(70);
    expect(RISK_VALENCE).toBe(-0.25);
  });

  it("moves a segment by its profile, at most by the bound, and reports every label's figures", () => {
    const viewers = Array.from({ length: N }, (_, i) =>
      i % 2 ? viewer({ Mood: "Happy" }, 0.9, 0) : viewer({ Mood: "Stressed" }, -0.2, 0.25),
    );
    const paths = viewers.map(() => look(10, 10));
    const { segments } = viewerAffect(image(0, 0), viewers, paths, new Rng(3));
    expect(Object.keys(segments.Mood).sort()).toEqual(["Happy", "Stressed"]);
    expect(segments.Mood.Happy.valence).toBeCloseTo(MAX_PROFILE_AFFECT, 1);
    expect(segments.Mood.Stressed.valence).toBeCloseTo(-0.2, 1);
    // Pleasant viewers name joy more often than unpleasant ones.
    expect(segments.Mood.Happy.emotions[3]).toBeGreaterThan(segments.Mood.Stressed.emotions[3] + 0.1);
  });

  it("lets a face's expression count only for the viewers who fixated it, leaving the audience's mean as the readout's", () => {
    const face: Detection = { kind: "face", label: "face", score: 0.9, box: { x: 0, y: 0, w: 50, h: 50 }, expressions: { happy: 1 } };
    const viewers = Array.from({ length: N }, (_, i) => viewer({ Look: i % 2 ? "face" : "away" }));
    const paths = viewers.map((v) => (v.labels.Look === "face" ? look(25, 25) : look(200, 200)));
    const affect = viewerAffect(image(0, 0, undefined, [face]), viewers, paths, new Rng(4));
    expect(affect.valence).toBeCloseTo(0, 1);
    expect(affect.segments.Look.face.valence - affect.segments.Look.away.valence).toBeCloseTo(0.4, 1);
    expect(affect.segments.Look.face.emotions[3]).toBeGreaterThan(affect.segments.Look.away.emotions[3]);
  });

  it("gives the same figures for the same seed", () => {
    const viewers = Array.from({ length: 50 }, () => viewer({}));
    const paths = viewers.map(() => look(10, 10));
    expect(viewerAffect(image(0.1, 0.2), viewers, paths, new Rng(5))).toEqual(viewerAffect(image(0.1, 0.2), viewers, paths, new Rng(5)));
  });
});
