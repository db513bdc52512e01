import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The marketer's own areas live on the image they are drawn on, as a jsonb list rather than a table of their own:
 * they are at most 10 small boxes read and written only with their image, removing an image removes them, and the
 * job's copy of the draft's images (INSERT … SELECT) freezes them with the job without a second copy step.
 */
export class CustomAreas1763950000000 implements MigrationInterface {
  name = "CustomAreas1763950000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_images" ADD COLUMN "areas" jsonb NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_images" DROP COLUMN "areas"`);
  }
}
