import { randomBytes } from "node:crypto";
import { runPendingMigrations } from "@adsight/migrations";
import { DataSource } from "typeorm";

/** The local PostgreSQL the tests create their databases on (trust auth as user postgres). */
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const admin = await new DataSource({ type: "postgres", url: ADMIN_URL }).initialize();
  try {
    await admin.query(sql);
  } finally {
    await admin.destroy();
  }
}

/** A fresh `adsight_test_<random>` database with every migration applied; drop() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `adsight_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await runPendingMigrations(url.toString());
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
