// `npm test`: builds, type-checks, lints and checks the formatting of every workspace, runs each test suite, then prints one totals line.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), "adsight-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let stepsFailed = 0;

function run(label, command, args, options = {}) {
  console.log(`\n── ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    stepsFailed += 1;
    console.log(`── ${label}: exit code ${result.status ?? result.signal}`);
  }
  return result.status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

const ready =
  run("build", "npm", ["run", "build"]) &&
  run("typecheck", "npm", ["run", "typecheck"]) &&
  run("lint", "npm", ["run", "lint"]) &&
  run("format", "npm", ["run", "format:check"]);

if (ready) {
  // tests/ runs its deployment checks (docker/, k8s/) with vitest too; its browser tests follow below.
  for (const [workspace, label] of [
    ["shared", "shared tests"],
    ["engine", "engine tests"],
    ["engine/launcher", "launcher tests"],
    ["engine/research", "research tests"],
    ["engine/api-client", "API client tests"],
    ["web", "web tests"],
    ["tests", "deployment tests"],
  ]) {
    const output = join(reports, `${workspace.replaceAll("/", "-")}.json`);
    const args = ["vitest", "run", "--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile.json=${output}`];
    run(label, "npx", args, { cwd: join(root, workspace) });
    const report = readJson(output);
    if (!report) continue;
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }

  const output = join(reports, "e2e.json");
  run("browser and API tests", "npx", ["playwright", "test", "--reporter=list,json"], {
    cwd: join(root, "tests"),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  const stats = readJson(output)?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
}

rmSync(reports, { recursive: true, force: true });
if (stepsFailed > 0 && totals.failed === 0) totals.failed = stepsFailed;
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(stepsFailed > 0 || totals.failed > 0 ? 1 : 0);
