import type { CampaignSettings, Categories } from "@adsight/shared";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

@Entity("campaign_drafts")
export class CampaignDraft {
  @PrimaryColumn({ name: "item_id", type: "uuid" })
  itemId!: string;

  @Column({ type: "jsonb" })
  settings!: CampaignSettings;

  @Column({ type: "integer" })
  scale!: number;

  @Column({ type: "jsonb", nullable: true })
  categories!: Categories | null;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}
