import { MIN_VIEWERS_FOR_TIME, type TimeFigures } from "@adsight/shared";
import type { Box } from "../geometry";
import { amountInterval, amountScale, medianInterval, shareInterval } from "./intervals";

export const FIRST_SECOND_MS = 1000;
export const FIRST_THREE_SECONDS_MS = 3000;

export interface TimedFixation {
  x: number;
  y: number;
  t: number; // ms after the image appeared
  dur: number; // ms
}

export interface TimeOptions {
  /** The viewers who must have looked for a median time to be given; tests of hand-made paths lower it. */
  minLookers?: number;
}

export interface AreaTimes {
  time: TimeFigures;
  segments: Record<string, Record<string, TimeFigures>>;
}

// [viewer × areas + area], on the viewers' clock (latency and saccades included).
interface ViewerAreaRecords {
  areas: number;
  first: Float64Array; // ms; -1 when it never looked
  dwell: Float64Array; // ms
  revisit: Uint8Array;
  rank: Uint16Array; // areas entered on one fixation share a rank
}

function recordViewers(boxes: readonly Box[], paths: readonly (readonly TimedFixation[])[]): ViewerAreaRecords {
  const areas = boxes.length;
  // Flat arrays: the hot loop reads numbers, not objects (edges included, as contains()).
  const [x0, y0, x1, y1] = [0, 1, 2, 3].map(() => new Float64Array(areas));
  boxes.forEach((box, a) => {
    [x0[a], y0[a], x1[a], y1[a]] = [box.x, box.y, box.x + box.w, box.y + box.h];
  });
  const first = new Float64Array(paths.length * areas).fill(-1);
  const dwell = new Float64Array(paths.length * areas);
  const revisit = new Uint8Array(paths.length * areas);
  const rank = new Uint16Array(paths.length * areas);
  const left = new Uint8Array(areas);
  for (let v = 0; v < paths.length; v++) {
    const base = v * areas;
    left.fill(0);
    let entries = 0;
    for (const f of paths[v]) {
      let enteredNow = false;
      for (let a = 0; a < areas; a++) {
        const i = base + a;
        if (f.x >= x0[a] && f.x <= x1[a] && f.y >= y0[a] && f.y <= y1[a]) {
          if (first[i] < 0) {
            first[i] = f.t;
            rank[i] = entries + 1;
            enteredNow = true;
          } else if (left[a]) revisit[i] = 1;
          dwell[i] += f.dur;
        } else if (first[i] >= 0) left[a] = 1;
      }
      if (enteredNow) entries++;
    }
  }
  return { areas, first, dwell, revisit, rank };
}

// R's type 7, numpy's default.
export function quantile(sorted: ArrayLike<number>, p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const percent = (count: number, of: number) => (of > 0 ? round((100 * count) / of, 1) : 0);

/** `scale`: the image's dwell per looker (amountScale over every area), for an area nobody in `viewers` looked at. */
function figuresOf(records: ViewerAreaRecords, area: number, viewers: ArrayLike<number>, minLookers: number, scale: number): TimeFigures {
  const onsets: number[] = [];
  const dwells = new Float64Array(viewers.length);
  let seen1 = 0;
  let seen3 = 0;
  let revisits = 0;
  let ranks = 0;
  for (let k = 0; k < viewers.length; k++) {
    const i = viewers[k] * records.areas + area;
    dwells[k] = records.dwell[i];
    const first = records.first[i];
    if (first < 0) continue;
    onsets.push(first);
    if (first < FIRST_SECOND_MS) seen1++;
    if (first < FIRST_THREE_SECONDS_MS) seen3++;
    revisits += records.revisit[i];
    ranks += records.rank[i];
  }
  const sorted = Float64Array.from(onsets).sort();
  const n = viewers.length;
  const timed = sorted.length >= Math.max(1, minLookers);
  // Order statistics for the whole audience too: the median's bootstrap held the large run's median less often.
  const firstLook = timed ? medianInterval(sorted) : null;
  const dwell = amountInterval(dwells, 0, scale);
  return {
    first_look_ms: timed
      ? { median: Math.round(quantile(sorted, 0.5)), q1: Math.round(quantile(sorted, 0.25)), q3: Math.round(quantile(sorted, 0.75)) }
      : null,
    seen_1s: percent(seen1, n),
    seen_3s: percent(seen3, n),
    dwell_ms: n > 0 ? Math.round(dwells.reduce((sum, d) => sum + d, 0) / n) : 0,
    revisits: percent(revisits, n),
    entry_order: timed ? round(ranks / sorted.length, 2) : null,
    viewers: sorted.length,
    viewers_total: n,
    intervals: {
      seen_1s: shareInterval(seen1, n),
      seen_3s: shareInterval(seen3, n),
      dwell_ms: dwell,
      first_look_ms: firstLook && [Math.round(firstLook[0]), Math.round(firstLook[1])],
    },
  };
}

function segmentsOf(labels: readonly Record<string, string>[]): Map<string, Map<string, number[]>> {
  const segments = new Map<string, Map<string, number[]>>();
  labels.forEach((viewerLabels, v) => {
    for (const [category, label] of Object.entries(viewerLabels)) {
      let byLabel = segments.get(category);
      if (!byLabel) segments.set(category, (byLabel = new Map<string, number[]>()));
      let members = byLabel.get(label);
      if (!members) byLabel.set(label, (members = []));
      members.push(v);
    }
  });
  return segments;
}

export function timeFigures(
  boxes: readonly Box[],
  paths: readonly (readonly TimedFixation[])[],
  labels: readonly Record<string, string>[],
  { minLookers = MIN_VIEWERS_FOR_TIME }: TimeOptions = {},
): AreaTimes[] {
  const records = recordViewers(boxes, paths);
  const everyone = Array.from(paths, (_, v) => v);
  const segments = segmentsOf(labels);
  const scale = amountScale(records.dwell);
  return boxes.map((_, area) => ({
    time: figuresOf(records, area, everyone, minLookers, scale),
    segments: Object.fromEntries(
      [...segments].map(([category, byLabel]) => [
        category,
        Object.fromEntries([...byLabel].map(([label, members]) => [label, figuresOf(records, area, members, minLookers, scale)])),
      ]),
    ),
  }));
}
