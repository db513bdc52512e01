import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Recommendations for videos (issue 52). A video's run makes its edits on the first frames of its shots: each kept
 * edit records that key frame (`key_frame`: its time, why it is one and where its shot ends) and the frame as the clip
 * shows it (`before_content_type`, `before_bytes`, the "before" an image's recommendation takes from the creative). An
 * image's recommendations have none of the three.
 */
export class VideoRecommendations1764080000000 implements MigrationInterface {
  name = "VideoRecommendations1764080000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "recommendations"
        ADD COLUMN "key_frame" jsonb,
        ADD COLUMN "before_content_type" varchar(32),
        ADD COLUMN "before_bytes" bytea,
        ADD CONSTRAINT "recommendations_key_frame_still" CHECK (("key_frame" IS NULL) = ("before_bytes" IS NULL))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "recommendations"
        DROP CONSTRAINT "recommendations_key_frame_still",
        DROP COLUMN "before_bytes",
        DROP COLUMN "before_content_type",
        DROP COLUMN "key_frame"`);
  }
}
