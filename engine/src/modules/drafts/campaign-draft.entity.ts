import type { CampaignSettings, Categories } from "@adsight/shared";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** The server copy of the New Campaign form; its images live in campaign_images, never in this JSON. */
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
