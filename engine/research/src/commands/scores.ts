import type { CreativeModels } from "@adsight/engine/src/simulation/results/creative-scores";
import { parseArgs } from "@adsight/engine/tools/args";
import { writeJson } from "../json-file";
import { CREATIVE_MODELS_FILE } from "../paths";
import { scoresRecord } from "../scores-record";

/**
 * `npm run scores -w @adsight/research [-- --record 1]`: clarity, appeal, the overall score and the norms, fitted and
 * cross-validated on the scores development sets (../shared/data/scores-dev) from the passes `scores:extract` cached.
 * Prints the figures before and after; `--record 1` writes the fitted numbers and the figures to
 * engine/src/simulation/results/creative-models.json.
 */
async function main() {
  const args = parseArgs(process.argv.slice(2), ["record"]);
  const started = Date.now();
  const { models, figures } = await scoresRecord(console.log);
  if (args.record === "1") {
    writeJson(CREATIVE_MODELS_FILE, { ...models, figures } satisfies CreativeModels & { figures: unknown });
    console.log(`wrote ${CREATIVE_MODELS_FILE}`);
  }
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
}

void main();
