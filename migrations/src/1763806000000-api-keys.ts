import type { MigrationInterface, QueryRunner } from "typeorm";

/** Personal API keys: only a SHA-256 of each key is kept (keys are long random strings, so no slow hash is needed). */
export class ApiKeys1763806000000 implements MigrationInterface {
  name = "ApiKeys1763806000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "name" varchar(100) NOT NULL,
        "prefix" varchar(32) NOT NULL,
        "key_hash" char(64) NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "api_keys_user_created" ON "api_keys" ("user_id", "created_at" DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
