import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { TRUST_FIGURES, trustFiguresOf } from "./trust-figures";

// `npm run trust-figures` is this file with TRUST_FIGURES_WRITE=1: it copies the figures instead of comparing them.
const write = process.env.TRUST_FIGURES_WRITE === "1";

it("the report's trust figures are those of engine/research/fidelity.json", () => {
  const fidelity: unknown = JSON.parse(readFileSync(join(__dirname, "../../../research/fidelity.json"), "utf8"));
  const recorded = trustFiguresOf(fidelity as Parameters<typeof trustFiguresOf>[0]);
  if (write) writeFileSync(join(__dirname, "trust-figures.json"), `${JSON.stringify(recorded, null, 2)}\n`);
  else expect(TRUST_FIGURES, "trust-figures.json is stale: run `npm run trust-figures -w @adsight/engine`").toEqual(recorded);
});
