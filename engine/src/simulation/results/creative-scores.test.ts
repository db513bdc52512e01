import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { initBackend } from "../backend";
import { analyseImage } from "../features/analysis";
import { Detectors } from "../features/detectors";
import { decodeRgb, type RgbImage } from "../image";
import { DEFAULT_PARAMETERS } from "../parameters";
import { Rng } from "../rng";
import { expectedViewingTime, simulateAudience } from "../viewers/audience";
import {
  abVerdict,
  appealScore,
  clarityScore,
  CREATIVE_FORMATS,
  CREATIVE_MODELS,
  creativeFeatures,
  inferFormat,
  overallInputs,
  overallScore,
  percentileOf,
  SCORE_KINDS,
} from "./creative-scores";
import { expectedDensity } from "./density";

const [WIDTH, HEIGHT] = [800, 600];

let detectors: Detectors;
beforeAll(async () => {
  await initBackend();
  detectors = await Detectors.load();
}, 120_000);

async function blankCard(): Promise<RgbImage> {
  return decodeRgb(
    await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#f4f1ea" } })
      .png()
      .toBuffer(),
  );
}

/** Many small tiles of many colours, with a grain over them. */
function collage(): RgbImage {
  const rng = new Rng(7, 0);
  const data = new Uint8Array(WIDTH * HEIGHT * 3);
  const tile = 50;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const t = Math.floor(y / tile) * 97 + Math.floor(x / tile) * 31;
      for (let c = 0; c < 3; c++) data[(y * WIDTH + x) * 3 + c] = ((t * (c + 3) * 53) % 200) + Math.floor(rng.next() * 55);
    }
  return { width: WIDTH, height: HEIGHT, data };
}

/** The worker's analysis and expected density (200 viewers), then the image-only features. */
async function featuresOf(image: RgbImage) {
  const analysis = await analyseImage(image, detectors);
  const audience = await simulateAudience(analysis, {}, 200, 1, DEFAULT_PARAMETERS);
  const { features, width, height } = analysis;
  const expected = expectedDensity(
    expectedViewingTime(audience, features, DEFAULT_PARAMETERS),
    features.grid,
    width,
    height,
    DEFAULT_PARAMETERS.density,
  );
  return creativeFeatures({ ...analysis, image, expected });
}

describe("the creative scores", () => {
  it("finds a blank card clearer than a collage for every format, and says why in countable drivers", async () => {
    const [cardFeatures, collageFeatures] = [await featuresOf(await blankCard()), await featuresOf(collage())];
    for (const { id: format } of CREATIVE_FORMATS) {
      const card = clarityScore(cardFeatures, format);
      const busy = clarityScore(collageFeatures, format);
      expect(card.score).toBeGreaterThan(busy.score + 20);
      expect(card.error).toBeGreaterThan(0);
      const drivers = (score: typeof card) => Object.fromEntries(score.drivers.map((d) => [d.id, d.value]));
      expect(drivers(card).colours).toBeLessThan(drivers(busy).colours);
      expect(card.drivers.map((d) => d.id)).toEqual(["elements", "text", "focal", "colours", "detail"]);
    }
  });

  it("keeps every score within 0–100", async () => {
    const features = await featuresOf(collage());
    const clarity = clarityScore(features, "display").score;
    const appeal = appealScore(features, "display").score;
    const figures = { focus: 0.3, capture: 0.6, approach: 55, valence: 0.1, catchers: [{ kind: "text", reach: 80, share: 30 }] };
    for (const score of [clarity, appeal, overallScore(overallInputs(figures, clarity, appeal))]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(CREATIVE_FORMATS.map((f) => f.id)).toContain(inferFormat(features).format);
  });

  it("names a winner only as far apart as the development pairs could tell, the same whichever side it is on", () => {
    const verdict = {
      clearFrom: 10,
      bands: [
        { from: 0, higherWon: 0.52, pairs: 90 },
        { from: 10, higherWon: 0.68, pairs: 60 },
      ],
    };
    const models = { ...CREATIVE_MODELS, verdict };
    expect(abVerdict(60, 55, models)).toEqual({ winner: null, probability: 0.52, pairsThisFarApart: 90, band: { from: 0, to: 10 } });
    expect(abVerdict(70, 55, models)).toEqual({ winner: "a", probability: 0.68, pairsThisFarApart: 60, band: { from: 10, to: null } });
    expect(abVerdict(55, 70, models)).toEqual({ winner: "b", probability: 0.68, pairsThisFarApart: 60, band: { from: 10, to: null } });
    expect(abVerdict(60, 60).winner).toBeNull();
    expect(abVerdict(10, 90)).toEqual({ ...abVerdict(90, 10), winner: abVerdict(90, 10).winner && "b" });
  });

  it("reads percentiles off each norm set, rising with the score", () => {
    for (const kind of SCORE_KINDS)
      for (const { id } of CREATIVE_FORMATS) {
        const norm = CREATIVE_MODELS.norms[kind][id];
        expect(percentileOf(kind, id, -1)).toEqual({ percentile: 0, set: { name: norm.name, size: norm.size } });
        expect(percentileOf(kind, id, 101).percentile).toBe(100);
        const middle = percentileOf(kind, id, norm.quantiles[50]).percentile;
        expect(middle).toBeGreaterThanOrEqual(40);
        expect(middle).toBeLessThanOrEqual(60);
      }
  });
});
