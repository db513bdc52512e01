import { RECOMMENDATION_MAX_EDITS, type TargetCandidate } from "@adsight/shared";
import { applyEdits } from "#src/media/edits";
import type {
  AudienceSetup,
  ImageOutcome,
  RecommendedEdit,
  RecommendOptions,
  RecommendOutcome,
  SimulationImage,
  Simulator,
} from "../types";
import { boxAfter } from "./boxes";
import { candidates } from "./candidates";
import { changes } from "./figure-change";

// Every figure is what a fresh run of the edited creative gives: nothing of the original's analysis is reused.
export async function recommendEdits(
  simulator: Pick<Simulator, "runImage">,
  nMax: number,
  image: SimulationImage,
  setup: AudienceSetup,
  options: RecommendOptions,
): Promise<RecommendOutcome> {
  const { goal, target, signal } = options;
  const run = { ...setup, scale: (100 * options.viewers) / nMax };
  const areaOf = (t: TargetCandidate | null, box = t?.box) => (t && box ? [{ name: t.name, ...box }] : []);
  const original = await simulator.runImage({ index: image.index, bytes: image.bytes, customAreas: areaOf(target) }, run, {
    signal,
    include: { viewers: true },
  });
  const size = { width: original.width, height: original.height };
  const tried = candidates({ goal, target, image: size, eyeCatchers: original.eye_catchers, viewers: original.viewers }).slice(
    0,
    options.maxEdits ?? RECOMMENDATION_MAX_EDITS,
  );
  const total = tried.length + 1;
  options.onProgress?.(1 / total);
  const kept: RecommendedEdit[] = [];
  for (const [i, candidate] of tried.entries()) {
    signal?.throwIfAborted();
    const edited = await applyEdits(image.bytes, [candidate.edit]);
    const moved = target ? boxAfter(target.box, candidate.edit, size) : undefined;
    const after: ImageOutcome = await simulator.runImage(
      { index: image.index, bytes: edited.bytes, customAreas: areaOf(target, moved) },
      run,
      {
        signal,
      },
    );
    const { goal: change, others } = changes(original, after, goal, target?.name ?? null, after.num_viewers ?? options.viewers);
    if (change && change.interval[0] > 0)
      kept.push({
        title: candidate.title,
        edit: candidate.edit,
        image: { contentType: edited.contentType, bytes: edited.bytes },
        goal: change,
        other_changes: others,
      });
    options.onProgress?.((i + 2) / total);
  }
  kept.sort((a, b) => b.goal.change - a.goal.change);
  return { tried: tried.length, kept };
}
