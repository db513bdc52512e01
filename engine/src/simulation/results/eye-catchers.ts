import { EYE_CATCHER_MIN_REACH, type EyeCatcherKind, type Interval } from "@adsight/shared";
import type { DensityMap } from "./density";
import type { ImageAnalysis } from "../features/analysis";
import { dominantColour } from "../features/colours";
import type { Detection } from "../features/detectors";
import { contains, intersectionArea, type Box } from "../geometry";
import { DESIGNED_OBJECTS_FROM } from "../features/designed-rules";
import { floodFill } from "../features/regions";
import { inReadingOrder } from "../features/text-lines";
import type { Fixation } from "../viewers/scanpaths";
import { amountInterval, amountScale, shareInterval } from "./intervals";
import { areaName, readsClearly } from "./area-names";
import { regionName } from "./region-names";

/** Objects reached by at least this share of viewers (%) count as eye catchers; the pages that explain it read it from shared. */
export const EYE_CATCHER_REACH = EYE_CATCHER_MIN_REACH;
const MAX_REGIONS = 3;
/** A salient region spreading over more than this share of the image is no spot a person can find: it is left out. */
const MAX_REGION_SHARE = 0.25;
const NESTED = 0.5; // a region's flood can ring an earlier one's: one lying mostly on another is that spot again
const SPILL = 0.5; // a region with this share of its attention on detections is theirs spilling over, no spot of its own

export interface AreaOfInterest {
  name: string;
  kind: Exclude<EyeCatcherKind, "custom">;
  box: Box;
  text: string | null;
  lineHeight?: number;
}

export type NamedBox = Pick<AreaOfInterest, "name" | "box">;

export interface AoiScores {
  reach: Record<string, number>;
  share: Record<string, number>;
  efficiency: Record<string, number>;
  eyeCatchers: string[];
  reachIntervals: Record<string, Interval>;
  shareIntervals: Record<string, Interval>;
}

// Fitted by `npm run object-check -w @adsight/research -- --fit 1`; `designedObject`: every object under 0.45 on the
// development designs was false (logos and a START circle as clocks, a hair bow as a kite), the one above a real plane.
export interface ObjectRule {
  person: number;
  object: number;
  designedObject: number;
}
export const OBJECT_RULE: ObjectRule = { person: 0.3, object: 0.35, designedObject: 0.5 };

// A container is no eye catcher when most attention inside it falls on what it holds (a couch under the children) or
// it fills half the image (a table top under a meal is the backdrop, as the hand annotations treat it).
const CONTAINERS = new Set(["dining table", "bed", "couch", "bench", "chair", "bowl", "sink", "toilet", "oven", "refrigerator"]);
const CONTAINER_HELD_SHARE = 0.5;
const BACKDROP_SHARE = 0.5;

/** `designed`: how likely the image is designed content (parameters.ts, designedShare). */
export function keptDetection(d: Detection, rule: ObjectRule = OBJECT_RULE, designed = 0): boolean {
  if (d.kind === "person") return d.score >= rule.person;
  if (d.kind === "object") return d.score >= (designed >= DESIGNED_OBJECTS_FROM ? rule.designedObject : rule.object);
  return true;
}

// A read word filling an object across is a badge or sign the detector took for a thing (README, "A word that fills").
const SIGN_WORD = { inside: 0.8, width: 0.6, area: 0.15 };

function isWordSign(d: Detection, texts: readonly Detection[]): boolean {
  const area = d.box.w * d.box.h;
  return texts.some(
    (t) =>
      intersectionArea(t.box, d.box) >= SIGN_WORD.inside * t.box.w * t.box.h &&
      t.box.w >= SIGN_WORD.width * d.box.w &&
      t.box.w * t.box.h >= SIGN_WORD.area * area,
  );
}

/** The detections the rule keeps, less objects that are a read word's badge or sign. */
export function candidateDetections(detections: readonly Detection[], rule: ObjectRule = OBJECT_RULE, designed = 0): Detection[] {
  const texts = detections.filter((d) => d.kind === "text");
  return detections.filter((d) => keptDetection(d, rule, designed) && !(d.kind === "object" && isWordSign(d, texts)));
}

/** Unique names in any case, as areas are matched: "Bottle" alone, "Face 1", "Face 2" … in reading order (1 top left). */
function nameAll(labels: string[], boxes: Box[]): string[] {
  const keys = labels.map((label) => label.toLowerCase());
  const totals = new Map<string, number>();
  for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + 1);
  const seen = new Map<string, number>();
  const numbers: number[] = [];
  for (const { i } of inReadingOrder(boxes.map((box, i) => ({ box, i })))) {
    numbers[i] = (seen.get(keys[i]) ?? 0) + 1;
    seen.set(keys[i], numbers[i]);
  }
  return labels.map((label, i) => ((totals.get(keys[i]) ?? 0) > 1 ? `${label} ${numbers[i]}` : label));
}

function massInside(density: DensityMap, box: Box, held: Box[], width: number, height: number): { total: number; held: number } {
  const { w, h, values } = density;
  let total = 0;
  let onHeld = 0;
  for (let gy = 0; gy < h; gy++) {
    const y = ((gy + 0.5) / h) * height;
    for (let gx = 0; gx < w; gx++) {
      const x = ((gx + 0.5) / w) * width;
      if (!contains(box, x, y)) continue;
      total += values[gy * w + gx];
      if (held.some((b) => contains(b, x, y))) onHeld += values[gy * w + gx];
    }
  }
  return { total, held: onHeld };
}

function heldBy(container: Detection, others: Detection[]): Box[] {
  if (!CONTAINERS.has(container.label)) return [];
  return others
    .filter((d) => d !== container && !CONTAINERS.has(d.label) && contains(container.box, d.box.x + d.box.w / 2, d.box.y + d.box.h / 2))
    .map((d) => d.box);
}

export function isBackdrop(container: Detection, others: Detection[], width: number, height: number): boolean {
  return heldBy(container, others).length > 0 && container.box.w * container.box.h >= BACKDROP_SHARE * width * height;
}

function onlyHolds(container: Detection, others: Detection[], density: DensityMap, width: number, height: number): boolean {
  const held = heldBy(container, others);
  if (held.length === 0) return false;
  if (isBackdrop(container, others, width, height)) return true;
  const mass = massInside(density, container.box, held, width, height);
  return mass.total > 0 && mass.held >= CONTAINER_HELD_SHARE * mass.total;
}

interface SalientRegion {
  box: Box;
  level: number; // the density from which its cells belong to it
}

// Local maxima above 30 % of the peak outside every detection, each grown to the connected area above half its height.
function salientRegions(density: DensityMap, detections: Detection[], width: number, height: number): SalientRegion[] {
  const { w, h, values } = density;
  let peak = 0;
  for (const v of values) peak = Math.max(peak, v);
  if (peak <= 0) return [];
  const xs = Float64Array.from({ length: w }, (_, x) => ((x + 0.5) / w) * width);
  const ys = Float64Array.from({ length: h }, (_, y) => ((y + 0.5) / h) * height);
  const detected = new Uint8Array(w * h);
  for (const { box } of detections)
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (contains(box, xs[x], ys[y])) detected[y * w + x] = 1;
  const maxima: { i: number; v: number }[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const v = values[y * w + x];
      if (v < 0.3 * peak) continue;
      let isMax = true;
      for (let dy = -1; dy <= 1 && isMax; dy++)
        for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && values[(y + dy) * w + x + dx] > v) isMax = false;
      if (isMax && !detected[y * w + x]) maxima.push({ i: y * w + x, v });
    }
  }
  maxima.sort((a, b) => b.v - a.v);
  const taken = new Uint8Array(w * h);
  const regions: SalientRegion[] = [];
  for (const { i, v } of maxima) {
    if (regions.length >= MAX_REGIONS || taken[i]) continue;
    const level = 0.5 * v;
    const region = floodFill(i, w, h, (j) => values[j] >= level, taken);
    const mass = region.cells.reduce((sum, c) => sum + values[c], 0);
    if (region.cells.reduce((sum, c) => sum + detected[c] * values[c], 0) >= SPILL * mass) continue;
    const box = {
      x: (region.minX / w) * width,
      y: (region.minY / h) * height,
      w: ((region.maxX - region.minX + 1) / w) * width,
      h: ((region.maxY - region.minY + 1) / h) * height,
    };
    const nested = regions.some(({ box: b }) => intersectionArea(b, box) > NESTED * Math.min(b.w * b.h, box.w * box.h));
    if (box.w * box.h <= MAX_REGION_SHARE * width * height && !nested) regions.push({ box, level });
  }
  return regions;
}

export type AreaSources = Pick<ImageAnalysis, "detections" | "colours" | "width" | "height"> & { designed?: number };

/** The detections that are areas of their own: the kept ones, less containers whose attention goes to what they hold. */
export function areaDetections(sources: AreaSources, density: DensityMap, rule: ObjectRule = OBJECT_RULE): Detection[] {
  const candidates = candidateDetections(sources.detections, rule, sources.designed);
  return candidates.filter((d) => !onlyHolds(d, candidates, density, sources.width, sources.height));
}

export function areasOfInterest(sources: AreaSources, density: DensityMap, rule: ObjectRule = OBJECT_RULE): AreaOfInterest[] {
  const { width, height, colours } = sources;
  const detections = areaDetections(sources, density, rule);
  const named = nameAll(
    detections.map((d) => areaName(d, colours, width, height)),
    detections.map((d) => d.box),
  ).map((name, i): AreaOfInterest => ({
    name,
    kind: detections[i].kind,
    box: detections[i].box,
    text: readsClearly(detections[i]) ? (detections[i].text ?? null) : null,
    ...(detections[i].lineHeight !== undefined && { lineHeight: detections[i].lineHeight }),
  }));
  // Peaks on a dropped container's undetected contents become named areas.
  const regions = salientRegions(density, detections, width, height);
  const densityAt = (x: number, y: number) =>
    density.values[
      Math.min(density.h - 1, Math.floor((y / height) * density.h)) * density.w +
        Math.min(density.w - 1, Math.floor((x / width) * density.w))
    ];
  // Named by the colour of its own cells, not of the backdrop its box takes in.
  const regionNames = nameAll(
    regions.map(({ box, level }) =>
      regionName(
        dominantColour(colours, box, width, height, (x, y) => (densityAt(x, y) >= level ? 1 : 0)),
        box,
        width,
        height,
      ),
    ),
    regions.map(({ box }) => box),
  );
  return [...named, ...regions.map(({ box }, i): AreaOfInterest => ({ name: regionNames[i], kind: "region", box, text: null }))];
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Reach (% of viewers), attention share (% of fixation time) and efficiency (share ÷ area share) per object. */
export function scoreAreas(areas: readonly NamedBox[], paths: Fixation[][], width: number, height: number): AoiScores {
  const viewerTime = Float64Array.from(paths, (path) => path.reduce((t, f) => t + f.dur, 0));
  const totalTime = viewerTime.reduce((s, t) => s + t, 0) || 1;
  const result: AoiScores = { reach: {}, share: {}, efficiency: {}, eyeCatchers: [], reachIntervals: {}, shareIntervals: {} };
  // Each viewer's part of an area's share: its mean over viewers is the share, in percent.
  const parts = areas.map(() => new Float64Array(paths.length));
  areas.forEach((area, a) => {
    let reached = 0;
    let time = 0;
    paths.forEach((path, v) => {
      let hit = false;
      for (const f of path) {
        if (contains(area.box, f.x, f.y)) {
          hit = true;
          parts[a][v] += f.dur;
        }
      }
      time += parts[a][v];
      parts[a][v] *= (100 * paths.length) / totalTime;
      if (hit) reached++;
    });
    const reach = (100 * reached) / Math.max(1, paths.length);
    const share = (100 * time) / totalTime;
    const areaShare = (area.box.w * area.box.h) / (width * height);
    result.reach[area.name] = round(reach, 2);
    result.share[area.name] = round(share, 2);
    result.efficiency[area.name] = round(areaShare > 0 ? share / 100 / areaShare : 0, 3);
    result.reachIntervals[area.name] = shareInterval(reached, paths.length);
    if (reach >= EYE_CATCHER_REACH) result.eyeCatchers.push(area.name);
  });
  const pooled = amountScale(...parts);
  areas.forEach((area, a) => {
    result.shareIntervals[area.name] = amountInterval(parts[a], 1, pooled) ?? [result.share[area.name], result.share[area.name]];
  });
  return result;
}

/** Share of viewers whose first two fixations include one on an eye catcher. */
export function captureShare(areas: readonly NamedBox[], eyeCatchers: string[], paths: Fixation[][]): number {
  const boxes = areas.filter((a) => eyeCatchers.includes(a.name)).map((a) => a.box);
  if (paths.length === 0 || boxes.length === 0) return 0;
  const captured = paths.filter((path) => path.slice(0, 2).some((f) => boxes.some((b) => contains(b, f.x, f.y)))).length;
  return captured / paths.length;
}
