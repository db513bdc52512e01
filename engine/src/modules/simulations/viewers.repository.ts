import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";
import { SimulationViewers } from "./simulation-viewers.entity";

export type NewViewers = Pick<SimulationViewers, "width" | "height" | "viewerCount" | "data">;

@Injectable()
export class ViewersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, jobId: string, inputImageIdx: number, viewers: NewViewers): Promise<void> {
    await manager.insert(SimulationViewers, { ...viewers, jobId, inputImageIdx });
  }

  viewerSets(jobId: string): Promise<Pick<SimulationViewers, "inputImageIdx" | "width" | "height" | "viewerCount">[]> {
    return this.dataSource.getRepository(SimulationViewers).find({
      select: { id: true, inputImageIdx: true, width: true, height: true, viewerCount: true },
      where: { jobId },
      order: { inputImageIdx: "ASC" },
    });
  }

  // One image at a time: a large scale makes megabytes each.
  async viewersData(jobId: string, inputImageIdx: number): Promise<Buffer | null> {
    const row = await this.dataSource
      .getRepository(SimulationViewers)
      .findOne({ select: { id: true, data: true }, where: { jobId, inputImageIdx } });
    return row?.data ?? null;
  }
}
