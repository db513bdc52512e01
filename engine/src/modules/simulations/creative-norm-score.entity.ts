import type { CreativeFormat } from "@adsight/shared";
import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";

/** One finished image's scores and format, anonymised: nothing links it to a job, a user or an image. */
@Entity("creative_norm_scores")
export class CreativeNormScore {
  @PrimaryGeneratedColumn({ type: "bigint" })
  id!: string;

  @Column({ type: "varchar", length: 16 })
  format!: CreativeFormat;

  @Column({ type: "real" })
  clarity!: number;

  @Column({ type: "real" })
  appeal!: number;

  @Column({ type: "real" })
  overall!: number;
}
