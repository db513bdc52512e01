import { DEGREE_FRACTION, type ModelParameters, simulateAudience, type ViewingClock } from "@adsight/engine/src/simulation/stages";
import type { FitImage } from "./calibration";
import { type EarlyObservation, fitEarlyTilts } from "./early-fit";

/*
 * The viewers' clock fitted to people. The web pages record onsets: their first onsets give the latency, and how the
 * time between onsets grows with the saccade's amplitude gives the main sequence's slope (less the part that is the
 * fixation before it growing too, measured on OSIE's durations, which hold no saccade). OSIE's 3 s trials give the
 * rest: the saccade's base time is what makes simulated viewers fit the observers' number of fixations in 3 s after
 * that latency. Where the first fixations go (early-fit.ts) is fitted to the observers' own first fixations.
 */

const degreeOf = ({ analysis }: FitImage) => DEGREE_FRACTION * Math.max(analysis.width, analysis.height);

/** Log-normal fit of the observers' recorded first onsets. */
export function fitLatency(pages: readonly Pick<FitImage, "image">[]): ViewingClock["latency"] {
  const logs = pages.flatMap(({ image }) => image.subjects.flatMap((s) => (s.t && s.t[0] > 0 ? [Math.log(s.t[0])] : [])));
  const logMean = logs.reduce((s, v) => s + v, 0) / logs.length;
  const logSd = Math.sqrt(logs.reduce((s, v) => s + (v - logMean) ** 2, 0) / (logs.length - 1));
  return { logMean, logSd };
}

/** Least-squares slope of y on x. */
function slope(x: number[], y: number[]): number {
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  x.forEach((v, i) => {
    sxy += (v - mx) * (y[i] - my);
    sxx += (v - mx) ** 2;
  });
  return sxy / sxx;
}

/**
 * The main sequence's ms per degree: the slope of the pages' onset-to-onset times on the amplitude of the saccade that
 * ends them, less the slope of OSIE's fixation durations on the amplitude of the saccade after them.
 */
export function fitSaccadeSlope(pages: readonly FitImage[], photos: readonly FitImage[]): number {
  const amplitudes = (images: readonly FitImage[], interval: (s: FitImage["image"]["subjects"][number], i: number) => number | null) => {
    const x: number[] = [];
    const y: number[] = [];
    for (const image of images) {
      const degree = degreeOf(image);
      for (const s of image.image.subjects) {
        for (let i = 1; i < s.x.length; i++) {
          const value = interval(s, i);
          if (value === null) continue;
          x.push(Math.hypot(s.x[i] - s.x[i - 1], s.y[i] - s.y[i - 1]) / degree);
          y.push(value);
        }
      }
    }
    return slope(x, y);
  };
  const onsetToOnset = amplitudes(pages, (s, i) => (s.t ? s.t[i] - s.t[i - 1] : null));
  const fixationBefore = amplitudes(photos, (s, i) => s.dur[i - 1]);
  return Math.max(0, onsetToOnset - fixationBefore);
}

/** Mean fixations per simulated baseline viewer on the images. */
async function simulatedCount(images: readonly FitImage[], parameters: ModelParameters, viewers: number): Promise<number> {
  let fixations = 0;
  for (const [i, { analysis }] of images.entries()) {
    const run = await simulateAudience(analysis, {}, viewers, 1000 + i, parameters, { readingDirectionBias: false });
    for (const path of run.paths) fixations += path.length;
  }
  return fixations / (viewers * images.length);
}

/**
 * The saccade's base time for which baseline viewers make the observers' number of fixations in the viewing time:
 * after the latency, each fixation costs its duration and a saccade, so the base time moves by the error in time per
 * fixation.
 */
export async function fitSaccadeBase(
  images: readonly FitImage[],
  parameters: ModelParameters,
  viewers: number,
  log: (line: string) => void,
): Promise<number> {
  const subjects = images.flatMap(({ image }) => image.subjects);
  const humanCount = subjects.reduce((s, subject) => s + subject.x.length, 0) / subjects.length;
  const { latency } = parameters.clock;
  const viewing = parameters.budgetMs - Math.exp(latency.logMean + latency.logSd ** 2 / 2);
  let baseMs = parameters.clock.saccade.baseMs;
  for (let round = 0; round < 2; round++) {
    const trial = { ...parameters, clock: { ...parameters.clock, saccade: { ...parameters.clock.saccade, baseMs } } };
    const count = await simulatedCount(images, trial, viewers);
    baseMs = Math.max(0, baseMs + viewing / humanCount - viewing / count);
    log(`  ${count.toFixed(2)} fixations/viewer (human ${humanCount.toFixed(2)}): saccade base → ${baseMs.toFixed(1)} ms`);
  }
  return baseMs;
}

/** Fixations whose tilt is fitted: people's first second holds the first two or three. */
export const EARLY_FIXATIONS = 4;

/**
 * The whole clock on these photographs and pages, the rest of the parameters as given: the early tilts from the
 * observers' early fixations (`observations`, earlyObservations of the same images), then the latency, the saccades.
 */
export async function fitClock(
  photos: readonly FitImage[],
  pages: readonly FitImage[],
  observations: readonly EarlyObservation[],
  parameters: ModelParameters,
  options: { countImages: number; countViewers: number },
  log: (line: string) => void,
): Promise<ViewingClock> {
  const early = fitEarlyTilts(observations, EARLY_FIXATIONS, log);
  const latency = fitLatency(pages);
  const msPerDegree = fitSaccadeSlope(pages, photos);
  log(`  latency e^${latency.logMean.toFixed(3)} ms (log sd ${latency.logSd.toFixed(3)}), saccade slope ${msPerDegree.toFixed(2)} ms/°`);
  const clock: ViewingClock = { latency, saccade: { ...parameters.clock.saccade, msPerDegree }, early };
  const baseMs = await fitSaccadeBase(photos.slice(0, options.countImages), { ...parameters, clock }, options.countViewers, log);
  return { ...clock, saccade: { baseMs, msPerDegree } };
}
