import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** Every simulated viewer of one image of a job (labels and fixations), gzip-compressed JSON, for the viewers export. */
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

  /** gzip of the JSON array of `SyntheticViewer`s, coordinates rounded to 0.1 px and durations to whole ms. */
  @Column({ type: "bytea" })
  data!: Buffer;
}
