import { readFileSync } from "node:fs";
import {
  type AudienceSetup,
  DEFAULT_PARAMETERS,
  Detectors,
  FEATURE_NAMES,
  initBackend,
  type ModelParameters,
  ModelSimulator,
  readDensityPng,
} from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { fitFirstFixationCentre } from "../calibration";
import { fitDensityBySimulation } from "../density-fit";
import { recordFidelity } from "../fidelity";
import { averageScores, humanPoints, ScanpathComparison, scoreAgainstHumans, type MapScores } from "../evaluation";
import { FOLDS, loadOsie, osieFolds } from "../osie";
import { activeFor, DEFAULT_RIDGE, fitReadout, prepareDesign, runtimeParameters } from "../readout-fit";
import { DEFAULT_HIDDEN } from "../readout-hidden";
import { analysisWithReadout, loadSamples } from "../readout-samples";

/*
 * `npm run cv:stored-map -w @adsight/research [-- --viewers N] [--seed N] [--record 1]`
 *
 * The stored map as written, cross-validated over the 160 development images (the 5 folds of osieFolds; the 40
 * untouched images are never read). Per fold, on the other four folds: the readout as readout-experiment fits it,
 * turned into runtime weights and deep readout; the first-fixation centre factor (calibration's likelihood fit); the
 * density stage (fitted on those images' simulated viewers). The held-out fold's images then go through the real
 * pipeline (ModelSimulator.runImage with the fold's parameters and readout), and the density PNG it writes is scored.
 * The scanpath timing (durations, amplitude, inhibition, the clock) is the committed one. `--record 1`
 * records the figures in fidelity.json (`storedMap`) and rewrites the README's tables from it.
 */

function format(s: MapScores): string {
  return `AUC-Judd ${s.aucJudd.toFixed(3)}  NSS ${s.nss.toFixed(2)}  CC ${s.cc.toFixed(3)}  KL ${s.kl.toFixed(3)}  sAUC ${s.sAuc.toFixed(3)}`;
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["viewers", "seed", "record"]);
  const viewers = intArg(args.viewers, "viewers", 1000, 1, 10_000);
  const seed = intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1);
  const started = Date.now();
  const backend = await initBackend();
  const { dev, fold } = osieFolds(loadOsie());
  const samples = await loadSamples(dev);
  const design = prepareDesign(samples, samples);
  const active = activeFor(design, [...new Set(design.groupOf)]);
  const detectors = await Detectors.load();
  const allPoints = samples.map((s) => humanPoints(s.image.subjects));
  const model: MapScores[] = [];
  const baseline: MapScores[] = [];
  const scanpaths = new ScanpathComparison();
  const folds = [];
  console.log(`Stored map, ${FOLDS}-fold CV over ${samples.length} development images, ${viewers} viewers per image (${backend})`);
  for (let f = 0; f < FOLDS; f++) {
    const train = samples.filter((s) => fold.get(s.image.name) !== f);
    const { w, hidden, post } = fitReadout(train, design, active, DEFAULT_RIDGE, {}, DEFAULT_HIDDEN);
    const { readout, weights } = runtimeParameters(design, w, active, post, hidden);
    const trainImages = train.map((s) => ({ image: s.image, analysis: analysisWithReadout(s, readout) }));
    const firstFixationCentre = fitFirstFixationCentre(
      trainImages,
      FEATURE_NAMES.map((n) => weights[n]),
    );
    const withoutDensity: ModelParameters = { ...DEFAULT_PARAMETERS, weights, firstFixationCentre };
    const density = await fitDensityBySimulation(trainImages, withoutDensity, viewers);
    const parameters = { ...withoutDensity, density: density.calibration };
    const simulator = new ModelSimulator(backend, detectors, viewers, parameters, readout);
    const foldModel: MapScores[] = [];
    for (const [i, sample] of samples.entries()) {
      if (fold.get(sample.image.name) !== f) continue;
      const outcome = await simulator.runImage({ index: i, bytes: readFileSync(sample.image.file) }, baselineSetup(seed), {
        include: { density: true, viewers: true },
        readingDirectionBias: false,
      });
      const scores = scoreAgainstHumans(await readDensityPng(outcome.density), i, allPoints, outcome.width, outcome.height);
      foldModel.push(scores.model);
      baseline.push(scores.centredGaussian);
      scanpaths.add(
        outcome.viewers.map((v) => v.fixations),
        sample.image.subjects,
      );
    }
    model.push(...foldModel);
    const { blurDegrees, gamma, centreMix } = density.calibration;
    const scores = averageScores(foldModel);
    folds.push({ images: foldModel.length, firstFixationCentre, density: density.calibration, scores });
    console.log(
      `fold ${f} (${foldModel.length} images): first-fixation centre ×${firstFixationCentre}, density blur ${blurDegrees}° γ ${gamma} centre ${centreMix} | ${format(scores)}   [${((Date.now() - started) / 1000).toFixed(0)} s]`,
    );
  }
  const crossValidated = averageScores(model);
  const centredGaussian = averageScores(baseline);
  const human = scanpaths.report();
  console.log(`mean over ${model.length} images:  ${format(crossValidated)}`);
  console.log(`centred Gaussian:        ${format(centredGaussian)}`);
  console.log(
    `scanpaths: ${human.synthetic.fixationsPerViewer.toFixed(2)} fixations per viewer (human ${human.human.fixationsPerViewer.toFixed(2)}); Wasserstein to human: durations ${human.wasserstein.durationMs.toFixed(1)} ms, amplitudes ${human.wasserstein.amplitudePx.toFixed(1)} px, counts ${human.wasserstein.fixationCount.toFixed(2)}`,
  );
  console.log(`took ${((Date.now() - started) / 60000).toFixed(1)} min`);
  if (args.record) {
    recordFidelity("storedMap", {
      command: "npm run cv:stored-map -w @adsight/research -- --record 1",
      developmentImages: model.length,
      viewersPerImage: viewers,
      folds,
      crossValidated,
      centredGaussian,
      scanpaths: human,
    });
    console.log("recorded the figures in engine/research/fidelity.json (storedMap) and the README's tables");
  }
}

/** Baseline viewers only: no categories, so every viewer has the fitted map. */
function baselineSetup(seed: number): AudienceSetup {
  return { categories: {}, scale: 100, seed, context: { location: "", startDate: "", endDate: "", audience: "" } };
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
