import type { CreativeModels } from "@adsight/engine/src/simulation/results/creative-scores";
import { parseArgs } from "@adsight/engine/tools/args";
import { recordFidelity } from "../fidelity";
import { writeJson } from "../json-file";
import { CREATIVE_MODELS_FILE } from "../paths";
import { scoreFidelityOf } from "../score-fidelity";
import { scoresRecord } from "../scores-record";

/**
 * `npm run scores -w @adsight/research [-- --record 1]`: clarity, appeal, the overall score and the norms, fitted and
 * cross-validated on the scores development sets (../shared/data/scores-dev) from the passes `scores:extract` cached.
 * Prints the figures before and after; `--record 1` writes the fitted numbers and the figures to
 * engine/src/simulation/results/creative-models.json, and the figures /accuracy reads to fidelity.json's `scores`.
 */
async function main() {
  const args = parseArgs(process.argv.slice(2), ["record"]);
  const started = Date.now();
  const { models, figures } = await scoresRecord(console.log);
  if (args.record === "1") {
    writeJson(CREATIVE_MODELS_FILE, { ...models, figures } satisfies CreativeModels & { figures: unknown });
    recordFidelity("scores", scoreFidelityOf(models, figures));
    console.log(`wrote ${CREATIVE_MODELS_FILE} and fidelity.json's scores`);
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
}

void main();
