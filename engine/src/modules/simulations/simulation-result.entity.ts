import type { CreativeFormat, EmotionIntervals, EmotionShares, EyeCatcher, ImageScores, SegmentAffect } from "@adsight/shared";
import { Column, Entity } from "typeorm";
import { CreativeResultColumns } from "./creative-result-columns";

// Image fields hold result_images ids, turned into URLs when served.
export interface StoredResult extends ImageScores {
  saliency_map_jet: string;
  // Optional: absent from results stored before these existed.
  saliency_map_jet_first_1s?: string;
  saliency_map_jet_first_3s?: string;
  eye_catchers?: EyeCatcher[];
  emotions?: EmotionShares;
  emotions_intervals?: EmotionIntervals;
  emotion_segments?: Record<string, Record<string, SegmentAffect>>;
  unique_objects: Record<string, string>;
  consensus_global_overlay: string | null;
  consensus_clusters: { cluster_id: number; cluster_overlay: string; cluster_members_desc: Record<string, Record<string, number>> }[];
}

@Entity("simulation_results")
export class SimulationResult extends CreativeResultColumns {
  @Column({ type: "jsonb" })
  data!: StoredResult;

  @Column({ name: "chosen_format", type: "varchar", length: 16, nullable: true })
  chosenFormat!: CreativeFormat | null;
}
