import type { CreativeKind, ImageArea } from "@adsight/shared";
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

// A draft's image when jobId is null, else the copy of the job that ran on it.
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

  @Column({ type: "varchar", length: 8 })
  kind!: CreativeKind;

  @Column({ name: "content_type", type: "varchar", length: 32 })
  contentType!: string;

  @Column({ type: "bytea" })
  bytes!: Buffer;

  @Column({ type: "integer" })
  width!: number;

  @Column({ type: "integer" })
  height!: number;

  // In image pixels.
  @Column({ type: "jsonb", default: () => "'[]'" })
  areas!: ImageArea[];

  // A video's large object (its poster frame is `bytes`); bigint because TypeORM has no oid type.
  @Column({ name: "video_oid", type: "bigint", nullable: true })
  clipOid!: string | null;

  // The clip's own type (video/mp4, video/webm, video/quicktime), as it is served back.
  @Column({ name: "video_type", type: "varchar", length: 32, nullable: true })
  clipType!: string | null;

  @Column({ name: "video_duration_ms", type: "integer", nullable: true })
  durationMs!: number | null;

  @Column({ type: "char", length: 64 })
  sha256!: string;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
