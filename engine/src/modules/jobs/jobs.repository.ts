import type { ImageArea } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { type DataSource, type EntityManager, In, IsNull } from "typeorm";
import { CampaignImage } from "#src/modules/stored-images/campaign-image.entity";
import type { EncodedInputImage } from "#src/modules/stored-images/image-codec";
import { ResultImage } from "#src/modules/stored-images/result-image.entity";
import { type JobStatus, SimulationJob } from "./simulation-job.entity";
import { SimulationResult, type StoredResult } from "./simulation-result.entity";
import { SimulationViewers } from "./simulation-viewers.entity";

export type NewJob = Pick<SimulationJob, "id" | "itemId" | "ownerId" | "scale" | "imageCount" | "creditsCharged" | "seed" | "setup">;

export interface NewResultImage {
  kind: string;
  contentType: string;
  bytes: Buffer;
}

/** An image's simulated viewers, already compressed (see viewers-codec.ts). */
export type NewViewers = Pick<SimulationViewers, "width" | "height" | "viewerCount" | "data">;

/** An input image of a job with its bytes, as the report embeds it. */
export type JobImage = Pick<CampaignImage, "id" | "idx" | "contentType" | "bytes" | "width" | "height">;

/** A stored image with the owner of the job it belongs to, for access checks. */
export interface OwnedImage {
  contentType: string;
  bytes: Buffer;
  ownerId: string;
}

@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Whether a job of the item is queued or running, whatever the item's status says. */
  hasRunningJob(manager: EntityManager, itemId: string): Promise<boolean> {
    return manager.getRepository(SimulationJob).exists({ where: { itemId, status: "Processing" } });
  }

  /** Whether the job still exists and is Processing (a cancelled or deleted job is neither). */
  isRunning(id: string): Promise<boolean> {
    return this.dataSource.getRepository(SimulationJob).exists({ where: { id, status: "Processing" } });
  }

  /** Queued or running jobs the user paid for or that run on the user's campaigns. */
  async runningJobIdsInvolving(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT j."id" FROM "simulation_jobs" j JOIN "items" i ON i."id" = j."item_id"
       WHERE j."status" = 'Processing' AND (j."owner_id" = $1 OR i."owner_id" = $1)`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Stores the job with its images: the given ones, or a copy of the draft's stored images when `images` is "draft",
   * with their areas, or with `areas` (draft image id → areas) in their place.
   */
  async insertJob(
    manager: EntityManager,
    job: NewJob,
    images: EncodedInputImage[] | "draft",
    areas?: Map<string, ImageArea[]>,
  ): Promise<void> {
    await manager.insert(SimulationJob, { ...job, status: "Processing", progress: 0 });
    if (images === "draft") {
      await manager.query(
        `INSERT INTO "campaign_images" ("item_id", "job_id", "idx", "content_type", "bytes", "width", "height", "sha256", "areas")
         SELECT "item_id", $2, "idx", "content_type", "bytes", "width", "height", "sha256", COALESCE($3::jsonb -> "id"::text, "areas")
         FROM "campaign_images" WHERE "item_id" = $1 AND "job_id" IS NULL`,
        [job.itemId, job.id, areas ? JSON.stringify(Object.fromEntries(areas)) : null],
      );
      return;
    }
    await manager.insert(
      CampaignImage,
      images.map((image, idx) => ({ ...image, itemId: job.itemId, jobId: job.id, idx })),
    );
  }

  /** How many images the item's draft holds, read inside the caller's transaction. */
  draftImageCount(manager: EntityManager, itemId: string): Promise<number> {
    return manager.countBy(CampaignImage, { itemId, jobId: IsNull() });
  }

  findJob(id: string): Promise<SimulationJob | null> {
    return this.dataSource.getRepository(SimulationJob).findOneBy({ id });
  }

  latestJobOfItem(itemId: string): Promise<SimulationJob | null> {
    return this.dataSource.getRepository(SimulationJob).findOne({ where: { itemId }, order: { createdAt: "DESC" } });
  }

  /** Marks a worker taking the job up; says how many times that has happened. */
  async markTaken(id: string): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SimulationJob)
      .set({ attempts: () => '"attempts" + 1', startedAt: () => 'COALESCE("started_at", now())' })
      .where({ id })
      .returning(["attempts"])
      .execute();
    return (result.raw as { attempts: number }[])[0]?.attempts ?? 0;
  }

  async setProgress(id: string, progress: number): Promise<void> {
    await this.dataSource.getRepository(SimulationJob).update({ id, status: "Processing" }, { progress });
  }

  /**
   * Ends a Processing job. Says whether this call ended it (false when it had already ended), so a refund is
   * given once and the campaign's status follows once.
   */
  async finish(
    manager: EntityManager,
    job: SimulationJob,
    status: Exclude<JobStatus, "Processing">,
    error: string | null,
  ): Promise<boolean> {
    const ended = await manager.update(
      SimulationJob,
      { id: job.id, status: "Processing" },
      { status, error, finishedAt: () => "now()", ...(status === "Ready" ? { progress: 100 } : {}) },
    );
    return Boolean(ended.affected);
  }

  /** The job's input images with their areas, without their bytes, in order. */
  jobImages(jobId: string): Promise<Pick<CampaignImage, "id" | "idx" | "areas">[]> {
    return this.dataSource
      .getRepository(CampaignImage)
      .find({ select: { id: true, idx: true, areas: true }, where: { jobId }, order: { idx: "ASC" } });
  }

  async imageBytes(id: string): Promise<Buffer | null> {
    const image = await this.dataSource.getRepository(CampaignImage).findOne({ select: { id: true, bytes: true }, where: { id } });
    return image?.bytes ?? null;
  }

  results(jobId: string): Promise<SimulationResult[]> {
    return this.dataSource.getRepository(SimulationResult).find({ where: { jobId }, order: { inputImageIdx: "ASC" } });
  }

  async finishedImageIndexes(jobId: string): Promise<Set<number>> {
    const rows = await this.dataSource
      .getRepository(SimulationResult)
      .find({ select: { id: true, inputImageIdx: true }, where: { jobId } });
    return new Set(rows.map((row) => row.inputImageIdx));
  }

  /** The job's input images with their bytes, in order. */
  jobImagesWithBytes(jobId: string): Promise<JobImage[]> {
    return this.dataSource.getRepository(CampaignImage).find({
      select: { id: true, idx: true, contentType: true, bytes: true, width: true, height: true },
      where: { jobId },
      order: { idx: "ASC" },
    });
  }

  /** Some of the job's result overlays by id (ids of another job are not found). */
  async resultImagesOfJob(jobId: string, ids: string[]): Promise<Map<string, Pick<ResultImage, "contentType" | "bytes">>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(ResultImage).find({
      select: { id: true, contentType: true, bytes: true },
      where: { jobId, id: In(ids) },
    });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Which images of the job have stored viewers, with their size and count, without the viewers themselves. */
  viewerSets(jobId: string): Promise<Pick<SimulationViewers, "inputImageIdx" | "width" | "height" | "viewerCount">[]> {
    return this.dataSource.getRepository(SimulationViewers).find({
      select: { id: true, inputImageIdx: true, width: true, height: true, viewerCount: true },
      where: { jobId },
      order: { inputImageIdx: "ASC" },
    });
  }

  /** One image's compressed viewers; read one image at a time, since a large scale makes megabytes each. */
  async viewersData(jobId: string, inputImageIdx: number): Promise<Buffer | null> {
    const row = await this.dataSource
      .getRepository(SimulationViewers)
      .findOne({ select: { id: true, data: true }, where: { jobId, inputImageIdx } });
    return row?.data ?? null;
  }

  /**
   * Stores one image's overlays, result and simulated viewers in one transaction; `build` turns the overlay ids into
   * the stored result. Says false, storing nothing, when the image already has a result (another worker finished it first).
   */
  async storeResult(
    jobId: string,
    inputImageIdx: number,
    durationMs: number,
    overlays: NewResultImage[],
    viewers: NewViewers,
    build: (overlayIds: string[]) => StoredResult,
  ): Promise<boolean> {
    try {
      await this.transaction(async (manager) => {
        const inserted =
          overlays.length > 0
            ? await manager.insert(
                ResultImage,
                overlays.map((overlay) => ({ ...overlay, jobId })),
              )
            : null;
        const ids = (inserted?.identifiers ?? []).map((identifier) => (identifier as { id: string }).id);
        const stored = await manager
          .createQueryBuilder()
          .insert()
          .into(SimulationResult)
          .values({ jobId, inputImageIdx, durationMs, data: build(ids) })
          .orIgnore()
          .returning(["id"])
          .execute();
        // Rolls the overlays back too: the result that won keeps its own.
        if ((stored.raw as unknown[]).length === 0) throw new AlreadyStored();
        await manager.insert(SimulationViewers, { ...viewers, jobId, inputImageIdx });
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyStored) return false;
      throw error;
    }
  }

  async resultImage(id: string): Promise<OwnedImage | null> {
    const rows: { content_type: string; bytes: Buffer; owner_id: string }[] = await this.dataSource.query(
      `SELECT i."content_type", i."bytes", j."owner_id" FROM "result_images" i JOIN "simulation_jobs" j ON j."id" = i."job_id" WHERE i."id" = $1`,
      [id],
    );
    return ownedImage(rows[0]);
  }

  async inputImage(id: string): Promise<OwnedImage | null> {
    const rows: { content_type: string; bytes: Buffer; owner_id: string }[] = await this.dataSource.query(
      `SELECT c."content_type", c."bytes", i."owner_id" FROM "campaign_images" c JOIN "items" i ON i."id" = c."item_id" WHERE c."id" = $1`,
      [id],
    );
    return ownedImage(rows[0]);
  }
}

class AlreadyStored extends Error {}

function ownedImage(row: { content_type: string; bytes: Buffer; owner_id: string } | undefined): OwnedImage | null {
  return row ? { contentType: row.content_type, bytes: row.bytes, ownerId: row.owner_id } : null;
}
