import type { PricedCreative } from "@adsight/shared";
import { type EntityManager, In, IsNull } from "typeorm";
import { writeLargeObject } from "./large-objects";
import type { UploadedVideo } from "#src/media/video-upload";
import { CampaignImage } from "./campaign-image.entity";
import { type EncodedInputImage, sha256 } from "./image-codec";

export interface NewVideo extends EncodedInputImage {
  clipFile: string;
  clipType: string;
  durationMs: number;
}

export interface KeptVideo extends EncodedInputImage {
  clipOid: string;
  clipType: string;
  durationMs: number;
}

export type NewCreative = EncodedInputImage | NewVideo | KeptVideo;

export type CreativeValues = Pick<CampaignImage, "kind" | "contentType" | "bytes" | "width" | "height" | "sha256"> &
  Partial<Pick<CampaignImage, "clipOid" | "clipType" | "durationMs">>;

export function newVideo(file: string, video: UploadedVideo): NewVideo {
  const { poster, width, height } = video;
  return {
    contentType: "image/jpeg",
    bytes: poster,
    width,
    height,
    sha256: sha256(poster),
    clipFile: file,
    clipType: video.type,
    durationMs: video.durationMs,
  };
}

export const pricedOf = (creative: NewCreative): PricedCreative =>
  "durationMs" in creative ? { kind: "video", durationMs: creative.durationMs } : { kind: "image", durationMs: null };

// Writes a new video's clip: call it in the transaction that inserts the row.
export async function creativeValues(manager: EntityManager, creative: NewCreative): Promise<CreativeValues> {
  const { contentType, bytes, width, height } = creative;
  const image = { contentType, bytes, width, height, sha256: creative.sha256 };
  if ("clipFile" in creative) {
    const clipOid = await writeLargeObject(manager, creative.clipFile);
    return { kind: "video", ...image, clipOid, clipType: creative.clipType, durationMs: creative.durationMs };
  }
  if ("clipOid" in creative)
    return {
      kind: "video",
      ...image,
      clipOid: creative.clipOid,
      clipType: creative.clipType,
      durationMs: creative.durationMs,
    };
  return { kind: "image", ...image };
}

// GET draft?images=data lists a video as its poster: sent back byte for byte, it keeps the video, not a still of it.
export async function keepDraftVideos(manager: EntityManager, itemId: string, images: NewCreative[]): Promise<NewCreative[]> {
  const sources = images.flatMap((image) => (image.source ? [image.source] : []));
  if (sources.length === 0) return images;
  const rows = await manager.find(CampaignImage, {
    select: { sha256: true, bytes: true, width: true, height: true, clipOid: true, clipType: true, durationMs: true },
    where: { itemId, jobId: IsNull(), kind: "video", sha256: In(sources) },
  });
  const videos = new Map(rows.map((row) => [row.sha256, row]));
  return images.map((image) => {
    const row = image.source === undefined ? undefined : videos.get(image.source);
    if (!row?.clipOid || !row.clipType || row.durationMs === null) return image;
    const { bytes, width, height, sha256, clipOid, clipType, durationMs } = row;
    return { contentType: "image/jpeg", bytes, width, height, sha256, clipOid, clipType, durationMs };
  });
}
