import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { type DataSource, type EntityManager, In } from "typeorm";
import { type OwnedImage, ownedImage, type OwnedImageRow } from "./owned-image";
import { ResultImage } from "./result-image.entity";

export interface NewResultImage {
  kind: string;
  contentType: string;
  bytes: Buffer;
}

@Injectable()
export class ResultImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, jobId: string, overlays: NewResultImage[]): Promise<string[]> {
    if (overlays.length === 0) return [];
    const inserted = await manager.insert(
      ResultImage,
      overlays.map((overlay) => ({ ...overlay, jobId })),
    );
    return inserted.identifiers.map((identifier) => (identifier as { id: string }).id);
  }

  // Ids of another job are not found.
  async resultImagesOfJob(jobId: string, ids: string[]): Promise<Map<string, Pick<ResultImage, "contentType" | "bytes">>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(ResultImage).find({
      select: { id: true, contentType: true, bytes: true },
      where: { jobId, id: In(ids) },
    });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async resultImage(id: string): Promise<OwnedImage | null> {
    const rows: OwnedImageRow[] = await this.dataSource.query(
      `SELECT i."content_type", i."bytes", j."owner_id" FROM "result_images" i JOIN "simulation_jobs" j ON j."id" = i."job_id" WHERE i."id" = $1`,
      [id],
    );
    return ownedImage(rows[0]);
  }

  // An edited creative a recommendation run kept, or a video's key frame before: owned as the job's overlays are.
  async recommendationImage(id: string, which: "edited" | "still" = "edited"): Promise<OwnedImage | null> {
    const [type, bytes] = which === "edited" ? ["content_type", "bytes"] : ["before_content_type", "before_bytes"];
    const rows: OwnedImageRow[] = await this.dataSource.query(
      `SELECT r."${type}" AS "content_type", r."${bytes}" AS "bytes", j."owner_id" FROM "recommendations" r
       JOIN "recommendation_runs" u ON u."id" = r."run_id" JOIN "simulation_jobs" j ON j."id" = u."job_id"
       WHERE r."id" = $1 AND r."${bytes}" IS NOT NULL`,
      [id],
    );
    return ownedImage(rows[0]);
  }
}
