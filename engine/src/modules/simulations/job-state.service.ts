import {
  type ImageResult,
  imageScoresOf,
  type JobSummary,
  type ResultLinks,
  type SimulationEvent,
  type StoredImageKind,
  type VideoResult,
  webFilePath,
} from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { ImageLinks } from "#src/modules/creatives/image-links";
import { CampaignImagesRepository } from "#src/modules/creatives/campaign-images.repository";
import { ResultsRepository } from "./results.repository";
import type { SimulationJob } from "./simulation-job.entity";
import type { SimulationResult } from "./simulation-result.entity";
import type { SimulationVideoResult } from "./simulation-video-result.entity";

type FileLink = (kind: StoredImageKind, id: string) => string;

@Injectable()
export class JobStateService {
  constructor(
    private readonly results: ResultsRepository,
    private readonly images: CampaignImagesRepository,
    private readonly links: ImageLinks,
  ) {}

  // Signed URLs work in an <img> tag, without a token, for a few minutes; the web app streams files through its own.
  async stateOf(job: SimulationJob, links: ResultLinks = "signed"): Promise<SimulationEvent> {
    const [stored, images] = await Promise.all([this.results.creatives(job.id), this.images.jobImages(job.id)]);
    const inputIds = new Map(images.map((image) => [image.idx, image.id]));
    const link: FileLink = links === "web" ? webFilePath : (kind, id) => this.links.signed(kind, id);
    const state: Pick<SimulationEvent, "creatives" | "results" | "videos"> = { creatives: [], results: [], videos: [] };
    for (const { kind, row } of stored) {
      const inputImageId = inputIds.get(row.inputImageIdx);
      if (kind === "image") {
        const result = toImageResult(row, inputImageId, link);
        state.results.push(result);
        state.creatives.push({ kind, ...result });
      } else {
        const result = toVideoResult(row, inputImageId, link);
        state.videos.push(result);
        state.creatives.push({ kind, ...result });
      }
    }
    return {
      ...state,
      progress: job.progress,
      campaign_status: job.status,
    };
  }
}

function toImageResult({ inputImageIdx, data }: SimulationResult, inputImageId: string | undefined, link: FileLink): ImageResult {
  const url = (id: string) => link("result", id);
  return {
    input_image_idx: inputImageIdx,
    input_image: inputImageId ? link("input", inputImageId) : "",
    ...imageScoresOf(data),
    saliency_map_jet: url(data.saliency_map_jet),
    saliency_map_jet_first_1s: data.saliency_map_jet_first_1s ? url(data.saliency_map_jet_first_1s) : null,
    saliency_map_jet_first_3s: data.saliency_map_jet_first_3s ? url(data.saliency_map_jet_first_3s) : null,
    eye_catchers: data.eye_catchers ?? [],
    emotions: data.emotions ?? null,
    emotions_intervals: data.emotions_intervals ?? null,
    emotion_segments: data.emotion_segments ?? null,
    unique_objects: Object.fromEntries(
      Object.entries(data.unique_objects).map(([name, id]) => [name, { segment_salience_map_jet: url(id) }]),
    ),
    consensus_global_overlay: data.consensus_global_overlay ? url(data.consensus_global_overlay) : null,
    consensus_clusters: data.consensus_clusters.map((cluster) => ({
      cluster_id: cluster.cluster_id,
      cluster_overlay: url(cluster.cluster_overlay),
      cluster_members_desc: cluster.cluster_members_desc,
    })),
  };
}

function toVideoResult({ id, inputImageIdx, data }: SimulationVideoResult, inputImageId: string | undefined, link: FileLink): VideoResult {
  const input = (kind: "video" | "input") => (inputImageId ? link(kind, inputImageId) : "");
  return {
    input_image_idx: inputImageIdx,
    input_video: input("video"),
    poster: input("input"),
    heatmap_video: link("heatmap", id),
    width: data.width,
    height: data.height,
    duration_ms: data.duration_ms,
    num_viewers: data.num_viewers,
    frames_analysed: data.frames_analysed,
    scene_cuts_ms: data.scene_cuts_ms,
    timeline: data.timeline,
    eye_catchers: data.eye_catchers,
    clarity_score: data.clarity_score ?? null,
    clarity_score_interval: data.clarity_score_interval ?? null,
    clarity_drivers: data.clarity_drivers ?? null,
    clarity_by_second: data.clarity_by_second ?? null,
    key_frames: data.key_frames.map((frame) => ({ ...frame, heatmap: link("result", frame.heatmap) })),
  };
}

export function toJobSummary(job: SimulationJob): JobSummary {
  return {
    job_id: job.id,
    status: job.status,
    progress: job.progress,
    scale: job.scale,
    credits_charged: job.creditsCharged,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
