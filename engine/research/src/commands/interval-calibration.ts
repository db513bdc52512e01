import { readFileSync } from "node:fs";
import {
  decodeRgb,
  Detectors,
  DEFAULT_PARAMETERS,
  designedShare,
  initBackend,
  Rng,
  type RgbImage,
  simulateAudience,
} from "@adsight/engine/src/simulation/stages";
import { creativeFeatures } from "@adsight/engine/src/simulation/results/creative-scores";
import { consensusOf } from "@adsight/engine/src/simulation/results/consensus";
import { expectedDensity } from "@adsight/engine/src/simulation/results/density";
import { scoreImage, type ImageScoring } from "@adsight/engine/src/simulation/results/image-scores";
import { expectedViewingTime, STREAMS } from "@adsight/engine/src/simulation/viewers/audience";
import type { ImageAnalysis } from "@adsight/engine/src/simulation/features/analysis";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { EMOTION_NAMES, type Interval, MIN_SEGMENT_VIEWERS, type TimeFigures } from "@adsight/shared";
import { loadFiwi, loadGdi } from "../designed";
import { cachedAnalysis, hash, loadOsie, osieFolds } from "../osie";

/**
 * `npm run interval-calibration -w @adsight/research [-- --images 12 --runs 10 --viewers 100 --truth 10000 --offset 0]`: how often a
 * 90 % interval from a small run holds the figure a large run gives (issue 48's calibration), per figure kind, on
 * development photographs (OSIE) and designs (FiWI pages, GDI posters). Each small run draws new viewers; the large run
 * stands in for the truth, its own noise a tenth of the small run's. Prints the share covered, where the truth fell
 * below, the intervals' mean width, and the small runs' bias and spread in half-widths; the target is 85–95 %.
 * `--offset N` starts each set N images (designs N/2) further on, for a check on images a method was not chosen on.
 */
const SEGMENTS = {
  Gender: { values: { Female: 0.5, Male: 0.5 }, locks: {} },
  Device: { values: { Mobile: 0.72, Desktop: 0.28 }, locks: {} },
};

interface Tally {
  covered: number;
  total: number;
  width: number;
  /** Sums of (small run's figure − truth) ÷ the interval's half-width and its square: the bias, and the spread. */
  error: number;
  squares: number;
  low: number; // truths below the interval
  scaled: number; // intervals wider than nothing
}

const tallies = new Map<string, Tally>();

/** Half the last digit each kind is rounded to: a bound equal to the truth at that rounding holds it. */
const ROUNDING = { percent: 0.05, ms: 0.5, fraction: 0.00005 } as const;

function count(
  kind: string,
  interval: Interval | null | undefined,
  truth: number | null | undefined,
  estimate: number | null | undefined,
  unit: keyof typeof ROUNDING = "percent",
): void {
  if (!interval || truth === null || truth === undefined || estimate === null || estimate === undefined) return;
  const tally = tallies.get(kind) ?? { covered: 0, total: 0, width: 0, error: 0, squares: 0, low: 0, scaled: 0 };
  tallies.set(kind, tally);
  tally.total++;
  const half = (interval[1] - interval[0]) / 2;
  tally.width += 2 * half;
  if (half > 0) {
    tally.error += (estimate - truth) / half;
    tally.squares += ((estimate - truth) / half) ** 2;
    tally.scaled++;
  }
  if (truth >= interval[0] - ROUNDING[unit] && truth <= interval[1] + ROUNDING[unit]) tally.covered++;
  else if (truth < interval[0]) tally.low++;
}

async function scoring(analysis: ImageAnalysis, image: RgbImage, viewers: number, seed: number): Promise<ImageScoring> {
  const parameters = DEFAULT_PARAMETERS;
  const audience = await simulateAudience(analysis, SEGMENTS, viewers, seed, parameters);
  const { width, height, features, detections, appearance, affect, deepMean } = analysis;
  const expectedTime = expectedViewingTime(audience, features, parameters);
  const expected = expectedDensity(expectedTime, features.grid, width, height, parameters.density);
  return scoreImage(
    analysis,
    await creativeFeatures({ image, detections, appearance, affect, expected, deepMean }),
    audience.viewers,
    audience.paths,
    expected,
    expectedTime,
    { affect: new Rng(seed, STREAMS.affect), intervals: new Rng(seed, STREAMS.intervals) },
    consensusOf(audience.paths, width, height, new Rng(seed, STREAMS.results)),
    [],
    designedShare(parameters, features.content),
  );
}

function compareTimes(prefix: string, small: TimeFigures, truth: TimeFigures): void {
  count(`${prefix}seen in 1 s`, small.intervals?.seen_1s, truth.seen_1s, small.seen_1s);
  count(`${prefix}seen in 3 s`, small.intervals?.seen_3s, truth.seen_3s, small.seen_3s);
  count(`${prefix}dwell`, small.intervals?.dwell_ms, truth.dwell_ms, small.dwell_ms, "ms");
  // Where a dwell interval misses: an area few of the small run's viewers looked at is the hard case.
  const k = small.viewers ?? 0;
  const lookers = k === 0 ? "0" : k < 4 ? "1–3" : k < 10 ? "4–9" : k < 30 ? "10–29" : "30+";
  count(`${prefix}dwell, ${lookers} lookers`, small.intervals?.dwell_ms, truth.dwell_ms, small.dwell_ms, "ms");
  count(`${prefix}median first look`, small.intervals?.first_look_ms, truth.first_look_ms?.median, small.first_look_ms?.median, "ms");
}

function compare(small: ImageScoring, truth: ImageScoring): void {
  const { scores } = small;
  for (const name of Object.keys(truth.scores.aoi_reach_scores)) {
    const reach = scores.aoi_reach_scores[name];
    count("reach", scores.aoi_reach_intervals?.[name], truth.scores.aoi_reach_scores[name], reach);
    const share = scores.aoi_attention_shares[name];
    count("attention share", scores.aoi_attention_shares_intervals?.[name], truth.scores.aoi_attention_shares[name], share);
  }
  count("valence", scores.emo_valence_interval, truth.scores.emo_valence, scores.emo_valence, "fraction");
  count("arousal", scores.emo_arousal_interval, truth.scores.emo_arousal, scores.emo_arousal, "fraction");
  count("positive energy", scores.emo_approach_score_interval, truth.scores.emo_approach_score, scores.emo_approach_score);
  count("emotional risk", scores.emo_risk_score_interval, truth.scores.emo_risk_score, scores.emo_risk_score);
  count("overall score", scores.overall_score_interval, truth.scores.overall_score, scores.overall_score);
  for (const name of EMOTION_NAMES)
    count("emotion share", small.emotionsIntervals[name], truth.emotions[name], small.emotions[name], "fraction");
  const truthByName = new Map(truth.eyeCatchers.map((eyeCatcher) => [eyeCatcher.name, eyeCatcher]));
  for (const eyeCatcher of small.eyeCatchers) {
    const other = truthByName.get(eyeCatcher.name);
    if (!other) continue;
    compareTimes("", eyeCatcher.time, other.time);
    for (const [category, labels] of Object.entries(eyeCatcher.segments))
      for (const [label, time] of Object.entries(labels)) {
        const truthTime = other.segments[category]?.[label];
        if (truthTime && (time.viewers_total ?? 0) >= MIN_SEGMENT_VIEWERS) compareTimes("segment: ", time, truthTime);
      }
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2), ["images", "runs", "viewers", "truth", "offset"]);
  const perSet = intArg(args.images, "images", 12, 1, 200);
  const offset = intArg(args.offset, "offset", 0, 0, 1000);
  const runs = intArg(args.runs, "runs", 10, 1, 100);
  const viewers = intArg(args.viewers, "viewers", 100, 10, 10_000);
  const truthViewers = intArg(args.truth, "truth", 10_000, 100, 100_000);
  await initBackend();
  const detectors = () => Detectors.load();
  const photographs = osieFolds(loadOsie()).dev.slice(offset, offset + perSet);
  const [pages, posters] = [Math.ceil(offset / 2), Math.floor(offset / 2)];
  const designs = [
    ...loadFiwi().slice(pages, pages + Math.ceil(perSet / 2)),
    ...loadGdi().slice(posters, posters + Math.floor(perSet / 2)),
  ];
  for (const image of [...photographs, ...designs]) {
    const analysis = await cachedAnalysis(image, detectors);
    const decoded = await decodeRgb(readFileSync(image.file));
    const base = hash(image.name, 48) * 2 ** 32;
    const truth = await scoring(analysis, decoded, truthViewers, base);
    for (let run = 1; run <= runs; run++) compare(await scoring(analysis, decoded, viewers, base + run), truth);
    console.log(`${image.name} done`);
  }
  console.log(`\n90 % intervals from ${viewers} viewers holding the figure from ${truthViewers.toLocaleString("en-US")} viewers`);
  console.log(`(${photographs.length} photographs, ${designs.length} designs, ${runs} runs each)\n`);
  console.log("| figure | intervals | covered | truth below | mean width | bias / half-width | spread / width's |");
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const [kind, { covered, total, width, error, squares, low, scaled }] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    const bias = scaled > 0 ? error / scaled : 0;
    // A normal 90 % interval is 1.645 standard deviations either side: 1.00 when the widths match the runs' spread.
    const spread = scaled > 1 ? 1.6448536269514722 * Math.sqrt(Math.max(0, squares / scaled - bias * bias)) : 0;
    const percent = (part: number) => `${((100 * part) / total).toFixed(1)} %`;
    console.log(
      `| ${kind} | ${total} | ${percent(covered)} | ${percent(low)} | ${(width / total).toFixed(3)} | ${bias.toFixed(2)} | ${spread.toFixed(2)} |`,
    );
  }
}

void main();
