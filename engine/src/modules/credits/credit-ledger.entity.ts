import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from "typeorm";

export const CREDIT_REASONS = ["trial", "admin_adjustment", "simulation_charge", "simulation_refund"] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

@Entity("credit_ledger")
export class CreditLedgerEntry {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ name: "user_id", type: "uuid" })
  userId!: string;

  // Negative for credits spent.
  @Column({ type: "integer" })
  amount!: number;

  @Column({ type: "text" })
  reason!: CreditReason;

  @Column({ type: "text", nullable: true })
  ref!: string | null;

  @Column({ name: "actor_id", type: "uuid", nullable: true })
  actorId!: string | null;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;
}
