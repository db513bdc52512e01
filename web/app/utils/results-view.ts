import {
  type ConsensusCluster,
  type EyeCatcher,
  type ImageResult,
  mostNamedEmotion,
  type RankedEmotion,
  type SimulationEvent,
  storedImageOf,
  type TimeFigures,
  topEmotions,
} from "@adsight/shared";

/**
 * An engine image URL (plain, or signed as results carry them) as the web route that streams it, so the browser never
 * calls the engine; anything else (an empty URL) becomes "".
 */
export function webImageUrl(engineUrl: string): string {
  const image = storedImageOf(engineUrl);
  return image ? `/app/images/${image.kind}/${image.id}` : "";
}

/** One result with every image field pointing at the web app's image routes. */
export function withWebImages(result: ImageResult): ImageResult {
  return {
    ...result,
    input_image: webImageUrl(result.input_image),
    saliency_map_jet: webImageUrl(result.saliency_map_jet),
    saliency_map_jet_first_1s: result.saliency_map_jet_first_1s ? webImageUrl(result.saliency_map_jet_first_1s) : null,
    saliency_map_jet_first_3s: result.saliency_map_jet_first_3s ? webImageUrl(result.saliency_map_jet_first_3s) : null,
    unique_objects: Object.fromEntries(
      Object.entries(result.unique_objects).map(([name, object]) => [
        name,
        { segment_salience_map_jet: webImageUrl(object.segment_salience_map_jet) },
      ]),
    ),
    consensus_global_overlay: result.consensus_global_overlay ? webImageUrl(result.consensus_global_overlay) : null,
    consensus_clusters: result.consensus_clusters.map((cluster) => ({ ...cluster, cluster_overlay: webImageUrl(cluster.cluster_overlay) })),
  };
}

/** Whole percent, as the spec rounds progress and scores. */
export function wholePercent(value: number): string {
  return `${Math.round(value)}%`;
}

/** A share of viewers (0–1) as a whole percent. */
export function sharePercent(share: number): string {
  return wholePercent(share * 100);
}

/** Valence and arousal readouts: two decimals, with a real minus sign. */
export function twoDecimals(value: number): string {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text.replace("-", "−");
}

export type RowOrder = "image" | "best";

export interface RankedResult {
  result: ImageResult;
  /** 1 is the highest overall score; ties share the better rank's order by image index. */
  rank: number;
}

/** Ranks images by overall score (best is 1) and lists them in image order or best first. */
export function rankResults(results: ImageResult[], order: RowOrder): RankedResult[] {
  const byScore = [...results].sort((a, b) => b.overall_score - a.overall_score || a.input_image_idx - b.input_image_idx);
  const rankOf = new Map(byScore.map((result, index) => [result.input_image_idx, index + 1]));
  const rows = order === "best" ? byScore : [...results].sort((a, b) => a.input_image_idx - b.input_image_idx);
  return rows.map((result) => ({ result, rank: rankOf.get(result.input_image_idx) ?? 0 }));
}

/** An overlay a row can show: its key (for pins in the URL), its label and the image. */
export interface OverlayEntry {
  key: string;
  label: string;
  /** The overlay's image; "" for an eye catcher without one (the picture shows without an overlay then). */
  src: string;
  /** The eye catcher (object name) or cluster id the entry selects, if any. */
  object?: string;
  clusterId?: number;
  /** The marketer's own area. */
  custom?: boolean;
}

export const HEATMAP_KEY = "heatmap";
export const FIRST_1S_KEY = "heatmap:1s";
export const FIRST_3S_KEY = "heatmap:3s";
export const MAIN_TRACK_KEY = "track";
const objectKey = (name: string) => `object:${name}`;
const clusterKey = (id: number) => `cluster:${id}`;

/**
 * The image's eye catchers by name: the marketer's own areas first, in the order they were drawn, then the rest by
 * attention share (ties by name).
 */
export function orderedEyeCatchers(result: ImageResult): { name: string; custom: boolean; eyeCatcher: EyeCatcher | null }[] {
  const known = new Map(result.eye_catchers.map((eyeCatcher) => [eyeCatcher.name, eyeCatcher]));
  const custom = result.eye_catchers.filter((eyeCatcher) => eyeCatcher.kind === "custom").map((eyeCatcher) => eyeCatcher.name);
  const share = (name: string) => result.aoi_attention_shares[name] ?? 0;
  const rest = [...new Set([...known.keys(), ...Object.keys(result.unique_objects)])]
    .filter((name) => !custom.includes(name))
    .sort((a, b) => share(b) - share(a) || a.localeCompare(b));
  return [...custom, ...rest].map((name) => ({ name, custom: custom.includes(name), eyeCatcher: known.get(name) ?? null }));
}

/** 'Full Heatmap' first, then the first second's and first 3 seconds' heatmaps, then each eye catcher in order. */
export function eyeCatcherEntries(result: ImageResult): OverlayEntry[] {
  const slices = [
    { key: FIRST_1S_KEY, label: "First second", src: result.saliency_map_jet_first_1s },
    { key: FIRST_3S_KEY, label: "First 3 seconds", src: result.saliency_map_jet_first_3s },
  ].flatMap((entry) => (entry.src ? [{ ...entry, src: entry.src }] : []));
  return [
    { key: HEATMAP_KEY, label: "Full Heatmap", src: result.saliency_map_jet },
    ...slices,
    ...orderedEyeCatchers(result).map(({ name, custom }) => ({
      key: objectKey(name),
      label: name,
      src: result.unique_objects[name]?.segment_salience_map_jet ?? "",
      object: name,
      custom,
    })),
  ];
}

/** 'Main track' first (when there is one), then each cluster by id; empty when there is neither. */
export function scanpathEntries(result: ImageResult): OverlayEntry[] {
  const clusters = [...result.consensus_clusters].sort((a, b) => a.cluster_id - b.cluster_id);
  return [
    ...(result.consensus_global_overlay ? [{ key: MAIN_TRACK_KEY, label: "Main track", src: result.consensus_global_overlay }] : []),
    ...clusters.map((cluster) => ({
      key: clusterKey(cluster.cluster_id),
      label: `Cluster ${cluster.cluster_id}`,
      src: cluster.cluster_overlay,
      clusterId: cluster.cluster_id,
    })),
  ];
}

/** The eye catcher and cluster a row describes: the pinned ones, else the first of each list. */
export function selection(
  result: ImageResult,
  pinned: string | null,
): { object: string | null; eyeCatcher: EyeCatcher | null; cluster: ConsensusCluster | null } {
  const entry = [...eyeCatcherEntries(result), ...scanpathEntries(result)].find((candidate) => candidate.key === pinned);
  const object = entry?.object ?? eyeCatcherEntries(result).find((candidate) => candidate.object)?.object ?? null;
  const clusters = [...result.consensus_clusters].sort((a, b) => a.cluster_id - b.cluster_id);
  return {
    object,
    eyeCatcher: result.eye_catchers.find((eyeCatcher) => eyeCatcher.name === object) ?? null,
    cluster: clusters.find((cluster) => cluster.cluster_id === entry?.clusterId) ?? clusters[0] ?? null,
  };
}

/** A time in seconds with two decimals ("0.84 s"), or a dash when nobody looked. */
export function seconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "—" : `${(ms / 1000).toFixed(2)} s`;
}

export const FIRST_LOOK_COLUMNS = ["name", "seen_1s", "seen_3s", "first_look", "dwell"] as const;
export type FirstLookColumn = (typeof FIRST_LOOK_COLUMNS)[number];

export interface FirstLookRow {
  name: string;
  custom: boolean;
  time: TimeFigures;
}

/** The image's eye catchers with time figures, in the list's order. */
export function firstLookRows(result: ImageResult): FirstLookRow[] {
  return orderedEyeCatchers(result).flatMap(({ name, custom, eyeCatcher }) =>
    eyeCatcher ? [{ name, custom, time: eyeCatcher.time }] : [],
  );
}

/**
 * The rows sorted by a column. Descending puts the best first for the shares and the dwell, the fastest first for the
 * time to first look; an area nobody looked at sorts last either way.
 */
export function sortFirstLook(rows: FirstLookRow[], column: FirstLookColumn, descending: boolean): FirstLookRow[] {
  const sign = descending ? -1 : 1;
  const value = (row: FirstLookRow): number | null => {
    if (column === "seen_1s") return row.time.seen_1s;
    if (column === "seen_3s") return row.time.seen_3s;
    if (column === "dwell") return row.time.dwell_ms;
    // Faster is better, so "descending" (best first) is the shortest time first.
    if (column === "first_look") return row.time.first_look_ms === null ? null : -row.time.first_look_ms.median;
    return null;
  };
  return [...rows].sort((a, b) => {
    if (column === "name") return sign * a.name.localeCompare(b.name);
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

/** Segment labels in natural order ("18-24" before "25-34"). */
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, undefined, { numeric: true });

export interface SegmentTimes {
  category: string;
  labels: { label: string; seen_1s: number; first_look_ms: number | null }[];
}

/**
 * An eye catcher's time figures per audience segment: each category in the engine's order, its labels in natural order
 * ("18-24" before "25-34"), each with its share seen in 1 s and its median time to first look (null when nobody looked).
 */
export function segmentTimes(eyeCatcher: EyeCatcher): SegmentTimes[] {
  return Object.entries(eyeCatcher.segments).map(([category, labels]) => ({
    category,
    labels: Object.entries(labels)
      .map(([label, time]) => ({ label, seen_1s: time.seen_1s, first_look_ms: time.first_look_ms?.median ?? null }))
      .sort(byLabel),
  }));
}

/** An image's top emotions, largest first; empty for results stored before the emotion model. */
export function imageEmotions(result: ImageResult): RankedEmotion[] {
  return result.emotions ? topEmotions(result.emotions) : [];
}

export interface SegmentAffectRow {
  label: string;
  approach: number;
  risk: number;
  /** The emotion most of the segment's viewers would name. */
  emotion: RankedEmotion;
}

/**
 * The image's affect figures per audience segment: each category in the engine's order, its labels in natural order;
 * empty for results stored before them.
 */
export function segmentAffect(result: ImageResult): { category: string; labels: SegmentAffectRow[] }[] {
  return Object.entries(result.emotion_segments ?? {}).map(([category, labels]) => ({
    category,
    labels: Object.entries(labels)
      .map(([label, figures]) => ({
        label,
        approach: figures.emo_approach_score,
        risk: figures.emo_risk_score,
        emotion: mostNamedEmotion(figures.emotions),
      }))
      .sort(byLabel),
  }));
}

export interface AreaComparison {
  name: string;
  images: { idx: number; seen_1s: number; first_look_ms: number | null; best: boolean; fastest: boolean }[];
}

/**
 * The marketer's own areas named alike on several images (the logo, the CTA of each variant), each with its images
 * side by side in image order; names match whatever their case. `best` marks the highest share seen in 1 s, `fastest`
 * the shortest median time to first look.
 */
export function areaComparisons(results: ImageResult[]): AreaComparison[] {
  const byName = new Map<string, { name: string; images: { idx: number; time: TimeFigures }[] }>();
  for (const result of [...results].sort((a, b) => a.input_image_idx - b.input_image_idx)) {
    for (const eyeCatcher of result.eye_catchers) {
      if (eyeCatcher.kind !== "custom") continue;
      const key = eyeCatcher.name.trim().toLocaleLowerCase();
      const group = byName.get(key) ?? { name: eyeCatcher.name, images: [] };
      byName.set(key, group);
      group.images.push({ idx: result.input_image_idx, time: eyeCatcher.time });
    }
  }
  return [...byName.values()]
    .filter((group) => new Set(group.images.map((image) => image.idx)).size > 1)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, images }) => {
      const topSeen = Math.max(...images.map((image) => image.time.seen_1s));
      const medians = images.flatMap((image) => (image.time.first_look_ms ? [image.time.first_look_ms.median] : []));
      const fastest = medians.length > 0 ? Math.min(...medians) : null;
      return {
        name,
        images: images.map(({ idx, time }) => ({
          idx,
          seen_1s: time.seen_1s,
          first_look_ms: time.first_look_ms?.median ?? null,
          best: time.seen_1s === topSeen,
          fastest: time.first_look_ms !== null && time.first_look_ms.median === fastest,
        })),
      };
    });
}

export interface MemberGroup {
  group: string;
  labels: { label: string; percent: number }[];
}

/** A cluster's members by group, each label as a whole percent, the largest first. */
export function memberGroups(cluster: ConsensusCluster): MemberGroup[] {
  return Object.entries(cluster.cluster_members_desc).map(([group, labels]) => ({
    group,
    labels: Object.entries(labels)
      .map(([label, fraction]) => ({ label, percent: Math.round(fraction * 100) }))
      .sort((a, b) => b.percent - a.percent || a.label.localeCompare(b.label)),
  }));
}

/** What the results page's query string asks for: the order, the open row and the overlay pinned in it. */
export interface ResultsQuery {
  order: RowOrder;
  open: number | null;
  pin: string | null;
}

export function parseResultsQuery(search: URLSearchParams): ResultsQuery {
  const open = Number.parseInt(search.get("open") ?? "", 10);
  const pin = search.get("pin");
  return {
    order: search.get("sort") === "best" ? "best" : "image",
    open: Number.isInteger(open) && open >= 0 ? open : null,
    pin: pin && pin.length <= 200 ? pin : null,
  };
}

/** The query string of a results page state, leaving defaults out. */
export function resultsSearch({ order, open, pin }: ResultsQuery): string {
  const search = new URLSearchParams();
  if (order === "best") search.set("sort", "best");
  if (open !== null) search.set("open", String(open));
  if (open !== null && pin) search.set("pin", pin);
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * A message of the live relay. Finished images never change and only grow in number, so `results` comes only when an
 * image finished since the connection's previous message (and always in its first); progress-only messages stay tiny.
 */
export type LiveMessage = Omit<SimulationEvent, "results"> & { results?: ImageResult[] };

/** The job's state after a relay message: its progress and status, with the last results it carried. */
export function applyLiveMessage(state: SimulationEvent | null, message: LiveMessage): SimulationEvent {
  return { ...message, results: message.results ?? state?.results ?? [] };
}
