import "reflect-metadata";
import { createApp } from "./app.factory";
import { ConfigError, loadConfig } from "./config/config";

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  // Workers listen too: health checks and /metrics are served by every process (Kubernetes probes them).
  await app.listen(config.http.port, config.http.host);
  const { port } = app.getHttpServer().address() as { port: number };
  const shown = config.http.host === "0.0.0.0" ? "127.0.0.1" : config.http.host;
  const role = config.mode === "worker" ? "Engine worker (health and metrics)" : "Engine API";
  console.log(`${role} on http://${shown}:${port}/api/v1`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
