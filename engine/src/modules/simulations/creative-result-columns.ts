import { Column, CreateDateColumn, PrimaryGeneratedColumn } from "typeorm";

export abstract class CreativeResultColumns {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "job_id", type: "uuid" })
  jobId!: string;

  @Column({ name: "input_image_idx", type: "integer" })
  inputImageIdx!: number;

  @Column({ name: "duration_ms", type: "integer" })
  durationMs!: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
