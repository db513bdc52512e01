import type { StoredVideoResult } from "@adsight/shared";
import { Column, Entity } from "typeorm";
import { CreativeResultColumns } from "./creative-result-columns";

@Entity("simulation_video_results")
export class SimulationVideoResult extends CreativeResultColumns {
  @Column({ type: "jsonb" })
  data!: StoredVideoResult;

  @Column({ name: "heatmap_video_oid", type: "bigint" })
  heatmapVideoOid!: string;
}
