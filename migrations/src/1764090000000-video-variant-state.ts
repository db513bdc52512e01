import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A video's recommendation added as a variant is encoded by a worker, not in the request: `variant_status` says where
 * that is (encoding, added, failed; null before it is asked) and `variant_error` why a failed one was not added.
 */
export class VideoVariantState1764090000000 implements MigrationInterface {
  name = "VideoVariantState1764090000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "recommendations"
        ADD COLUMN "variant_status" varchar(16),
        ADD COLUMN "variant_error" text,
        ADD CONSTRAINT "recommendations_variant_status" CHECK ("variant_status" IN ('encoding', 'added', 'failed'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "recommendations"
        DROP CONSTRAINT "recommendations_variant_status",
        DROP COLUMN "variant_error",
        DROP COLUMN "variant_status"`);
  }
}
