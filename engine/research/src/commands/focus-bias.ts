import { DEFAULT_PARAMETERS, Detectors, initBackend, simulateAudience } from "@adsight/engine/src/simulation/stages";
import { focusOf } from "@adsight/engine/src/simulation/results/score";
import { expectedViewingTime } from "@adsight/engine/src/simulation/viewers/audience";
import { parseArgs } from "@adsight/engine/tools/args";
import { loadFiwi } from "../designed";
import { cachedAnalysis, hash, loadOsie, osieFolds } from "../osie";

type Path = readonly { cell: number; dur: number }[];

function gridOf(paths: readonly Path[], cells: number) {
  const grid = new Float64Array(cells);
  let sum = 0;
  let squares = 0;
  for (const path of paths)
    for (const f of path) {
      grid[f.cell] += f.dur;
      sum += f.dur;
      squares += f.dur * f.dur;
    }
  return { grid, effective: (sum * sum) / squares, occupied: grid.filter((v) => v > 0).length };
}

/**
 * `npm run focus-bias -w @adsight/research [-- --images 6 --runs 3 --resamples 60]`: the overall score's focus input
 * (1 − normalised entropy of the time on the grid) from runs of 100, 1 000 and 10 000 viewers on development photographs,
 * as computed, with the Miller–Madow correction and with the bootstrap's bias correction, to show how far a small run's
 * focus sits from a large run's (issue 49: the Overall Score's interval held 2 % of 10 000-viewer scores at 100 viewers).
 */
async function main() {
  const args = parseArgs(process.argv.slice(2), ["images", "runs", "resamples"]);
  const [count, runs, resamples] = [Number(args.images ?? 6), Number(args.runs ?? 3), Number(args.resamples ?? 60)];
  await initBackend();
  console.log("| image | viewers | focus | Miller–Madow | bootstrap-corrected | expected |\n| --- | --- | --- | --- | --- | --- |");
  const offsets: number[] = [];
  for (const image of [...osieFolds(loadOsie()).dev.slice(0, count), ...loadFiwi().slice(0, count)]) {
    const analysis = await cachedAnalysis(image, () => Detectors.load());
    const cells = analysis.features.grid.w * analysis.features.grid.h;
    const base = hash(image.name, 48) * 2 ** 32;
    for (const [run, viewers] of [...Array.from({ length: runs }, () => 100), 1000, 10_000].entries()) {
      const audience = await simulateAudience(analysis, {}, viewers, base + run, DEFAULT_PARAMETERS);
      const paths = audience.paths as readonly Path[];
      const expected = focusOf(expectedViewingTime(audience, analysis.features, DEFAULT_PARAMETERS));
      const { grid, effective, occupied } = gridOf(paths, cells);
      const focus = focusOf(grid);
      const millerMadow = focus - (occupied - 1) / (2 * effective * Math.log(cells));
      let resampled = 0;
      const draws = viewers >= 10_000 ? 0 : resamples;
      for (let r = 0; r < draws; r++)
        resampled += focusOf(
          gridOf(
            Array.from({ length: paths.length }, () => paths[Math.floor(Math.random() * paths.length)]),
            cells,
          ).grid,
        );
      if (viewers === 1000) offsets.push(focus - expected);
      const corrected = draws ? (2 * focus - resampled / draws).toFixed(4) : "";
      console.log(
        `| ${image.name} | ${viewers} | ${focus.toFixed(4)} | ${millerMadow.toFixed(4)} | ${corrected} | ${expected.toFixed(4)} |`,
      );
    }
  }
  const mean = offsets.reduce((a, b) => a + b, 0) / offsets.length;
  const sd = Math.sqrt(offsets.reduce((a, b) => a + (b - mean) ** 2, 0) / (offsets.length - 1));
  console.log(
    `\n1 000 viewers' focus − the expected time's focus over ${offsets.length} images: mean ${mean.toFixed(4)}, sd ${sd.toFixed(4)}`,
  );
}

void main();
