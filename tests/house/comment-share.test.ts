import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { countLines, describeCounts, lineCounts, share } from "./line-counts";

const ROOT = join(import.meta.dirname, "../..");
const CHECKED = ["engine/src", "web/app", "shared/src"];
const REPORTED = [
  "shared/src",
  "migrations",
  "engine/src",
  "engine/tools",
  "engine/research/src",
  "engine/api-client",
  "engine/launcher",
  "web/app",
  "tests",
];

describe("counting lines", () => {
  it("tells code lines from lines that hold only a comment", () => {
    const text = [
      "/** Why this is so. */",
      "const a = 1; // trailing",
      "",
      "/*",
      " * two more",
      " */",
      "const b = `${a}",
      "// inside a template, not a comment`;",
      "const c = <p>{/* in JSX */}</p>;",
    ].join("\n");
    expect(countLines(text, false)).toEqual({ code: 4, comment: 4 });
    expect(countLines(text.split("\n").at(-1) ?? "", true)).toEqual({ code: 1, comment: 0 });
  });
});

// Comments say why, where the names and types cannot (house style): at most 5 % of code lines, tests left out.
describe("comment share", () => {
  it("prints the lines per workspace", () => {
    for (const dir of REPORTED) console.log(describeCounts(ROOT, join(ROOT, dir), lineCounts(join(ROOT, dir), { tests: false })));
  });

  it.each(CHECKED)("is at most 5 %% of the code lines in %s", (dir) => {
    expect(share(lineCounts(join(ROOT, dir), { tests: false }))).toBeLessThanOrEqual(0.05);
  });
});
