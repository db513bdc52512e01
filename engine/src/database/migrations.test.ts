import { createMigrationDataSource, migrations } from "@adsight/migrations";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#test/support/index";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function tables(url: string): Promise<string[]> {
  const dataSource = await createMigrationDataSource(url).initialize();
  try {
    const rows: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY table_name`,
    );
    return rows.map((row) => row.table_name);
  } finally {
    await dataSource.destroy();
  }
}

it("reverts every migration with its down and applies them again", async () => {
  const applied = await tables(database.url);
  expect(applied).toEqual(expect.arrayContaining(["credit_ledger", "items", "users"]));

  const dataSource = await createMigrationDataSource(database.url).initialize();
  try {
    for (let step = 0; step < migrations.length; step += 1) await dataSource.undoLastMigration({ transaction: "all" });
    expect(await dataSource.showMigrations()).toBe(true);
  } finally {
    await dataSource.destroy();
  }
  expect(await tables(database.url)).toEqual([]);

  const again = await createMigrationDataSource(database.url).initialize();
  try {
    expect(await again.runMigrations()).toHaveLength(migrations.length);
  } finally {
    await again.destroy();
  }
  expect(await tables(database.url)).toEqual(applied);
});
