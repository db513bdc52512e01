import {
  compareAudienceCategories,
  compareAudienceLabels,
  type ConsensusCluster,
  type EyeCatcher,
  type ImageResult,
} from "@adsight/shared";

export interface OverlayEntry {
  key: string;
  label: string;
  // "" for an eye catcher without an overlay: the picture shows bare.
  src: string;
  object?: string;
  clusterId?: number;
  custom?: boolean;
}

export const HEATMAP_KEY = "heatmap";
export const FIRST_1S_KEY = "heatmap:1s";
export const FIRST_3S_KEY = "heatmap:3s";
export const MAIN_TRACK_KEY = "track";
const objectKey = (name: string) => `object:${name}`;
const clusterKey = (id: number) => `cluster:${id}`;

// The marketer's own areas first, in drawing order, then the rest by attention share (ties by name).
export function orderedEyeCatchers(result: ImageResult): { name: string; custom: boolean; eyeCatcher: EyeCatcher | null }[] {
  const known = new Map(result.eye_catchers.map((eyeCatcher) => [eyeCatcher.name, eyeCatcher]));
  const custom = result.eye_catchers.filter((eyeCatcher) => eyeCatcher.kind === "custom").map((eyeCatcher) => eyeCatcher.name);
  const share = (name: string) => result.aoi_attention_shares[name] ?? 0;
  const rest = [...new Set([...known.keys(), ...Object.keys(result.unique_objects)])]
    .filter((name) => !custom.includes(name))
    .sort((a, b) => share(b) - share(a) || a.localeCompare(b));
  return [...custom, ...rest].map((name) => ({ name, custom: custom.includes(name), eyeCatcher: known.get(name) ?? null }));
}

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

export interface MemberGroup {
  group: string;
  labels: { label: string; percent: number }[];
}

// In the shared audience order, as the segment tables and the report list them (ages youngest first).
export function memberGroups(cluster: ConsensusCluster): MemberGroup[] {
  return Object.entries(cluster.cluster_members_desc)
    .sort(([a], [b]) => compareAudienceCategories(a, b))
    .map(([group, labels]) => ({
      group,
      labels: Object.entries(labels)
        .map(([label, fraction]) => ({ label, percent: Math.round(fraction * 100) }))
        .sort((a, b) => compareAudienceLabels(group, a.label, b.label)),
    }));
}
