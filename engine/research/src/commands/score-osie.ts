import { DEFAULT_PARAMETERS, initBackend } from "@adsight/engine/src/simulation/stages";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { evaluate } from "../evaluation";
import { loadOsie, osieFolds, osieSplit } from "../osie";
import { recordFidelity } from "../fidelity";
import { analyseAll } from "./calibrate";
import { printReport } from "../report";

/**
 * `npm run score:osie -w @adsight/research [-- --set untouched|held-out|fit|all] [--viewers N] [--seed N] [--record 1]`: simulates
 * baseline viewers on OSIE images with the committed parameters and prints the saliency metrics beside the centred
 * Gaussian, and the synthetic versus human scanpath statistics. The default is the 40-image untouched split that no
 * fit saw (the readout and the calibration are fitted on the other 160; held-out and fit are the file-order 60/140
 * split the calibration used before, which overlaps both). `--record 1` records the untouched scores in fidelity.json, which
 * the accuracy page and the README show.
 */
async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["set", "viewers", "seed", "record"]);
  const set = args.set ?? "untouched";
  const all = loadOsie();
  const split = osieSplit(all);
  const sets: Record<string, typeof all> = { untouched: osieFolds(all).untouched, "held-out": split.heldOut, fit: split.fit, all };
  const images = sets[set];
  if (!images) throw new Error('--set must be "untouched", "held-out", "fit" or "all"');
  if (args.record && set !== "untouched") throw new Error("--record 1 records the untouched set only");
  await initBackend();
  const analysed = await analyseAll(images, console.log);
  const started = Date.now();
  const report = await evaluate(
    analysed,
    DEFAULT_PARAMETERS,
    intArg(args.viewers, "viewers", 1000, 1, 10_000),
    intArg(args.seed, "seed", 7, 0, 2 ** 31 - 1),
  );
  printReport(report, console.log);
  if (args.record) {
    recordFidelity("untouched", { command: "npm run score:osie -w @adsight/research", ...report });
    console.log("recorded the scores in engine/research/fidelity.json (untouched) and the README's tables");
  }
  console.log(`(${set} set; simulation and scoring took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
