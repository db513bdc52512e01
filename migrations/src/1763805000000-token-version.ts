import type { MigrationInterface, QueryRunner } from "typeorm";

/** Access tokens carry the user's token version; changing the password bumps it, so older tokens stop working. */
export class TokenVersion1763805000000 implements MigrationInterface {
  name = "TokenVersion1763805000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "token_version" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "token_version"`);
  }
}
