import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

export interface LineCounts {
  files: number;
  code: number;
  comment: number;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED = new Set(["node_modules", "dist", "build", ".cache", "coverage", "public"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Lines holding code, and lines holding only comments (a line with both counts as code). */
export function countLines(text: string, tsx: boolean): { code: number; comment: number } {
  const file = ts.createSourceFile(tsx ? "x.tsx" : "x.ts", text, ts.ScriptTarget.Latest, false, tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line;
  const code = new Set<number>();
  const comment = new Set<number>();
  const mark = (lines: Set<number>, start: number, end: number) => {
    for (let line = lineOf(start); line <= lineOf(Math.max(start, end - 1)); line++) lines.add(line);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJSDoc(node)) return; // a doc comment's parsed form; its text is counted from the comment ranges
    if (ts.isJsxText(node) && node.containsOnlyTriviaWhiteSpaces) return; // layout between JSX tags, not code
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ])
      mark(comment, range.pos, range.end);
    const children = node.getChildren(file);
    if (children.length === 0 && node.getEnd() > node.getStart(file)) mark(code, node.getStart(file), node.getEnd());
    children.forEach(visit);
  };
  visit(file);
  return { code: code.size, comment: [...comment].filter((line) => !code.has(line)).length };
}

/** Counts over every source file under `dir`, tests included; `tests: false` leaves out `*.test.*` and `*.spec.*`. */
export function lineCounts(dir: string, options: { tests: boolean } = { tests: true }): LineCounts {
  const files = sourceFiles(dir).filter((file) => options.tests || !/\.(test|spec)\.[^.]+$/.test(file));
  const totals = { files: files.length, code: 0, comment: 0 };
  for (const file of files) {
    const counts = countLines(readFileSync(file, "utf8"), file.endsWith("x"));
    totals.code += counts.code;
    totals.comment += counts.comment;
  }
  return totals;
}

export const share = (counts: LineCounts) => counts.comment / counts.code;

export const describeCounts = (root: string, dir: string, counts: LineCounts) =>
  `${relative(root, dir).padEnd(20)} ${String(counts.files).padStart(5)} files ${String(counts.code).padStart(7)} code lines ` +
  `${String(counts.comment).padStart(6)} comment lines  ${(100 * share(counts)).toFixed(1)} %`;
