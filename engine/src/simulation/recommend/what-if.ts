import { type FigureChange, GOAL_FIGURES, type ImageEdit, type PixelBox, RECOMMENDATION_GOALS } from "@adsight/shared";
import { applyEdit } from "#src/media/edits";
import type { LineReader } from "../features/text-reading";
import { decodeRgb } from "../image";
import type { ModelParameters } from "../parameters";
import { drawAudience, scoreRun } from "../results/score-run";
import type { AudienceSetup, CustomArea, PreviewOptions, PreviewOutcome, SimulationImage, VariantPreviewOutcome } from "../types";
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
  const before = await baselineOf(model, { decoded, analysis, baselines }, image, setup, options);
  const edited = await scored(model.parameters, after, setup, image.index, options.viewers, areaAt(options, box));
  return { figures: figuresOf(before, edited, options) };
}

// A marketer's own version is a creative of its own: analysed afresh (none of the original's analysis applies). An area
// goal's target is the variant's eye catcher of the same name where its run finds one, else the original's box, scaled
// to the variant's size.
export async function previewVariant(
  model: WhatIfModel,
  image: SimulationImage,
  setup: AudienceSetup,
  variant: Buffer,
  options: PreviewOptions,
): Promise<VariantPreviewOutcome> {
  const kept = await model.kept(image.bytes);
  const before = await baselineOf(model, kept, image, setup, options);
  const decoded = await decodeRgb(variant);
  const after = { decoded, analysis: await model.analyse(decoded, model.reader) };
  const run = (areas: CustomArea[]) => scored(model.parameters, after, setup, image.index, options.viewers, areas);
  const target = options.target;
  if (!target) return { figures: figuresOf(before, await run([]), options), targetFound: null };
  const named = (await run([])).eye_catchers.find((e) => e.name === target.name);
  const [sx, sy] = [decoded.width / kept.decoded.width, decoded.height / kept.decoded.height];
  const scaled = {
    x: Math.round(target.box.x * sx),
    y: Math.round(target.box.y * sy),
    width: Math.max(1, Math.round(target.box.width * sx)),
    height: Math.max(1, Math.round(target.box.height * sy)),
  };
  const edited = await run(areaAt(options, named?.box ?? scaled));
  return { figures: figuresOf(before, edited, options), targetFound: named ? "by_name" : "same_box" };
}

function areaAt(options: PreviewOptions, box: PixelBox | undefined): CustomArea[] {
  const name = options.target?.name;
  return name && box ? [{ name, ...box }] : [];
}

function baselineOf(
  model: WhatIfModel,
  kept: KeptAnalysis & Pick<KeptCreative, "baselines">,
  image: SimulationImage,
  setup: AudienceSetup,
  options: PreviewOptions,
): Promise<Scored> {
  const { baselines } = kept;
  const asked = JSON.stringify([setup.seed, image.index, setup.categories, options.target?.name, options.target?.box, options.viewers]);
  let baseline = baselines.get(asked);
  if (!baseline) {
    baseline = scored(model.parameters, kept, setup, image.index, options.viewers, areaAt(options, options.target?.box));
    baselines.set(asked, baseline);
    baseline.catch(() => baselines.delete(asked));
    if (baselines.size > MAX_BASELINES) baselines.delete(baselines.keys().next().value as string);
  }
  return baseline;
}

function figuresOf(before: Scored, edited: Scored, options: PreviewOptions): FigureChange[] {
  const name = options.target?.name ?? null;
  const { goal, others } = changes(before, edited, options.goal, name, options.viewers);
  const areaFigures = name
    ? RECOMMENDATION_GOALS.filter((g) => g !== options.goal && GOAL_FIGURES[g].area).map(
        (g) => changes(before, edited, g, name, options.viewers).goal,
      )
    : [];
  return [goal, ...areaFigures, ...others].filter((f) => f !== null);
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
