import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Recommendations (issue 52). A `recommendation_runs` row is one charged run of the model's edits on one image of a
 * finished job: the goal and the target eye catcher (as checked when it was started), what it cost, and how far it
 * got. Each kept edit is a `recommendations` row with its figures and the edited image's bytes (a re-encoded image of
 * at most 2000 px, like `campaign_images`), and the draft image made from it once added as a variant: one per
 * recommendation, so adding it twice adds one image.
 */
export class Recommendations1764070000000 implements MigrationInterface {
  name = "Recommendations1764070000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "recommendation_runs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "simulation_jobs" ("id") ON DELETE CASCADE,
        "input_image_idx" integer NOT NULL CHECK ("input_image_idx" >= 0),
        "owner_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "goal" varchar(16) NOT NULL,
        "target" jsonb,
        "status" varchar(16) NOT NULL DEFAULT 'queued' CHECK ("status" IN ('queued', 'running', 'finished', 'failed')),
        "credits_charged" integer NOT NULL CHECK ("credits_charged" >= 0),
        "viewers" integer NOT NULL CHECK ("viewers" > 0),
        "tried" integer NOT NULL DEFAULT 0,
        "attempts" integer NOT NULL DEFAULT 0,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "started_at" timestamptz,
        "finished_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "recommendation_runs_image" ON "recommendation_runs" ("job_id", "input_image_idx", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "recommendations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "run_id" uuid NOT NULL REFERENCES "recommendation_runs" ("id") ON DELETE CASCADE,
        "rank" integer NOT NULL CHECK ("rank" >= 1),
        "title" text NOT NULL,
        "edit" jsonb NOT NULL,
        "goal_change" jsonb NOT NULL,
        "other_changes" jsonb NOT NULL,
        "content_type" varchar(32) NOT NULL,
        "bytes" bytea NOT NULL,
        "draft_image_id" uuid REFERENCES "campaign_images" ("id") ON DELETE SET NULL,
        UNIQUE ("run_id", "rank")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "recommendations"`);
    await queryRunner.query(`DROP TABLE "recommendation_runs"`);
  }
}
