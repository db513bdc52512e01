import type { FigureChange, KeyFrameShot, RecommendationGoal } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import { type DataSource, In } from "typeorm";
import { RecommendationRow } from "#src/modules/recommendations/recommendation.entity";
import type { RunTarget } from "#src/modules/recommendations/recommendation-run.entity";

export interface StoredChanges {
  inputImageIdx: number;
  goal: RecommendationGoal;
  target: string | null;
  viewers: number;
  tried: number;
  keptCount: number;
  // The first few, largest gain first.
  kept: {
    rank: number;
    title: string;
    goal: FigureChange;
    others: FigureChange[];
    bytes: Buffer;
    keyFrame: KeyFrameShot | null;
    beforeBytes: Buffer | null;
  }[];
}

// What the report prints of the recommendations: per creative, the newest finished run that kept an edit.
@Injectable()
export class ReportChangesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async newestKept(jobId: string, first: number): Promise<StoredChanges[]> {
    const runs: {
      id: string;
      input_image_idx: number;
      goal: RecommendationGoal;
      target: RunTarget | null;
      viewers: number;
      tried: number;
      kept: string;
    }[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (r."input_image_idx") r."id", r."input_image_idx", r."goal", r."target", r."viewers", r."tried",
           (SELECT count(*) FROM "recommendations" k WHERE k."run_id" = r."id") AS "kept"
         FROM "recommendation_runs" r
         WHERE r."job_id" = $1 AND r."status" = 'finished' AND EXISTS (SELECT 1 FROM "recommendations" k WHERE k."run_id" = r."id")
         ORDER BY r."input_image_idx", r."created_at" DESC, r."id" DESC
       ) newest`,
      [jobId],
    );
    if (runs.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(RecommendationRow)
      .createQueryBuilder("k")
      .addSelect(["k.bytes", "k.beforeBytes"])
      .where({ runId: In(runs.map((run) => run.id)) })
      .andWhere("k.rank <= :first", { first })
      .orderBy("k.rank", "ASC")
      .getMany();
    return runs.map((run) => ({
      inputImageIdx: run.input_image_idx,
      goal: run.goal,
      target: run.target?.name ?? null,
      viewers: run.viewers,
      tried: run.tried,
      keptCount: Number(run.kept),
      kept: rows
        .filter((row) => row.runId === run.id)
        .map((row) => ({
          rank: row.rank,
          title: row.title,
          goal: row.goalChange,
          others: row.otherChanges,
          bytes: row.bytes,
          keyFrame: row.keyFrame,
          beforeBytes: row.beforeBytes,
        })),
    }));
  }
}
