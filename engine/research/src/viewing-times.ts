import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  type Box,
  densityRaster,
  FIRST_SECOND_MS,
  type ModelParameters,
  timeFigures,
  timeSlicedDensities,
  type TimedFixation,
} from "@adsight/engine/src/simulation/stages";
import { nss } from "./metrics";
import { ANNOTATIONS_DIR } from "./paths";
import type { HumanScanpath } from "./osie";

/*
 * Viewing times against people: each area's reach, seen within 1 s, median time to first look and dwell from the
 * simulated viewers and from the observers (all of them, and two halves as the reference for how close anyone can
 * get), and the time-sliced heatmaps against the observers' first-second fixations. People's figures go through the
 * engine's own `timeFigures`, so both sides are counted alike.
 */

/**
 * OSIE records durations, not onsets: 40 ms per saccade and the rest of the 3 s trial before the first fixation (the
 * issue's reconstruction, which matches the web pages' recorded first onset of about 0.54 s). A fixed rule, so the
 * reference does not move with the fitted clock.
 */
export const RECONSTRUCTED_SACCADE_MS = 40;

/** The observers' fixations on the clock, cut at the viewing budget (the web pages were viewed 5 s, the model views 3 s). */
export function humanTimedPaths(subjects: readonly HumanScanpath[], budgetMs: number): TimedFixation[][] {
  return subjects.map((s) => {
    let onsets = s.t;
    if (!onsets) {
      const busy = s.dur.reduce((sum, d) => sum + d, 0) + RECONSTRUCTED_SACCADE_MS * Math.max(0, s.dur.length - 1);
      let t = Math.max(0, budgetMs - busy);
      onsets = s.dur.map((d) => {
        const onset = t;
        t += d + RECONSTRUCTED_SACCADE_MS;
        return onset;
      });
    }
    const recorded = onsets;
    return s.x
      .map((x, i) => ({ x, y: s.y[i], t: recorded[i], dur: s.dur[i] }))
      .filter((f) => f.t < budgetMs)
      .map((f) => ({ ...f, dur: Math.max(0, Math.min(f.dur, budgetMs - f.t)) }));
  });
}

/**
 * A simulated viewer's fixations on its model's clock: their onsets where the model gives them, else the clock a
 * model without onsets had (each starts when the one before it ends, the first at 0 ms).
 */
export function onItsClock(path: readonly { x: number; y: number; dur: number; t?: number }[]): TimedFixation[] {
  let t = 0;
  return path.map((f) => {
    const timed = { x: f.x, y: f.y, t: f.t ?? t, dur: f.dur };
    t += f.dur;
    return timed;
  });
}

export interface AreaFigures {
  /** % of viewers who looked within the viewing time (3 s). */
  reach: number;
  seen1s: number;
  /** Median time to first look over those who looked (ms); null when fewer than MIN_LOOKERS_SHARE looked. */
  firstLookMs: number | null;
  dwellMs: number;
}

/** First-look medians are compared only where at least this share of a group looked (3 of 15 observers, 2 of 7). */
const MIN_LOOKERS_SHARE = 20;

export function areaFigures(boxes: readonly Box[], paths: readonly (readonly TimedFixation[])[]): AreaFigures[] {
  // The product's minimum of lookers is for a marketer's figures; groups of a few observers are compared by the share above.
  return timeFigures(boxes, paths, [], { minLookers: 1 }).map(({ time }) => ({
    reach: time.seen_3s,
    seen1s: time.seen_1s,
    firstLookMs: time.first_look_ms && time.seen_3s >= MIN_LOOKERS_SHARE ? time.first_look_ms.median : null,
    dwellMs: time.dwell_ms,
  }));
}

const FIGURES = ["reach", "seen1s", "firstLookMs", "dwellMs"] as const;
type Figure = (typeof FIGURES)[number];

export interface Agreement {
  /** Pearson r over the areas where both sides have the figure. */
  r: number;
  /** Mean of (first − second) over those areas. */
  bias: number;
  /** Medians of each side over those areas. */
  median: [number, number];
  areas: number;
}

export interface ViewingTimesReport {
  images: number;
  areas: number;
  /** The model against all observers, and one half of the observers against the other. */
  model: Record<Figure, Agreement>;
  splitHalf: Record<Figure, Agreement>;
  /**
   * Mean NSS against the observers' fixations that start in the first second: of the "First second" heatmap and of the
   * full one; `splitHalf` the same of one half of the observers' heatmaps against the other half's fixations.
   */
  firstSecondNss: { firstSecondMap: number; fullMap: number; splitHalf: { firstSecondMap: number; fullMap: number } };
  /** Simulated and human scanpaths: median first onset, fixations per viewer and median amplitude within the viewing time. */
  timing: { model: TimingStats; people: TimingStats };
}

export interface TimingStats {
  firstOnsetMs: number;
  fixationsPerViewer: number;
  amplitudeMedianPx: number;
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function agreement(first: AreaFigures[], second: AreaFigures[], figure: Figure): Agreement {
  const a: number[] = [];
  const b: number[] = [];
  first.forEach((f, i) => {
    const [x, y] = [f[figure], second[i][figure]];
    if (x !== null && y !== null) {
      a.push(x);
      b.push(y);
    }
  });
  return { r: pearson(a, b), bias: a.reduce((s, v, i) => s + v - b[i], 0) / a.length, median: [median(a), median(b)], areas: a.length };
}

/** Accumulates images: each one's areas, simulated viewers and observers. */
export class ViewingTimes {
  private readonly model: AreaFigures[] = [];
  private readonly people: AreaFigures[] = [];
  private readonly halves: [AreaFigures[], AreaFigures[]] = [[], []];
  private readonly nss = { firstSecondMap: [] as number[], fullMap: [] as number[] };
  private readonly halfNss = { firstSecondMap: [] as number[], fullMap: [] as number[] };
  private readonly stats = {
    model: { onsets: [] as number[], counts: [] as number[], amplitudes: [] as number[] },
    people: { onsets: [] as number[], counts: [] as number[], amplitudes: [] as number[] },
  };
  private images = 0;

  constructor(private readonly budgetMs: number) {}

  add(
    boxes: readonly Box[],
    simulated: readonly (readonly TimedFixation[])[],
    subjects: readonly HumanScanpath[],
    size: { width: number; height: number },
    density: ModelParameters["density"],
  ): void {
    this.images++;
    const people = humanTimedPaths(subjects, this.budgetMs);
    if (boxes.length > 0) {
      this.model.push(...areaFigures(boxes, simulated));
      this.people.push(...areaFigures(boxes, people));
      this.halves[0].push(
        ...areaFigures(
          boxes,
          people.filter((_, i) => i % 2 === 0),
        ),
      );
      this.halves[1].push(
        ...areaFigures(
          boxes,
          people.filter((_, i) => i % 2 === 1),
        ),
      );
    }
    const { width, height } = size;
    const { w, h } = densityRaster(width, height);
    const firstSecondPoints = (paths: readonly (readonly TimedFixation[])[]) =>
      paths.flat().flatMap((f) => (f.t < FIRST_SECOND_MS ? [{ x: (f.x / width) * w, y: (f.y / height) * h }] : []));
    const score = (maps: readonly (readonly TimedFixation[])[], points: { x: number; y: number }[], into: typeof this.nss) => {
      if (points.length === 0) return;
      const [full, firstSecond] = timeSlicedDensities(maps, width, height, density, [FIRST_SECOND_MS]);
      into.firstSecondMap.push(nss(firstSecond.values, points, w, h));
      into.fullMap.push(nss(full.values, points, w, h));
    };
    score(simulated, firstSecondPoints(people), this.nss);
    const halves = [people.filter((_, i) => i % 2 === 0), people.filter((_, i) => i % 2 === 1)];
    score(halves[0], firstSecondPoints(halves[1]), this.halfNss);
    score(halves[1], firstSecondPoints(halves[0]), this.halfNss);
    for (const [side, paths] of [
      ["model", simulated],
      ["people", people],
    ] as const) {
      for (const path of paths) {
        if (path.length === 0) continue;
        this.stats[side].onsets.push(path[0].t);
        this.stats[side].counts.push(path.length);
        for (let i = 1; i < path.length; i++)
          this.stats[side].amplitudes.push(Math.hypot(path[i].x - path[i - 1].x, path[i].y - path[i - 1].y));
      }
    }
  }

  report(): ViewingTimesReport {
    const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    const timing = (side: "model" | "people"): TimingStats => ({
      firstOnsetMs: median(this.stats[side].onsets),
      fixationsPerViewer: mean(this.stats[side].counts),
      amplitudeMedianPx: median(this.stats[side].amplitudes),
    });
    const byFigure = (first: AreaFigures[], second: AreaFigures[]) =>
      Object.fromEntries(FIGURES.map((figure) => [figure, agreement(first, second, figure)])) as Record<Figure, Agreement>;
    return {
      images: this.images,
      areas: this.people.length,
      model: byFigure(this.model, this.people),
      splitHalf: byFigure(this.halves[0], this.halves[1]),
      firstSecondNss: {
        firstSecondMap: mean(this.nss.firstSecondMap),
        fullMap: mean(this.nss.fullMap),
        splitHalf: { firstSecondMap: mean(this.halfNss.firstSecondMap), fullMap: mean(this.halfNss.fullMap) },
      },
      timing: { model: timing("model"), people: timing("people") },
    };
  }
}

/** Every figure of a report on one line per group, for the command's log. */
export function formatViewingTimes(label: string, report: ViewingTimesReport): string[] {
  const agreementLine = (name: string, a: Record<Figure, Agreement>) =>
    `  ${name}: ` +
    FIGURES.map(
      (f) =>
        `${f} r ${a[f].r.toFixed(2)} bias ${a[f].bias.toFixed(f === "firstLookMs" || f === "dwellMs" ? 0 : 1)} (medians ${a[f].median.map((m) => m.toFixed(0)).join(" vs ")}, ${a[f].areas} areas)`,
    ).join("; ");
  const t = report.timing;
  return [
    `${label}: ${report.images} images, ${report.areas} areas`,
    agreementLine("model vs people", report.model),
    agreementLine("half vs half", report.splitHalf),
    `  NSS on people's first-second fixations: "First second" heatmap ${report.firstSecondNss.firstSecondMap.toFixed(3)}, full heatmap ${report.firstSecondNss.fullMap.toFixed(3)}; one half of the people's on the other's ${report.firstSecondNss.splitHalf.firstSecondMap.toFixed(3)}, ${report.firstSecondNss.splitHalf.fullMap.toFixed(3)}`,
    `  first onset ${t.model.firstOnsetMs.toFixed(0)} ms (people ${t.people.firstOnsetMs.toFixed(0)}), fixations per viewer ${t.model.fixationsPerViewer.toFixed(2)} (${t.people.fixationsPerViewer.toFixed(2)}), median amplitude ${t.model.amplitudeMedianPx.toFixed(0)} px (${t.people.amplitudeMedianPx.toFixed(0)})`,
  ];
}

type BoxTuple = [number, number, number, number];
const boxOf = ([x, y, w, h]: BoxTuple): Box => ({ x, y, w, h });
const readAnnotations = <T>(file: string): T | undefined => {
  const full = path.join(ANNOTATIONS_DIR, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T) : undefined;
};

/** Lines of text smaller than this (letter height, px) are not areas a person would check (issue 19's measure). */
const MIN_LETTER_HEIGHT = 12;

/**
 * The areas a person would check, by image name: on the photographs every annotated face and object and every line
 * of text with letters of at least 12 px; on the web pages ("fiwi-…") the prominent elements of design-boxes.json
 * when it is there.
 */
export function annotatedAreas(): Map<string, Box[]> {
  const areas = new Map<string, Box[]>();
  const add = (name: string, boxes: Box[]) => areas.set(name, [...(areas.get(name) ?? []), ...boxes]);
  const faces = readAnnotations<{ images: Record<string, BoxTuple[]> }>("face-boxes.json");
  const objects = readAnnotations<{ images: Record<string, { box: BoxTuple }[]> }>("object-boxes.json");
  const text = readAnnotations<{ images: Record<string, { box: BoxTuple; letterHeight: number }[]> }>("text-boxes.json");
  const designs = readAnnotations<{ pages?: Record<string, { box: BoxTuple }[]> }>("design-boxes.json");
  for (const [name, boxes] of Object.entries(faces?.images ?? {})) add(name, boxes.map(boxOf));
  for (const [name, list] of Object.entries(objects?.images ?? {}))
    add(
      name,
      list.map((o) => boxOf(o.box)),
    );
  for (const [name, lines] of Object.entries(text?.images ?? {}))
    add(
      name,
      lines.filter((l) => l.letterHeight >= MIN_LETTER_HEIGHT).map((l) => boxOf(l.box)),
    );
  for (const [name, list] of Object.entries(designs?.pages ?? {}))
    add(
      `fiwi-${name}`,
      list.map((o) => boxOf(o.box)),
    );
  return areas;
}
