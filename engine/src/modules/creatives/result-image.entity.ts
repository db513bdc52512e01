import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity("result_images")
export class ResultImage {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "job_id", type: "uuid" })
  jobId!: string;

  // e.g. "saliency_map_jet:0" or "cluster:0:2"
  @Column({ type: "varchar", length: 64 })
  kind!: string;

  @Column({ name: "content_type", type: "varchar", length: 32 })
  contentType!: string;

  @Column({ type: "bytea" })
  bytes!: Buffer;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
