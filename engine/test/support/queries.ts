import type { DataSource } from "typeorm";

/**
 * The rows of an item and of a user that the app reads while `work` runs, counted over every SELECT it sends to
 * PostgreSQL (the driver's query runner is watched for that time). The guard's user row counts the user's campaigns
 * in a subquery, which reads no item row.
 */
export async function rowReadsDuring(db: DataSource, work: () => Promise<unknown>): Promise<{ items: number; users: number }> {
  const runner = db.createQueryRunner();
  const prototype = Object.getPrototypeOf(runner) as { query: (sql: string, ...rest: unknown[]) => Promise<unknown> };
  await runner.release();
  const original = prototype.query;
  const selects: string[] = [];
  prototype.query = function (this: unknown, sql: string, ...rest: unknown[]) {
    if (/^\s*SELECT/i.test(sql)) selects.push(sql);
    return original.call(this, sql, ...rest);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  const reads = (pattern: RegExp) => selects.filter((sql) => pattern.test(sql)).length;
  return { items: reads(/FROM "items" ("Item" WHERE|WHERE "id")/), users: reads(/FROM "users"/) };
}
