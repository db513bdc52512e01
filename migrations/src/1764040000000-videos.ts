import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Video creatives. A video's file is a PostgreSQL large object (streamed in and out in chunks, never held whole):
 * `campaign_images.video_oid` names it and `bytes` holds its poster frame, so every list shows a video like an image.
 * A job's copy of a draft video shares the large object; the trigger unlinks it with the last row that names it.
 * `simulation_video_results` is a video's result (one per job and creative, as `simulation_results` for images), its
 * heatmap video a large object of its own.
 */
export class Videos1764040000000 implements MigrationInterface {
  name = "Videos1764040000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "campaign_images" ADD "video_oid" bigint, ADD "video_type" varchar(32), ADD "video_duration_ms" integer`,
    );
    await queryRunner.query(`CREATE INDEX "campaign_images_video" ON "campaign_images" ("video_oid") WHERE "video_oid" IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE "simulation_video_results" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "job_id" uuid NOT NULL REFERENCES "simulation_jobs" ("id") ON DELETE CASCADE,
        "input_image_idx" integer NOT NULL,
        "data" jsonb NOT NULL,
        "heatmap_video_oid" bigint NOT NULL,
        "duration_ms" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "simulation_video_results_job_image" UNIQUE ("job_id", "input_image_idx")
      )`);
    // A cascade that deletes a draft video and its job copies in one statement runs this once per row: only the first
    // finds the object still there.
    await queryRunner.query(`
      CREATE FUNCTION "unlink_unnamed_video"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE named bigint := (to_jsonb(OLD) ->> TG_ARGV[0])::bigint;
      BEGIN
        IF named IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "campaign_images" WHERE "video_oid" = named)
          AND NOT EXISTS (SELECT 1 FROM "simulation_video_results" WHERE "heatmap_video_oid" = named)
          AND EXISTS (SELECT 1 FROM pg_largeobject_metadata WHERE oid = named::oid) THEN
          PERFORM lo_unlink(named::oid);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, column] of [
      ["campaign_images", "video_oid"],
      ["simulation_video_results", "heatmap_video_oid"],
    ]) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_unlink_video" AFTER DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "unlink_unnamed_video"('${column}')`,
      );
    }
  }

  // Deleting the rows first lets the trigger unlink their large objects; the videos cannot outlive their column.
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "simulation_video_results"`);
    await queryRunner.query(`DELETE FROM "campaign_images" WHERE "video_oid" IS NOT NULL`);
    await queryRunner.query(`DROP TABLE "simulation_video_results"`);
    await queryRunner.query(`DROP TRIGGER "campaign_images_unlink_video" ON "campaign_images"`);
    await queryRunner.query(`DROP FUNCTION "unlink_unnamed_video"()`);
    await queryRunner.query(`ALTER TABLE "campaign_images" DROP "video_oid", DROP "video_type", DROP "video_duration_ms"`);
  }
}
