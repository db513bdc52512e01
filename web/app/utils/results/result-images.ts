import { type ImageResult, storedImageOf, type VideoResult } from "@adsight/shared";

// The web route streams it, so the browser never calls the engine.
export function webImageUrl(engineUrl: string): string {
  const image = storedImageOf(engineUrl);
  return image ? `/app/images/${image.kind}/${image.id}` : "";
}

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

export function withWebVideos(video: VideoResult): VideoResult {
  return {
    ...video,
    input_video: webImageUrl(video.input_video),
    poster: webImageUrl(video.poster),
    heatmap_video: webImageUrl(video.heatmap_video),
    key_frames: video.key_frames.map((frame) => ({ ...frame, heatmap: webImageUrl(frame.heatmap) })),
  };
}
