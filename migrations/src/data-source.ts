import { DataSource } from "typeorm";
import { migrations } from "./migrations";

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

/**
 * The migrations this build knows that the database has not applied yet. Read-only (a fresh database has no
 * migrations table: everything is pending), so pods waiting for the migration Job never race it.
 */
export async function pendingMigrations(url: string): Promise<string[]> {
  const dataSource = await createMigrationDataSource(url).initialize();
  try {
    const [table] = await dataSource.query<{ exists: string | null }[]>(`SELECT to_regclass('migrations')::text AS "exists"`);
    const rows = table?.exists ? await dataSource.query<{ name: string }[]>('SELECT name FROM "migrations"') : [];
    const applied = new Set(rows.map((row) => row.name));
    return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !applied.has(name));
  } finally {
    await dataSource.destroy();
  }
}
