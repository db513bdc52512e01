import "reflect-metadata";
import { API_PATH } from "@adsight/shared";
import pino from "pino";
import { createApp } from "./app.factory";
import { ConfigError, loadConfig } from "#src/config/config";
import { GpuRequiredError } from "#src/simulation/backend";
import { selfCheckBackend } from "#src/modules/simulations/worker/backend-self-check";

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the app exists, so the queue consumer never starts on a worker whose backend is wrong (e.g. no GPU).
  if (config.mode !== "api") await selfCheckBackend(config.simulation, pino({ level: config.logLevel }));
  const app = await createApp(config);
  // Workers listen too: health checks and /metrics are served by every process (Kubernetes probes them).
  await app.listen(config.http.port, config.http.host);
  const { port } = app.getHttpServer().address() as { port: number };
  const shown = config.http.host === "0.0.0.0" ? "127.0.0.1" : config.http.host;
  const role = config.mode === "worker" ? "Engine worker (health and metrics)" : "Engine API";
  console.log(`${role} on http://${shown}:${port}${API_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof GpuRequiredError ? error.message : error);
  process.exit(1);
});
