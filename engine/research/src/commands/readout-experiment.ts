import { writeFileSync } from "node:fs";
import { initBackend } from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { FOLDS, loadOsie, osieFolds } from "../osie";
import { recordFidelity } from "../fidelity";
import { readJson, writeJson } from "../json-file";
import { DEEP_READOUT_FILE, PARAMETERS_FILE } from "../paths";
import { activeFor, DEFAULT_RIDGE, fit, fitReadout, predict, prepareDesign, runtimeParameters } from "../readout-fit";
import { format, mean, scoreFullPerImage, scoreGrid, type Post, type Scores } from "../readout-scores";
import { backboneTimings, loadSamples } from "../readout-samples";

/*
 * `npm run readout -w @adsight/research -- [--sigma S] [--lambda L] [--groups a,b] [--ablate 1] [--final FILE]`
 *
 * Fits a linear readout over the existing feature maps, the backbone's deep maps (principal components per layer)
 * and a parametric centre prior by maximum likelihood of the OSIE fixations (Newton's method, ridge-regularised),
 * with 5-fold cross-validation by image over the development images; an untouched split of 40 images, chosen once by
 * a seeded hash of the file name, is scored only with --final. Blur, temperature and centre mixing of the priority map
 * as scored here are fitted per fold on the training images for KL and CC (the runtime's density stage, fitted on
 * simulated fixations, is stored-map-cv.ts's and calibrate's).
 */

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["sigma", "lambda", "ablate", "final", "groups"]);
  await initBackend();
  const sigma = Number(args.sigma ?? 0);
  const lambda = Number(args.lambda ?? DEFAULT_RIDGE);
  const { untouched, dev, fold } = osieFolds(loadOsie());
  const samples = await loadSamples([...dev, ...untouched], sigma);
  if (backboneTimings.length)
    console.log(
      `backbone per image: median ${backboneTimings.sort((a, b) => a - b)[backboneTimings.length >> 1]} ms over ${backboneTimings.length}`,
    );
  const devSamples = samples.slice(0, dev.length);
  const untouchedSamples = samples.slice(dev.length);
  const design = prepareDesign(devSamples, samples);
  const { k } = design;
  const groups = args.groups ? args.groups.split(",") : [...new Set(design.groupOf)];

  const crossValidate = (keep: string[], fixedPosts?: Post[]) => {
    const active = activeFor(design, keep);
    const logps = new Array<Float64Array>(devSamples.length);
    const posts: Post[] = [];
    for (let f = 0; f < FOLDS; f++) {
      const train = devSamples.filter((s) => fold.get(s.image.name) !== f);
      const { w, post } = fixedPosts
        ? { w: fit(train, k, active, lambda), post: fixedPosts[f] }
        : fitReadout(train, design, active, lambda);
      posts.push(post);
      devSamples.forEach((s, i) => {
        if (fold.get(s.image.name) === f) logps[i] = predict(s, w, k, active);
      });
    }
    // Each image's map is post-processed with its own fold's fitted blur, temperature and mixing.
    const perImagePost = devSamples.map((s) => posts[fold.get(s.image.name)!]);
    return { logps, posts, perImagePost };
  };
  const started = Date.now();
  const full = crossValidate(groups);
  console.log(
    `CV: ${devSamples.length} development images, ${FOLDS} folds, pre-blur ${sigma} cells, ridge ${lambda}, groups ${groups.join(",")}`,
  );
  console.log(`  post per fold: ${full.posts.map((p) => `T ${p.temperature} blur ${p.blurDegrees}° mix ${p.centreMix}`).join(" | ")}`);
  const cvScores = scoreFullPerImage(devSamples, full.logps, full.perImagePost);
  console.log(`  all          ${format(cvScores)}   [${((Date.now() - started) / 1000).toFixed(0)} s]`);
  if (args.ablate) {
    // Each group left out in turn, refitted on the same folds; blur, temperature and mixing kept from the full
    // model; scored on the grid (information gain, CC, KL) to keep the table cheap.
    const grid = (r: ReturnType<typeof crossValidate>) => mean(devSamples.map((s, i) => scoreGrid([s], [r.logps[i]], r.perImagePost[i])));
    const gridFormat = (s: Scores) => `IG ${s.ig.toFixed(3)} bit  CC ${s.cc.toFixed(3)}  KL ${s.kl.toFixed(3)} (grid)`;
    console.log(`  all          ${gridFormat(grid(full))}`);
    for (const g of groups) {
      const r = crossValidate(
        groups.filter((x) => x !== g),
        full.posts,
      );
      console.log(`  without ${g.padEnd(12)} ${gridFormat(grid(r))}`);
    }
  }
  if (args.final) {
    const active = activeFor(design, groups);
    const { w, post } = fitReadout(devSamples, design, active, lambda);
    console.log(
      `untouched split (${untouchedSamples.length} images: ${untouchedSamples.map((s) => s.image.name.replace(".jpg", "")).join(" ")})`,
    );
    console.log(
      `  fitted on all ${devSamples.length} development images, post T ${post.temperature} blur ${post.blurDegrees}° mix ${post.centreMix}`,
    );
    const untouchedScores = scoreFullPerImage(
      untouchedSamples,
      untouchedSamples.map((s) => predict(s, w, k, active)),
      untouchedSamples.map(() => post),
    );
    console.log(`  model        ${format(untouchedScores)}`);
    const fitted = runtimeParameters(design, w, active, post);
    writeFileSync(DEEP_READOUT_FILE, `${JSON.stringify(fitted.readout)}\n`);
    writeJson(PARAMETERS_FILE, { ...readJson<Record<string, unknown>>(PARAMETERS_FILE), weights: fitted.weights });
    recordFidelity("readout", {
      command: "npm run readout -w @adsight/research -- --final 1",
      developmentImages: devSamples.length,
      untouchedImages: untouchedSamples.map((s) => s.image.name),
      priorityMapPost: post,
      crossValidated: cvScores,
      untouched: untouchedScores,
    });
    console.log("wrote the runtime readout and weights (deep-readout.json, parameters.json) and the readout's record (fidelity.json)");
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
