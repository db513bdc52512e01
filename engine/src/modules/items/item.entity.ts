import { CAMPAIGN_STATUSES, type CampaignStatus } from "@adsight/shared";
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { User } from "#src/modules/users/user.entity";

@Entity("items")
export class Item {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 255 })
  title!: string;

  @Column({ type: "text", nullable: true })
  description!: string | null;

  @Column({ type: "varchar", length: 16, enum: CAMPAIGN_STATUSES, default: "Draft" })
  status!: CampaignStatus;

  // bigint comes back from pg as a string; epoch seconds fit a JS number exactly.
  @Column({
    name: "setup_timestamp",
    type: "bigint",
    transformer: { from: (value: string) => Number(value), to: (value: number) => value },
  })
  setupTimestamp!: number;

  @Column({ name: "owner_id", type: "uuid" })
  ownerId!: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "owner_id" })
  owner?: User;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}
