import { readFileSync, writeFileSync } from "node:fs";

/** Four decimals: more than any figure is reported with, few enough that a rerun's diff shows what moved. */
function rounded(_key: string, value: unknown): unknown {
  return typeof value === "number" ? Math.round(value * 10000) / 10000 : value;
}

/** Writes a committed JSON file as the fits write them all: numbers to four decimals, two-space indent. */
export function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, rounded, 2)}\n`);
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}
