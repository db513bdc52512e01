import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type FigureChange,
  GoalTargetError,
  goalTarget,
  RECOMMENDATION_GOALS,
  RECOMMENDATION_VIEWERS,
  type RecommendationGoal,
  type TargetCandidate,
  WHAT_IF_VIEWERS,
} from "@adsight/shared";
import { boxAfter, createSimulator, goalFigure, type AudienceSetup } from "@adsight/engine/src/simulation/stages";
import type { Simulator } from "@adsight/engine/src/simulation/types";
import { intArg, parseArgs } from "@adsight/engine/tools/args";
import { loadFiwi, loadGdi } from "../designed";
import { isEngineEdit, shareText } from "../recommend-checks";
import { loadPairs, SCORES_DIR } from "../scores-data";

const FULL_VIEWERS = 10_000;
const N_MAX = 10_000;
const AB_VIEWERS = 1_000;

const setup = (seed: number, viewers: number): AudienceSetup => ({
  categories: {},
  scale: (100 * viewers) / N_MAX,
  seed,
  context: { location: "", startDate: "", endDate: "", audience: "" },
});

interface Check {
  design: string;
  goal: RecommendationGoal;
  title: string;
  predicted: FigureChange;
  rerun: number;
  preview: number;
  previewS: number;
}

/** The goal's change at FULL_VIEWERS with another seed: the original and the edited creative, each run afresh. */
async function fullRerun(
  simulator: Simulator,
  bytes: Buffer,
  edited: Buffer,
  goal: RecommendationGoal,
  target: TargetCandidate | null,
  edit: Parameters<typeof boxAfter>[1],
  seed: number,
) {
  const area = (box?: TargetCandidate["box"]) => (target && box ? [{ name: target.name, ...box }] : []);
  const before = await simulator.runImage({ index: 0, bytes, customAreas: area(target?.box) }, setup(seed, FULL_VIEWERS));
  const moved = target ? boxAfter(target.box, edit, before) : undefined;
  const after = await simulator.runImage({ index: 0, bytes: edited, customAreas: area(moved) }, setup(seed, FULL_VIEWERS));
  const b = goalFigure(before, goal, target?.name ?? null);
  const a = goalFigure(after, goal, target?.name ?? null);
  return a && b ? a.value - b.value : NaN;
}

async function designChecks(simulator: Simulator, count: number, skip: number, goals: RecommendationGoal[]): Promise<Check[]> {
  const designs = [...loadGdi().slice(skip, skip + Math.ceil(count / 2)), ...loadFiwi().slice(skip, skip + Math.floor(count / 2))];
  const checks: Check[] = [];
  for (const design of designs) {
    const bytes = readFileSync(design.file);
    const image = { index: 0, bytes };
    const found = await simulator.runImage(image, setup(1, WHAT_IF_VIEWERS));
    for (const goal of goals) {
      let target: TargetCandidate | null;
      try {
        target = goalTarget(goal, found.eye_catchers, undefined, found.height);
      } catch (error) {
        if (!(error instanceof GoalTargetError)) throw error;
        console.log(`${design.name} ${goal}: ${error.message}`);
        continue;
      }
      const outcome = await simulator.recommend(image, setup(1, RECOMMENDATION_VIEWERS), { goal, target, viewers: RECOMMENDATION_VIEWERS });
      const top = outcome.kept[0];
      console.log(`${design.name} ${goal} (${target?.name ?? "whole creative"}): ${outcome.kept.length} of ${outcome.tried} kept`);
      if (!top) continue;
      const rerun = await fullRerun(simulator, bytes, top.image.bytes, goal, target, top.edit, 2);
      const started = performance.now();
      const preview = await simulator.preview(image, setup(1, WHAT_IF_VIEWERS), [top.edit], { goal, target, viewers: WHAT_IF_VIEWERS });
      const previewS = (performance.now() - started) / 1000;
      const check = {
        design: design.name,
        goal,
        title: top.title,
        predicted: top.goal,
        rerun,
        preview: preview.figures[0]?.change ?? NaN,
        previewS,
      };
      checks.push(check);
      console.log(
        `  ${top.title}: predicted ${top.goal.change} [${top.goal.interval.join(", ")}], re-run ${rerun.toFixed(1)}, preview ${check.preview}`,
      );
    }
  }
  return checks;
}

async function abChecks(simulator: Simulator, limit: number) {
  const pairs = loadPairs()
    .filter((p) => isEngineEdit(p, true))
    .slice(0, limit);
  const rows: { pair: number; strict: boolean; right: boolean; tie: boolean }[] = [];
  for (const pair of pairs) {
    const score = async (name: string) => {
      const bytes = readFileSync(path.join(SCORES_DIR, "ab-tests/images", name));
      return (await simulator.runImage({ index: 0, bytes }, setup(1, AB_VIEWERS))).overall_score;
    };
    const [a, b] = [await score(pair.a), await score(pair.b)];
    const tie = a === b;
    rows.push({ pair: pair.pair, strict: isEngineEdit(pair), right: !tie && (a > b ? "a" : "b") === pair.winner, tie });
    console.log(`pair ${pair.pair} ${JSON.stringify(pair.ui_change)}: overall a ${a}, b ${b}, winner ${pair.winner}`);
  }
  return rows;
}

/**
 * `npm run recommend-check -w @adsight/research [-- --images 4 --skip 0 --goals headline_read,brand_early,overall --pairs 75]`
 * (issue 52): on N development designs (after the first `skip` of each set), whether the top recommendation's predicted gain (RECOMMENDATION_VIEWERS) is
 * confirmed by a full re-run at 10 000 viewers with another seed, and how the what-if preview's change compares; on
 * the development A/B pairs whose change is an edit the engine makes, how often the variant with the higher overall
 * score is the live winner. `--pairs 0` skips the pairs.
 */
async function main() {
  const args = parseArgs(process.argv.slice(2), ["images", "skip", "goals", "pairs"]);
  const count = intArg(args.images, "images", 4, 0, 52);
  const skip = intArg(args.skip, "skip", 0, 0, 25);
  const limit = intArg(args.pairs, "pairs", 75, 0, 150);
  const goals = (args.goals ?? "headline_read,brand_early,overall").split(",") as RecommendationGoal[];
  for (const goal of goals) if (!RECOMMENDATION_GOALS.includes(goal)) throw new Error(`Unknown goal "${goal}"`);
  const simulator = await createSimulator({ nMax: N_MAX });
  const checks = await designChecks(simulator, count, skip, goals);
  console.log("\n| design | goal | top edit | predicted change [90 %] | 10 000-viewer re-run | within | preview (1 000) | preview s |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const c of checks) {
    const within = c.rerun >= c.predicted.interval[0] && c.rerun <= c.predicted.interval[1];
    console.log(
      `| ${c.design} | ${c.goal} | ${c.title} | ${c.predicted.change} [${c.predicted.interval.join(", ")}] ${c.predicted.unit} | ${c.rerun.toFixed(1)} | ${within ? "yes" : "no"} | ${c.preview} | ${c.previewS.toFixed(2)} |`,
    );
  }
  const within = checks.filter((c) => c.rerun >= c.predicted.interval[0] && c.rerun <= c.predicted.interval[1]).length;
  const gained = checks.filter((c) => c.rerun > 0).length;
  console.log(
    `\nTop recommendation's gain within its predicted 90 % interval at ${FULL_VIEWERS} viewers, another seed: ${shareText(within, checks.length)}`,
  );
  console.log(`Re-run gain above zero: ${shareText(gained, checks.length)}`);
  const errors = checks.map((c) => Math.abs(c.preview - c.rerun) / Math.max(1e-9, Math.abs(c.rerun)));
  const sameSign = checks.filter((c) => Math.sign(c.preview) === Math.sign(c.rerun)).length;
  if (checks.length)
    console.log(
      `Preview against the re-run: same sign ${shareText(sameSign, checks.length)}; median |preview − re-run| / |re-run| ${median(errors).toFixed(2)}`,
    );
  if (limit === 0) return;
  const rows = await abChecks(simulator, limit);
  const strict = rows.filter((r) => r.strict);
  const score = (rs: typeof rows) => shareText(rs.filter((r) => r.right).length, rs.length);
  console.log(`\nA/B pairs whose change is size, position, presence or opacity: the higher overall score won ${score(strict)}`);
  console.log(`… and those with colour (as a contrast edit): ${score(rows)}; ties: ${rows.filter((r) => r.tie).length}`);
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
}

void main();
