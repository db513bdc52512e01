import type { MigrationInterface, QueryRunner } from "typeorm";

export class SimulationViewers1763850000000 implements MigrationInterface {
  name = "SimulationViewers1763850000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every simulated viewer's labels and fixations for one image, as gzip-compressed JSON: read only whole, by the export.
    await queryRunner.query(`
      CREATE TABLE "simulation_viewers" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "simulation_jobs" ("id") ON DELETE CASCADE,
        "input_image_idx" integer NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "viewer_count" integer NOT NULL,
        "data" bytea NOT NULL,
        CONSTRAINT "simulation_viewers_job_image" UNIQUE ("job_id", "input_image_idx")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "simulation_viewers"`);
  }
}
