import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";
import { type JobStatus, SimulationJob } from "./simulation-job.entity";

export type NewJob = Pick<SimulationJob, "id" | "itemId" | "ownerId" | "scale" | "imageCount" | "creditsCharged" | "seed" | "setup"> &
  Partial<Pick<SimulationJob, "webhooks">>;

@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  // A nested manager.transaction is a savepoint: undone to where it began if `work` throws.
  savepoint<T>(manager: EntityManager, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return manager.transaction(work);
  }

  hasRunningJob(manager: EntityManager, itemId: string): Promise<boolean> {
    return manager.getRepository(SimulationJob).exists({ where: { itemId, status: "Processing" } });
  }

  isRunning(id: string): Promise<boolean> {
    return this.dataSource.getRepository(SimulationJob).exists({ where: { id, status: "Processing" } });
  }

  async runningJobIdsInvolving(userId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT j."id" FROM "simulation_jobs" j JOIN "items" i ON i."id" = j."item_id"
       WHERE j."status" = 'Processing' AND (j."owner_id" = $1 OR i."owner_id" = $1)`,
      [userId],
    );
    return rows.map((row) => row.id);
  }

  async insertJob(manager: EntityManager, job: NewJob): Promise<void> {
    await manager.insert(SimulationJob, { ...job, status: "Processing", progress: 0 });
  }

  findJob(id: string): Promise<SimulationJob | null> {
    return this.dataSource.getRepository(SimulationJob).findOneBy({ id });
  }

  latestJobOfItem(itemId: string): Promise<SimulationJob | null> {
    return this.dataSource.getRepository(SimulationJob).findOne({ where: { itemId }, order: { createdAt: "DESC" } });
  }

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

  // True only for the call that ended it, so a refund is given once.
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
}
