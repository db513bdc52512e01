import { imageAffect, softmax } from "@adsight/engine/src/simulation/stages";
import { describe, expect, it } from "vitest";
import { DEFAULT_PENALTIES, fitReadout, pearson, type Sample } from "./emotion-fit";

// A fixed pseudo-random sequence, so the fit sees the same data on every run.
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
}

const names = ["colour.a", "colour.b", "deep.x.0", "gist.block14.0"];
const spread = { valence: { base: 0.4, slope: 0 }, arousal: { base: 0.4, slope: 0 } };

/** Valence and arousal linear in the features with a little noise; the shares a softmax of two of them. */
function samples(count: number): Sample[] {
  const next = sequence(7);
  return Array.from({ length: count }, (_, i) => {
    const x = names.map(() => next() * 4);
    const logits = [x[0], -x[0], x[1], 0, 0, 0, 0];
    return {
      x,
      valence: 0.1 * x[0] - 0.05 * x[2] + 0.01 * next(),
      arousal: 0.08 * x[3] + 0.01 * next(),
      emotions: i % 4 === 0 ? undefined : softmax(logits),
      fold: i % 5,
    };
  });
}

describe("the affect readout's fit", () => {
  const training = samples(400);
  const readout = fitReadout(training, names, { penalties: DEFAULT_PENALTIES }, spread);
  const fresh = samples(460).slice(400);
  const predicted = fresh.map((s) => imageAffect(new Map(names.map((name, j) => [name, s.x[j]])), readout));

  it("recovers a linear valence and arousal on images it did not see, choosing the least penalty the data allow", () => {
    expect(
      pearson(
        predicted.map((p) => p.valence),
        fresh.map((s) => s.valence),
      ),
    ).toBeGreaterThan(0.99);
    expect(
      pearson(
        predicted.map((p) => p.arousal),
        fresh.map((s) => s.arousal),
      ),
    ).toBeGreaterThan(0.99);
    expect(readout.penalties.valence).toBe(DEFAULT_PENALTIES[0]);
    expect(readout.features).toEqual(names);
  });

  it("learns the emotions from the images that carry shares, as a softmax whose most likely answer is the raters'", () => {
    const agree = fresh.filter((s, i) => {
      const rated = s.emotions ?? softmax([s.x[0], -s.x[0], s.x[1], 0, 0, 0, 0]);
      const best = (p: number[]) => p.indexOf(Math.max(...p));
      return best(rated) === best(predicted[i].emotions);
    });
    expect(agree.length / fresh.length).toBeGreaterThan(0.9);
    predicted.forEach((p) => expect(p.emotions.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12));
  });

  it("gives the uniform distribution when no image carries shares", () => {
    const plain = fitReadout(
      training.map((s) => ({ ...s, emotions: undefined })),
      names,
      { penalties: [100] },
      spread,
    );
    const affect = imageAffect(new Map(names.map((name) => [name, 1])), plain);
    affect.emotions.forEach((share) => expect(share).toBeCloseTo(1 / 7, 12));
  });
});
