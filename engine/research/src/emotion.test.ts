import { AFFECT_READOUT } from "@adsight/engine/src/simulation/stages";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { cachedPrefix, RATED_SETS } from "./emotion-data";
import type { EmotionReproduction } from "./emotion-reproduction";
import { readFidelity } from "./fidelity";

const run = promisify(execFile);
const TSX = require.resolve("tsx/cli");
const COMMAND = path.join(__dirname, "commands/emotion-reproduce.ts");

const record = readFidelity().emotion;
const recordedImages = record ? record.sets.emotion6.images + record.sets.bass.images : 0;

/** The runtime file holds numbers to four decimals (json-file.ts). */
const closeTo = (actual: number[], expected: number[]) =>
  expect(Math.max(...actual.map((v, i) => Math.abs(v - expected[i])))).toBeLessThanOrEqual(1.5e-4);

describe("the emotion fit's record", () => {
  it("is in fidelity.json, and the runtime readout carries the same figures", () => {
    expect(record).toBeDefined();
    expect(AFFECT_READOUT.scores).toEqual({ sets: record!.sets, cross: record!.cross });
  });

  // The detector passes are cached by `npm run emotion:extract` (about 1 s CPU an image); without them this is skipped.
  it.skipIf(cachedPrefix() < recordedImages)(
    "is what the command reproduces from the cached passes: the figures before, the raters' spread and the shipped readout",
    async () => {
      const { stdout } = await run(process.execPath, [TSX, COMMAND, String(recordedImages)], { maxBuffer: 64 << 20 });
      const { before, spread, readout } = JSON.parse(stdout) as EmotionReproduction;
      for (const set of RATED_SETS) expect(before[set]).toEqual(record!.sets[set].before);
      closeTo(
        [spread.valence.base, spread.valence.slope, spread.arousal.base, spread.arousal.slope],
        [
          AFFECT_READOUT.spread.valence.base,
          AFFECT_READOUT.spread.valence.slope,
          AFFECT_READOUT.spread.arousal.base,
          AFFECT_READOUT.spread.arousal.slope,
        ],
      );
      expect(readout.features).toEqual(AFFECT_READOUT.features);
      closeTo(
        [readout.valence.intercept, ...readout.valence.weights],
        [AFFECT_READOUT.valence.intercept, ...AFFECT_READOUT.valence.weights],
      );
      closeTo(
        [readout.arousal.intercept, ...readout.arousal.weights],
        [AFFECT_READOUT.arousal.intercept, ...AFFECT_READOUT.arousal.weights],
      );
      readout.emotions.forEach((model, k) =>
        closeTo([model.intercept, ...model.weights], [AFFECT_READOUT.emotions[k].intercept, ...AFFECT_READOUT.emotions[k].weights]),
      );
    },
    1_800_000,
  );
});
