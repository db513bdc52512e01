import type { ImageArea } from "@adsight/shared";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** An input image, re-encoded as JPEG: of the draft when jobId is null, else of the job that ran on it. */
@Entity("campaign_images")
export class CampaignImage {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "item_id", type: "uuid" })
  itemId!: string;

  @Column({ name: "job_id", type: "uuid", nullable: true })
  jobId!: string | null;

  @Column({ type: "integer" })
  idx!: number;

  @Column({ name: "content_type", type: "varchar", length: 32 })
  contentType!: string;

  @Column({ type: "bytea" })
  bytes!: Buffer;

  @Column({ type: "integer" })
  width!: number;

  @Column({ type: "integer" })
  height!: number;

  /** The marketer's own areas on this image, in image pixels; a job's copy keeps those it ran with. */
  @Column({ type: "jsonb", default: () => "'[]'" })
  areas!: ImageArea[];

  @Column({ type: "char", length: 64 })
  sha256!: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
