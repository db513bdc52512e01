import { InitialSchema1763780000000 } from "./1763780000000-initial-schema";
import { Simulations1763790000000 } from "./1763790000000-simulations";

/** Every migration, oldest first. A new migration adds its file and one line here. */
export const migrations = [InitialSchema1763780000000, Simulations1763790000000];

export { createMigrationDataSource, pendingMigrations, runPendingMigrations } from "./data-source";
