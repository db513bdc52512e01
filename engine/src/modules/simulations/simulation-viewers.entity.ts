import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

@Entity("simulation_viewers")
export class SimulationViewers {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "job_id", type: "uuid" })
  jobId!: string;

  @Column({ name: "input_image_idx", type: "integer" })
  inputImageIdx!: number;

  @Column({ type: "integer" })
  width!: number;

  @Column({ type: "integer" })
  height!: number;

  @Column({ name: "viewer_count", type: "integer" })
  viewerCount!: number;

  @Column({ type: "bytea" })
  data!: Buffer;
}
