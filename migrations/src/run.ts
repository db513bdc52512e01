// `npm run migrate -w migrations` and the Kubernetes migration Job: apply pending migrations to DATABASE_URL.
import { runPendingMigrations } from "./data-source";

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required to run migrations");
  const applied = await runPendingMigrations(url);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
