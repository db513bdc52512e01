// Init container of the engine pods in Kubernetes: wait until the release's migration Job has applied every migration
// this image knows, so a new pod never serves on an older schema. Exits 1 after MIGRATIONS_WAIT_SECONDS (default 600).
import { pendingMigrations } from "./data-source";

const POLL_MS = 5_000;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is required to check the schema");
  const deadline = Date.now() + Number(process.env.MIGRATIONS_WAIT_SECONDS ?? 600) * 1000;
  for (;;) {
    let waitingFor: string;
    try {
      const pending = await pendingMigrations(url);
      if (pending.length === 0) {
        console.log("Schema up to date");
        return;
      }
      waitingFor = `the migration Job (pending: ${pending.join(", ")})`;
    } catch (error) {
      waitingFor = `the database (${error instanceof Error ? error.message : String(error)})`;
    }
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${waitingFor}`);
    console.log(`Waiting for ${waitingFor}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
