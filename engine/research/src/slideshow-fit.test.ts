import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_PARAMETERS, FIXED_TERMS, initBackend, VIDEO_FEATURES } from "@adsight/engine/src/simulation/stages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFidelity } from "./fidelity";
import {
  BinnedNss,
  type ClipRun,
  devClipRun,
  fitFrames,
  productViewers,
  slideshowRun,
  slideshowsCached,
  TAKEN_FEATURES,
} from "./slideshow-runs";
import { devClipCache } from "./video-dev";
import { balanced, fitWeights } from "./video-fit";

/** `slideshow-check -- --write 1 --record 1` ran on 12 images a material with seed 7 and 1 000 viewers (research LOG, issue 51). */
const IMAGES = 12;
const SEED = 7;
const VIEWERS = 1000;
const ready =
  slideshowsCached(IMAGES, DEFAULT_PARAMETERS, SEED) &&
  Object.values(devClipCache(DEFAULT_PARAMETERS, SEED)).every((file) => existsSync(file));
if (!ready)
  console.log(
    "slideshow fit: the video mix and its recorded figures rest on the slideshows' and the development clip's maps that " +
      "`npm run slideshow-check -w @adsight/research -- --fit 1` caches from ../shared/data; absent here (or made by another image model), their reproduction is skipped",
  );

describe.skipIf(!ready)("the video mix", () => {
  let dir: string;
  let runs: ClipRun[];
  beforeAll(async () => {
    await initBackend();
    dir = mkdtempSync(path.join(tmpdir(), "slideshow-fit-"));
    runs = [
      await slideshowRun("osie", IMAGES, dir, DEFAULT_PARAMETERS, SEED),
      await slideshowRun("fiwi", IMAGES, dir, DEFAULT_PARAMETERS, SEED),
      await devClipRun(DEFAULT_PARAMETERS, SEED),
    ];
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is what `slideshow-check -- --write 1` fits on the two slideshows and the clip, each a third of the likelihood", () => {
    const frames = balanced(runs.map((run) => fitFrames(run, DEFAULT_PARAMETERS)));
    const weights = fitWeights(frames, TAKEN_FEATURES, FIXED_TERMS);
    VIDEO_FEATURES.forEach((name) => {
      const taken = TAKEN_FEATURES.indexOf(name);
      expect(DEFAULT_PARAMETERS.video.weights[name]).toBeCloseTo(taken < 0 ? 0 : weights[taken], 2);
    });
  }, 300_000);

  it("scores on the slideshows what `slideshow-check -- --record 1` recorded, per half second since the cut", async () => {
    const recorded = readFidelity().slideshows;
    expect(recorded?.materials).toHaveLength(2);
    for (const [i, run] of runs.slice(0, 2).entries()) {
      // Lets vitest's own messages through between the long synchronous runs.
      await new Promise((resolve) => setImmediate(resolve));
      const at = productViewers(run, DEFAULT_PARAMETERS, VIEWERS, SEED);
      const product = new BinnedNss().add(run, (m) => at(m.tMs)).figures();
      const image = new BinnedNss().add(run, (m) => (run.stills as Float32Array[])[m.shot]).figures();
      const record = recorded?.materials[i];
      expect(product.fromHalf).toBeCloseTo(record?.product ?? NaN, 2);
      expect(image.fromHalf).toBeCloseTo(record?.imageModel ?? NaN, 2);
      product.bins.slice(1).forEach((value, b) => expect(value - image.bins[b + 1]).toBeCloseTo(record?.gapByHalfSecond[b] ?? NaN, 2));
    }
  }, 300_000);
});
