import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** A Dockerfile's build stages with their instructions (continuation lines joined, comments dropped). */
export function readDockerfile(name: string): { text: string; args: Map<string, string>; stages: Stage[] } {
  const text = readFileSync(join(REPO_ROOT, "docker", name), "utf8");
  const logical = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const args = new Map<string, string>();
  const stages: Stage[] = [];
  for (const line of logical) {
    const [keyword = "", ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    if (instruction.keyword === "FROM") {
      const [from = "", , name] = rest;
      stages.push({ from, name, instructions: [] });
    } else if (stages.length === 0 && instruction.keyword === "ARG") {
      const [key = "", value = ""] = instruction.args.split("=");
      args.set(key, value);
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return { text, args, stages };
}

/** The value of the last instruction of a kind in a stage (WORKDIR, CMD, USER...). */
export function last(stage: Stage, keyword: string): string | undefined {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;
}

/** The image's working directory and command, mapped from /app in the image onto this checkout. */
export function imageCommand(name: string): { cwd: string; command: string[]; env: Record<string, string> } {
  const final = readDockerfile(name).stages.at(-1);
  if (!final) throw new Error(`${name} has no stage`);
  const onHost = (path: string) => path.replace(/^\/app(?=\/|$)/, REPO_ROOT);
  const env: Record<string, string> = {};
  for (const instruction of final.instructions.filter((i) => i.keyword === "ENV")) {
    for (const pair of instruction.args.split(/\s+/)) {
      const [key = "", value = ""] = pair.split("=");
      env[key] = value;
    }
  }
  const command = JSON.parse(last(final, "CMD") ?? "[]") as string[];
  return { cwd: onHost(last(final, "WORKDIR") ?? "/"), command: command.map(onHost), env };
}
