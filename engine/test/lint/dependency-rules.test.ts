import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = join(__dirname, "../..");

function depcruiseBin(from: string): string {
  const bin = join(from, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
  if (existsSync(bin)) return bin;
  if (dirname(from) === from) throw new Error("dependency-cruiser is not installed");
  return depcruiseBin(dirname(from));
}

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

const depcruise = (fixture: string, ...args: string[]) =>
  spawnSync(process.execPath, [depcruiseBin(ENGINE), "src", "--config", join(ENGINE, ".dependency-cruiser.cjs"), ...args], {
    cwd: join(__dirname, fixture),
    encoding: "utf8",
  });

const violationsIn = (fixture: string) =>
  (JSON.parse(depcruise(fixture, "--output-type", "json").stdout) as { summary: { violations: Violation[] } }).summary.violations;

// The fixture's model holds a cycle inside a stage (maps ⇄ grid) and one through a later stage (features → results).
describe("the engine's dependency rules on a model with cycles", () => {
  it("fail the lint's depcruise step", () => {
    const run = depcruise("model-cycle");
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("error model-no-cycles");
  });

  it("name both cycles and the import back up from features to results, and nothing else", () => {
    const violations = violationsIn("model-cycle");
    const found = violations.map(({ rule, from, cycle }) => [rule.name, from, ...(cycle ?? []).map((step) => step.name)].join(" → "));
    expect(found.sort()).toEqual([
      "model-no-cycles → src/simulation/features/grid.ts → src/simulation/features/maps.ts → src/simulation/features/grid.ts",
      "model-no-cycles → src/simulation/features/maps.ts → src/simulation/results/figures.ts → src/simulation/features/maps.ts",
      "model-stages-in-order → src/simulation/features/maps.ts",
    ]);
    expect(violations.find((violation) => violation.rule.name === "model-stages-in-order")?.to).toBe("src/simulation/results/figures.ts");
  });
});

// The fixture's media layer imports the model, and the model imports sharp itself.
describe("the engine's dependency rules on the media layer", () => {
  it("keep media/ free of the model and the app, and sharp inside media/", () => {
    const found = violationsIn("media-layer").map(({ rule, from, to }) =>
      [rule.name, from, to.replace(/^.*node_modules\//, "")].join(" → "),
    );
    expect(found.sort()).toEqual([
      "media-imports-no-app-or-model → src/media/images.ts → src/simulation/overlays.ts",
      "sharp-only-in-media → src/simulation/overlays.ts → sharp/lib/index.js",
    ]);
  });
});
