import type { RecommendationGoal, RecommendationStatus, TargetCandidate } from "@adsight/shared";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** An image's eye catcher as checked at the start; a video's, by name, has no box: it is found on each key frame. */
export type RunTarget = TargetCandidate | { name: string; kind: string; text: string | null };

@Entity("recommendation_runs")
export class RecommendationRunRow {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "job_id", type: "uuid" })
  jobId!: string;

  @Column({ name: "input_image_idx", type: "integer" })
  inputImageIdx!: number;

  @Column({ name: "owner_id", type: "uuid" })
  ownerId!: string;

  @Column({ type: "varchar", length: 16 })
  goal!: RecommendationGoal;

  // The eye catcher as it was checked at the start, so the worker measures the area the marketer was shown.
  @Column({ type: "jsonb", nullable: true })
  target!: RunTarget | null;

  @Column({ type: "varchar", length: 16, default: "queued" })
  status!: RecommendationStatus;

  @Column({ name: "credits_charged", type: "integer" })
  creditsCharged!: number;

  @Column({ type: "integer" })
  viewers!: number;

  @Column({ type: "integer", default: 0 })
  tried!: number;

  @Column({ type: "integer", default: 0 })
  attempts!: number;

  @Column({ type: "text", nullable: true })
  error!: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @Column({ name: "started_at", type: "timestamptz", nullable: true })
  startedAt!: Date | null;

  @Column({ name: "finished_at", type: "timestamptz", nullable: true })
  finishedAt!: Date | null;
}
