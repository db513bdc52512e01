import { CREATIVE_MODELS } from "@adsight/engine/src/simulation/results/creative-scores";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readJson } from "./json-file";
import { CREATIVE_MODELS_FILE } from "./paths";
import { cachedPrefix, clarityCached, scoresDataPresent } from "./scores-data";

const run = promisify(execFile);
const TSX = require.resolve("tsx/cli");
const COMMAND = path.join(__dirname, "commands/scores-reproduce.ts");

const recorded = readJson<{ figures: { prefix: number; clarityImages: number } }>(CREATIVE_MODELS_FILE).figures;
const ready = scoresDataPresent() && cachedPrefix() >= recorded.prefix && clarityCached() >= recorded.clarityImages;
if (!ready)
  console.log(
    `scores: the recorded figures rest on the first ${recorded.prefix} images of ../shared/data/scores-dev and ` +
      `${recorded.clarityImages} SAVOIAS images cached by \`npm run scores:extract -w @adsight/research\` (and \`-- --light 1\`); ` +
      "absent here, their reproduction is skipped",
  );

/** The runtime file holds numbers to four decimals (json-file.ts). */
const rounded = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === "number" ? Math.round(v * 1e4) / 1e4 : v)));

describe("the creative scores' record", () => {
  it.skipIf(!ready)(
    "is what `npm run scores -- --record 1` recomputes from the cached passes: the figures and the shipped numbers",
    async () => {
      const { stdout } = await run(process.execPath, [TSX, COMMAND, String(recorded.prefix)], { maxBuffer: 64 << 20 });
      const { models, figures } = JSON.parse(stdout) as { models: unknown; figures: unknown };
      expect(rounded(figures)).toEqual(recorded);
      expect(rounded(models)).toEqual(rounded({ ...CREATIVE_MODELS, figures: undefined }));
    },
    600_000,
  );
});
