import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Webhooks: each account's endpoints (the signing secret kept encrypted), one delivery row per event and endpoint
 * (the outbox: written in the transaction that ends the job), and one row per attempt for the settings list.
 * `simulation_jobs.webhooks` is false for a prediction made with webhook=false.
 */
export class Webhooks1764030000000 implements MigrationInterface {
  name = "Webhooks1764030000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "url" varchar(2000) NOT NULL,
        "secret_cipher" text NOT NULL,
        "events" text[] NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "webhook_endpoints_user" ON "webhook_endpoints" ("user_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE,
        "event_id" uuid NOT NULL,
        "event_type" varchar(40) NOT NULL,
        "payload" jsonb NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'delivered', 'failed', 'cancelled')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "delivered_at" timestamptz,
        UNIQUE ("endpoint_id", "event_id")
      )`);
    await queryRunner.query(`CREATE INDEX "webhook_deliveries_pending" ON "webhook_deliveries" ("created_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE "webhook_attempts" (
        "id" bigserial PRIMARY KEY,
        "delivery_id" uuid NOT NULL REFERENCES "webhook_deliveries" ("id") ON DELETE CASCADE,
        "attempt" integer NOT NULL,
        "http_status" integer,
        "duration_ms" integer NOT NULL,
        "error" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "created_at" DESC)`);
    await queryRunner.query(`ALTER TABLE "simulation_jobs" ADD COLUMN "webhooks" boolean NOT NULL DEFAULT true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "simulation_jobs" DROP COLUMN "webhooks"`);
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
