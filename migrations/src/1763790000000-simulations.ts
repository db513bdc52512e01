import type { MigrationInterface, QueryRunner } from "typeorm";

export class Simulations1763790000000 implements MigrationInterface {
  name = "Simulations1763790000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "campaign_drafts" (
        "item_id" uuid PRIMARY KEY REFERENCES "items" ("id") ON DELETE CASCADE,
        "settings" jsonb NOT NULL,
        "scale" integer NOT NULL CHECK ("scale" BETWEEN 1 AND 100),
        "categories" jsonb,
        "images_version" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "simulation_jobs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "item_id" uuid NOT NULL REFERENCES "items" ("id") ON DELETE CASCADE,
        "owner_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "status" varchar(16) NOT NULL CHECK ("status" IN ('Processing', 'Ready', 'Error')),
        "progress" integer NOT NULL DEFAULT 0 CHECK ("progress" BETWEEN 0 AND 100),
        "scale" integer NOT NULL CHECK ("scale" BETWEEN 1 AND 100),
        "image_count" integer NOT NULL CHECK ("image_count" > 0),
        "credits_charged" integer NOT NULL CHECK ("credits_charged" >= 0),
        "seed" integer NOT NULL,
        "setup" jsonb NOT NULL,
        "error" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "started_at" timestamptz,
        "finished_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "simulation_jobs_item_created" ON "simulation_jobs" ("item_id", "created_at" DESC)`);

    // Images of a draft have no job; images a job ran on belong to it, so editing the draft never changes a result.
    await queryRunner.query(`
      CREATE TABLE "campaign_images" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "item_id" uuid NOT NULL REFERENCES "items" ("id") ON DELETE CASCADE,
        "job_id" uuid REFERENCES "simulation_jobs" ("id") ON DELETE CASCADE,
        "idx" integer NOT NULL CHECK ("idx" >= 0),
        "content_type" varchar(32) NOT NULL,
        "bytes" bytea NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "sha256" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "campaign_images_draft_idx" ON "campaign_images" ("item_id", "idx") WHERE "job_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "campaign_images_job_idx" ON "campaign_images" ("job_id", "idx") WHERE "job_id" IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "result_images" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "simulation_jobs" ("id") ON DELETE CASCADE,
        "kind" varchar(64) NOT NULL,
        "content_type" varchar(32) NOT NULL,
        "bytes" bytea NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "result_images_job" ON "result_images" ("job_id")`);

    // One row per input image: a redone job finds the images already finished and skips them.
    await queryRunner.query(`
      CREATE TABLE "simulation_results" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "simulation_jobs" ("id") ON DELETE CASCADE,
        "input_image_idx" integer NOT NULL,
        "data" jsonb NOT NULL,
        "duration_ms" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "simulation_results_job_image" UNIQUE ("job_id", "input_image_idx")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "simulation_results"`);
    await queryRunner.query(`DROP TABLE "result_images"`);
    await queryRunner.query(`DROP TABLE "campaign_images"`);
    await queryRunner.query(`DROP TABLE "simulation_jobs"`);
    await queryRunner.query(`DROP TABLE "campaign_drafts"`);
  }
}
