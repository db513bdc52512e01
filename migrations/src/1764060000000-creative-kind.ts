import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A creative's kind (issue 50): `campaign_images.kind` says whether a row is an image or a video, where code had asked
 * whether `video_oid` was null. Rows stored before it get theirs from `video_oid`, and a row's kind and its clip stay
 * together.
 */
export class CreativeKind1764060000000 implements MigrationInterface {
  name = "CreativeKind1764060000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_images" ADD "kind" varchar(8)`);
    await queryRunner.query(`UPDATE "campaign_images" SET "kind" = CASE WHEN "video_oid" IS NULL THEN 'image' ELSE 'video' END`);
    await queryRunner.query(`ALTER TABLE "campaign_images" ALTER "kind" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_kind" CHECK ("kind" IN ('image', 'video')),
         ADD CONSTRAINT "campaign_images_video_of_kind" CHECK (("kind" = 'video') = ("video_oid" IS NOT NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaign_images" DROP "kind"`);
  }
}
