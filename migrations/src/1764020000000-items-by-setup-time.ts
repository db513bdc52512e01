import type { MigrationInterface, QueryRunner } from "typeorm";

export class ItemsBySetupTime1764020000000 implements MigrationInterface {
  name = "ItemsBySetupTime1764020000000";

  // The campaign list pages by setup time (newest first, its `#` counted oldest first); these indexes give a page, its
  // numbers and the total without sorting the table. Nothing else read the creation-time indexes.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "items_setup" ON "items" ("setup_timestamp", "created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "items_owner_setup" ON "items" ("owner_id", "setup_timestamp", "created_at", "id")`);
    await queryRunner.query(`DROP INDEX "items_created"`);
    await queryRunner.query(`DROP INDEX "items_owner_created"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "items_owner_created" ON "items" ("owner_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "items_created" ON "items" ("created_at" DESC)`);
    await queryRunner.query(`DROP INDEX "items_owner_setup"`);
    await queryRunner.query(`DROP INDEX "items_setup"`);
  }
}
