import { Injectable } from "@nestjs/common";
import { InjectDataSource } from "@nestjs/typeorm";
import type { DataSource, EntityManager } from "typeorm";
import type { ServedVideo } from "./video-range";

export interface OwnedVideo extends ServedVideo {
  ownerId: string;
}

interface OwnedVideoRow {
  oid: string;
  type: string;
  owner_id: string;
}

// The stored clips: a campaign's input videos (by their campaign image id) and results' heatmap videos.
@Injectable()
export class VideoFilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  get reader(): EntityManager {
    return this.dataSource.manager;
  }

  async inputVideo(id: string): Promise<OwnedVideo | null> {
    return owned(
      await this.dataSource.query(
        `SELECT c."video_oid" AS "oid", c."video_type" AS "type", i."owner_id" FROM "campaign_images" c
         JOIN "items" i ON i."id" = c."item_id" WHERE c."id" = $1 AND c."kind" = 'video'`,
        [id],
      ),
    );
  }

  async heatmapVideo(id: string): Promise<OwnedVideo | null> {
    return owned(
      await this.dataSource.query(
        `SELECT v."heatmap_video_oid" AS "oid", 'video/mp4' AS "type", j."owner_id" FROM "simulation_video_results" v
         JOIN "simulation_jobs" j ON j."id" = v."job_id" WHERE v."id" = $1`,
        [id],
      ),
    );
  }
}

function owned(rows: OwnedVideoRow[]): OwnedVideo | null {
  const row = rows[0];
  return row ? { oid: String(row.oid), type: row.type, ownerId: row.owner_id } : null;
}
