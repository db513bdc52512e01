import path from "node:path";
import {
  DEFAULT_PARAMETERS,
  initBackend,
  type ModelParameters,
  simulateAudience,
  type ViewingClock,
} from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import type { FitImage } from "../calibration";
import { EARLY_FIXATIONS, fitClock } from "../clock-fit";
import { earlyObservations, NO_TILT, tiltLogLikelihood } from "../early-fit";
import { type EarlyLikelihood, recordFidelity } from "../fidelity";
import { readJson, writeJson } from "../json-file";
import { FOLDS, loadOsie, osieFolds } from "../osie";
import { loadPageViewings, pageFolds } from "../page-viewings";
import { PARAMETERS_FILE } from "../paths";
import { annotatedAreas, onItsClock, formatViewingTimes, ViewingTimes, type ViewingTimesReport } from "../viewing-times";
import { analyseAll } from "./calibrate";

/*
 * `npm run clock -w @adsight/research [-- --viewers N] [--before DIR] [--record 1]`
 *
 * The viewers' clock (latency, main-sequence saccades, where the first fixations go), 5-fold cross-validated by image
 * on the 160 OSIE development photographs and the 26 development web pages together: per fold the clock is fitted on
 * the other folds' photographs and pages (clock-fit.ts) and the held-out ones are simulated with it (the rest of the
 * parameters committed) and compared with their observers (viewing-times.ts): each annotated area's reach, seen
 * within 1 s, median first look and dwell, against all observers and one half of them against the other, and the
 * "First second" heatmap against people's first-second fixations; and the held-out observers' first fixations scored
 * by the model with and without the early tilts (log-likelihood per fixation). `--before DIR` scores another model's
 * engine/src/simulation (exported inside the repository, e.g. under engine/.cache, so its imports resolve) on the
 * same images, on that model's own clock (its onsets; back to back from 0 ms for a model without them). `--record 1` fits the clock on all of them, writes it to
 * parameters.json (`clock`) and records the figures in fidelity.json (`clock`).
 */

/** Simulation budget of the saccade time's fit: a subset keeps a fold to minutes. */
const COUNT_IMAGES = 30;
const COUNT_VIEWERS = 100;
const SEED = 11;

type Sets = { photos: FitImage[]; pages: FitImage[] };
type Simulate = (image: FitImage, index: number) => Promise<Parameters<ViewingTimes["add"]>[1]>;

async function score(images: FitImage[], simulate: Simulate, density: ModelParameters["density"], budgetMs: number) {
  const areas = annotatedAreas();
  const times = new ViewingTimes(budgetMs);
  for (const [i, image] of images.entries())
    times.add(areas.get(image.image.name) ?? [], await simulate(image, i), image.image.subjects, image.analysis, density);
  return times;
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["viewers", "before", "record"]);
  const viewers = intArg(args.viewers, "viewers", 1000, 1, 10_000);
  const started = Date.now();
  const log = (line: string) => console.log(`${line}   [${((Date.now() - started) / 1000).toFixed(0)} s]`);
  await initBackend();
  const { dev, fold } = osieFolds(loadOsie());
  const pages = loadPageViewings();
  const pageFold = pageFolds(pages);
  const sets: Sets = { photos: await analyseAll(dev, log), pages: await analyseAll(pages, log) };
  const foldOfName = (name: string) => (name.startsWith("fiwi-") ? pageFold : fold).get(name);
  const foldOf = (image: FitImage) => foldOfName(image.image.name);
  const options = { countImages: COUNT_IMAGES, countViewers: COUNT_VIEWERS };
  // The observers' early fixations with what the model gives each cell: the same whatever the clock, so built once.
  const observations = earlyObservations([...sets.photos, ...sets.pages], DEFAULT_PARAMETERS, EARLY_FIXATIONS);
  const heldOutLikelihood = {
    photos: { fixations: [] as number[], untilted: [] as number[], tilted: [] as number[] },
    pages: { fixations: [] as number[], untilted: [] as number[], tilted: [] as number[] },
  };

  const after = { photos: new ViewingTimes(DEFAULT_PARAMETERS.budgetMs), pages: new ViewingTimes(DEFAULT_PARAMETERS.budgetMs) };
  const areas = annotatedAreas();
  const folds: ViewingClock[] = [];
  for (let f = 0; f < FOLDS; f++) {
    log(`fold ${f}: fitting the clock on the other folds`);
    const train = (images: FitImage[]) => images.filter((image) => foldOf(image) !== f);
    const trainObservations = observations.filter((o) => foldOfName(o.image) !== f);
    const clock = await fitClock(train(sets.photos), train(sets.pages), trainObservations, DEFAULT_PARAMETERS, options, log);
    folds.push(clock);
    log(`fold ${f}: ${JSON.stringify(clock)}`);
    for (const set of ["photos", "pages"] as const) {
      const sums = heldOutLikelihood[set];
      for (let k = 0; k < EARLY_FIXATIONS; k++) {
        const held = observations.filter(
          (o) => o.k === k && foldOfName(o.image) === f && o.image.startsWith("fiwi-") === (set === "pages"),
        );
        sums.fixations[k] = (sums.fixations[k] ?? 0) + held.length;
        sums.untilted[k] = (sums.untilted[k] ?? 0) + held.length * tiltLogLikelihood(held, NO_TILT);
        sums.tilted[k] = (sums.tilted[k] ?? 0) + held.length * tiltLogLikelihood(held, clock.early[k]);
      }
    }
    const parameters: ModelParameters = { ...DEFAULT_PARAMETERS, clock };
    for (const set of ["photos", "pages"] as const) {
      for (const [i, image] of sets[set].entries()) {
        if (foldOf(image) !== f) continue;
        const run = await simulateAudience(image.analysis, {}, viewers, SEED + i, parameters, { readingDirectionBias: false });
        after[set].add(areas.get(image.image.name) ?? [], run.paths, image.image.subjects, image.analysis, parameters.density);
      }
    }
  }
  const report = { photos: after.photos.report(), pages: after.pages.report() };
  const early = Object.fromEntries(
    (["photos", "pages"] as const).map((set) => {
      const { fixations, untilted, tilted } = heldOutLikelihood[set];
      return [set, { fixations, untilted: untilted.map((v, k) => v / fixations[k]), tilted: tilted.map((v, k) => v / fixations[k]) }];
    }),
  ) as Record<"photos" | "pages", EarlyLikelihood>;
  let before: { photos: ViewingTimesReport; pages: ViewingTimesReport } | undefined;
  if (args.before) {
    const model = (await import(path.resolve(args.before, "stages.ts"))) as {
      simulateAudience: typeof simulateAudience;
      DEFAULT_PARAMETERS: ModelParameters;
    };
    const simulate: Simulate = async (image, i) =>
      (
        await model.simulateAudience(image.analysis, {}, viewers, SEED + i, model.DEFAULT_PARAMETERS, { readingDirectionBias: false })
      ).paths.map(onItsClock);
    const { density, budgetMs } = model.DEFAULT_PARAMETERS;
    before = {
      photos: (await score(sets.photos, simulate, density, budgetMs)).report(),
      pages: (await score(sets.pages, simulate, density, budgetMs)).report(),
    };
  }
  for (const set of ["photos", "pages"] as const) {
    if (before) for (const line of formatViewingTimes(`before, ${set}`, before[set])) console.log(line);
    for (const line of formatViewingTimes(`after (5-fold CV), ${set}`, report[set])) console.log(line);
    const e = early[set];
    console.log(
      `  held-out log-likelihood per fixation, fixations 1–${EARLY_FIXATIONS}, without → with the early tilt: ` +
        e.untilted.map((u, k) => `${u.toFixed(3)} → ${e.tilted[k].toFixed(3)}`).join(", "),
    );
  }
  if (args.record) {
    log("fitting the clock on all the photographs and pages");
    const clock = await fitClock(sets.photos, sets.pages, observations, DEFAULT_PARAMETERS, options, log);
    const parameters = readJson<ModelParameters>(PARAMETERS_FILE);
    writeJson(PARAMETERS_FILE, { ...parameters, clock });
    recordFidelity("clock", {
      command: `npm run clock -w @adsight/research -- --record 1${args.before ? " --before DIR" : ""}`,
      viewersPerImage: viewers,
      clock,
      folds,
      photos: { images: sets.photos.length, before: before?.photos, after: report.photos, early: early.photos },
      pages: { images: sets.pages.length, before: before?.pages, after: report.pages, early: early.pages },
    });
    log(`wrote the clock to ${PARAMETERS_FILE} and the figures to fidelity.json (clock)`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
