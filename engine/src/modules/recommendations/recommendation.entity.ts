import type { FigureChange, ImageEdit, KeyFrameShot, VideoVariantStatus } from "@adsight/shared";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity("recommendations")
export class RecommendationRow {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "run_id", type: "uuid" })
  runId!: string;

  @Column({ type: "integer" })
  rank!: number;

  @Column({ type: "text" })
  title!: string;

  @Column({ type: "jsonb" })
  edit!: ImageEdit;

  @Column({ name: "goal_change", type: "jsonb" })
  goalChange!: FigureChange;

  @Column({ name: "other_changes", type: "jsonb" })
  otherChanges!: FigureChange[];

  @Column({ name: "content_type", type: "varchar", length: 32 })
  contentType!: string;

  @Column({ type: "bytea", select: false })
  bytes!: Buffer;

  @Column({ name: "key_frame", type: "jsonb", nullable: true })
  keyFrame!: KeyFrameShot | null;

  @Column({ name: "before_content_type", type: "varchar", length: 32, nullable: true })
  beforeContentType!: string | null;

  @Column({ name: "before_bytes", type: "bytea", nullable: true, select: false })
  beforeBytes!: Buffer | null;

  @Column({ name: "draft_image_id", type: "uuid", nullable: true })
  draftImageId!: string | null;

  @Column({ name: "variant_status", type: "varchar", length: 16, nullable: true })
  variantStatus!: VideoVariantStatus | null;

  @Column({ name: "variant_error", type: "text", nullable: true })
  variantError!: string | null;
}
