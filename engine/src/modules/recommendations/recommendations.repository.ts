import type { EyeCatcher, FigureChange, ImageEdit, KeyFrame, KeyFrameShot, VideoEyeCatcher, VideoVariantStatus } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { type DataSource, type EntityManager, In } from "typeorm";
import { RecommendationRow } from "./recommendation.entity";
import { RecommendationRunRow } from "./recommendation-run.entity";

export type NewRun = Pick<
  RecommendationRunRow,
  "id" | "jobId" | "inputImageIdx" | "ownerId" | "goal" | "target" | "creditsCharged" | "viewers"
>;

export interface KeptRecommendation {
  title: string;
  edit: ImageEdit;
  goal: FigureChange;
  other_changes: FigureChange[];
  image: { contentType: string; bytes: Buffer };
  /** A video's: the key frame the edit was made on, and the frame as the clip shows it. */
  keyFrame?: { shot: KeyFrameShot; before: { contentType: string; bytes: Buffer } };
}

/** A job's creative; `eyeCatchers` is null until its result is stored. */
export type JobCreative = { id: string; width: number; height: number } & (
  { kind: "image"; eyeCatchers: EyeCatcher[] | null } | { kind: "video"; eyeCatchers: VideoEyeCatcher[] | null }
);

export interface VideoCuts {
  key_frames: KeyFrame[];
  scene_cuts_ms: number[];
  duration_ms: number;
}

export interface LockedRecommendation {
  contentType: string;
  bytes: Buffer;
  draftImageId: string | null;
  keyFrame: KeyFrameShot | null;
  variantStatus: VideoVariantStatus | null;
}

export type RunWithRecommendations = RecommendationRunRow & { recommendations: RecommendationRow[] };

const ACTIVE = ["queued", "running"];

@Injectable()
export class RecommendationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async creative(jobId: string, inputImageIdx: number): Promise<JobCreative | null> {
    const rows: (Omit<JobCreative, "eyeCatchers"> & { eye_catchers: (EyeCatcher | VideoEyeCatcher)[] | null; finished: boolean })[] =
      await this.dataSource.query(
        `SELECT c."id", c."kind", c."width", c."height", COALESCE(r."data", v."data") -> 'eye_catchers' AS "eye_catchers",
           COALESCE(r."id", v."id") IS NOT NULL AS "finished"
         FROM "campaign_images" c
         LEFT JOIN "simulation_results" r ON r."job_id" = c."job_id" AND r."input_image_idx" = c."idx"
         LEFT JOIN "simulation_video_results" v ON v."job_id" = c."job_id" AND v."input_image_idx" = c."idx"
         WHERE c."job_id" = $1 AND c."idx" = $2`,
        [jobId, inputImageIdx],
      );
    const row = rows[0];
    if (!row) return null;
    const { id, width, height } = row;
    const eyeCatchers = row.finished ? (row.eye_catchers ?? []) : null;
    return row.kind === "video"
      ? { id, width, height, kind: "video", eyeCatchers: eyeCatchers as VideoEyeCatcher[] | null }
      : { id, width, height, kind: "image", eyeCatchers: eyeCatchers as EyeCatcher[] | null };
  }

  async clipOf(jobId: string, inputImageIdx: number): Promise<string | null> {
    const rows: { oid: string | null }[] = await this.dataSource.query(
      `SELECT "video_oid" AS "oid" FROM "campaign_images" WHERE "job_id" = $1 AND "idx" = $2`,
      [jobId, inputImageIdx],
    );
    return rows[0]?.oid ? String(rows[0].oid) : null;
  }

  /** A finished video's cuts and key frames, as its result stores them; null before it has one. */
  async videoCuts(jobId: string, inputImageIdx: number): Promise<VideoCuts | null> {
    const rows: VideoCuts[] = await this.dataSource.query(
      `SELECT "data" -> 'key_frames' AS "key_frames", "data" -> 'scene_cuts_ms' AS "scene_cuts_ms", ("data" ->> 'duration_ms')::int AS "duration_ms"
       FROM "simulation_video_results" WHERE "job_id" = $1 AND "input_image_idx" = $2`,
      [jobId, inputImageIdx],
    );
    return rows[0] ?? null;
  }

  async imageSizes(jobId: string): Promise<Map<number, { width: number; height: number }>> {
    const rows: { idx: number; width: number; height: number }[] = await this.dataSource.query(
      `SELECT "idx", "width", "height" FROM "campaign_images" WHERE "job_id" = $1`,
      [jobId],
    );
    return new Map(rows.map((row) => [row.idx, { width: row.width, height: row.height }]));
  }

  async insertRun(manager: EntityManager, run: NewRun): Promise<void> {
    await manager.insert(RecommendationRunRow, { ...run, status: "queued" });
  }

  findRun(id: string): Promise<RecommendationRunRow | null> {
    return this.dataSource.getRepository(RecommendationRunRow).findOneBy({ id });
  }

  /** Newest first; without `inputImageIdx`, every image's runs of the job. */
  async runsOf(jobId: string, inputImageIdx?: number, runId?: string): Promise<RunWithRecommendations[]> {
    const runs = await this.dataSource.getRepository(RecommendationRunRow).find({
      where: { jobId, ...(inputImageIdx === undefined ? {} : { inputImageIdx }), ...(runId ? { id: runId } : {}) },
      order: { createdAt: "DESC", id: "DESC" },
    });
    if (runs.length === 0) return [];
    const recommendations = await this.dataSource.getRepository(RecommendationRow).find({
      where: { runId: In(runs.map((run) => run.id)) },
      order: { rank: "ASC" },
    });
    return runs.map((run) => ({ ...run, recommendations: recommendations.filter((each) => each.runId === run.id) }));
  }

  // Locked, so that two requests adding it as a variant take turns and the second finds the first's image.
  async lockRecommendation(manager: EntityManager, runId: string, id: string): Promise<LockedRecommendation | null> {
    const rows: {
      content_type: string;
      bytes: Buffer;
      draft_image_id: string | null;
      key_frame: KeyFrameShot | null;
      variant_status: VideoVariantStatus | null;
    }[] = await manager.query(
      `SELECT "content_type", "bytes", "draft_image_id", "key_frame", "variant_status" FROM "recommendations" WHERE "run_id" = $1 AND "id" = $2 FOR UPDATE`,
      [runId, id],
    );
    const row = rows[0];
    return row
      ? {
          contentType: row.content_type,
          bytes: row.bytes,
          draftImageId: row.draft_image_id,
          keyFrame: row.key_frame,
          variantStatus: row.variant_status,
        }
      : null;
  }

  async setDraftImage(manager: EntityManager, id: string, draftImageId: string): Promise<void> {
    await manager.update(RecommendationRow, { id }, { draftImageId });
  }

  async setVariant(manager: EntityManager, id: string, state: Pick<RecommendationRow, "variantStatus" | "variantError">): Promise<void> {
    await manager.update(RecommendationRow, { id }, state);
  }

  async findRecommendation(id: string): Promise<RecommendationRow | null> {
    return this.dataSource.getRepository(RecommendationRow).findOneBy({ id });
  }

  /** False when the run has ended (or is gone): a worker that takes it over after a finish does nothing. */
  async markRunning(id: string): Promise<boolean> {
    const rows: [unknown[], number] = await this.dataSource.query(
      `UPDATE "recommendation_runs" SET "status" = 'running', "attempts" = "attempts" + 1, "started_at" = COALESCE("started_at", now())
       WHERE "id" = $1 AND "status" = ANY($2) RETURNING "id"`,
      [id, ACTIVE],
    );
    return rows[1] > 0;
  }

  // True only for the call that ended it, so the recommendations are stored, and a refund given, once.
  async end(
    manager: EntityManager,
    id: string,
    ending: { status: "finished"; tried: number } | { status: "failed"; error: string },
  ): Promise<boolean> {
    const ended = await manager
      .createQueryBuilder()
      .update(RecommendationRunRow)
      .set({
        status: ending.status,
        finishedAt: () => "now()",
        ...(ending.status === "finished" ? { tried: ending.tried } : { error: ending.error }),
      })
      .where({ id, status: In(ACTIVE) })
      .execute();
    return Boolean(ended.affected);
  }

  async insertRecommendations(manager: EntityManager, runId: string, kept: KeptRecommendation[]): Promise<void> {
    if (kept.length === 0) return;
    await manager.insert(
      RecommendationRow,
      kept.map((each, i) => ({
        runId,
        rank: i + 1,
        title: each.title,
        edit: each.edit,
        goalChange: each.goal,
        otherChanges: each.other_changes,
        contentType: each.image.contentType,
        bytes: each.image.bytes,
        keyFrame: each.keyFrame?.shot ?? null,
        beforeContentType: each.keyFrame?.before.contentType ?? null,
        beforeBytes: each.keyFrame?.before.bytes ?? null,
      })),
    );
  }
}
