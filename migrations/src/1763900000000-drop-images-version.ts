import type { MigrationInterface, QueryRunner } from "typeorm";

export class DropImagesVersion1763900000000 implements MigrationInterface {
  name = "DropImagesVersion1763900000000";

  // The counter was written on every image change and never read.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_drafts" DROP COLUMN "images_version"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_drafts" ADD COLUMN "images_version" integer NOT NULL DEFAULT 0`);
  }
}
