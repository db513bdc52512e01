import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VirtualColumn } from "typeorm";

@Entity("users")
export class User {
  @PrimaryGeneratedColumn("uuid")
  id!: string;

  @Column({ type: "varchar", length: 255 })
  email!: string;

  @Column({ name: "hashed_password", type: "text", nullable: true, select: false })
  hashedPassword!: string | null;

  @Column({ name: "google_sub", type: "varchar", length: 255, nullable: true })
  googleSub!: string | null;

  @Column({ name: "full_name", type: "varchar", length: 255, nullable: true })
  fullName!: string | null;

  @Column({ name: "job_title", type: "varchar", length: 255, nullable: true })
  jobTitle!: string | null;

  @Column({ name: "company_name", type: "varchar", length: 255, nullable: true })
  companyName!: string | null;

  @Column({ name: "is_active", type: "boolean", default: true })
  isActive!: boolean;

  @Column({ name: "is_superuser", type: "boolean", default: false })
  isSuperuser!: boolean;

  @Column({ name: "is_owner", type: "boolean", default: false })
  isOwner!: boolean;

  // Bumped whenever the password changes: access tokens signed with an older version are refused.
  @Column({ name: "token_version", type: "integer", default: 0 })
  tokenVersion!: number;

  @Column({ name: "credits_left", type: "integer", default: 0 })
  creditsLeft!: number;

  @Column({ name: "credits_spent", type: "integer", default: 0 })
  creditsSpent!: number;

  // Counted on every read rather than stored, so it can never drift from the items table.
  @VirtualColumn({
    type: "int",
    query: (alias) => `SELECT COUNT(*) FROM "items" WHERE "items"."owner_id" = ${alias}."id"`,
    transformer: { from: (value: string | number | null) => Number(value ?? 0), to: (value: number) => value },
  })
  totalCampaigns!: number;

  @CreateDateColumn({ name: "created_at", type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ name: "updated_at", type: "timestamptz" })
  updatedAt!: Date;
}
