import type { StoredVideoResult } from "@adsight/shared";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity("simulation_video_results")
export class SimulationVideoResult {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "job_id", type: "uuid" })
  jobId!: string;

  @Column({ name: "input_image_idx", type: "integer" })
  inputImageIdx!: number;

  @Column({ type: "jsonb" })
  data!: StoredVideoResult;

  @Column({ name: "heatmap_video_oid", type: "bigint" })
  heatmapVideoOid!: string;

  @Column({ name: "duration_ms", type: "integer" })
  durationMs!: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
