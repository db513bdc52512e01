import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

/** An overlay the model drew for one image of a job, served at /api/v1/simulations/images/{id}. */
@Entity("result_images")
export class ResultImage {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "job_id", type: "uuid" })
  jobId!: string;

  /** What the overlay shows, e.g. "saliency_map_jet:0" or "cluster:0:2". */
  @Column({ type: "varchar", length: 64 })
  kind!: string;

  @Column({ name: "content_type", type: "varchar", length: 32 })
  contentType!: string;

  @Column({ type: "bytea" })
  bytes!: Buffer;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
