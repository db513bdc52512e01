export { migrations } from "./migrations";
export { createMigrationDataSource, pendingMigrations, runPendingMigrations } from "./data-source";
