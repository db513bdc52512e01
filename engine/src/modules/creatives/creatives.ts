import type { PricedCreative } from "@adsight/shared";
import type { EntityManager } from "typeorm";
import { writeLargeObject } from "./large-objects";
import type { UploadedVideo } from "#src/media/video-upload";
import type { CampaignImage } from "./campaign-image.entity";
import { type EncodedInputImage, sha256 } from "./image-codec";

export interface NewVideo extends EncodedInputImage {
  videoFile: string;
  videoType: string;
  videoDurationMs: number;
}

export interface KeptVideo extends EncodedInputImage {
  videoOid: string;
  videoType: string;
  videoDurationMs: number;
}

export type NewCreative = EncodedInputImage | NewVideo | KeptVideo;

export type CreativeValues = Pick<CampaignImage, "kind" | "contentType" | "bytes" | "width" | "height" | "sha256"> &
  Partial<Pick<CampaignImage, "videoOid" | "videoType" | "videoDurationMs">>;

export function newVideo(file: string, video: UploadedVideo): NewVideo {
  const { poster, width, height } = video;
  return {
    contentType: "image/jpeg",
    bytes: poster,
    width,
    height,
    sha256: sha256(poster),
    videoFile: file,
    videoType: video.type,
    videoDurationMs: video.durationMs,
  };
}

export const pricedOf = (creative: NewCreative): PricedCreative => ({
  videoDurationMs: "videoDurationMs" in creative ? creative.videoDurationMs : null,
});

// Writes a new video's clip: call it in the transaction that inserts the row.
export async function creativeValues(manager: EntityManager, creative: NewCreative): Promise<CreativeValues> {
  const { contentType, bytes, width, height } = creative;
  const image = { contentType, bytes, width, height, sha256: creative.sha256 };
  if ("videoFile" in creative) {
    const videoOid = await writeLargeObject(manager, creative.videoFile);
    return { kind: "video", ...image, videoOid, videoType: creative.videoType, videoDurationMs: creative.videoDurationMs };
  }
  if ("videoOid" in creative)
    return {
      kind: "video",
      ...image,
      videoOid: creative.videoOid,
      videoType: creative.videoType,
      videoDurationMs: creative.videoDurationMs,
    };
  return { kind: "image", ...image };
}

interface VideoRow {
  sha256: string;
  bytes: Buffer;
  width: number;
  height: number;
  video_oid: string;
  video_type: string;
  video_duration_ms: number;
}

// GET draft?images=data lists a video as its poster: sent back byte for byte, it keeps the video, not a still of it.
export async function keepDraftVideos(manager: EntityManager, itemId: string, images: NewCreative[]): Promise<NewCreative[]> {
  const sources = images.flatMap((image) => (image.source ? [image.source] : []));
  if (sources.length === 0) return images;
  const rows = await manager.query<VideoRow[]>(
    `SELECT "sha256", "bytes", "width", "height", "video_oid", "video_type", "video_duration_ms" FROM "campaign_images"
     WHERE "item_id" = $1 AND "job_id" IS NULL AND "kind" = 'video' AND "sha256" = ANY($2)`,
    [itemId, sources],
  );
  const videos = new Map(rows.map((row) => [row.sha256, row]));
  return images.map((image) => {
    const row = image.source === undefined ? undefined : videos.get(image.source);
    if (!row) return image;
    return {
      contentType: "image/jpeg",
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      sha256: row.sha256,
      videoOid: String(row.video_oid),
      videoType: row.video_type,
      videoDurationMs: row.video_duration_ms,
    };
  });
}
