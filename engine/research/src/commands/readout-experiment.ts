import { writeFileSync } from "node:fs";
import { initBackend } from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { designedFolds, loadFiwi, loadGdi } from "../designed";
import { recordFidelity } from "../fidelity";
import {
  applyClassifier,
  formatSet,
  gridCc,
  hasInteractions,
  jointCrossValidate,
  references,
  scoreSets,
  type JointOptions,
} from "../joint-cv";
import { readJson, writeJson } from "../json-file";
import { loadOsie, osieFolds } from "../osie";
import { DEEP_READOUT_FILE, PARAMETERS_FILE } from "../paths";
import { activeFor, DEFAULT_RIDGE, fitReadout, predict, prepareDesign, runtimeParameters } from "../readout-fit";
import { format, scoreFullPerImage, type Scores } from "../readout-scores";
import { DEFAULT_HIDDEN } from "../readout-hidden";
import { backboneTimings, loadSamples, type Sample, type SampleSet } from "../readout-samples";

/*
 * `npm run readout -w @adsight/research -- [--sigma S] [--lambda L] [--groups a,b] [--sets osie,fiwi,gdi]
 *   [--interact a,b] [--weight W] [--ablate 1] [--references 1] [--final 1]`
 *
 * Fits a linear readout over the existing feature maps, the backbone's deep maps (principal components per layer)
 * and a parametric prior (centre, top, left) by maximum likelihood (Newton's method, ridge-regularised) of the OSIE
 * photographs' fixations, the FiWI web pages' fixations and the GDI designs' importance maps (as fractional
 * fixations; `--weight` multiplies both designed sets' weight), with 5-fold cross-validation by image within each
 * set. The maps and deep layers named by `--interact` get a second weight scaled by how likely the image is designed
 * content (a logistic classifier of its content statistics, fitted on the same training folds); a deep layer's second
 * weights become the runtime's second deep map, `deepDesigned`. An untouched split of 40 OSIE
 * images, chosen once by a seeded hash of the file name, is scored only with --final. `--references 1` (and --final)
 * adds the references (a centred Gaussian per set, one page observer from the other ten) and the model before, and
 * records them in fidelity.json → designed; only --final writes the runtime readout. Blur, temperature and centre
 * mixing of the priority map as scored here are fitted per fold on the training images for KL and CC (the runtime's
 * density stage, fitted on simulated fixations, is stored-map-cv.ts's and calibrate's).
 */

/** The maps designed content changes, chosen by the cross-validation (README: "Designed content"); the deep layers' go to `deepDesigned`. */
const INTERACT = ["centre", "top", "left", "text", "textSize", "faces", "stride8", "stride16", "head", "classes"];
/** The model before designed content: OSIE photographs alone, without the maps added for designs. */
const BEFORE_GROUPS_EXCLUDE = ["textSize", "top", "left"];

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, [
    "sigma",
    "lambda",
    "ablate",
    "final",
    "references",
    "groups",
    "sets",
    "interact",
    "weight",
    "hidden",
    "hidden-ridge",
    "refit-linear",
  ]);
  await initBackend();
  const sigma = Number(args.sigma ?? 0);
  const lambda = Number(args.lambda ?? DEFAULT_RIDGE);
  const weight = Number(args.weight ?? 1);
  const trainSets = (args.sets ?? "osie,fiwi,gdi").split(",") as SampleSet[];
  const interact = args.interact === undefined ? INTERACT : args.interact.split(",").filter(Boolean);
  const { untouched, dev, fold } = osieFolds(loadOsie());
  const designedImages = [...loadFiwi(), ...loadGdi()];
  const designedFold = designedFolds(designedImages);
  const samples = await loadSamples([...dev, ...designedImages, ...untouched], sigma);
  if (backboneTimings.length)
    console.log(
      `backbone per image: median ${backboneTimings.sort((a, b) => a - b)[backboneTimings.length >> 1]} ms over ${backboneTimings.length}`,
    );
  const devSamples = samples.slice(0, dev.length + designedImages.length);
  const osieDev = devSamples.filter((s) => s.set === "osie");
  const untouchedSamples = samples.slice(devSamples.length);
  const design = prepareDesign(devSamples, samples, interact);
  const foldOf = (s: Sample) => (s.set === "osie" ? fold.get(s.image.name)! : designedFold.get(s.image.name)!);
  const groups = args.groups ? args.groups.split(",") : [...new Set(design.groupOf)];
  const hidden =
    args.hidden === "0"
      ? undefined
      : {
          ...DEFAULT_HIDDEN,
          units: Number(args.hidden ?? DEFAULT_HIDDEN.units),
          ridge: Number(args["hidden-ridge"] ?? DEFAULT_HIDDEN.ridge),
          refitLinear: args["refit-linear"] !== "0",
        };
  const options: JointOptions = { train: trainSets, groups, lambda, setWeight: { fiwi: weight, gdi: weight }, hidden };
  const started = Date.now();
  console.log(
    `CV by image within each set: ${osieDev.length} OSIE, ${designedImages.length} designed, ${5} folds; trained on ${trainSets.join(",")}, ` +
      `designed weight ${weight}, hidden units ${hidden ? `${hidden.units} (ridge ${hidden.ridge})` : "none"}, pre-blur ${sigma} cells, ridge ${lambda}, groups ${groups.join(",")}`,
  );
  const full = jointCrossValidate(devSamples, foldOf, design, options);
  console.log(`  post per fold: ${full.posts.map((p) => `T ${p.temperature} blur ${p.blurDegrees}° mix ${p.centreMix}`).join(" | ")}`);
  const grid = gridCc(devSamples, full);
  console.log(
    `  grid CC: ${Object.entries(grid)
      .map(([k, v]) => `${k} ${v.toFixed(3)}`)
      .join("  ")}   [${((Date.now() - started) / 1000).toFixed(0)} s]`,
  );
  if (args.ablate) {
    // Each group left out in turn, refitted on the same folds (post-processing refitted too); scored on the grid.
    for (const g of groups) {
      const r = jointCrossValidate(devSamples, foldOf, design, { ...options, groups: groups.filter((x) => x !== g) });
      const cc = gridCc(devSamples, r);
      console.log(
        `  without ${g.padEnd(20)} grid CC: ${Object.entries(cc)
          .map(([k, v]) => `${k} ${v.toFixed(3)}`)
          .join("  ")}`,
      );
    }
    return;
  }
  const scores = scoreSets(devSamples, foldOf, full);
  for (const [set, s] of Object.entries(scores)) console.log(`  ${set.padEnd(5)} ${formatSet(s.crossValidated)}`);
  if (!args.final && !args.references) return;

  const refs = references(devSamples);
  for (const [set, s] of Object.entries(refs.centred)) console.log(`  centred Gaussian ${set.padEnd(5)} ${formatSet(s)}`);
  console.log(
    `  pages, one observer from the other ten: AUC-Judd ${refs.interObserver.aucJudd.toFixed(3)}  NSS ${refs.interObserver.nss.toFixed(2)}  CC ${refs.interObserver.cc.toFixed(3)}`,
  );
  const beforeGroups = [...new Set(design.groupOf)].filter((g) => !g.startsWith("designed:") && !BEFORE_GROUPS_EXCLUDE.includes(g));
  const before = scoreSets(
    devSamples,
    foldOf,
    jointCrossValidate(devSamples, foldOf, design, { train: ["osie"], groups: beforeGroups, lambda, setWeight: {} }),
  );
  for (const [set, s] of Object.entries(before)) console.log(`  before ${set.padEnd(5)} ${formatSet(s.crossValidated)}`);
  recordFidelity("designed", {
    command: `npm run readout -w @adsight/research -- ${args.final ? "--final 1" : "--references 1"}`,
    about:
      "The priority map's readout, 5-fold cross-validated by image within each set: OSIE photographs and FiWI web pages scored against observers' fixations, GDI designs against crowdsourced importance maps (CC, KL, SIM). Before: the readout fitted on OSIE photographs alone, without the text-size, top and left maps; after: fitted on all three sets, with the weights designed content changes.",
    interact,
    designedWeight: weight,
    before,
    after: scores,
    centredGaussian: refs.centred,
    interObserver: refs.interObserver,
  });
  if (!args.final) {
    console.log("recorded fidelity.json → designed (the runtime readout is unchanged)");
    return;
  }

  const active = activeFor(design, groups);
  const train = devSamples.filter((s) => trainSets.includes(s.set));
  const classifier = hasInteractions(design, groups) ? applyClassifier(train, samples, design) : undefined;
  const { w, hidden: units, post } = fitReadout(train, design, active, lambda, options.setWeight, hidden);
  console.log(
    `untouched split (${untouchedSamples.length} images: ${untouchedSamples.map((s) => s.image.name.replace(".jpg", "")).join(" ")})`,
  );
  console.log(
    `  fitted on all ${train.length} development images, post T ${post.temperature} blur ${post.blurDegrees}° mix ${post.centreMix}`,
  );
  const untouchedScores = scoreFullPerImage(
    untouchedSamples,
    untouchedSamples.map((s) => predict(s, w, design.k, active, units)),
    untouchedSamples.map(() => post),
  );
  console.log(`  model        ${format(untouchedScores)}`);
  const fitted = runtimeParameters(design, w, active, post, units);
  writeFileSync(DEEP_READOUT_FILE, `${JSON.stringify(fitted.readout)}\n`);
  const parameters = readJson<Record<string, unknown>>(PARAMETERS_FILE);
  writeJson(PARAMETERS_FILE, {
    ...parameters,
    weights: fitted.weights,
    designed: { ...(classifier ?? { bias: -100, coefficients: { textCoverage: 0, flatShare: 0 } }), weights: fitted.designedWeights },
  });
  recordFidelity("readout", {
    command: "npm run readout -w @adsight/research -- --final 1",
    developmentImages: osieDev.length,
    untouchedImages: untouchedSamples.map((s) => s.image.name),
    priorityMapPost: post,
    crossValidated: scores.osie!.crossValidated as Scores,
    untouched: untouchedScores,
  });
  console.log(
    "wrote the runtime readout and weights (deep-readout.json, parameters.json) and the records (fidelity.json: readout, designed)",
  );
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
