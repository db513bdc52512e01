import {
  type EyeCatcher,
  GOAL_FIGURES,
  type FigureChange,
  type ImageScores,
  type Interval,
  RECOMMENDATION_GOAL_LABELS,
  type RecommendationGoal,
} from "@adsight/shared";

export type Scored = ImageScores & { eye_catchers: EyeCatcher[] };

export interface Measured {
  value: number;
  interval: Interval;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

// Newcombe's hybrid method (1998); the runs share a seed, so their figures move together: if anything too wide.
export function changeInterval(before: Measured, after: Measured): Interval {
  const change = after.value - before.value;
  const low = change - Math.hypot(after.value - after.interval[0], before.interval[1] - before.value);
  const high = change + Math.hypot(after.interval[1] - after.value, before.value - before.interval[0]);
  return [round1(low), round1(high)];
}

export function figureChange(
  figure: string,
  label: string,
  unit: FigureChange["unit"],
  before: Measured,
  after: Measured,
  viewers: number,
): FigureChange {
  return {
    figure,
    label,
    unit,
    before: round1(before.value),
    after: round1(after.value),
    change: round1(after.value - before.value),
    interval: changeInterval(before, after),
    viewers,
  };
}

const SCORE_GOALS = ["overall", "clarity", "appeal"] as const satisfies RecommendationGoal[];

export function goalFigure(outcome: Scored, goal: RecommendationGoal, target: string | null): Measured | null {
  const spec = GOAL_FIGURES[goal];
  if (spec.area) {
    const area = outcome.eye_catchers.find((e) => e.kind === "custom" && e.name === target);
    const interval = area?.time.intervals?.[spec.figure];
    return area && interval ? { value: area.time[spec.figure], interval } : null;
  }
  const value = outcome[spec.figure];
  const interval = outcome[`${spec.figure}_interval`];
  return value === null || value === undefined || !interval ? null : { value, interval };
}

export function changes(
  before: Scored,
  after: Scored,
  goal: RecommendationGoal,
  target: string | null,
  viewers: number,
): { goal: FigureChange | null; others: FigureChange[] } {
  const of = (g: RecommendationGoal) => {
    const b = goalFigure(before, g, target);
    const a = goalFigure(after, g, target);
    const spec = GOAL_FIGURES[g];
    return a && b ? figureChange(spec.figure, RECOMMENDATION_GOAL_LABELS[g], spec.unit, b, a, viewers) : null;
  };
  const others = SCORE_GOALS.filter((g) => g !== goal)
    .map(of)
    .filter((c): c is FigureChange => c !== null);
  return { goal: of(goal), others };
}
