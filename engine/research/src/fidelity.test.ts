import { readFileSync } from "node:fs";
import { EMOTION_NOT_CHECKED_ON } from "@adsight/shared";
import { describe, expect, it } from "vitest";
import { readFidelity, renderFidelity, withFidelity } from "./fidelity";
import { PARAMETERS_FILE, SIMULATION_README } from "./paths";

describe("fidelity records", () => {
  const fidelity = readFidelity();

  it("are what the simulation README's fidelity tables show (rewrite them with npm run fidelity:readme)", () => {
    const readme = readFileSync(SIMULATION_README, "utf8");
    expect(withFidelity(readme, fidelity)).toBe(readme);
    for (const body of Object.values(renderFidelity(fidelity))) expect(readme).toContain(body);
  });

  it("name the command that wrote each section and hold the cross-validated and untouched scores", () => {
    for (const section of [fidelity.untouched, fidelity.readout, fidelity.storedMap])
      expect(section.command).toMatch(/^npm run [a-z:-]+ -w @adsight\/research/);
    expect(fidelity.storedMap.folds).toHaveLength(5);
    expect(fidelity.storedMap.folds.reduce((n, fold) => n + fold.images, 0)).toBe(fidelity.storedMap.developmentImages);
    expect(fidelity.untouched.images).toBe(fidelity.readout.untouchedImages.length);
  });

  it("hold the emotion caveat the results page shows beside the emotion figures", () => {
    expect(fidelity.emotion?.notCheckedOn).toBe(EMOTION_NOT_CHECKED_ON);
  });

  it("stay out of the runtime parameters, which hold only what the worker reads", () => {
    const parameters = JSON.parse(readFileSync(PARAMETERS_FILE, "utf8")) as Record<string, unknown>;
    expect(Object.keys(parameters).sort()).toEqual(
      ["amplitude", "budgetMs", "clock", "density", "designed", "duration", "firstFixationCentre", "ior", "video", "weights"].sort(),
    );
  });

  it("render a changed score into the README's block", () => {
    const changed = { ...fidelity, untouched: { ...fidelity.untouched, model: { ...fidelity.untouched.model, cc: 0.1234 } } };
    expect(renderFidelity(changed)["fidelity-summary"]).toContain("| 0.123 |");
    expect(renderFidelity(changed)["fidelity-summary"]).toContain("is not met");
  });
});
