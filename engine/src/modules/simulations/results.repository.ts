import type { CreativeFormat, CreativeKind } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { type NewResultImage, ResultImagesRepository } from "#src/modules/creatives/result-images.repository";
import { withNorms } from "#src/simulation/results/norms";
import { CreativeNormsService } from "./creative-norms.service";
import { SimulationResult, type StoredResult } from "./simulation-result.entity";
import { SimulationVideoResult } from "./simulation-video-result.entity";
import { type NewViewers, ViewersRepository } from "./viewers.repository";

interface ResultRows {
  image: SimulationResult;
  video: SimulationVideoResult;
}

export type StoredCreativeResult = { [Kind in CreativeKind]: { kind: Kind; row: ResultRows[Kind] } }[CreativeKind];

export function rowsOf<Kind extends CreativeKind>(creatives: StoredCreativeResult[], kind: Kind): ResultRows[Kind][] {
  return creatives.flatMap((creative) => (creative.kind === kind ? [creative.row as ResultRows[Kind]] : []));
}

@Injectable()
export class ResultsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly overlays: ResultImagesRepository,
    private readonly viewers: ViewersRepository,
    private readonly norms: CreativeNormsService,
  ) {}

  /** The job's finished creatives in input order, each with its kind: an image's percentiles read for the format chosen (or guessed) against the norms of now. */
  async creatives(jobId: string): Promise<StoredCreativeResult[]> {
    const byJob = { where: { jobId }, order: { inputImageIdx: "ASC" as const } };
    const [images, videos, own] = await Promise.all([
      this.dataSource.getRepository(SimulationResult).find(byJob),
      this.dataSource.getRepository(SimulationVideoResult).find(byJob),
      this.norms.current(),
    ]);
    for (const row of images) row.data = withNorms(row.data, row.chosenFormat, own);
    return [...images.map((row) => ({ kind: "image" as const, row })), ...videos.map((row) => ({ kind: "video" as const, row }))].sort(
      (a, b) => a.row.inputImageIdx - b.row.inputImageIdx,
    );
  }

  /** False when the job has no image result at that index. */
  async chooseFormat(jobId: string, inputImageIdx: number, format: CreativeFormat | null): Promise<boolean> {
    const updated = await this.dataSource.getRepository(SimulationResult).update({ jobId, inputImageIdx }, { chosenFormat: format });
    return (updated.affected ?? 0) > 0;
  }

  async finishedImageIndexes(jobId: string): Promise<Set<number>> {
    const rows: { idx: number }[] = await this.dataSource.query(
      `SELECT "input_image_idx" AS "idx" FROM "simulation_results" WHERE "job_id" = $1
       UNION SELECT "input_image_idx" FROM "simulation_video_results" WHERE "job_id" = $1`,
      [jobId],
    );
    return new Set(rows.map((row) => row.idx));
  }

  // False, storing nothing, when another worker stored the image's result first.
  async storeResult(
    jobId: string,
    inputImageIdx: number,
    durationMs: number,
    overlays: NewResultImage[],
    viewers: NewViewers,
    build: (overlayIds: string[]) => StoredResult,
  ): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const ids = await this.overlays.insert(manager, jobId, overlays);
        const data = build(ids);
        const stored = await manager
          .createQueryBuilder()
          .insert()
          .into(SimulationResult)
          .values({ jobId, inputImageIdx, durationMs, data })
          .orIgnore()
          .returning(["id"])
          .execute();
        // Rolls the overlays back too: the result that won keeps its own.
        if ((stored.raw as unknown[]).length === 0) throw new AlreadyStored();
        await this.norms.record(manager, data);
        await this.viewers.insert(manager, jobId, inputImageIdx, viewers);
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyStored) return false;
      throw error;
    }
  }
}

class AlreadyStored extends Error {}
