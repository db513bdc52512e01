import { goalTarget, GoalTargetError, type ImageEdit, type PixelBox, type RecommendationGoal, type TargetCandidate } from "@adsight/shared";
import { FIRST_SECOND_MS } from "../results/time-figures";
import { boxArea, enlarged, inside, overlap, type Size } from "./boxes";
import { type OriginalRun, placementCrops } from "./placement-crops";

export interface Candidate {
  title: string;
  edit: ImageEdit;
}

export interface CandidateInput extends OriginalRun {
  goal: RecommendationGoal;
}

const ENLARGE = 1.5;
const STRONG_ENLARGE = 2;
const CONTRAST = 0.6;
const DIM = 0.6;
// Beyond this share of the image an enlarged area starts to crowd out the rest.
const MAX_ENLARGED_SHARE = 0.25;
// A move may cover this much of another eye catcher's area at most.
const MAX_COVERED = 0.1;
// Removing a large element changes what the creative is; only smaller ones are offered for removal.
const MAX_REMOVED_SHARE = 0.1;

// A text eye catcher is named 'Text: "…"' (area-names.ts): in a title its words alone, not quotes inside quotes.
const TEXT_NAME = /^Text: "(.*)"$/;
const quoted = (name: string) => `“${TEXT_NAME.exec(name)?.[1] ?? name}”`;

export function candidates(input: CandidateInput): Candidate[] {
  const { target, image } = input;
  const found: Candidate[] = [];
  if (target) found.push(...areaEdits(input, target));
  else {
    found.push(...competitorEdits(input, null));
    for (const [goalOfPart, verb] of [
      ["headline_read", "headline"],
      ["cta_reached", "call to action"],
    ] as const) {
      const part = partOf(goalOfPart, input);
      if (!part) continue;
      found.push({
        title: `Raise the contrast of the ${verb} ${quoted(part.name)}`,
        edit: { kind: "contrast", box: part.box, amount: CONTRAST },
      });
      const to = enlarged(part.box, ENLARGE, image);
      if (boxArea(to) <= MAX_ENLARGED_SHARE * boxArea({ x: 0, y: 0, ...image }))
        found.push({ title: `Enlarge the ${verb} ${quoted(part.name)} ${ENLARGE}×`, edit: { kind: "place", box: part.box, to } });
    }
    found.push(...placementCrops(input).map(({ placement, box, title }) => ({ title, edit: { kind: "crop" as const, placement, box } })));
  }
  found.sort(
    (a, b) => Number(b.edit.kind === "dim" || b.edit.kind === "remove") - Number(a.edit.kind === "dim" || a.edit.kind === "remove"),
  );
  return found;
}

function partOf(goal: RecommendationGoal, input: CandidateInput): TargetCandidate | null {
  try {
    return goalTarget(
      goal,
      input.eyeCatchers.filter((e) => e.kind !== "custom"),
      undefined,
      input.image.height,
    );
  } catch (error) {
    if (error instanceof GoalTargetError) return null;
    throw error;
  }
}

function areaEdits(input: CandidateInput, target: TargetCandidate): Candidate[] {
  const { image } = input;
  const name = quoted(target.name);
  const imageArea = boxArea({ x: 0, y: 0, ...image });
  const found: Candidate[] = [];
  const fits = (box: PixelBox) => boxArea(box) <= MAX_ENLARGED_SHARE * imageArea;
  const bigger = enlarged(target.box, ENLARGE, image);
  if (fits(bigger)) found.push({ title: `Enlarge ${name} ${ENLARGE}×`, edit: { kind: "place", box: target.box, to: bigger } });
  found.push({ title: `Raise the contrast of ${name}`, edit: { kind: "contrast", box: target.box, amount: CONTRAST } });
  for (const [factor, words] of [
    [1, `Move ${name} into the first second's path of attention`],
    [ENLARGE, `Move ${name} into the first second's path of attention and enlarge it ${ENLARGE}×`],
  ] as const) {
    const size = { width: Math.round(target.box.width * factor), height: Math.round(target.box.height * factor) };
    const spot = earlySpot(input, target, size);
    if (spot && fits(spot) && overlap(spot, target.box) < 0.5 * boxArea(target.box))
      found.push({ title: words, edit: { kind: "place", box: target.box, to: spot } });
  }
  found.push(...competitorEdits(input, target));
  const biggest = enlarged(target.box, STRONG_ENLARGE, image);
  if (fits(biggest)) found.push({ title: `Enlarge ${name} ${STRONG_ENLARGE}×`, edit: { kind: "place", box: target.box, to: biggest } });
  return found;
}

function competitorEdits(input: CandidateInput, target: TargetCandidate | null): Candidate[] {
  const imageArea = boxArea({ x: 0, y: 0, ...input.image });
  const rival = input.eyeCatchers
    .filter(
      (e) => e.kind !== "custom" && (!target || overlap(e.box, target.box) < MAX_COVERED * Math.min(boxArea(e.box), boxArea(target.box))),
    )
    .sort((a, b) => b.time.seen_1s - a.time.seen_1s)[0];
  if (!rival) return [];
  const name = quoted(rival.name);
  const found: Candidate[] = [
    { title: `Dim ${name}, which competes for the first second`, edit: { kind: "dim", box: rival.box, amount: DIM } },
  ];
  if (boxArea(rival.box) <= MAX_REMOVED_SHARE * imageArea && rival.kind !== "face" && rival.kind !== "person")
    found.push({ title: `Remove ${name}, which competes for the first second`, edit: { kind: "remove", box: rival.box } });
  return found;
}

// Scored by the first second's fixations inside, on a grid of a quarter of the box, covering no other eye catcher.
export function earlySpot(input: CandidateInput, target: TargetCandidate, size: Size): PixelBox | null {
  const early = input.viewers.flatMap((v) => v.fixations.filter((f) => f.t < FIRST_SECOND_MS));
  const others = input.eyeCatchers.filter((e) => e.kind !== "custom" && overlap(e.box, target.box) < 0.5 * boxArea(e.box));
  const stepX = Math.max(1, Math.round(size.width / 4));
  const stepY = Math.max(1, Math.round(size.height / 4));
  let best: { box: PixelBox; count: number } | null = null;
  for (let y = 0; y + size.height <= input.image.height; y += stepY)
    for (let x = 0; x + size.width <= input.image.width; x += stepX) {
      const box = inside({ x, y, ...size }, input.image);
      if (others.some((e) => overlap(e.box, box) > MAX_COVERED * Math.min(boxArea(e.box), boxArea(box)))) continue;
      let count = 0;
      for (const f of early) if (f.x >= box.x && f.x < box.x + box.width && f.y >= box.y && f.y < box.y + box.height) count++;
      if (!best || count > best.count) best = { box, count };
    }
  return best && best.count > 0 ? best.box : null;
}
