import type { CampaignStatus, Categories } from "@adsight/shared";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";
import type { CampaignContext } from "#src/simulation/types";

export type JobStatus = Exclude<CampaignStatus, "Draft">;

export interface JobSetup {
  categories: Categories;
  context: CampaignContext;
  name: string;
}

@Entity("simulation_jobs")
export class SimulationJob {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "item_id", type: "uuid" })
  itemId!: string;

  @Column({ name: "owner_id", type: "uuid" })
  ownerId!: string;

  @Column({ type: "varchar", length: 16 })
  status!: JobStatus;

  @Column({ type: "integer", default: 0 })
  progress!: number;

  @Column({ type: "integer" })
  scale!: number;

  @Column({ name: "image_count", type: "integer" })
  imageCount!: number;

  @Column({ name: "credits_charged", type: "integer" })
  creditsCharged!: number;

  @Column({ type: "integer" })
  seed!: number;

  @Column({ type: "jsonb" })
  setup!: JobSetup;

  @Column({ type: "text", nullable: true })
  error!: string | null;

  @Column({ type: "integer", default: 0 })
  attempts!: number;

  @Column({ type: "boolean", default: true })
  webhooks!: boolean;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @Column({ name: "started_at", type: "timestamptz", nullable: true })
  startedAt!: Date | null;

  @Column({ name: "finished_at", type: "timestamptz", nullable: true })
  finishedAt!: Date | null;
}
