import { type ConsensusCluster, type ImageResult, type SimulationEvent, storedImageOf } from "@adsight/shared";

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
  src: string;
  /** The eye catcher (object name) or cluster id the entry selects, if any. */
  object?: string;
  clusterId?: number;
}

export const HEATMAP_KEY = "heatmap";
export const MAIN_TRACK_KEY = "track";
const objectKey = (name: string) => `object:${name}`;
const clusterKey = (id: number) => `cluster:${id}`;

/** 'Full Heatmap' first, then each object, the most reached first (ties by name). */
export function eyeCatcherEntries(result: ImageResult): OverlayEntry[] {
  const reach = (name: string) => result.aoi_reach_scores[name] ?? 0;
  const objects = Object.keys(result.unique_objects).sort((a, b) => reach(b) - reach(a) || a.localeCompare(b));
  return [
    { key: HEATMAP_KEY, label: "Full Heatmap", src: result.saliency_map_jet },
    ...objects.map((name) => ({
      key: objectKey(name),
      label: name,
      src: result.unique_objects[name]?.segment_salience_map_jet ?? "",
      object: name,
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
export function selection(result: ImageResult, pinned: string | null): { object: string | null; cluster: ConsensusCluster | null } {
  const entry = [...eyeCatcherEntries(result), ...scanpathEntries(result)].find((candidate) => candidate.key === pinned);
  const firstObject = eyeCatcherEntries(result).find((candidate) => candidate.object)?.object ?? null;
  const clusters = [...result.consensus_clusters].sort((a, b) => a.cluster_id - b.cluster_id);
  return {
    object: entry?.object ?? firstObject,
    cluster: clusters.find((cluster) => cluster.cluster_id === entry?.clusterId) ?? clusters[0] ?? null,
  };
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
