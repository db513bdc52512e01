import { GOAL_FIGURES, type ImageEdit, RECOMMENDATION_GOALS } from "@adsight/shared";
import { applyEdit } from "#src/media/edits";
import type { LineReader } from "../features/text-reading";
import type { ModelParameters } from "../parameters";
import { drawAudience, scoreRun } from "../results/score-run";
import type { AudienceSetup, CustomArea, PreviewOptions, PreviewOutcome, SimulationImage } from "../types";
import type { Analyse, KeptAnalysis, KeptCreative } from "./analysis-cache";
import { boxAfter } from "./boxes";
import { changes, type Scored } from "./figure-change";
import { readingsAfter, reusingReader } from "./kept-readings";

// The unedited runs kept per creative: one per target and audience the editor is asked about.
const MAX_BASELINES = 8;

export interface WhatIfModel {
  kept: (bytes: Buffer) => Promise<KeptCreative>;
  analyse: Analyse;
  reader: LineReader;
  parameters: ModelParameters;
}

// The edited pixels analysed afresh, but for the text lines an edit leaves as they were (kept-readings.ts): a transform of
// the kept analysis on the grid was faster but gave a photograph's edit the wrong sign (simulation README, "What to change").
export async function previewEdits(
  model: WhatIfModel,
  image: SimulationImage,
  setup: AudienceSetup,
  edits: readonly ImageEdit[],
  options: PreviewOptions,
): Promise<PreviewOutcome> {
  const { decoded, analysis, readings, baselines } = await model.kept(image.bytes);
  let pixels = decoded;
  let box = options.target?.box;
  for (const edit of edits) {
    const size = { width: pixels.width, height: pixels.height };
    pixels = await applyEdit(pixels, edit);
    if (box) box = boxAfter(box, edit, size);
  }
  const reader = reusingReader(model.reader, pixels.width, readingsAfter(readings, edits, decoded));
  const after = { decoded: pixels, analysis: await model.analyse(pixels, reader) };
  const name = options.target?.name ?? null;
  const run = (kept: KeptAnalysis, at = box) =>
    scored(model.parameters, kept, setup, image.index, options.viewers, name && at ? [{ name, ...at }] : []);
  const asked = JSON.stringify([setup.seed, image.index, setup.categories, options.target?.name, options.target?.box, options.viewers]);
  let baseline = baselines.get(asked);
  if (!baseline) {
    baseline = run({ decoded, analysis }, options.target?.box);
    baselines.set(asked, baseline);
    baseline.catch(() => baselines.delete(asked));
    if (baselines.size > MAX_BASELINES) baselines.delete(baselines.keys().next().value as string);
  }
  const before = await baseline;
  const edited = await run(after);
  const { goal, others } = changes(before, edited, options.goal, name, options.viewers);
  const areaFigures = name
    ? RECOMMENDATION_GOALS.filter((g) => g !== options.goal && GOAL_FIGURES[g].area).map(
        (g) => changes(before, edited, g, name, options.viewers).goal,
      )
    : [];
  return { figures: [goal, ...areaFigures, ...others].filter((f) => f !== null) };
}

async function scored(
  parameters: ModelParameters,
  kept: KeptAnalysis,
  setup: AudienceSetup,
  index: number,
  viewers: number,
  customAreas: CustomArea[],
): Promise<Scored> {
  const drawn = await drawAudience(kept.analysis, setup, index, viewers, parameters);
  const scoring = await scoreRun(parameters, kept, drawn, customAreas);
  return { ...scoring.scores, eye_catchers: scoring.eyeCatchers };
}
