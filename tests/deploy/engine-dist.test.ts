import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { readDockerfile, REPO_ROOT } from "./dockerfile";

/*
 * The research package (engine/research: OSIE loading, fits, figures, annotations, their commands) stays out of the
 * engine's build and so out of its images. These checks read engine/dist as `npm run build` leaves it (npm test
 * builds first) and the engine Dockerfiles with .dockerignore.
 */
const DIST = join(REPO_ROOT, "engine/dist");

/** The research commands' entry points (engine/research/src/commands). */
const COMMANDS = [
  "calibrate",
  "score-osie",
  "stored-map-cv",
  "readout-experiment",
  "face-check",
  "compose-ads",
  "figures",
  "fidelity-readme",
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("the engine's build (engine/dist)", () => {
  it("exists (npm run build writes it)", () => {
    expect(existsSync(join(DIST, "main.js")), "run npm run build first").toBe(true);
  });

  const built = existsSync(DIST) ? files(DIST) : [];
  const code = built.filter((file) => file.endsWith(".js"));

  it("holds no research folder and no research or command-line entry point", () => {
    const paths = built.map((file) => relative(DIST, file));
    expect(paths.filter((path) => path.split("/").includes("research"))).toEqual([]);
    expect(code.filter((file) => COMMANDS.includes(basename(file, ".js")))).toEqual([]);
    // The developer commands (engine/tools), test support (engine/test) and API client (engine/api-client) live outside src.
    expect(paths.filter((path) => /(^|\/)(bench|simulate-folder|write-outcome)\.js$/.test(path))).toEqual([]);
    expect(paths.filter((path) => /^(tools|test|test-support|api-client)\//.test(path))).toEqual([]);
  });

  it("requires nothing from the research package and names no OSIE data path", () => {
    for (const file of code) {
      const text = readFileSync(file, "utf8");
      const required = [...text.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]);
      expect(
        required.filter((name) => /research/.test(name ?? "")),
        relative(DIST, file),
      ).toEqual([]);
      expect(text, relative(DIST, file)).not.toMatch(/osie-dev|fixations\.json|@adsight\/research|face-boxes|fidelity\.json/);
    }
  });

  it("carries only the fitted parameters the worker reads, no research records", () => {
    const parameters = JSON.parse(readFileSync(join(DIST, "simulation/parameters.json"), "utf8")) as Record<string, unknown>;
    for (const record of ["calibration", "readout", "storedMap", "folds", "crossValidated", "untouched"])
      expect(parameters).not.toHaveProperty(record);
  });
});

describe.each(["engine.Dockerfile", "engine-gpu.Dockerfile"])("%s", (name) => {
  const { stages } = readDockerfile(name);

  it("puts only the engine's build and manifest into the image", () => {
    const copied = (stages.at(-1)?.instructions ?? [])
      .filter((i) => i.keyword === "COPY")
      .map((i) => i.args.split(/\s+/).at(-2) ?? "")
      .filter((source) => source.includes("engine"));
    expect(copied.sort()).toEqual(["/app/engine/dist", "/app/engine/package.json"]);
  });

  it("installs and builds no research workspace", () => {
    const runs = stages.flatMap((stage) => stage.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args));
    expect(runs.join("\n")).not.toMatch(/research/);
  });
});

it("leaves the research package out of the build context but for its manifest and the fidelity record", () => {
  const ignore = readFileSync(join(REPO_ROOT, ".dockerignore"), "utf8")
    .split("\n")
    .filter((line) => line.includes("engine/research"));
  expect(ignore).toEqual(["engine/research", "!engine/research/package.json", "!engine/research/fidelity.json"]);
});
