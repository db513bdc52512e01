import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_PARAMETERS, FIXED_TERMS, initBackend, type ModelParameters, VIDEO_FEATURES } from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { recordFidelity } from "../fidelity";
import { readJson, writeJson } from "../json-file";
import { PARAMETERS_FILE } from "../paths";
import {
  BIN_MS,
  BinnedNss,
  centreMap,
  type ClipRun,
  devClipRun,
  fitFrames,
  productViewers,
  slideshowRun,
  TAKEN_FEATURES,
} from "../slideshow-runs";
import { balanced, fitMix, fitWeights } from "../video-fit";

/*
 * `npm run slideshow-check -w @adsight/research -- [--images N] [--viewers N] [--seed N] [--fit 1] [--write 1]`
 *
 * Slideshow ads (issue 51): N development photographs (OSIE) and N development web pages (FiWI), each shown 3 s with
 * hard cuts in a clip ffmpeg makes in a temporary folder, people's fixations timed from each image's onset. The
 * product's video path (frames at video.fps through the image stages, motion and cuts, the video mix, N viewers through
 * the clip) against the image model on each still (1 000 baseline viewers for 3 s), both scored by NSS on the clip's
 * density raster against each observer's fixation at moments every 100 ms, as the video check scores, shown per half
 * second since the cut (`src/slideshow-runs.ts`). `--fit 1`: the video mix (`VIDEO_FEATURES`) fitted by maximum
 * likelihood across material, each of the two slideshows and the development clip weighing the same: the viewers'
 * figures with weights fitted leaving each material out, and with weights fitted on the other 4 of 5 folds (by image on
 * the slideshows, consecutive time on the clip) of all three, the fades chosen on a grid by the likelihood; the terms
 * the product takes (`TAKEN_FEATURES`) fitted alone the same way; `--write 1` writes those fitted on all three, the
 * others at 0, and the fades to parameters.json (video).
 */

const FOLDS = 5;
type Figures = ReturnType<BinnedNss["figures"]>;

const row = (name: string, f: Figures) =>
  `| ${name} | ${f.bins.map((v) => (Number.isFinite(v) ? v.toFixed(2) : "–")).join(" | ")} | ${f.fromHalf.toFixed(2)} | ${f.all.toFixed(2)} |`;

function table(run: ClipRun, rows: [string, Figures][]): string {
  const bins = rows[0][1].bins.map((_, b) => `${(b * BIN_MS) / 1000}–${((b + 1) * BIN_MS) / 1000} s`);
  const image = rows.find(([name]) => name.startsWith("image model"))?.[1];
  const gaps = image
    ? rows
        .filter(([name]) => name.startsWith("product"))
        .map(([name, f]): [string, Figures] => [
          `gap: ${name} − image`,
          { bins: f.bins.map((v, b) => v - image.bins[b]), fromHalf: f.fromHalf - image.fromHalf, all: f.all - image.all },
        ])
    : [];
  return [
    `${run.name}: ${run.moments.length} moments, cuts found at ${run.changes.cuts.map((c) => (c / 1000).toFixed(2)).join(", ")} s`,
    `| NSS, time since the cut | ${bins.join(" | ")} | 0.5–3 s | all |`,
    `| --- | ${bins.map(() => "---").join(" | ")} | --- | --- |`,
    ...[...rows, ...gaps].map(([name, f]) => row(name, f)),
  ].join("\n");
}

type Fades = Pick<ModelParameters["video"], "cutFadeMs" | "carryFadeMs">;
/** The time constants the fit chooses from. */
const FADES = { cut: [250, 500, 1000, 2000], carry: [125, 250, 500, 1000] };

const withMix = (parameters: ModelParameters, fades: Fades, weights?: Float64Array): ModelParameters => ({
  ...parameters,
  video: {
    ...parameters.video,
    ...fades,
    weights: weights
      ? (Object.fromEntries(VIDEO_FEATURES.map((name, f) => [name, weights[f]])) as ModelParameters["video"]["weights"])
      : parameters.video.weights,
  },
});

const MATERIAL_NAMES = { osie: "photographs", fiwi: "web pages" } as const;

// The committed mix's figures, the rows every run computes first: centre, image model, product.
function committedFigures(runs: ClipRun[], rows: Map<ClipRun, [string, Figures][]>, count: number, viewers: number) {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const figuresOf = (run: ClipRun) => (rows.get(run) ?? []).slice(0, 3).map(([, f]) => f);
  const slideshows = runs.filter((run) => run.stills);
  const clip = runs.find((run) => !run.stills);
  if (!clip) throw new Error("--record 1 scores the development clip too");
  return {
    command: `npm run slideshow-check -w @adsight/research -- --images ${count} --viewers ${viewers} --record 1`,
    secondsPerImage: 3,
    materials: slideshows.map((run) => {
      const [centre, image, product] = figuresOf(run);
      return {
        material: MATERIAL_NAMES[run.name.split(" ")[0] as keyof typeof MATERIAL_NAMES],
        images: count,
        imageModel: round(image.fromHalf),
        product: round(product.fromHalf),
        centredGaussian: round(centre.fromHalf),
        gapByHalfSecond: product.bins.slice(1).map((value, b) => round(value - image.bins[b + 1])),
      };
    }),
    clipFittedOn: round(figuresOf(clip)[2].all),
  };
}

const shown = (weights: Float64Array) => VIDEO_FEATURES.map((name, f) => `${name} ${weights[f].toFixed(3)}`).join(", ");

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["images", "viewers", "seed", "fit", "write", "record"]);
  const count = intArg(args.images, "images", 12, 2, 26);
  const viewers = intArg(args.viewers, "viewers", 1000, 10, 10_000);
  const seed = intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1);
  const fit = args.fit === "1" || args.write === "1";
  await initBackend();
  const dir = mkdtempSync(path.join(tmpdir(), "slideshow-check-"));
  try {
    const runs: ClipRun[] = [];
    for (const material of ["osie", "fiwi"] as const) runs.push(await slideshowRun(material, count, dir, DEFAULT_PARAMETERS, seed));
    const record = args.record === "1";
    if (fit || record) runs.push(await devClipRun(DEFAULT_PARAMETERS, seed));
    const product = (run: ClipRun, parameters: ModelParameters, keep?: Parameters<BinnedNss["add"]>[2], into = new BinnedNss()) => {
      const at = productViewers(run, parameters, viewers, seed);
      return into.add(run, (m) => at(m.tMs), keep);
    };
    const rows = new Map<ClipRun, [string, Figures][]>(
      runs.map((run) => [
        run,
        [
          ["centred Gaussian", new BinnedNss().add(run, () => centreMap(run)).figures()],
          [
            run.stills ? "image model on the still" : "image model, each frame alone",
            new BinnedNss()
              .add(run, (m) =>
                run.stills
                  ? run.stills[m.shot]
                  : run.frames[Math.min(run.frames.length - 1, Math.round(m.tMs / (1000 / DEFAULT_PARAMETERS.video.fps)))],
              )
              .figures(),
          ],
          ["product, committed mix", product(run, DEFAULT_PARAMETERS).figures()],
        ],
      ]),
    );
    if (fit) {
      const names = [...VIDEO_FEATURES];
      const framesWith = (fades: Fades) => runs.map((run) => fitFrames(run, withMix(DEFAULT_PARAMETERS, fades)));
      // The fades are chosen by the likelihood of all three at their best weights, on a grid of time constants.
      let best: { fades: Fades; value: number } | undefined;
      for (const cutFadeMs of FADES.cut)
        for (const carryFadeMs of FADES.carry) {
          const { value } = fitMix(balanced(framesWith({ cutFadeMs, carryFadeMs })), names, FIXED_TERMS);
          console.log(`fades: cut ${cutFadeMs} ms, carry ${carryFadeMs} ms: −log-likelihood ${value.toFixed(1)}`);
          if (!best || value < best.value) best = { fades: { cutFadeMs, carryFadeMs }, value };
        }
      const fades = (best as { fades: Fades }).fades;
      const mix = (weights: Float64Array) => withMix(DEFAULT_PARAMETERS, fades, weights);
      const frames = framesWith(fades);
      const points = frames.map((list) => list.reduce((s, f) => s + f.fixated.length, 0));
      console.log(
        `\nfades cut ${fades.cutFadeMs} ms, carry ${fades.carryFadeMs} ms; fit points: ${runs.map((run, i) => `${run.name} ${points[i]}`).join(", ")}; each material weighs a third of the likelihood`,
      );
      for (const [i, run] of runs.entries()) {
        const weights = fitWeights(balanced(frames.filter((_, j) => j !== i)), names, FIXED_TERMS);
        console.log(`left out ${run.name}: ${shown(weights)}`);
        rows.get(run)?.push([`product, mix fitted without this material`, product(run, mix(weights)).figures()]);
      }
      const folded = runs.map(() => new BinnedNss());
      for (let f = 0; f < FOLDS; f++) {
        const weights = fitWeights(balanced(frames.map((list) => list.filter((frame) => frame.fold !== f))), names, FIXED_TERMS);
        console.log(`fold ${f}: ${shown(weights)}`);
        runs.forEach((run, i) => product(run, mix(weights), (m) => m.fold === f, folded[i]));
      }
      runs.forEach((run, i) => rows.get(run)?.push([`product, mix fitted on the other folds of all three`, folded[i].figures()]));
      const imageAlone = new Float64Array(names.length);
      runs.forEach((run) => rows.get(run)?.push([`product, the image term alone`, product(run, mix(imageAlone)).figures()]));
      const all = fitWeights(balanced(frames), names, FIXED_TERMS);
      console.log(`all: ${shown(all)}`);
      runs.forEach((run) => rows.get(run)?.push([`product, mix fitted on all (fitted-on)`, product(run, mix(all)).figures()]));
      // The terms the product takes, fitted alone: the cut's and the carry's lower the slideshows through the viewers.
      const takenMix = (fitted: Float64Array) =>
        Float64Array.from(names, (name) => (TAKEN_FEATURES.includes(name) ? fitted[TAKEN_FEATURES.indexOf(name)] : 0));
      const takenFolded = runs.map(() => new BinnedNss());
      for (let f = 0; f < FOLDS; f++) {
        const fitted = fitWeights(balanced(frames.map((list) => list.filter((frame) => frame.fold !== f))), TAKEN_FEATURES, FIXED_TERMS);
        runs.forEach((run, i) => product(run, mix(takenMix(fitted)), (m) => m.fold === f, takenFolded[i]));
      }
      runs.forEach((run, i) =>
        rows.get(run)?.push([`product, ${TAKEN_FEATURES.join(" + ")} on the other folds`, takenFolded[i].figures()]),
      );
      const taken = takenMix(fitWeights(balanced(frames), TAKEN_FEATURES, FIXED_TERMS));
      console.log(`taken, fitted on all: ${shown(taken)}`);
      if (args.write === "1") {
        const stored = readJson<ModelParameters>(PARAMETERS_FILE);
        const weights = Object.fromEntries(VIDEO_FEATURES.map((name, f) => [name, Math.round(taken[f] * 1000) / 1000]));
        writeJson(PARAMETERS_FILE, { ...stored, video: { ...stored.video, ...fades, weights } });
        console.log(`wrote them to ${PARAMETERS_FILE} (video: the fades and the weights)`);
      }
    }
    for (const run of runs) console.log(`\n${table(run, rows.get(run) ?? [])}`);
    if (record) {
      recordFidelity("slideshows", committedFigures(runs, rows, count, viewers));
      console.log("recorded in fidelity.json (slideshows)");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
