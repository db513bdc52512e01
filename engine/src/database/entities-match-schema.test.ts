import { DataSource } from "typeorm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test/support/index";
import { ENTITIES } from "./database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/**
 * Keys, checks and indexes are written only in the migrations (the entities do not repeat them), so TypeORM's
 * schema builder would always propose dropping them; the drift that matters is in tables and columns.
 */
const CONSTRAINT_OR_INDEX = /^(ALTER TABLE "[^"]+" (DROP|ADD) CONSTRAINT |DROP INDEX |CREATE (UNIQUE )?INDEX )/;

it("the entities describe exactly the tables and columns the migrations create", async () => {
  const dataSource = await new DataSource({ type: "postgres", url: database.url, entities: ENTITIES }).initialize();
  try {
    const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
    const drift = upQueries.map((query) => query.query).filter((sql) => !CONSTRAINT_OR_INDEX.test(sql));
    expect(drift, "what synchronize would change in tables and columns").toEqual([]);
  } finally {
    await dataSource.destroy();
  }
});
