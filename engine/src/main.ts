import "reflect-metadata";
import { createApp } from "./app.factory";
import { ConfigError, loadConfig } from "./config/config";

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  if (config.mode === "worker") {
    await app.init();
    return;
  }
  await app.listen(config.http.port, config.http.host);
  const shown = config.http.host === "0.0.0.0" ? "127.0.0.1" : config.http.host;
  console.log(`Engine API on http://${shown}:${config.http.port}/api/v1 (docs: /api/v1/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
