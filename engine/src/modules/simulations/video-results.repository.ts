import type { StoredVideoResult } from "@adsight/shared";
import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource } from "typeorm";
import { type NewResultImage, ResultImagesRepository } from "#src/modules/creatives/result-images.repository";
import { copyLargeObjectToFile, writeLargeObject } from "#src/modules/creatives/large-objects";
import { SimulationVideoResult } from "./simulation-video-result.entity";

@Injectable()
export class VideoResultsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly overlays: ResultImagesRepository,
  ) {}

  copyInputVideo(clipOid: string, file: string): Promise<void> {
    return this.dataSource.transaction("REPEATABLE READ", (manager) => copyLargeObjectToFile(manager, clipOid, file));
  }

  // False, storing nothing, when another worker stored the video's result first: its rollback drops this heatmap too.
  async storeVideoResult(
    jobId: string,
    inputImageIdx: number,
    durationMs: number,
    keyFrames: NewResultImage[],
    heatmapVideo: string,
    build: (keyFrameIds: string[]) => StoredVideoResult,
  ): Promise<boolean> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const ids = await this.overlays.insert(manager, jobId, keyFrames);
        const heatmapVideoOid = await writeLargeObject(manager, heatmapVideo);
        const stored = await manager
          .createQueryBuilder()
          .insert()
          .into(SimulationVideoResult)
          .values({ jobId, inputImageIdx, durationMs, heatmapVideoOid, data: build(ids) })
          .orIgnore()
          .returning(["id"])
          .execute();
        if ((stored.raw as unknown[]).length === 0) throw new AlreadyStored();
      });
      return true;
    } catch (error) {
      if (error instanceof AlreadyStored) return false;
      throw error;
    }
  }
}

class AlreadyStored extends Error {}
