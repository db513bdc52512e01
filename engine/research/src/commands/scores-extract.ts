import { readFileSync } from "node:fs";
import {
  analyseImage,
  DEFAULT_PARAMETERS,
  decodeRgb,
  designedShare,
  Detectors,
  initBackend,
  Rng,
  simulateAudience,
  timeFigures,
} from "@adsight/engine/src/simulation/stages";
import { expectedDensity } from "@adsight/engine/src/simulation/results/density";
import { viewerAffect } from "@adsight/engine/src/simulation/results/emotion";
import { areasOfInterest, captureShare, scoreAreas } from "@adsight/engine/src/simulation/results/eye-catchers";
import { focusOf, overallScore } from "@adsight/engine/src/simulation/results/score";
import { expectedViewingTime, STREAMS } from "@adsight/engine/src/simulation/viewers/audience";
import { parseArgs } from "@adsight/engine/tools/args";
import { deepPass, lightPass } from "../light-pass";
import { hash } from "../osie";
import {
  cachedLight,
  cachedPass,
  isSavoias,
  type ScoresImage,
  scoresOrder,
  type ScoresPass,
  storeLight,
  storePass,
  type ViewerPass,
} from "../scores-data";

/**
 * `npm run scores:extract -w @adsight/research [-- --shard i/n --viewers 1000 --limit N --light 1]`: runs the worker's analysis and
 * a simulation of `viewers` viewers (no overlays) on every scores-dev image and OSIE photograph, caching a summary per
 * image in engine/.cache/scores, which `npm run scores` reads. Images go in a seeded shuffled order, so a partly filled
 * cache is a random sample of every set; n shards run side by side. `--light 1`: only what clarity reads (appearance,
 * the backbone's channels) of every SAVOIAS image the full pass has not reached.
 */
const EXPECTED_SIDE = 16;

function downsampled(map: { w: number; h: number; values: Float32Array }): ViewerPass["expected"] {
  const scale = EXPECTED_SIDE / Math.max(map.w, map.h);
  const w = Math.max(1, Math.round(map.w * scale));
  const h = Math.max(1, Math.round(map.h * scale));
  const values = new Array<number>(w * h).fill(0);
  for (let y = 0; y < map.h; y++)
    for (let x = 0; x < map.w; x++) {
      const cell = Math.min(h - 1, Math.floor((y * h) / map.h)) * w + Math.min(w - 1, Math.floor((x * w) / map.w));
      values[cell] += map.values[y * map.w + x];
    }
  return { w, h, values: values.map((v) => Math.round(v * 1e5) / 1e5) };
}

async function extract(image: ScoresImage, detectors: Detectors, viewers: number): Promise<ScoresPass> {
  const started = performance.now();
  const decoded = await decodeRgb(readFileSync(image.file));
  const analysis = await analyseImage(decoded, detectors);
  const analysed = performance.now();
  const { width, height, features } = analysis;
  const seed = hash(`${image.set}/${image.name}`, 11) * 2 ** 32;
  const parameters = DEFAULT_PARAMETERS;
  const audience = await simulateAudience(analysis, {}, viewers, seed, parameters);
  const expected = expectedDensity(expectedViewingTime(audience, features, parameters), features.grid, width, height, parameters.density);
  // The scores' own parts, without the consensus, overlays or intervals the worker adds.
  const areas = areasOfInterest({ ...analysis, designed: designedShare(parameters, features.content) }, expected);
  const aoi = scoreAreas(areas, audience.paths, width, height);
  const times = timeFigures(
    areas.map((area) => area.box),
    audience.paths,
    audience.viewers.map((viewer) => viewer.labels),
  );
  const affect = viewerAffect(analysis, audience.viewers, audience.paths, new Rng(seed, STREAMS.affect));
  const gridTime = new Float64Array(features.grid.w * features.grid.h);
  for (const path of audience.paths) for (const f of path) gridTime[f.cell] += f.dur;
  const focus = focusOf(gridTime);
  const capture = captureShare(areas, aoi.eyeCatchers, audience.paths);
  const viewerPass: ViewerPass = {
    viewers,
    focus,
    capture,
    overall: overallScore({ focus, capture, appeal: affect.approach / 100 }),
    valence: affect.valence,
    arousal: affect.arousal,
    approach: affect.approach,
    risk: affect.risk,
    catchers: areas.map((area, i) => ({
      kind: area.kind,
      area: (area.box.w * area.box.h) / (width * height),
      reach: aoi.reach[area.name] ?? 0,
      share: aoi.share[area.name] ?? 0,
      firstLookMs: times[i].time.first_look_ms?.median ?? null,
      seen1s: times[i].time.seen_1s,
    })),
    expected: downsampled(expected),
  };
  return {
    width,
    height,
    detections: analysis.detections,
    appearance: analysis.appearance,
    textCoverage: features.content?.textCoverage ?? null,
    flatShare: features.content?.flatShare ?? null,
    affect: { valence: analysis.affect.valence, arousal: analysis.affect.arousal },
    viewerPass,
    deepMean: analysis.deepMean,
    ms: { analysis: Math.round(analysed - started), simulation: Math.round(performance.now() - analysed) },
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2), ["shard", "viewers", "limit", "light"]);
  await initBackend();
  const [shard, shards] = (args.shard ?? "0/1").split("/").map(Number);
  const viewers = Number(args.viewers ?? 1000);
  const images = scoresOrder()
    .filter((_, i) => i % shards === shard)
    .slice(0, args.limit ? Number(args.limit) : undefined);
  const detectors = await Detectors.load();
  const started = Date.now();
  if (args.light === "1") {
    for (const image of images.filter((image) => isSavoias(image) && !cachedPass(image)?.deepMean && !cachedLight(image)))
      storeLight(image, await lightPass(image, detectors));
    console.log(`light passes done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  for (const [i, image] of images.entries()) {
    const cached = cachedPass(image);
    if (cached?.deepMean) continue;
    const pass = cached ? { ...cached, deepMean: await deepPass(image, detectors) } : await extract(image, detectors, viewers);
    storePass(image, pass);
    if (args.limit || i % 25 === 24)
      console.log(
        `${i + 1}/${images.length} in ${((Date.now() - started) / 1000).toFixed(0)} s (${image.set}/${image.name}: ${JSON.stringify(pass.ms)})`,
      );
  }
  console.log(`${images.length} images done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

void main();
