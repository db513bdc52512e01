import { DataSource } from "typeorm";
import { migrations } from "./index";

/** A data source that knows only the migrations: enough to apply or revert them, no entities needed. */
export function createMigrationDataSource(url: string): DataSource {
  return new DataSource({ type: "postgres", url, migrations, migrationsTransactionMode: "all", logging: ["error"] });
}

/** Applies every pending migration and returns the names of those it ran. */
export async function runPendingMigrations(url: string): Promise<string[]> {
  const dataSource = await createMigrationDataSource(url).initialize();
  try {
    const applied = await dataSource.runMigrations();
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}
