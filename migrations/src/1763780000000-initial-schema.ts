import type { MigrationInterface, QueryRunner } from "typeorm";

export class InitialSchema1763780000000 implements MigrationInterface {
  name = "InitialSchema1763780000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(255) NOT NULL,
        "hashed_password" text,
        "google_sub" varchar(255),
        "full_name" varchar(255),
        "job_title" varchar(255),
        "company_name" varchar(255),
        "is_active" boolean NOT NULL DEFAULT true,
        "is_superuser" boolean NOT NULL DEFAULT false,
        "is_owner" boolean NOT NULL DEFAULT false,
        "credits_left" integer NOT NULL DEFAULT 0 CHECK ("credits_left" >= 0),
        "credits_spent" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_key" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_google_sub_key" ON "users" ("google_sub") WHERE "google_sub" IS NOT NULL`);
    // At most one owner: the start-up bootstrap relies on it.
    await queryRunner.query(`CREATE UNIQUE INDEX "users_single_owner" ON "users" ("is_owner") WHERE "is_owner"`);

    await queryRunner.query(`
      CREATE TABLE "items" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "title" varchar(255) NOT NULL,
        "description" text,
        "status" varchar(16) NOT NULL DEFAULT 'Draft' CHECK ("status" IN ('Draft', 'Processing', 'Ready', 'Error')),
        "setup_timestamp" bigint NOT NULL,
        "owner_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "items_owner_created" ON "items" ("owner_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "items_created" ON "items" ("created_at" DESC)`);

    await queryRunner.query(`
      CREATE TABLE "credit_ledger" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "amount" integer NOT NULL,
        "reason" text NOT NULL,
        "ref" text,
        "actor_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "credit_ledger_user" ON "credit_ledger" ("user_id", "created_at")`);
    // A refund is written at most once per reference, even when two workers race to write it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "credit_ledger_refund_once" ON "credit_ledger" ("ref") WHERE "reason" = 'simulation_refund'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "credit_ledger"`);
    await queryRunner.query(`DROP TABLE "items"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
