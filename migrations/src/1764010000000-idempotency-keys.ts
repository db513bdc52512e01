import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Idempotency keys of the requests that charge credits: the first request's fingerprint and answer per account,
 * route and key. `status_code` is null while that first request is still running.
 */
export class IdempotencyKeys1764010000000 implements MigrationInterface {
  name = "IdempotencyKeys1764010000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "idempotency_keys" (
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "scope" varchar(64) NOT NULL,
        "key" varchar(255) NOT NULL,
        "fingerprint" char(64) NOT NULL,
        "status_code" smallint,
        "response" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "scope", "key")
      )`);
    await queryRunner.query(`CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
