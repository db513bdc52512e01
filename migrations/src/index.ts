import { InitialSchema1763780000000 } from "./1763780000000-initial-schema";

/** Every migration, oldest first. A new migration adds its file and one line here. */
export const migrations = [InitialSchema1763780000000];

export { createMigrationDataSource, runPendingMigrations } from "./data-source";
