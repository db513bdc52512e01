import type { ImageArea } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";
import { CampaignImage } from "./campaign-image.entity";
import { creativeValues, type NewCreative } from "./creatives";
import { type OwnedImage, ownedImage, type OwnedImageRow } from "./owned-image";

// What a job's copy of a draft creative keeps; the job and the areas are its own.
const COPIED_COLUMNS = `"idx", "kind", "content_type", "bytes", "width", "height", "sha256", "video_oid", "video_type", "video_duration_ms"`;

export type JobImage = Pick<CampaignImage, "id" | "idx" | "contentType" | "bytes" | "width" | "height">;

@Injectable()
export class CampaignImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // `images` "draft" copies the draft's stored images (a video's copy shares its large object); `areas` (draft image
  // id → areas) replaces theirs.
  async insertForJob(
    manager: EntityManager,
    job: { id: string; itemId: string },
    images: NewCreative[] | "draft",
    areas?: Map<string, ImageArea[]>,
  ): Promise<void> {
    if (images === "draft") {
      await manager.query(
        `INSERT INTO "campaign_images" ("item_id", "job_id", "areas", ${COPIED_COLUMNS})
         SELECT "item_id", $2, COALESCE($3::jsonb -> "id"::text, "areas"), ${COPIED_COLUMNS}
         FROM "campaign_images" WHERE "item_id" = $1 AND "job_id" IS NULL`,
        [job.itemId, job.id, areas ? JSON.stringify(Object.fromEntries(areas)) : null],
      );
      return;
    }
    const rows = [];
    for (const [idx, image] of images.entries())
      rows.push({ ...(await creativeValues(manager, image)), itemId: job.itemId, jobId: job.id, idx });
    await manager.insert(CampaignImage, rows);
  }

  jobImages(jobId: string): Promise<Pick<CampaignImage, "id" | "idx" | "areas">[]> {
    return this.dataSource
      .getRepository(CampaignImage)
      .find({ select: { id: true, idx: true, areas: true }, where: { jobId }, order: { idx: "ASC" } });
  }

  jobCreatives(jobId: string): Promise<Pick<CampaignImage, "id" | "idx" | "kind" | "areas" | "clipOid" | "durationMs">[]> {
    return this.dataSource.getRepository(CampaignImage).find({
      select: { id: true, idx: true, kind: true, areas: true, clipOid: true, durationMs: true },
      where: { jobId },
      order: { idx: "ASC" },
    });
  }

  jobImagesWithBytes(jobId: string): Promise<JobImage[]> {
    return this.dataSource.getRepository(CampaignImage).find({
      select: { id: true, idx: true, contentType: true, bytes: true, width: true, height: true },
      where: { jobId },
      order: { idx: "ASC" },
    });
  }

  async imageBytes(id: string): Promise<Buffer | null> {
    const image = await this.dataSource.getRepository(CampaignImage).findOne({ select: { id: true, bytes: true }, where: { id } });
    return image?.bytes ?? null;
  }

  async inputImage(id: string): Promise<OwnedImage | null> {
    const rows: OwnedImageRow[] = await this.dataSource.query(
      `SELECT c."content_type", c."bytes", i."owner_id" FROM "campaign_images" c JOIN "items" i ON i."id" = c."item_id" WHERE c."id" = $1`,
      [id],
    );
    return ownedImage(rows[0]);
  }
}
