import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Norms (issue 49). `simulation_results.chosen_format` is the format its owner chose for an image's norms (null: the one
 * inferred from the image). `creative_norm_scores` holds each finished image's scores and format and nothing else: no
 * job, user, campaign or image, so only its aggregates (a format's count and quantiles) can ever be read from it. The
 * results stored before it existed are copied in once.
 */
export class CreativeNorms1764050000000 implements MigrationInterface {
  name = "CreativeNorms1764050000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "simulation_results" ADD "chosen_format" varchar(16)`);
    await queryRunner.query(`
      CREATE TABLE "creative_norm_scores" (
        "id" bigserial PRIMARY KEY,
        "format" varchar(16) NOT NULL,
        "clarity" real NOT NULL,
        "appeal" real NOT NULL,
        "overall" real NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "creative_norm_scores_format" ON "creative_norm_scores" ("format")`);
    await queryRunner.query(`
      INSERT INTO "creative_norm_scores" ("format", "clarity", "appeal", "overall")
      SELECT "data" ->> 'creative_format', ("data" ->> 'clarity_score')::real, ("data" ->> 'appeal_score')::real,
             ("data" ->> 'overall_score')::real
      FROM "simulation_results"
      WHERE "data" ->> 'creative_format' IS NOT NULL AND "data" ->> 'clarity_score' IS NOT NULL
        AND "data" ->> 'appeal_score' IS NOT NULL AND "data" ->> 'overall_score' IS NOT NULL
      ORDER BY random()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "creative_norm_scores"`);
    await queryRunner.query(`ALTER TABLE "simulation_results" DROP COLUMN "chosen_format"`);
  }
}
